// @ts-check
// The relayed way's frames (relay.js): a message cut into chunks that fit the relays'
// event limits, each encrypted with AES-GCM under the table's relay key (keys.js
// `relayOf`), and one peer's messages put back together in order from chunks that come
// twice (once from each relay), late or out of order, holding no more of them, unfinished,
// than the guard lets a direct channel hold (guard.js).
import { fromBase64url, toBase64url } from "../services/base64url.js";
import { MAX_OPEN, holdLimit } from "./guard.js";

/** A message's bytes in one event: about 22 kB of base64 with the header, far below the
 * public relays' limits (64–512 kB an event). */
export const CHUNK = 16 * 1024;
/** How long a message missing from a peer's order is waited for (a relay lost its event). */
export const GAP_MS = 10000;

/** A frame's header: from (a peer id), to ("" for the host, whoever it is), kind (`hi`: I
 * am here; `m`: a chunk of a message), for `m` the message's number in that peer's stream
 * to that peer, the chunk's index and the message's count of chunks; `h`: said by the host.
 * @typedef {{f: string, o: string, k: "hi" | "m", n?: number, i?: number, c?: number, h?: boolean}} Header */

/** A frame encrypted: its header as JSON, a newline, its bytes; as base64url of the IV and
 * the ciphertext. @param {CryptoKey} key @param {Header} header @param {Uint8Array} [body] */
export async function encryptFrame(key, header, body = new Uint8Array()) {
  const head = new TextEncoder().encode(`${JSON.stringify(header)}\n`);
  const plain = new Uint8Array(head.length + body.length);
  plain.set(head);
  plain.set(body, head.length);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, plain));
  const out = new Uint8Array(12 + sealed.length);
  out.set(iv);
  out.set(sealed, 12);
  return toBase64url(out);
}

/** A frame decrypted, or null: not ours (another key, changed, or not a frame at all).
 * @param {CryptoKey} key @param {unknown} content @returns {Promise<{header: Header, body: Uint8Array} | null>} */
export async function decryptFrame(key, content) {
  try {
    const bytes = fromBase64url(/** @type {string} */ (content));
    const plain = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.subarray(0, 12) }, key, bytes.subarray(12)));
    const cut = plain.indexOf(10);
    const header = JSON.parse(new TextDecoder().decode(plain.subarray(0, cut)));
    if (typeof header?.f !== "string" || typeof header.o !== "string" || (header.k !== "hi" && header.k !== "m")) return null;
    return { header, body: plain.subarray(cut + 1) };
  } catch {
    return null;
  }
}

/** `bytes` in chunks of at most `size` (one, empty, for no bytes). @param {Uint8Array} bytes @param {number} size */
export const chunksOf = (bytes, size = CHUNK) =>
  Array.from({ length: Math.max(1, Math.ceil(bytes.length / size)) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

/** Chunks as one message's bytes. @param {Uint8Array[]} parts */
function joined(parts) {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** One peer's messages put back in order from their chunks, as they come (twice, late or
 * out of order): each message once, in its number's order. What it holds unfinished is
 * bounded as the guard bounds a direct channel; a message lost by every relay is given up
 * after GAP_MS, so one lost event cannot stop the table. */
export class Stream {
  /** @param {number} most  the largest message read, in characters of JSON @param {() => number} [now] */
  constructor(most, now = Date.now) {
    this.limit = holdLimit(most);
    this.now = now;
    this.next = 0;  // the number of the next message handed on
    this.held = 0;  // bytes held, of messages not handed on
    /** @type {Map<number, {parts: (Uint8Array | undefined)[], got: number, since: number}>} */
    this.open = new Map();
  }

  /** Take a chunk; the messages now whole and next in order (their chunks joined).
   * @param {number} n @param {number} i @param {number} c @param {Uint8Array} body @returns {Uint8Array[]} */
  take(n, i, c, body) {
    const fits = Number.isInteger(n) && Number.isInteger(i) && Number.isInteger(c) && i >= 0 && i < c
      && c <= Math.ceil(this.limit / CHUNK) && n >= this.next && n < this.next + MAX_OPEN;
    if (!fits || this.held + body.length > this.limit) return this.ready();
    const message = this.open.get(n) ?? { parts: new Array(c), got: 0, since: this.now() };
    if (message.parts.length !== c || message.parts[i]) return this.ready();  // a copy, or not of this message
    message.parts[i] = body;
    message.got += 1;
    this.held += body.length;
    this.open.set(n, message);
    return this.ready();
  }

  /** The messages whole from `next` on; past a gap waited for GAP_MS, from the first whole one. */
  ready() {
    const out = [];
    for (;;) {
      const message = this.open.get(this.next);
      if (message && message.got === message.parts.length) {
        this.open.delete(this.next++);
        const parts = /** @type {Uint8Array[]} */ (message.parts);
        this.held -= parts.reduce((sum, p) => sum + p.length, 0);
        out.push(joined(parts));
        continue;
      }
      const whole = [...this.open].filter(([, m]) => m.got === m.parts.length).map(([n, m]) => ({ n, since: m.since }));
      const first = whole.sort((a, b) => a.n - b.n)[0];
      if (!first || this.now() - first.since < GAP_MS) return out;
      for (const n of [...this.open.keys()]) if (n < first.n) this.drop(n);
      this.next = first.n;
    }
  }

  /** @param {number} n */
  drop(n) {
    for (const p of this.open.get(n)?.parts ?? []) this.held -= p?.length ?? 0;
    this.open.delete(n);
  }
}
