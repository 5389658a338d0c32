// @ts-check
// Who sits where at a live table, for the host's desk (host.js): a seat is given only to
// the page that proves its key (it signs the desk's fresh challenge: keys.js), one seat a
// page, under a name no one else at the table reads as theirs; a friend the host removed
// does not come back. Rules only: the desk sends the messages.
import { skeleton } from "../challenge/filed.js";
import { randomKey, seatProof, verifierOf } from "./keys.js";

/** A seat at the desk: who plays it, the page connected for it, whether its friend said
 * they are ready, and whether a computer player stands in for its friend.
 * @typedef {import("./tables.js").Seat & {peer?: string | null, ready?: boolean, computer?: boolean}} DeskSeat */
/** A friend's hello as the engine checked it (friend_message): a name once typed, and the
 * proof once asked. @typedef {{t: "hello", v: string, key: string, name?: string | null, nonce?: string, sig?: string}} Hello */

/** An error the friend's page says in words (its code). @param {string} code @param {string} message */
export const refusal = (code, message) => Object.assign(new Error(message), { code });

/** Whether two names read as one: the same letters in either case, or look-alikes.
 * @param {string} a @param {string} b */
function lookAlike(a, b) {
  const seen = (/** @type {string} */ name) => skeleton(skeleton(name).toLowerCase());
  return seen(a) === seen(b);
}

/** A friend's seat nobody holds. @returns {DeskSeat} */
export const freeSeat = () => ({ who: "friend", name: null, key: null, peer: null });

export class Seating {
  /** @param {DeskSeat[]} seats @param {string} table  the host's key, which a seat's proof names */
  constructor(seats, table) {
    /** @type {DeskSeat[]} */
    this.seats = seats.map((s) => ({ ...s, peer: null }));
    this.table = table;
    /** @type {Map<string, string>} */
    this.asked = new Map();  // peer -> the challenge it was sent and has not answered yet
    /** @type {Set<string>} */
    this.removed = new Set();  // the seat keys of friends the host removed from the table
  }

  /** The seat `peer`'s page holds, or -1. @param {string | null} peer */
  seatOf(peer) { return peer ? this.seats.findIndex((s) => s.peer === peer) : -1; }

  /** Whether `peer` already proved `key` (it holds that key's seat). @param {string} peer @param {string} key */
  holds(peer, key) { return this.seats.some((s) => s.peer === peer && s.key === key); }

  /** `peer`'s challenge: fresh for each page and answered once (a page that says hello
   * twice is sent the same one). @param {string} peer */
  challenge(peer) {
    const nonce = this.asked.get(peer) ?? randomKey();
    this.asked.set(peer, nonce);
    return nonce;
  }

  /** The seat `m` takes for `peer`: proven by a signature of its challenge, under a name,
   * the seat its key holds or (before the game) a free one; and the page that held it
   * before, if another. Throws the reason if none.
   * @param {Hello} m @param {string} peer @param {boolean} started @returns {Promise<{seat: number, before: string | null}>} */
  async admit(m, peer, started) {
    if (this.removed.has(m.key)) throw refusal("live_removed", "The host removed you from the table");
    if (m.sig) await this.proven(m, peer);
    else if (!this.holds(peer, m.key)) throw refusal("live_bad_proof", "The seat's key was not proven");
    const { name } = m;
    if (!name) throw refusal("bad_request", "A seat is taken under a name");
    const held = this.seatOf(peer);
    if (held >= 0 && this.seats[held].key !== m.key) throw refusal("live_one_seat", "This page holds a seat already");
    const seat = this.placeFor(m.key, started);
    if (seat < 0) throw refusal("live_full", "No free seat at this table");
    if (this.seats.some((s, i) => i !== seat && s.name && lookAlike(s.name, name))) {
      throw refusal("live_name_taken", "Someone at the table has that name");
    }
    const s = this.seats[seat];
    const before = s.peer && s.peer !== peer ? s.peer : null;
    Object.assign(s, { key: m.key, name, peer });
    return { seat, before };
  }

  /** The seat `key` would take: the one it holds, or (before the game) a free friend's
   * seat; -1 if none (its page may watch). @param {string} key @param {boolean} started */
  placeFor(key, started) {
    const held = this.seats.findIndex((s) => s.who === "friend" && s.key === key);
    return held >= 0 || started ? held : this.seats.findIndex((s) => s.who === "friend" && !s.key);
  }

  /** `peer` is asked nothing now. @param {string} peer */
  unasked(peer) { this.asked.delete(peer); }

  /** That `m` proves its key: a signature, by that key, of the challenge this peer was
   * sent; throws if not. @param {Hello} m @param {string} peer */
  async proven(m, peer) {
    const nonce = this.asked.get(peer);
    const holds = !!nonce && m.nonce === nonce
      && await verifierOf(m.key).then((verify) => verify(seatProof(this.table, nonce), m.sig), () => false);
    if (!holds) throw refusal("live_bad_proof", "The seat's key was not proven");
    this.asked.delete(peer);
  }

  /** In the lobby, `peer`'s friend moves to another free friend's seat. @param {string} peer @param {number} to */
  sit(peer, to) {
    const from = this.seatOf(peer);
    const target = this.seats[to];
    if (from < 0 || !target || target.who !== "friend" || target.key) throw refusal("live_seat_taken", "That seat is not free");
    this.seats[to] = { ...this.seats[from] };
    this.seats[from] = freeSeat();
  }

  /** `peer`'s page left: its seat (if any) waits for it. Whether it held one. @param {string} peer */
  leave(peer) {
    this.unasked(peer);
    const s = this.seats.find((seat) => seat.peer === peer);
    if (s) s.peer = null;
    return !!s;
  }

  /** `seat` if a friend plays it now (no computer player stands in), else null.
   * @param {number | null} seat */
  friendAt(seat) {
    const s = seat === null ? null : this.seats[seat];
    return s?.who === "friend" && s.key && !s.computer ? seat : null;
  }

  /** The seats friends play now (for table_new, and what the kept game remembers). */
  friendSeats() { return this.seats.flatMap((s, i) => (s.who === "friend" && s.key ? [i] : [])); }
}
