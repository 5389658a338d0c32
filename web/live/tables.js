// @ts-check
// What this browser keeps of its live tables, by the link's key (the host's public key):
// for the host, its private key, the game's settings, the seats and the kept game (resumed
// when the host opens the link again); for a friend, their seat's key pair (to come back to
// the same seat). Keys of this table only: a page that reads this storage could play as
// this browser at these tables, and at no other.

const KEY = "tricktable.live";
const NAME_KEY = "tricktable.name";
const MOST = 20;  // tables kept; the oldest go first

/** @typedef {{who: "host" | "friend" | "computer", name?: string | null, key?: string | null, computer?: boolean}} Seat */
/** The game a live table plays: new_game's params, less Undo (live/host.js HostDesk).
 * @typedef {{variant: string, options: object, human_seat: number, level: string, seed?: number}} DeskParams */
/** @typedef {{role: "host", signing: string, params: DeskParams, seats: Seat[], clock?: number,
 *   kept?: import("../table/types.js").GameRecord | null, updated: number}} HostTable */
/** @typedef {{role: "friend", key: string, signing: string, updated: number}} FriendTable */

/** @returns {Record<string, HostTable | FriendTable>} */
function readAll() {
  try {
    const all = JSON.parse(localStorage.getItem(KEY) || "{}");
    return all && typeof all === "object" && !Array.isArray(all) ? all : {};
  } catch {
    return {};
  }
}

/** This browser's table for `secret`, if it kept one. @param {string} secret */
export const readTable = (secret) => (Object.hasOwn(readAll(), secret) ? readAll()[secret] : null);

/** Keep `table` for `secret` (and forget the one kept for `old`, if given); false when the
 * browser refuses. @param {string} secret @param {HostTable | FriendTable} table @param {string} [old] */
export function keepTable(secret, table, old) {
  const all = readAll();
  if (old) delete all[old];
  all[secret] = { ...table, updated: Date.now() };
  const kept = Object.entries(all).sort(([, a], [, b]) => b.updated - a.updated).slice(0, MOST);
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
    return true;
  } catch {
    return false;
  }
}

/** The name this player gave last time. */
export function savedName() {
  try {
    return localStorage.getItem(NAME_KEY) || "";
  } catch {
    return "";
  }
}

/** @param {string} name */
export function keepName(name) {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch { /* asked again next time */ }
}

/** A new live table for the game `params` sets up (new_game's), kept as this browser's to
 * host under the host's key pair: the host at their seat, friends invited to every other.
 * False when the browser refuses to keep it.
 * @param {DeskParams & {undo?: boolean}} params @param {number} players @param {import("./keys.js").KeyPair} pair */
export function hostTable(params, players, pair) {
  const { undo: _undo, ...rest } = params;  // taking moves back is off at a table of several people
  /** @type {Seat[]} */
  const seats = [...Array(players).keys()].map((i) => ({ who: i === params.human_seat ? "host" : "friend", name: null, key: null }));
  return keepTable(pair.key, { role: "host", signing: pair.signing, params: rest, seats, kept: null, updated: Date.now() });
}
