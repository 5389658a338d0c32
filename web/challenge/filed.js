// @ts-check
// What this browser keeps of challenges: the player's name (asked once), each challenge
// made or received by its id with its latest link, and per game the deal of the day last
// played. Storage closed or full: nothing is kept, and the links themselves still hold all.
const NAME = "tricktable.name";
const FILED = "tricktable.challenge.";
const MAX_FILED = 30;
const DAILY = "tricktable.daily.";

/** @typedef {{id: string, code: string, variant: string, deals: number | null, players: string[], updated: number}} Filed */

export function storedName() {
  try {
    return localStorage.getItem(NAME) || "";
  } catch {
    return "";
  }
}

/** @param {string} name */
export function keepName(name) {
  try {
    localStorage.setItem(NAME, name);
  } catch { /* asked again next time */ }
}

/** The challenges this browser has seen, newest first.
 * @returns {Filed[]} */
export function filed() {
  const out = [];
  try {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(FILED)) continue;
      try {
        const entry = JSON.parse(localStorage.getItem(key));
        if (typeof entry?.code === "string" && Array.isArray(entry.players)) out.push(entry);
      } catch { /* not one of ours: left as it is */ }
    }
  } catch { /* no storage: none kept */ }
  return out.sort((a, b) => b.updated - a.updated);
}

/** Keep a challenge's latest link (`info`: the engine's public part of it); the oldest
 * beyond MAX_FILED make room.
 * @param {{id: string, variant: string, deals: number | null, players: string[]}} info @param {string} code */
export function file(info, code) {
  const entry = { id: info.id, code, variant: info.variant, deals: info.deals, players: info.players, updated: Date.now() };
  try {
    localStorage.setItem(FILED + info.id, JSON.stringify(entry));
    for (const old of filed().slice(MAX_FILED)) localStorage.removeItem(FILED + old.id);
  } catch { /* storage full or closed: the link itself still holds it */ }
}

/** Today's date in UTC: the deal of the day is the same everywhere on it. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The filed deal of the day of `variant`, if this player played it today.
 * @param {string} variant */
export function dailyPlayed(variant) {
  let mark = null;
  try {
    mark = JSON.parse(localStorage.getItem(DAILY + variant));
  } catch { /* none */ }
  if (mark?.date !== today()) return null;
  return filed().find((entry) => entry.id === mark.id && entry.players.includes(storedName())) || null;
}

/** Mark `variant`'s deal of the day of `date` as played (challenge `id`).
 * @param {string} variant @param {string} date @param {string} id */
export function markDaily(variant, date, id) {
  try {
    localStorage.setItem(DAILY + variant, JSON.stringify({ date, id }));
  } catch { /* played, not marked: it may be played again */ }
}
