// @ts-check
// What the live table's wire holds for one peer, bounded below trystero. trystero 0.25
// (action-wire.mjs) keeps every chunk of a message until the message's last chunk comes,
// and keeps for ever the payloads of action types no one listens to; our own size checks
// (wire.js `unpack`, host.js `take`) see only whole messages, after that. So a peer that
// never finishes its messages could grow a page by as much as it sends (188 MB, issue 48).
// The guard reads each data channel's frames before trystero does (a class given to
// joinRoom as `rtcPolyfill`, used instead of RTCPeerConnection), counts the bytes of
// messages not yet finished, and closes the connection that holds too many, that speaks
// of an action or a room this page does not have, or that sends the table's action
// anything but bytes (trystero would JSON-parse it before wire.js counts its brackets);
// trystero then clears that peer's buffers.

/** The actions a page of ours receives: the live table's one ("tt", wire.js) and trystero's
 * own (room.mjs, actions.mjs). Anything else trystero would keep, unread, for ever. */
export const ACTIONS = new Set(["tt", "@_response", "@_ping", "@_pong", "@_signal", "@_stream",
  "@_track", "@_leave", "@_hsdata", "@_hsready"]);

/** Messages one connection may have begun and not finished at once: ours are sent one after
 * another (wire.js), trystero's own fit in one chunk. */
export const MAX_OPEN = 64;

/** The bytes of unfinished messages one connection may hold: a message the page reads is
 * at most `most` characters of JSON (SHARED.live.max_message), deflated (wire.js `pack`:
 * no larger than its JSON), or sent as JSON by a page of another make (at most 3 bytes a
 * character in UTF-8); with 64 KiB beside it for trystero's own messages and the headers.
 * @param {number} most */
export const holdLimit = (most) => 3 * most + 2 ** 16;

const HEADER = 36;  // an action chunk's: its type (32 bytes), the message's number (2), flags, progress
const LAST = 1;  // the flag of a message's last chunk
/** A chunk's flags: bytes trystero hands on as they are (it sets JSON's flag beside them,
 * and reads bytes first), and metadata, which it JSON-parses itself: without the first, or
 * with the second, trystero would parse a message before any check of ours. */
const BINARY = 4, META = 2;
const decoder = new TextDecoder();

/** The frames one connection brought, read as trystero reads them (shared-peer.mjs
 * `unwrapFrame`, action-wire.mjs `handleData`): what they hold now, and whether to go on. */
export class FrameCount {
  /** @param {number} limit  the bytes of unfinished messages allowed (holdLimit) */
  constructor(limit) {
    this.limit = limit;
    /** Bytes of unfinished messages, as trystero holds them now. */
    this.held = 0;
    /** Every byte read, for the record. */
    this.read = 0;
    /** @type {Map<string, number>} bytes held per unfinished message (action type and number) */
    this.open = new Map();
    /** @type {string | null} the room every frame must be of: the first one named */
    this.room = null;
  }

  /** Counts one frame; returns why the connection must close, or null.
   * @param {Uint8Array} frame @returns {string | null} */
  take(frame) {
    this.read += frame.length;
    if (frame.length < 3 || (frame[0] !== 1 && frame[0] !== 2)) return null;  // trystero drops it unread
    const start = frame[0] === 1 ? 1 : 2;  // a room's message, or a peer saying it is in a room
    const size = (frame[start] ?? 0) << 8 | (frame[start + 1] ?? 0);
    const end = start + 2 + size;
    if (size === 0 || frame.length < end) return null;
    const room = decoder.decode(frame.subarray(start + 2, end));
    this.room ??= room;
    if (room !== this.room) return "a room this page is not in";  // trystero would keep its frames
    if (frame[0] === 2) return null;
    const chunk = frame.subarray(end);
    const type = decoder.decode(chunk.subarray(0, 32)).replaceAll("\0", "");
    if (!ACTIONS.has(type)) return `an action this page does not use (${JSON.stringify(type.slice(0, 32))})`;
    const flags = chunk[34] ?? 0;
    if (type === "tt" && (flags & META || !(flags & BINARY))) return "a message of the table's not sent as bytes";
    const key = `${type} ${(chunk[32] ?? 0) << 8 | (chunk[33] ?? 0)}`;
    const before = this.open.get(key) ?? 0;
    if (flags & LAST) {
      this.open.delete(key);
      this.held -= before;
      return null;
    }
    const cost = Math.max(chunk.length, HEADER);
    this.open.set(key, before + cost);
    this.held += cost;
    if (this.open.size > MAX_OPEN) return `${this.open.size} messages begun and not finished`;
    if (this.held > this.limit) return `${this.held} bytes of messages not finished`;
    return null;
  }
}

/** How long a closed channel may take to say so before its connection is closed anyway. */
const CLOSE_WAIT_MS = 2000;

/** A class to use instead of RTCPeerConnection (trystero's `rtcPolyfill`) that watches
 * each of its data channels with a FrameCount (one per connection), and on a breach stops
 * handing trystero that connection's frames and closes it: first its channels (trystero
 * hears "close", drops the peer and its unfinished messages: room.mjs `clearPeerState`),
 * then the connection itself.
 * @param {number} most  the largest message a page reads, in characters of JSON (SHARED.live.max_message)
 * @param {typeof RTCPeerConnection} Base  the connection class guarded
 * @returns {typeof RTCPeerConnection} */
export function guardedConnection(most, Base = globalThis.RTCPeerConnection) {
  const limit = holdLimit(most);
  return class GuardedConnection extends Base {
    /** @param {RTCConfiguration} [config] */
    constructor(config) {
      super(config);
      this.count = new FrameCount(limit);
      this.stopped = false;
      /** @type {RTCDataChannel[]} */
      this.watched = [];
      // Listeners run in the order added: this one before trystero's `ondatachannel`.
      this.addEventListener("datachannel", (event) => this.watch(/** @type {RTCDataChannelEvent} */ (event).channel));
    }

    /** @param {string} label @param {RTCDataChannelInit} [options] */
    createDataChannel(label, options) {
      const channel = super.createDataChannel(label, options);
      this.watch(channel);
      return channel;
    }

    /** Reads the channel's frames before trystero's `onmessage` (set after this listener,
     * so run after it, and not at all once this one stops the event). @param {RTCDataChannel} channel */
    watch(channel) {
      this.watched.push(channel);
      channel.addEventListener("message", (event) => {
        const data = /** @type {MessageEvent} */ (event).data;
        const why = this.stopped ? "" : data instanceof ArrayBuffer ? this.count.take(new Uint8Array(data)) : null;
        if (why !== null) {
          event.stopImmediatePropagation();
          if (why) this.stop(why);
        }
      });
    }

    /** Closes this connection, its channels first. @param {string} why */
    stop(why) {
      this.stopped = true;
      console.warn(`A peer's connection was closed: ${why}, after ${this.count.read} bytes`);
      let closed = false;
      const close = () => {
        if (!closed) this.close();
        closed = true;
      };
      for (const channel of this.watched) {
        channel.addEventListener("close", () => setTimeout(close, 0));  // after trystero's own onclose
        channel.close();
      }
      setTimeout(close, CLOSE_WAIT_MS);
    }
  };
}
