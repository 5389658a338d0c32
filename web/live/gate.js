// @ts-check
// What the host's desk reads of a friend's message before its engine does: a message the
// wire could not read (not bytes, not JSON, past the size or nested deeper than the engine
// reads: wire.js `unpack`), of a page sending faster than the rate, or a hello of another
// version is refused here, unread, and said in words on the sender's page. A refused request (it has a number) is answered with its
// refusal, so the friend's page stops waiting for it; anything else is refused in a line.
import SHARED from "../shared.js";
import { isObject } from "./messages.js";
import { Unread } from "./wire.js";

const LIVE = SHARED.live;

/** The refusal of a friend's request `n` (the engine's, or the desk's), as the friend's
 * page reads it: the request it settles, and why.
 * @param {number} n @param {unknown} caught */
export const refusalOf = (n, caught) => {
  const err = /** @type {import("../table/types.js").EngineError} */ (caught);  // as the engine rejects
  return { t: "answer", n, error: { message: err.message, code: err.code, params: err.params ?? {} } };
};

export class Gate {
  /** @param {(message: object, peer: string) => void} send  to one peer, as the desk sends */
  constructor(send) {
    this.send = send;
    /** @type {Map<string, number[]>} */
    this.heard = new Map();  // peer -> times of its last messages (the rate limit)
  }

  /** `peer` left: its rate starts afresh. @param {string} peer */
  forget(peer) { this.heard.delete(peer); }

  /** Whether `peer` has sent more than the rate allows in the last second. @param {string} peer */
  tooFast(peer) {
    const now = Date.now();
    const times = (this.heard.get(peer) ?? []).filter((at) => now - at < 1000);
    times.push(now);
    this.heard.set(peer, times);
    return times.length > LIVE.max_rate;
  }

  /** Refuse a friend's message in one line: nothing else changes.
   * @param {string} peer @param {unknown} caught  an Error, with the engine's code */
  refuse(peer, caught) {
    const err = /** @type {{code?: string, message?: unknown, params?: object}} */ (caught);
    this.send({ t: "refused", code: err.code || "bad_request", message: String(err.message).slice(0, 300),
      ...(err.params ? { params: err.params } : {}) }, peer);
  }

  /** Refuse `message` unread: a request is answered with the refusal.
   * @param {string} peer @param {unknown} message @param {{code: string, message: string}} why */
  refuseUnread(peer, message, why) {
    const n = isObject(message) ? /** @type {{n?: unknown}} */ (message).n : undefined;
    if (typeof n === "number" && Number.isSafeInteger(n)) this.send(refusalOf(n, why), peer);
    else this.refuse(peer, why);
  }

  /** `message` as JSON text for the engine to read, or null: refused here (`lobby`, the
   * table as it stands, is sent first to a page of another version, which shows it).
   * @param {unknown} message @param {string} peer @param {() => object} lobby @returns {string | null} */
  pass(message, peer, lobby) {
    if (message instanceof Unread) {  // not bytes, not JSON, too large or too deep (wire.js unpack)
      this.refuse(peer, { code: message.code, message: "A message the table cannot read" });
      return null;
    }
    const text = JSON.stringify(message);  // read by the wire: its size and depth within the engine's
    if (this.tooFast(peer)) {
      this.refuseUnread(peer, message, { code: "live_too_fast", message: "Too many messages at once" });
      return null;
    }
    const m = /** @type {{t?: unknown, v?: unknown}} */ (message);
    if (m.t === "hello" && m.v !== LIVE.version) {  // said before the engine reads a hello of another make
      this.send(lobby(), peer);
      this.refuse(peer, { code: "live_version", message: "Another version of the page" });
      return null;
    }
    return text;
  }
}
