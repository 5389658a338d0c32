// @ts-check
// The transport interface, alone in its file as boardgame.io's client/transport/transport.ts
// is. Its implementations:
// local.js (the engine in this page's worker), live/host.js and live/friend.js (a live
// table), and the JS unit tests' replay of recorded replies (tests/js/replay.js). The
// table cannot tell which one feeds it.

/**
 * What the table needs of whatever answers its requests.
 * @typedef {object} Transport
 * @property {(method: string, params?: object) => Promise<any>} call  a request; its reply
 *   (rejected with an Error carrying the engine's `kind`, `code` and `params`)
 * @property {(method: string, params?: object) => Promise<any>} behind  a request the page
 *   needs no answer to before the player acts (the resume of a position already on show)
 * @property {(listener: (push: Push) => void) => () => void} listen
 *   frames pushed unasked (`thinking`: a computer player starts to decide; at a live table,
 *   `reply`: another player's move); returns its unlisten
 * @property {boolean} ready  the engine answers at once (else the first request waits for it)
 * @property {() => void} [start]  start an engine loaded on demand
 */

/** A frame pushed unasked: the worker's word that a computer player starts to decide for
 * `position`, or at a live table another player's move.
 * @typedef {{type: "thinking", position: number} | {type: "reply", reply: import("../table/types.js").Reply}} Push */

/** Listeners of pushed frames, each with its unlisten. */
export class Pushes {
  constructor() {
    /** @type {Set<(push: Push) => void>} */
    this.listeners = new Set();
  }

  /** @param {(push: Push) => void} listener */
  listen(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** @param {Push} frame */
  push(frame) {
    for (const listener of [...this.listeners]) listener(frame);
  }
}

