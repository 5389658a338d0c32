// A message nested deeper than the engine reads is dropped by the wire before JSON.parse
// (web/live/wire.js): a million brackets would hold the page for seconds there; the gate
// then refuses it in words (live_too_deep, tests/js/live.test.js).
import assert from "node:assert/strict";
import { test } from "node:test";
import SHARED from "../shared.js";
import { Unread, nested, pack, unpack } from "../live/wire.js";

const MOST = 1 << 20;

test("brackets are counted outside strings, escaped quotes and all", () => {
  assert.equal(nested('{"a": [1, {"b": "]]}}[[[\\"[["}]}'), 3);
  assert.equal(nested("12"), 0);
});

test("a message past the depth is unread; one at it is read as it was sent", async () => {
  const deep = (n) => JSON.parse("[".repeat(n) + "]".repeat(n));
  const at = deep(SHARED.live.max_depth);
  assert.deepEqual(await unpack(await pack(at), MOST), at);
  assert.deepEqual(await unpack(await pack(deep(SHARED.live.max_depth + 1)), MOST), new Unread("live_too_deep"));
  const million = new TextEncoder().encode("[".repeat(1_000_000) + "]".repeat(1_000_000));
  const squeezed = new Uint8Array(await new Response(new Blob([million]).stream()
    .pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer());
  assert.deepEqual(await unpack(squeezed, 4 * MOST), new Unread("live_too_deep"));
  assert.deepEqual(await unpack(squeezed, MOST), new Unread("live_too_large"));  // inflated no further than a message may be
  assert.deepEqual(await unpack(new Uint8Array([1, 2, 3]), MOST), new Unread("live_unreadable"));
});
