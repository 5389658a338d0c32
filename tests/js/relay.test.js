// The relayed way's frames (web/live/frames.js) and the wire that carries a peer met only
// through the relays (web/live/wire.js): chunks that fit an event, encrypted under the
// table's relay key, put back together once and in order however the relays pass them on,
// bounded as a direct channel is; in Chromium through a real relay: e2e/test_live_relay.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import { CHUNK, GAP_MS, Stream, chunksOf, decryptFrame, encryptFrame } from "../live/frames.js";
import { holdLimit } from "../live/guard.js";
import { relayOf } from "../live/keys.js";
import { pack, wireOf } from "../live/wire.js";

const SECRET = "J".repeat(43);
const bytes = (n, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 255);

test("a frame is read only with the table's key, and not once changed", async () => {
  const { key, topic } = await relayOf(SECRET);
  const other = await relayOf("K".repeat(43));
  assert.notEqual(topic, other.topic);
  assert.ok(!topic.includes(SECRET) && topic.length === 43);  // a hash: nothing of the link
  const header = { f: "ana", o: "host", k: "m", n: 3, i: 0, c: 1 };
  const body = bytes(500);
  const content = await encryptFrame(key, header, body);
  assert.ok(!content.includes("ana") && !content.includes("host"));  // the relays see no peer
  assert.deepEqual(await decryptFrame(key, content), { header, body });
  assert.equal(await decryptFrame(other.key, content), null);
  const changed = content.slice(0, 40) + (content[40] === "A" ? "B" : "A") + content.slice(41);
  assert.equal(await decryptFrame(key, changed), null);
  assert.equal(await decryptFrame(key, 42), null);
  assert.equal(await decryptFrame(key, await encryptFrame(key, /** @type {any} */ ({ f: "ana", k: "what" }))), null);
  assert.notEqual(await encryptFrame(key, header, body), content);  // a fresh IV each time
});

test("a message is cut into chunks an event holds, and one empty chunk for none", () => {
  const message = bytes(2 * CHUNK + 5);
  const chunks = chunksOf(message);
  assert.deepEqual(chunks.map((c) => c.length), [CHUNK, CHUNK, 5]);
  assert.deepEqual(chunks.map((c) => c.length), chunksOf(message, CHUNK).map((c) => c.length));
  assert.deepEqual(chunksOf(new Uint8Array()).map((c) => c.length), [0]);
});

test("chunks come twice, late and out of order: each message once, whole, in order", () => {
  const stream = new Stream(200_000);
  const messages = [bytes(3 * CHUNK - 7, 1), bytes(10, 2), bytes(CHUNK + 1, 3)];
  const frames = messages.flatMap((m, n) => chunksOf(m).map((body, i, all) => ({ n, i, c: all.length, body })));
  const shuffled = [...frames].reverse();
  shuffled.splice(2, 0, frames[0], frames[3]);  // copies, from a second relay
  const out = [];
  for (const f of shuffled) out.push(...stream.take(f.n, f.i, f.c, f.body));
  assert.deepEqual(out, messages);
  assert.equal(stream.held, 0);
  assert.deepEqual(stream.take(0, 0, 3, messages[0].subarray(0, CHUNK)), []);  // one already handed on: dropped
});

test("a stream holds no more unfinished than the guard allows, nor a chunk out of its message", () => {
  const most = 10_000;
  const stream = new Stream(most);
  const count = Math.ceil(holdLimit(most) / CHUNK);
  assert.deepEqual(stream.take(0, 0, count + 1, bytes(10)), []);  // more chunks than a message may have
  assert.equal(stream.held, 0);
  for (let i = 0; i < count - 1; i++) stream.take(0, i, count, bytes(CHUNK));
  assert.ok(stream.held <= holdLimit(most));
  const before = stream.held;
  stream.take(1, 0, count, bytes(CHUNK));  // past the limit: not kept
  assert.equal(stream.held, before);
  stream.take(0, 0, 2, bytes(5));  // the same message with another count: not kept
  stream.take(0, count, count, bytes(5));  // a chunk past its message's end
  stream.take(500, 0, 1, bytes(5));  // too far ahead
  assert.equal(stream.held, before);
});

