// @ts-check
// The live table's one channel between pages: JSON messages to one peer or to all, over a
// trystero room (the real one: friends.js) or a fake one (the JS unit tests). Neither the
// host's desk nor a friend's transport knows which.

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

/** A message as received: deflated bytes inflated, at most `most` bytes of JSON (so a few
 * bytes cannot inflate into more than a message may be), and read; JSON as it came (what
 * a page of another make may send) is passed on as it is; undefined if unreadable.
 * @param {unknown} data @param {number} most @returns {Promise<unknown>} */
export async function unpack(data, most) {
  if (!(data instanceof Uint8Array || data instanceof ArrayBuffer)) return data;
  try {
    const reader = new Blob([/** @type {BlobPart} */ (data)]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
    const parts = [];
    let size = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > most) {
        reader.cancel();
        return undefined;
      }
      parts.push(read.value);
    }
    return JSON.parse(await new Blob(parts).text());
  } catch {
    return undefined;
  }
}

/** A trystero room as a Wire: one action ("tt") carries every message, deflated. The room
 * takes one handler per event; the wire keeps any number of listeners, and hands them each
 * message in the order it came. `rejoin` leaves the room and meets in it again (a meeting
 * that did not happen, or a connection lost without a word, is tried afresh): the peers
 * met before are told gone, and the listeners stay.
 * @param {() => import("@trystero-p2p/core").Room} join  joins the table's room
 * @param {number} most  the largest message read, in bytes of JSON
 * @returns {Wire & {rejoin: () => Promise<void>}} */
export function wireOf(join, most) {
  const listeners = {
    message: /** @type {Set<(message: unknown, peer: string) => void>} */ (new Set()),
    join: /** @type {Set<(peer: string) => void>} */ (new Set()),
    leave: /** @type {Set<(peer: string) => void>} */ (new Set()),
  };
  /** @param {keyof typeof listeners} kind @param {unknown[]} args  what that kind's listeners take */
  const tell = (kind, ...args) => {
    for (const listener of [...listeners[kind]]) /** @type {(...args: unknown[]) => void} */ (listener)(...args);
  };
  /** @type {Set<string>} */
  const peers = new Set();  // met in the room as it is now
  let reading = Promise.resolve();
  let sending = Promise.resolve();
  const enter = () => {
    const room = join();
    const action = room.makeAction("tt");
    action.onMessage = (data, { peerId }) => {
      const read = unpack(data, most);
      reading = reading.then(async () => tell("message", await read, peerId));
    };
    room.onPeerJoin = (peer) => {
      peers.add(peer);
      tell("join", peer);
    };
    room.onPeerLeave = (peer) => {
      peers.delete(peer);
      tell("leave", peer);
    };
    return { room, action };
  };
  let current = enter();
  return {
    send: (message, peer) => {  // deflated side by side, sent in order
      const packed = pack(message);
      const { action } = current;
      sending = sending.then(async () => action.send(await packed, peer ? { target: peer } : undefined))
        .catch((err) => console.warn(`A message was not sent: ${err.message}`));
    },
    onMessage: (listener) => { listeners.message.add(listener); },
    onJoin: (listener) => { listeners.join.add(listener); },
    onLeave: (listener) => { listeners.leave.add(listener); },
    rejoin: async () => {
      const { room } = current;
      room.onPeerJoin = room.onPeerLeave = () => {};
      for (const peer of [...peers]) tell("leave", peer);
      peers.clear();
      await room.leave();
      current = enter();
    },
  };
}
