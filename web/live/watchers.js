// @ts-check
// Those who watch a live table (issue 48): a page that finds every seat taken watches
// rather than waiting for nothing. A watcher holds no seat: it is sent what every seat
// has been shown (the engine's `table_watch`, then each reply's `watch` packet: no hand,
// no decision), cannot act or talk, and is not counted among the players; everyone's
// lobby says who watches. Rules only: the desk (host.js) sends the messages.
import SHARED from "../shared.js";
import { refusal } from "./seating.js";

export class Watchers {
  /** @param {(message: object, peer: string) => void} send  to one peer, as the desk sends */
  constructor(send) {
    this.send = send;
    /** @type {Map<string, string | null>} */
    this.names = new Map();  // peer -> the name its hello gave, if any
  }

  /** Send `message` to every page that watches (or to `peer`'s alone).
   * @param {object} message @param {string} [peer] */
  tell(message, peer) {
    for (const to of peer ? [peer] : this.names.keys()) this.send(message, to);
  }

  /** Whether `peer`'s page watches. @param {string | null} peer */
  has(peer) { return !!peer && this.names.has(peer); }

  /** How many pages watch. */
  get size() { return this.names.size; }

  /** Who watches, by name (null: a page that gave none), as every lobby says. */
  list() { return [...this.names.values()]; }

  /** `peer` watches, under `name`; throws the reason when as many pages watch as may.
   * @param {string} peer @param {string | null} name */
  add(peer, name) {
    if (!this.names.has(peer) && this.names.size >= SHARED.live.max_watchers) {
      throw refusal("live_full", "Every seat is taken, and as many people watch as may");
    }
    this.names.set(peer, name);
  }

  /** Before the game, a friend's seat of `seating` is free (a friend removed, a seat opened)
   * while pages watch: each is sent a challenge, and the first to prove its key under a
   * name takes the seat (host.js on_hello), as a newcomer does; the others watch on.
   * @param {import("./seating.js").Seating} seating */
  offer(seating) {
    if (!seating.seats.some((s) => s.who === "friend" && !s.key)) return;
    for (const peer of this.names.keys()) this.send({ t: "prove", nonce: seating.challenge(peer) }, peer);
  }

  /** `peer`'s page left; whether it watched. @param {string} peer */
  leave(peer) { return this.names.delete(peer); }

  /** That `peer`'s page may act or ask about a seat: throws the reason if it watches. @param {string} peer */
  mayPlay(peer) {
    if (this.has(peer)) throw refusal("live_watching", "This page watches the table: it holds no seat");
  }
}
