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

/** A trystero room as a Wire: one action ("tt") carries every message. The room takes one
 * handler per event; the wire keeps any number of listeners.
 * @param {any} room @returns {Wire} */
export function wireOf(room) {
  const action = room.makeAction("tt");
  const listeners = { message: new Set(), join: new Set(), leave: new Set() };
  const tell = (kind, ...args) => { for (const listener of [...listeners[kind]]) listener(...args); };
  action.onMessage = (data, { peerId }) => tell("message", data, peerId);
  room.onPeerJoin = (peer) => tell("join", peer);
  room.onPeerLeave = (peer) => tell("leave", peer);
  return {
    send: (message, peer) => {
      action.send(message, peer ? { target: peer } : undefined)
        .catch((err) => console.warn(`A message was not sent: ${err.message}`));
    },
    onMessage: (listener) => { listeners.message.add(listener); },
    onJoin: (listener) => { listeners.join.add(listener); },
    onLeave: (listener) => { listeners.leave.add(listener); },
  };
}
