// The table's pace (web/table/pace.js) on frames as the engine sends them: the cards the
// player draws in an exchange are marked, and a deal's end is called out before its result.
import assert from "node:assert/strict";
import { test } from "node:test";
import { playFrames } from "../table/pace.js";
import { createState } from "../table/state.js";
import { createStore } from "../table/store.js";

const VIEW = { seat: 0, teams: [0, 1, 0, 1], hand: ["AS", "KS", "7H"], strip: [{ side: 0, total: 1 }, { side: 1, total: 2 }] };

/** A store holding VIEW at `speed`, and every state it is drawn in. */
function table(speed) {
  const store = createStore({ ...createState(), speed, view: VIEW }, { schedule: (run) => run() });
  const drawn = [];
  store.subscribe((s) => drawn.push({ moment: s.moment, result: s.result, drawn: s.drawn }));
  return { store, drawn };
}

const hooks = { say: () => {}, waitNext: async () => {}, ahead: () => {} };

test("the cards the player draws in an exchange are marked; another seat's exchange marks none", async () => {
  const { store } = table("instant");
  await playFrames(store, [{ event: { type: "exchange", seat: 1, count: 2 }, view: { hand_counts: [3, 3, 3, 3] } }], hooks);
  assert.deepEqual(store.state.drawn, []);
  await playFrames(store, [{ event: { type: "exchange", seat: 0, count: 2 }, view: { hand: ["AS", "QD", "JD"] } }], hooks);
  assert.deepEqual(store.state.drawn, ["QD", "JD"]);
});

test("a deal's end calls out the side that gained most before its result, the player's side said so", async () => {
  const { store, drawn } = table("fast");
  const end = { event: { type: "deal_end", deal: 0 }, result: {}, view: { strip: [{ side: 0, total: 5 }, { side: 1, total: 3 }] } };
  await playFrames(store, [end], hooks);
  const called = drawn.findIndex((d) => d.moment);
  assert.deepEqual(drawn[called].moment, { side: 0, gain: 4, mine: true });
  assert.equal(drawn[called].result, null, "the result waits for the moment");
  assert.ok(drawn.slice(called).some((d) => !d.moment && d.result), "then the result, the moment gone");
});

test("at instant speed a deal's end goes straight to its result", async () => {
  const { store, drawn } = table("instant");
  const end = { event: { type: "deal_end", deal: 0 }, result: {}, view: { strip: [{ side: 0, total: 1 }, { side: 1, total: 9 }] } };
  await playFrames(store, [end], hooks);
  assert.ok(drawn.every((d) => !d.moment));
});
