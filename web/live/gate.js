// @ts-check
// What the host's desk reads of a friend's message before its engine does: a message the
// wire could not read (not JSON, or past the size), one nested deeper than the engine
// reads, too large, of a page sending faster than the rate, or a hello of another version
// is refused here, unread, and said in words on the sender's page. A refused request (it has a number) is answered with its
// refusal, so the friend's page stops waiting for it; anything else is refused in a line.
import SHARED from "../shared.js";
import { isObject } from "./messages.js";

const LIVE = SHARED.live;

/** The refusal of a friend's request `n` (the engine's, or the desk's), as the friend's
 * page reads it: the request it settles, and why.
 * @param {number} n @param {unknown} caught */
export const refusalOf = (n, caught) => {
  const err = /** @type {import("../table/types.js").EngineError} */ (caught);  // as the engine rejects
  return { t: "answer", n, error: { message: err.message, code: err.code, params: err.params ?? {} } };
};

/** Whether `value` nests arrays or objects more than `most` levels deep, as the engine
 * counts JSON's brackets: level by level, with no recursion (a deep value would exhaust
 * the stack, and JSON.stringify's with it), stopping past `most`.
 * @param {unknown} value @param {number} most */
export function deeper(value, most) {
  let level = [value];
  for (let depth = 1; ; depth++) {
    const within = level.filter((v) => v !== null && typeof v === "object");  // this level's brackets
    if (!within.length) return false;
    if (depth > most) return true;
    level = within.flatMap((v) => Object.values(v));
  }
}

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
    if (message === undefined) {  // the wire read no JSON (wire.js unpack)
      this.refuse(peer, { code: "live_unreadable", message: "A message the table cannot read" });
      return null;
    }
    if (deeper(message, LIVE.max_depth)) {
      this.refuseUnread(peer, message, { code: "live_too_deep", message: "A message nested too deep for a live table" });
      return null;
    }
    let text;
    try {
      text = JSON.stringify(message);
    } catch {
      text = null;
    }
    if (typeof text !== "string" || text.length > LIVE.max_message) {  // undefined: too large to read (wire.js)
      this.refuseUnread(peer, message, { code: "live_too_large", message: "A message too large for a live table" });
      return null;
    }
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
