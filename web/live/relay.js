// @ts-check
// The live table's messages through the Nostr relays, for a friend whose direct WebRTC
// channel to the host does not open (symmetric NAT, some carriers and offices: no TURN).
// The same relays the handshake uses pass them on as ephemeral events (kinds 20000–29999,
// which relays keep no copy of), each encrypted with AES-GCM under a key derived from the
// link's key (keys.js `relayOf`), so a relay sees a topic it cannot tie to the room and
// bytes it cannot read. A message (wire.js `pack`, deflated) is cut into chunks that fit
// the relays' event limits; each relay passes on every event, so the receiver drops the
// copies, puts each peer's messages back in order and holds no more of them, unfinished,
// than the guard allows a direct channel (guard.js). Above this, the wire is the same.
import { createEvent, selfId, subscribe } from "@trystero-p2p/nostr";
import { fromBase64url, toBase64url } from "../services/base64url.js";
import { MAX_OPEN, holdLimit } from "./guard.js";

/** A message's bytes in one event: about 22 kB of base64 with the header, far below the
 * public relays' limits (64–512 kB an event). */
export const CHUNK = 16 * 1024;
/** How often a relayed page says it is there; one not heard for GONE_MS has left. */
export const PING_MS = 10000;
export const GONE_MS = 35000;
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

/** The relays' sockets: each subscribed to the table's topic, opened again when it closes;
 * what is published before any is open waits for the first. */
class Sockets {
  /** @param {string[]} urls @param {string} topic @param {(content: unknown, pubkey: unknown) => void} onEvent */
  constructor(urls, topic, onEvent) {
    this.urls = urls;
    this.topic = topic;
    this.onEvent = onEvent;
    /** @type {WebSocket[]} */
    this.sockets = [];
    /** @type {string[]} events waiting for a socket */
    this.waiting = [];
    this.seen = new Set();  // event ids, as each relay passes each event on
    this.sub = toBase64url(crypto.getRandomValues(new Uint8Array(12)));
    for (const url of urls) this.connect(url);
  }

  /** @param {string} url */
  connect(url) {
    const socket = new WebSocket(url);
    this.sockets.push(socket);
    socket.addEventListener("open", () => {
      socket.send(subscribe(this.sub, this.topic));
      for (const event of this.waiting.splice(0)) socket.send(event);
    });
    socket.addEventListener("message", (e) => {
      try {
        const [type, sub, event] = JSON.parse(e.data);
        if (type !== "EVENT" || sub !== this.sub || this.seen.has(event?.id)) return;
        this.seen.add(event.id);
        if (this.seen.size > 4096) this.seen.delete(this.seen.values().next().value);
        this.onEvent(event.content, event.pubkey);
      } catch { /* not an event of ours: a relay's notice */ }
    });
    socket.addEventListener("close", () => {
      this.sockets = this.sockets.filter((s) => s !== socket);
      setTimeout(() => this.connect(url), 3000);
    });
  }

  /** Whether a relay can be reached now. */
  get open() { return this.sockets.some((s) => s.readyState === WebSocket.OPEN); }

  /** @param {string} content */
  async publish(content) {
    const event = await createEvent(this.topic, content);
    const open = this.sockets.filter((s) => s.readyState === WebSocket.OPEN);
    if (open.length) for (const socket of open) socket.send(event);
    else this.waiting.push(event);
  }
}

/** The relayed way between one page and the others of its table: the peers met through the
 * relays (the host meets friends who ask; a friend meets the host), and each one's stream.
 * It starts when the page says (`start`): the host's at once, a friend's once no direct
 * channel to the host opened in time (friends.js). */
export class RelayWay {
  /**
   * @param {{urls: string[], topic: string, key: CryptoKey, host: boolean, most: number}} setup
   */
  constructor({ urls, topic, key, host, most }) {
    this.urls = urls;
    this.topic = topic;
    this.key = key;
    this.isHost = host;
    this.most = most;
    /** Whether a peer is met directly already (then not here too: wire.js sets it). @type {(peer: string) => boolean} */
    this.direct = () => false;
    /** @type {Sockets | null} */
    this.sockets = null;
    /** @type {Map<string, {heard: number, stream: Stream, sent: number, pubkey: unknown}>} */
    this.peers = new Map();
    let sending = Promise.resolve();
    /** Frames go out in the order sent. @param {Header} header @param {Uint8Array} [body] */
    this.publish = (header, body) => {
      const frame = encryptFrame(key, header, body);
      sending = sending.then(async () => /** @type {Sockets} */ (this.sockets).publish(await frame))
        .catch((err) => console.warn(`A relayed frame was not sent: ${err.message}`));
    };
    /** What is heard here (wire.js sets it).
     * @type {{message: (bytes: Uint8Array, peer: string) => void, join: (peer: string) => void, leave: (peer: string) => void}} */
    this.on = { message: () => {}, join: () => {}, leave: () => {} };
  }

  /** Open the relays and say this page is here, again every PING_MS (once). */
  start() {
    if (this.sockets) return;
    this.sockets = new Sockets(this.urls, this.topic, (content, pubkey) => this.take(content, pubkey));
    const ping = () => {
      if (this.isHost) for (const peer of this.peers.keys()) this.publish({ f: selfId, o: peer, k: "hi", h: true });
      else this.publish({ f: selfId, o: "", k: "hi" });
      for (const [peer, p] of this.peers) if (Date.now() - p.heard > GONE_MS) this.gone(peer);
      setTimeout(ping, PING_MS);
    };
    ping();
  }

  /** Whether a relay is reached now (false before start). */
  get reached() { return !!this.sockets?.open; }

  /** A message's bytes to a peer met here, chunked, numbered in that peer's stream.
   * @param {Uint8Array} bytes @param {string} peer */
  send(bytes, peer) {
    const p = this.peers.get(peer);
    if (!p) return;
    const n = p.sent++;
    const chunks = chunksOf(bytes);
    chunks.forEach((body, i) => this.publish({ f: selfId, o: peer, k: "m", n, i, c: chunks.length }, body));
  }

  /** An event from a relay: ours if it decrypts, is for this page, and comes from the key
   * its peer first spoke with. @param {unknown} content @param {unknown} pubkey */
  async take(content, pubkey) {
    const frame = await decryptFrame(this.key, content);
    if (!frame) return;
    const { header, body } = frame;
    const forMe = header.o === selfId || (header.o === "" && this.isHost);
    if (!forMe || header.f === selfId || this.direct(header.f)) return;
    const known = this.peers.get(header.f);
    if (known && known.pubkey !== pubkey) return;  // another page speaking as this one
    if (header.k === "hi") {
      if (!this.isHost && !header.h) return;  // a friend meets only the host
      if (known) known.heard = Date.now();
      else this.meet(header.f, pubkey);
      return;
    }
    if (!known) return;
    known.heard = Date.now();
    for (const bytes of known.stream.take(header.n ?? -1, header.i ?? -1, header.c ?? 0, body)) this.on.message(bytes, header.f);
  }

  /** A peer met here: the host answers at once (the friend waits for it). @param {string} peer @param {unknown} pubkey */
  meet(peer, pubkey) {
    this.peers.set(peer, { heard: Date.now(), stream: new Stream(this.most), sent: 0, pubkey });
    if (this.isHost) this.publish({ f: selfId, o: peer, k: "hi", h: true });
    this.on.join(peer);
  }

  /** @param {string} peer */
  gone(peer) {
    this.peers.delete(peer);
    this.on.leave(peer);
  }
}
