// @ts-check
// The live table's messages through the Nostr relays, for a friend whose direct WebRTC
// channel to the host does not open (symmetric NAT, some carriers and offices: no TURN).
// The same relays the handshake uses pass them on as ephemeral events (kinds 20000–29999,
// which relays keep no copy of), each encrypted with AES-GCM under a key derived from the
// link's key (keys.js `relayOf`), so a relay sees a topic it cannot tie to the room and
// bytes it cannot read. A message (wire.js `pack`, deflated) goes in chunks, put back in
// order on the other side (frames.js). Above this, the wire is the same.
import { createEvent, selfId, subscribe } from "@trystero-p2p/nostr";
import { schnorr } from "@noble/secp256k1";
import { toBase64url } from "../services/base64url.js";
import { Stream, chunksOf, decryptFrame, encryptFrame } from "./frames.js";
import { verifiedEvent } from "./events.js";

/** How often a relayed page says it is there; one not heard for GONE_MS has left. */
export const PING_MS = 10000;
export const GONE_MS = 35000;
/** The most pages one page meets through the relays (a table has at most a few friends):
 * a page with the link that makes up peer ids cannot grow the host's page past it. */
export const MAX_PEERS = 16;
/** How long the host lets a direct channel to a friend who asks here open first: a friend
 * who came before the host has gone here too, though a direct channel may open now (its
 * handshake takes about 2.5 s). */
export const DIRECT_FIRST_MS = 3000;

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
    this.reading = Promise.resolve();  // events checked side by side, handed on in the order they came
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
      let message;
      try {
        message = JSON.parse(e.data);
      } catch {
        return;  // not JSON: no relay's
      }
      if (!Array.isArray(message)) return;
      const [type, sub, event] = message;
      if (type !== "EVENT" || sub !== this.sub || this.seen.has(event?.id)) return;  // a notice, or a copy
      const verified = verifiedEvent(event, schnorr.verifyAsync);  // begun at once; used in turn
      this.reading = this.reading.then(async () => {
        // An id is seen once its event proved it: a forged copy cannot hide the real one.
        if (!(await verified) || this.seen.has(event.id)) return;
        this.seen.add(event.id);
        if (this.seen.size > 4096) this.seen.delete(this.seen.values().next().value);
        this.onEvent(event.content, event.pubkey);
      });
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
    /** @type {Sockets | null} */
    this.sockets = null;
    /** @type {Map<string, {heard: number, stream: Stream, sent: number, pubkey: unknown}>} */
    this.peers = new Map();
    /** @type {Set<string>} peers the host will meet here, once a direct channel had its chance */
    this.asking = new Set();
    let sending = Promise.resolve();
    /** Frames go out in the order sent. @param {import("./frames.js").Header} header @param {Uint8Array} [body] */
    this.publish = (header, body) => {
      const frame = encryptFrame(key, header, body);
      sending = sending.then(async () => /** @type {Sockets} */ (this.sockets).publish(await frame))
        .catch((err) => console.warn(`A relayed frame was not sent: ${err.message}`));
    };
    /** Whether a peer is met directly (wire.js sets it): the host neither meets it here nor
     * hears it here, so no page with the link can speak here as a friend met directly.
     * @type {(peer: string) => boolean} */
    this.direct = () => false;
    /** What is heard here (wire.js sets it).
     * @type {{message: (bytes: Uint8Array, peer: string) => void, join: (peer: string) => void, leave: (peer: string) => void}} */
    this.on = { message: () => {}, join: () => {}, leave: () => {} };
  }

  /** Open the relays and say this page is here, again every PING_MS (once). */
  start() {
    if (this.sockets) return;
    let reading = Promise.resolve();  // one event at a time, in the order it came
    this.sockets = new Sockets(this.urls, this.topic, (content, pubkey) => {
      reading = reading.then(() => this.take(content, pubkey));
    });
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
    if (!forMe || header.f === selfId || (this.isHost && this.direct(header.f))) return;
    const known = this.peers.get(header.f);
    if (known && known.pubkey !== pubkey) return;  // another page speaking as this one
    if (header.k === "hi") {
      if (!this.isHost && !header.h) return;  // a friend meets only the host
      if (known) known.heard = Date.now();
      else if (!this.isHost) this.meet(header.f, pubkey);
      else if (!this.asking.has(header.f) && this.peers.size + this.asking.size < MAX_PEERS) this.later(header.f, pubkey);
      return;
    }
    if (!known) return;
    known.heard = Date.now();
    for (const bytes of known.stream.take(header.n ?? -1, header.i ?? -1, header.c ?? 0, body)) this.on.message(bytes, header.f);
  }

  /** A peer met here: the host answers at once (the friend waits for it). A host met
   * here and then directly too is heard on both ways; the wire sends to it on the way it
   * met it by.
   * @param {string} peer @param {unknown} pubkey */
  meet(peer, pubkey) {
    this.peers.set(peer, { heard: Date.now(), stream: new Stream(this.most), sent: 0, pubkey });
    if (this.isHost) this.publish({ f: selfId, o: peer, k: "hi", h: true });
    this.on.join(peer);
  }

  /** The host meets a friend here after DIRECT_FIRST_MS, unless met directly by then.
   * @param {string} peer @param {unknown} pubkey */
  later(peer, pubkey) {
    this.asking.add(peer);
    setTimeout(() => {
      this.asking.delete(peer);
      if (!this.peers.has(peer) && !this.direct(peer)) this.meet(peer, pubkey);
    }, DIRECT_FIRST_MS);
  }

  /** @param {string} peer */
  gone(peer) {
    this.peers.delete(peer);
    this.on.leave(peer);
  }
}
