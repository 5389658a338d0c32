// A transport that answers from recorded replies instead of an engine (tests only): the JS unit tests
// drive the real table with it (web/openings/*.json are such recordings: the engine's
// replies to new_game, made at build time). It checks each request against the one the
// recording expects (its method, and its params where the recording has them: those the
// page sent when it was made, tests/js/recordings.py), so a table that asks something else
// fails its test at once.
import { isDeepStrictEqual } from "node:util";

/**
 * @typedef {{method: string, params?: object, reply?: any, error?: {message: string, code?: string, params?: object},
 *   thinking?: number[]}} Exchange  one recorded request, its reply (or error) and what was pushed before it
 */

/** @implements {import("../transport/transport.js").Transport} */
export class ReplayTransport {
  /** @param {Exchange[]} expected  the requests expected, in order, with their answers */
  constructor(expected) {
    this.expected = [...expected];
    this.asked = [];
    this.ready = true;
    this.listeners = new Set();
  }

  listen(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The next recorded answer, if `method` is the request it answers. */
  async call(method, params = {}) {
    this.asked.push({ method, params });
    const next = this.expected.shift();
    if (!next) throw new Error(`No recorded reply is left for ${method}`);
    if (next.method !== method) throw new Error(`Asked ${method}, but the recording answers ${next.method}`);
    if (next.params && !isDeepStrictEqual(params, next.params)) {
      throw new Error(`Asked ${method} ${JSON.stringify(params)}, but the recording answers ${JSON.stringify(next.params)}`);
    }
    for (const position of next.thinking || []) for (const l of [...this.listeners]) l({ type: "thinking", position });
    await Promise.resolve();  // a reply comes later than its request, as from a worker
    if (next.error) throw Object.assign(new Error(next.error.message), { kind: "Refused", ...next.error });
    return structuredClone(next.reply);
  }

  behind(method, params = {}) {
    return this.call(method, params);
  }
}
