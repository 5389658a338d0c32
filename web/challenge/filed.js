// @ts-check
// What this browser keeps of challenges: the player's name (asked once), each challenge
// made or received by its id with its latest link and the name this browser played it
// under, and the deal of the day's attempts. Storage closed or full: nothing is kept, and
// the links themselves still hold all.
//
// An attempt at the deal of the day is counted when its cards are dealt, not when it ends,
// and in two places (the day's mark of its game, and the challenge's own entry), so that
// playing it again (a second press, a second tab, another name, one of the two cleared)
// shows as a later attempt, said so; the first attempt's result is the one kept for the
// record, and only if it was played through before a later one was dealt. Storage cleared
// whole forgets them: with no server, nothing here can do better.
//
// And the key first seen for each name in a challenge's results (challenge/identity.js): a
// later result under that name, or under one that looks the same (`skeleton`), with another
// key is marked.
import SHARED from "../shared.js";

const NAME = "tricktable.name";
const FILED = "tricktable.challenge.";
const MAX_FILED = 30;
const DAILY = "tricktable.daily.";
const KEYS = "tricktable.keys";
const MAX_KEYS = 200;

/** @typedef {{date: string, games: string[]}} Attempts  a deal of the day's games, first first */
/** @typedef {{id: string, code: string, variant: string, deals: number | null, players: string[], updated: number,
 *   me?: string, daily?: Attempts}} Filed */
/** @typedef {{id: string, variant: string, deals: number | null, players: string[], daily?: string | null}} Public */

/** @param {string} key */
function read(key) {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null");
  } catch {
    return null;  // none, or not one of ours: left as it is
  }
}

/** @param {string} key @param {unknown} value */
function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch { /* storage full or closed: the link itself still holds it */ }
}

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

/** @param {any} v  parsed JSON */
const isAttempts = (v) => typeof v?.date === "string" && Array.isArray(v.games) && v.games.every((/** @type {unknown} */ g) => typeof g === "string");

/** The challenges this browser has seen, newest first.
 * @returns {Filed[]} */
export function filed() {
  const out = [];
  try {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(FILED)) continue;
      const entry = read(key);
      if (typeof entry?.code === "string" && Array.isArray(entry.players)) out.push(entry);
    }
  } catch { /* no storage: none kept */ }
  return out.sort((a, b) => b.updated - a.updated);
}

/** Keep a challenge's latest link (`info`: the engine's public part of it), and `me`, the
 * name this browser played it under, if it has; the oldest beyond MAX_FILED make room.
 * @param {Public} info @param {string} code @param {string} [me] */
export function file(info, code, me) {
  const before = read(FILED + info.id);
  const kept = { me: me ?? before?.me, daily: isAttempts(before?.daily) ? before.daily : undefined };
  write(FILED + info.id, { id: info.id, code, variant: info.variant, deals: info.deals, players: info.players,
    updated: Date.now(), ...kept });
  try {
    for (const old of filed().slice(MAX_FILED)) localStorage.removeItem(FILED + old.id);
  } catch { /* as it was */ }
}

/** The name this browser played a challenge under (`entry`: its filed entry, if any), if
 * `players` (its link's) holds it; else "". Only this browser's own entry says so: a name
 * in a link is whatever its player typed.
 * @param {string[]} players @param {Filed | undefined} entry */
export function playedAs(players, entry) {
  const me = entry?.me;
  return me && players.includes(me) ? me : "";
}

/** The Latin letter each look-alike letter is drawn as (the engine's names.LOOKALIKES). */
const LOOKALIKES = /** @type {Record<string, string>} */ (SHARED.lookalikes);
/** What draws nothing: format characters, fillers, variation selectors. */
const BLANK = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** What a name looks like, as the engine's names.skeleton (UTS #39): "Воb" in Cyrillic
 * letters, "Bob" and an invisible space are all "Bob"; names are compared by it.
 * @param {string} name */
export const skeleton = (name) => [...name.normalize("NFKD").replace(BLANK, "")].map((c) => LOOKALIKES[c] ?? c).join("");

