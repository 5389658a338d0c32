// A link's opening is only drawn when it is the size and shape of a view the engine
// writes (issue: an opening bomb hung the tab, odd openings broke the page).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { readHeader, readOpening } from "../services/linkopening.js";
import { isView } from "../services/record.js";
import SHARED from "../shared.js";

const view = JSON.parse(readFileSync(new URL("../openings/manni.json", import.meta.url))).openings[0].view;

/** A short link's code as linkcode.py lays it out: version, deflated body, checksum (not
 * checked by the page: the engine does). */
async function linkCode(header) {
  const body = new TextEncoder().encode(`${JSON.stringify(header)}\n`);
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const deflated = new Uint8Array(await new Response(stream).arrayBuffer());
  const raw = new Uint8Array([SHARED.link.version, ...deflated, 1, 2, 3, 4, 5, 6]);
  return btoa(String.fromCharCode(...raw)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

const gameHeader = (w) => ({ k: "g", v: "manni", s: "s1AAAAAAAAAAAAAAAAAAAA", o: {}, seat: 0, l: "hard", lang: "en", w });

test("an engine's view is a view", () => assert.equal(isView(view), true));

test("views no game has are not drawn", () => {
  for (const odd of [{ positions: 5 }, { trick: [null] }, { sheet_say: [null] }, { facts_say: [5] }, { hand: ["AS", 7] },
    { hand: Array(53).fill("AS") }, { hand_counts: [1, 2] }, { seat: 3 }, { trick: [{ seat: 9, card: "AS" }] },
    { layouts: [[], [], Array(60).fill({ up: "AS" })] }]) {
    assert.equal(isView({ ...view, ...odd }), false, JSON.stringify(odd).slice(0, 60));
  }
});

test("a link's opening the engine could have written is read", async () => {
  const header = await readOpening(await linkCode(gameHeader(view)));
  assert.deepEqual(header.w, view);
});

test("an opening with a hand of 10,000 cards is not drawn", async () => {
  const code = await linkCode(gameHeader({ ...view, hand: Array(10_000).fill("AS") }));
  assert.ok(code.length < 2_000, "a short link");
  assert.equal(await readOpening(code), null);
});

test("a body that inflates past the engine's limit is not inflated further", async () => {
  const code = await linkCode(gameHeader({ ...view, hand: Array(200_000).fill("AS") }));
  assert.ok(code.length < SHARED.link.max_code);
  const started = process.memoryUsage().arrayBuffers;
  assert.equal(await readHeader(code), null);
  assert.ok(process.memoryUsage().arrayBuffers - started < 10 * SHARED.link.max_body);
});
