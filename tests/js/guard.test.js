// The guard below trystero (web/live/guard.js): frames counted as trystero would hold them,
// and a connection that holds too much, or speaks of an action or a room this page does
// not have, closed before trystero reads another frame of it. The connection and its
// channel here are EventTargets in memory; in Chromium: e2e/test_live_guard.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FrameCount, MAX_OPEN, guardedConnection, holdLimit } from "../live/guard.js";
import { Unread, pack, unpack } from "../live/wire.js";
// trystero's own action wire (the build's copy of the package, beside the staged tree).
import { createActionWireManager } from "../../npm/trystero-p2p-core-0.25.4/dist/action-wire.mjs";
import SHARED from "../shared.js";

const ROOM = "room-token";

/** A data-channel frame as trystero sends it: a room frame (version 1, the room's token)
 * holding one chunk of an action's message (a 36-byte header, then `size` bytes; `flags`:
 * 4, bytes, as wire.js sends; 8, JSON). */
function frame({ type = "tt", nonce = 7, last = false, size = 1000, room = ROOM, flags = 4 } = {}) {
  const token = new TextEncoder().encode(room);
  const bytes = new Uint8Array(3 + token.length + 36 + size);
  bytes.set([1, token.length >> 8, token.length & 255]);
  bytes.set(token, 3);
  const at = 3 + token.length;
  bytes.set(new TextEncoder().encode(type), at);
  bytes.set([nonce >> 8, nonce & 255, (last ? 1 : 0) | flags, 0], at + 32);
  return bytes;
}

/** A peer saying it is in a room (version 2). */
function presence(room = ROOM) {
  const token = new TextEncoder().encode(room);
  return new Uint8Array([2, 1, token.length >> 8, token.length & 255, ...token]);
}

test("a message's chunks are held until its last one, then let go", () => {
  const count = new FrameCount(100_000);
  for (let i = 0; i < 3; i++) assert.equal(count.take(frame({ size: 1000 })), null);
  assert.equal(count.held, 3 * 1036);
  assert.equal(count.take(frame({ nonce: 8, size: 500 })), null);
  assert.equal(count.take(frame({ last: true, size: 10 })), null);
  assert.equal(count.held, 536);
  assert.equal(count.take(frame({ nonce: 8, last: true })), null);
  assert.equal(count.held, 0);
  assert.equal(count.open.size, 0);
});

test("too many bytes not finished, or too many messages begun, is a reason to close", () => {
  const count = new FrameCount(10_000);
  let why = null;
  for (let i = 0; i < 20 && !why; i++) why = count.take(frame({ size: 16_000 - 36 }));
  assert.match(why, /bytes of messages not finished/);
  assert.ok(count.held > 10_000 && count.held <= 10_000 + 16_000);
  const many = new FrameCount(1e9);
  why = null;
  for (let nonce = 0; nonce <= MAX_OPEN && !why; nonce++) why = many.take(frame({ nonce, size: 0 }));
  assert.match(why, /messages begun and not finished/);
});

test("any action this page does not use, or another room, is a reason to close", () => {
  const count = new FrameCount(1e6);
  assert.equal(count.take(presence()), null);
  for (const type of ["tt", "@_ping", "@_hsdata", "@_response", "t\0t"]) assert.equal(count.take(frame({ type, last: true })), null);
  assert.match(count.take(frame({ type: "junk", last: true })), /an action this page does not use \("junk"\)/);
  assert.match(count.take(frame({ room: "another" })), /a room this page is not in/);
  assert.match(count.take(presence("another")), /a room this page is not in/);
  assert.equal(count.take(new Uint8Array([9, 9, 9, 9])), null);  // no frame trystero reads: dropped by it
});

test("the bound lets a message the page reads through, deflated or as JSON", () => {
  const most = SHARED.live.max_message;
  assert.ok(holdLimit(most) >= 3 * most);
  const count = new FrameCount(holdLimit(most));
  const chunk = 16 * 1024 - 36;
  for (let sent = 0; sent < 3 * most; sent += chunk) assert.equal(count.take(frame({ size: chunk })), null);
  assert.equal(count.take(frame({ last: true, size: 10 })), null);
  assert.equal(count.held, 0);
});

/** A data channel in memory: close() says "close" on a later task, as a real one does. */
class Channel extends EventTarget {
  readyState = "open";
  close() {
    if (this.readyState !== "open") return;
    this.readyState = "closing";
    setTimeout(() => { this.readyState = "closed"; this.dispatchEvent(new Event("close")); }, 5);
  }
}

/** A peer connection in memory: one channel, made or received. */
class Connection extends EventTarget {
  closed = false;
  createDataChannel() { return new Channel(); }
  close() { this.closed = true; }
}