/** The names kept with their keys ({name: key}, oldest first); none if what is kept is not ours. */
function keptKeys() {
  const seen = read(KEYS);
  return /** @type {Record<string, unknown>} */ (seen && typeof seen === "object" && !Array.isArray(seen) ? seen : {});
}

/** The key this browser holds a name to, by what the name looks like: its own (`mine`)
 * for the name it plays under, else the first key seen for that name in a challenge's
 * results.
 * @param {string | null} mine @returns {(name: string) => string | undefined} */
export function knownKeys(mine) {
  const held = new Map();
  for (const [name, key] of Object.entries(keptKeys())) {
    if (typeof key === "string" && !held.has(skeleton(name))) held.set(skeleton(name), key);
  }
  const own = skeleton(storedName());
  return (name) => (mine && skeleton(name) === own ? mine : held.get(skeleton(name)));
}

/** Remember the key of each name none that looks the same has yet (`pairs`: [name, key]);
 * the names seen longest ago make room beyond MAX_KEYS.
 * @param {[string, string][]} pairs */
export function noteKeys(pairs) {
  const keys = keptKeys();
  const looks = new Set(Object.keys(keys).map(skeleton));
  for (const [name, key] of pairs) {
    if (looks.has(skeleton(name))) continue;
    keys[name] = key;
    looks.add(skeleton(name));
  }
  const names = Object.keys(keys);
  for (const name of names.slice(0, Math.max(0, names.length - MAX_KEYS))) delete keys[name];
  write(KEYS, keys);
}

/** Today's date on the player's own calendar (YYYY-MM-DD): the deal of the day changes at
 * their midnight, and everyone on that date has the same one. The engine deals only a date
 * some time zone has as today (challenge.daily_dates). */
export function today() {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
}

/** The games that dealt `variant`'s deal of the day of `date` here, first first: what
 * either place kept.
 * @param {string} variant @param {string} date */
export function attempts(variant, date) {
  const mark = read(DAILY + variant);
  const games = mark?.date === date && isAttempts(mark) ? [...mark.games] : [];
  for (const entry of filed()) {
    if (entry.variant !== variant || entry.daily?.date !== date || !isAttempts(entry.daily)) continue;
    for (const game of entry.daily.games) if (!games.includes(game)) games.push(game);
  }
  return games;
}

/** Count the game `game` as an attempt at the deal of the day `info` (its `daily` date),
 * once, in both places; which attempt it is, from 1.
 * @param {Public & {daily: string}} info @param {string} code @param {string} game */
export function countAttempt(info, code, game) {
  const games = attempts(info.variant, info.daily);
  if (!games.includes(game)) games.push(game);
  const day = { date: info.daily, games };
  write(DAILY + info.variant, { ...day, id: info.id });
  if (!read(FILED + info.id)) file(info, code);
  write(FILED + info.id, { ...read(FILED + info.id), daily: day });
  return games.indexOf(game) + 1;
}

/** The game `game` played through at the deal of the day `info`: which attempt it is (from
 * 1, counted now if it was not) and whether its result is the one for the record: the first
 * attempt dealt, played through before any later one was dealt. One finished after a later
 * attempt was dealt (in another tab, resumed later) had the whole deal seen: no record
 * (issue 49). Once the record is filed, the first attempt's end seen again is still it.
 * @param {Public & {daily: string}} info @param {string} code @param {string} game */
export function attemptEnded(info, code, game) {
  const attempt = countAttempt(info, code, game);
  const { dealt, record } = dailyState(info.variant, info.daily);
  return { attempt, record: attempt === 1 && (dealt === 1 || record !== null) };
}

/** `variant`'s deal of the day of `date` as this browser played it: how many attempts were
 * dealt, and the filed challenge of the first one if it was played through (its results
 * are the ones for the record).
 * @param {string} variant @param {string} [date] */
export function dailyState(variant, date = today()) {
  const dealt = attempts(variant, date).length;
  const record = filed().find((entry) => entry.variant === variant && entry.daily?.date === date && entry.me
    && playedAs(entry.players, entry)) || null;
  return { dealt, record };
}
