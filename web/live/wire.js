// @ts-check
// The live table's one channel between pages: JSON messages to one peer or to all, over a
// trystero room (the real one: friends.js) or a fake one (the JS unit tests). Neither the
// host's desk nor a friend's transport knows which.

import SHARED from "../shared.js";

/**
 * @typedef {object} Wire
 * @property {(message: object, peer?: string) => void} send  to one peer, or to every peer
 * @property {(listener: (message: unknown, peer: string) => void) => void} onMessage
 * @property {(listener: (peer: string) => void) => void} onJoin
 * @property {(listener: (peer: string) => void) => void} onLeave
 */

/** A message as sent: its JSON, deflated (a view repeats much of the one before it, and a
 * whole game's messages shrink to about a sixth). @param {object} message */
export async function pack(message) {
  const stream = new Blob([JSON.stringify(message)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** How deep `text`'s brackets nest, outside its strings: counted before JSON.parse, which
 * would spend seconds on a message of a million brackets before the gate could refuse it.
 * @param {string} text */
export function nested(text) {
  let depth = 0, most = 0, quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c === 92) i++;  // a backslash: the next character is escaped
      else if (c === 34) quoted = false;
    } else if (c === 34) quoted = true;
    else if (c === 91 || c === 123) most = Math.max(most, ++depth);  // [ {
    else if (c === 93 || c === 125) depth--;  // ] }
  }
  return most;
}

/** A message the wire could not read, and why (a code each page says in its language):
 * the gate refuses it in words, unread (gate.js). */
export class Unread {
  /** @param {"live_unreadable" | "live_too_large" | "live_too_deep"} code */
  constructor(code) { this.code = code; }
}

/** A message as received: deflated bytes inflated, at most `most` bytes of JSON (so a few
 * bytes cannot inflate into more than a message may be), and parsed here only, once its
 * brackets were counted (`nested`): anything else is Unread. A page of ours sends nothing
 * but bytes (the guard closes a connection whose frames on our action trystero would
 * JSON-parse itself: guard.js), so no JSON reaches a page unread by this.
 * @param {unknown} data @param {number} most @returns {Promise<unknown>} */
export async function unpack(data, most) {
  if (!(data instanceof Uint8Array || data instanceof ArrayBuffer)) return new Unread("live_unreadable");
  try {
    const reader = new Blob([/** @type {BlobPart} */ (data)]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
    const parts = [];
    let size = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > most) {
        reader.cancel();
        return new Unread("live_too_large");
      }
      parts.push(read.value);
    }
    const text = await new Blob(parts).text();
    return nested(text) > SHARED.live.max_depth ? new Unread("live_too_deep") : JSON.parse(text);
  } catch {
    return new Unread("live_unreadable");
  }
}

/** How a peer is reached: over a direct WebRTC channel, or through the relays (relay.js).
 * @typedef {"direct" | "relay"} Way */

/** A trystero room as a Wire, with the relayed way beside it: one action ("tt") carries
 * every message, deflated, and a peer met only through the relays is sent its messages
 * there, the same bytes (relay.js). A peer keeps the way it was met by until it leaves, so
 * this page's messages to it never pass each other on two ways; what it sends is heard on
 * either. The room takes one handler per event;
 * the wire keeps any number of listeners, and hands them each message in the order it
 * came. `rejoin` leaves the room and meets in it again (a meeting that did not happen, or a
 * connection lost without a word, is tried afresh): the peers met there before are told
 * gone, and the listeners stay.
 * @param {(() => import("@trystero-p2p/core").Room) | null} join  joins the table's room (null: this browser has no WebRTC)
 * @param {number} most  the largest message read, in bytes of JSON
 * @param {import("./relay.js").RelayWay | null} [relay]  the relayed way
 * @returns {Wire & {rejoin: () => Promise<void>, way: (peer: string | null) => Way | null}} */
export function wireOf(join, most, relay = null) {
  const listeners = {
    message: /** @type {Set<(message: unknown, peer: string) => void>} */ (new Set()),
    join: /** @type {Set<(peer: string) => void>} */ (new Set()),
    leave: /** @type {Set<(peer: string) => void>} */ (new Set()),
  };
  /** @param {keyof typeof listeners} kind @param {unknown[]} args  what that kind's listeners take */
  const tell = (kind, ...args) => {
    for (const listener of [...listeners[kind]]) /** @type {(...args: unknown[]) => void} */ (listener)(...args);
  };
  /** @type {Map<string, Way>} */
  const ways = new Map();  // each peer met, and the way it was met by
  let reading = Promise.resolve();
  let sending = Promise.resolve();
  /** @param {unknown} data @param {string} peer */
  const read = (data, peer) => {
    const message = unpack(data, most);
    reading = reading.then(async () => tell("message", await message, peer));
  };
  /** @param {string} peer @param {Way} way */
  const met = (peer, way) => {
    if (ways.has(peer)) return;
    ways.set(peer, way);
    tell("join", peer);
  };
  /** @param {string} peer @param {Way} way */
  const left = (peer, way) => {
    if (ways.get(peer) !== way) return;
    ways.delete(peer);
    tell("leave", peer);
  };
  if (relay) {
    relay.on = { message: read, join: (peer) => met(peer, "relay"), leave: (peer) => left(peer, "relay") };
    relay.direct = (peer) => ways.get(peer) === "direct";
  }
  const enter = () => {
    if (!join) return null;
    const room = join();
    const action = room.makeAction("tt");
    action.onMessage = (data, { peerId }) => read(data, peerId);
    room.onPeerJoin = (peer) => met(peer, "direct");
    room.onPeerLeave = (peer) => left(peer, "direct");
    return { room, action };
  };
  let current = enter();
  return {
    send: (message, peer) => {  // deflated side by side, sent in order
      const packed = pack(message);
      const action = current?.action;
      const relayed = peer ? (ways.get(peer) === "relay" ? [peer] : []) : [...ways].flatMap(([p, w]) => (w === "relay" ? [p] : []));
      const direct = !peer || ways.get(peer) !== "relay";
      sending = sending.then(async () => {
        const bytes = await packed;
        for (const p of relayed) relay?.send(bytes, p);
        if (direct && action) await action.send(bytes, peer ? { target: peer } : undefined);
      }).catch((err) => console.warn(`A message was not sent: ${err.message}`));
    },
    onMessage: (listener) => { listeners.message.add(listener); },
    onJoin: (listener) => { listeners.join.add(listener); },
    onLeave: (listener) => { listeners.leave.add(listener); },
    way: (peer) => (peer ? ways.get(peer) ?? null : null),
    rejoin: async () => {
      if (!current) return;
      const { room } = current;
      room.onPeerJoin = room.onPeerLeave = () => {};
      for (const [peer, way] of [...ways]) if (way === "direct") left(peer, way);
      await room.leave();
      current = enter();
    },
  };
}