/** A guarded connection, the channel trystero would read, and what trystero got of it. */
function guarded({ made = true } = {}) {
  const Guarded = guardedConnection(1000, /** @type {any} */ (Connection));
  const pc = /** @type {any} */ (new Guarded());
  let channel;
  if (made) channel = pc.createDataChannel("data");
  else {
    channel = new Channel();
    const event = Object.assign(new Event("datachannel"), { channel });
    pc.dispatchEvent(event);
  }
  const got = [];
  channel.addEventListener("message", (e) => got.push(e.data.byteLength));  // trystero's onmessage, set after
  channel.addEventListener("close", () => got.push("close"));  // trystero's onclose
  const send = (bytes) => channel.dispatchEvent(new MessageEvent("message", { data: bytes.slice().buffer }));
  return { pc, channel, got, send };
}

test("a guarded connection hands trystero its frames until a breach, then closes, channel first", async () => {
  const warned = [];
  const warn = console.warn;
  console.warn = (line) => warned.push(line);
  try {
    for (const made of [true, false]) {
      const { pc, channel, got, send } = guarded({ made });
      send(frame({ size: 100, last: true }));
      send(frame({ size: 1000 }));
      assert.deepEqual(got, [frame({ size: 100 }).length, frame({ size: 1000 }).length]);
      for (let i = 0; i < 10; i++) send(frame({ size: 1000 }));  // within holdLimit(1000): 3 × 1000 + 64 KiB
      assert.equal(pc.stopped, false);
      for (let i = 0; i < 70; i++) send(frame({ size: 1000 }));
      assert.equal(pc.stopped, true);
      const seen = got.length;
      send(frame({ size: 10, last: true }));  // nothing more reaches trystero
      assert.equal(got.length, seen);
      assert.equal(channel.readyState, "closing");
      assert.equal(pc.closed, false);
      for (let i = 0; i < 200 && !pc.closed; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(channel.readyState, "closed");
      assert.equal(got.at(-1), "close");  // trystero heard the channel close: it drops the peer
      assert.equal(pc.closed, true);
    }
    assert.equal(warned.length, 2);
    assert.match(warned[0], /A peer's connection was closed: \d+ bytes of messages not finished, after \d+ bytes/);
  } finally {
    console.warn = warn;
  }
});

test("an action this page does not use closes the connection at its first frame", () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    const { pc, got, send } = guarded();
    send(frame({ type: "@_other", last: true, size: 5 }));
    assert.deepEqual(got, []);
    assert.equal(pc.stopped, true);
  } finally {
    console.warn = warn;
  }
});

/** trystero's real action wire for one peer behind a guarded connection: `send` makes a
 * message's chunks as trystero's own `action.send` does (JSON for anything but bytes), each
 * goes through the guarded channel as a room frame, and what trystero then hands the
 * table's action ("tt") is kept in `got`. */
function trysteroPath() {
  const { pc, channel } = guarded();
  const token = new TextEncoder().encode(ROOM);
  const peer = {
    channel: null,
    sendData: (chunk) => {
      const bytes = new Uint8Array(3 + token.length + chunk.length);
      bytes.set([1, token.length >> 8, token.length & 255]);
      bytes.set(token, 3);
      bytes.set(chunk, 3 + token.length);
      channel.dispatchEvent(new MessageEvent("message", { data: bytes.buffer }));
    },
  };
  const wire = createActionWireManager({ getPeer: () => peer, getPeerIds: () => ["mallory"], canReceiveFromPeer: () => true,
    throwIfAborted: () => {} });
  channel.addEventListener("message", (e) => wire.handleData("mallory", new Uint8Array(e.data).subarray(3 + token.length)));
  const got = [];
  wire.makeInternalAction("tt").onMessage((payload) => got.push(payload));
  return { pc, got, send: (data, meta) => wire.makeInternalAction("tt").send(data, undefined, meta) };
}

test("on the table's action trystero is handed bytes only: JSON or metadata closes the connection unparsed", async () => {
  const warned = [];
  const warn = console.warn;
  console.warn = (line) => warned.push(line);
  try {
    const ours = trysteroPath();
    await ours.send(await pack({ t: "say", text: "hello" }));
    assert.equal(ours.pc.stopped, false);
    assert.deepEqual(await unpack(ours.got[0], 1000), { t: "say", text: "hello" });  // read by wire.js, brackets counted
    const deep = JSON.parse("[".repeat(SHARED.live.max_depth + 1) + "]".repeat(SHARED.live.max_depth + 1));
    for (const [data, meta] of [[{ t: "say", text: deep }, undefined], ["[[[[", undefined], [await pack({ t: "say" }), { deep }]]) {
      const raw = trysteroPath();
      await raw.send(data, meta);
      assert.deepEqual(raw.got, []);  // trystero parsed nothing, and handed nothing on
      assert.equal(raw.pc.stopped, true);
    }
    assert.equal(warned.length, 3);
    assert.match(warned[0], /a message of the table's not sent as bytes/);
    assert.deepEqual(await unpack({ t: "say" }, 1000), new Unread("live_unreadable"));  // nor read by the wire, had it come
  } finally {
    console.warn = warn;
  }
});