test("a message every relay lost is given up after a while, and the next ones come", () => {
  let now = 0;
  const stream = new Stream(200_000, () => now);
  assert.deepEqual(stream.take(1, 0, 1, bytes(4, 1)), []);  // message 0 never comes
  now = GAP_MS - 1;
  assert.deepEqual(stream.take(2, 0, 1, bytes(4, 2)), []);
  now = GAP_MS;
  assert.deepEqual(stream.ready(), [bytes(4, 1), bytes(4, 2)]);
  assert.equal(stream.next, 3);
});

/** A relayed way as the wire sees it (relay.js RelayWay): what it was given to send. */
function fakeRelay() {
  return { sent: [], on: null, direct: null, send(b, peer) { this.sent.push([peer, b]); } };
}

/** A trystero room in memory. */
function fakeRoom() {
  const room = { action: null, makeAction: () => (room.action = { sent: [], send: async (d, o) => room.action.sent.push([d, o?.target]) }),
    leave: async () => {} };
  return room;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

test("a peer met through the relays is sent its messages there, and keeps that way until it leaves", async () => {
  const room = fakeRoom();
  const relay = fakeRelay();
  const wire = wireOf(() => room, 1e6, /** @type {any} */ (relay));
  const heard = [];
  wire.onJoin((peer) => heard.push(["join", peer]));
  wire.onLeave((peer) => heard.push(["leave", peer]));
  wire.onMessage((message, peer) => heard.push(["message", peer, message]));
  room.onPeerJoin("bo");  // direct
  relay.on.join("ana");  // through the relays
  relay.on.join("bo");  // met on both ways: once, direct
  assert.equal(relay.direct("bo"), true);  // the host's relayed way hears nothing as bo
  assert.equal(relay.direct("ana"), false);
  room.onPeerJoin("ana");  // a direct channel opens late: ana stays relayed, met once
  assert.deepEqual([wire.way("ana"), wire.way("bo"), wire.way("eve"), wire.way(null)], ["relay", "direct", null, null]);
  wire.send({ t: "to ana" }, "ana");
  wire.send({ t: "to bo" }, "bo");
  wire.send({ t: "to all" });
  relay.on.message(await pack({ t: "from ana" }), "ana");
  for (let i = 0; i < 200 && (relay.sent.length < 2 || room.action.sent.length < 2 || heard.length < 3); i++) await tick();
  assert.deepEqual(relay.sent.map(([peer]) => peer), ["ana", "ana"]);
  assert.deepEqual(relay.sent[0][1], await pack({ t: "to ana" }));  // the same bytes a channel carries
  assert.deepEqual(room.action.sent.map(([, target]) => target), ["bo", undefined]);
  room.onPeerLeave("ana");  // its late channel closes: ana is still here, relayed
  relay.on.leave("bo");  // gone from the relays, still here directly
  relay.on.leave("ana");
  assert.deepEqual(heard, [["join", "bo"], ["join", "ana"], ["message", "ana", { t: "from ana" }], ["leave", "ana"]]);
  await wire.rejoin();  // only the direct peers are told gone
  assert.deepEqual(heard.at(-1), ["leave", "bo"]);
});

test("a browser with no WebRTC has a wire through the relays alone", async () => {
  const relay = fakeRelay();
  const wire = wireOf(null, 1e6, /** @type {any} */ (relay));
  const joined = [];
  wire.onJoin((peer) => joined.push(peer));
  wire.send({ t: "hello" });  // to no one yet
  relay.on.join("host");
  wire.send({ t: "hello" });
  for (let i = 0; i < 200 && !relay.sent.length; i++) await tick();
  assert.deepEqual(joined, ["host"]);
  assert.deepEqual(relay.sent.map(([peer]) => peer), ["host"]);
  await wire.rejoin();  // no room to meet again in
});
