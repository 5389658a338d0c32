// The table's store: one writer, redraws batched, subscribers that can leave.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createStore } from "../table/store.js";

/** A scheduler the test runs by hand: each `frame()` is one animation frame. */
function frames() {
  const due = [];
  return { schedule: (run) => due.push(run), frame: () => due.splice(0).forEach((run) => run()), due };
}

test("state is written only through update", () => {
  const store = createStore({ n: 0 }, { schedule: () => {} });
  assert.throws(() => { store.state.n = 1; }, TypeError);
  assert.throws(() => { delete store.state.n; }, TypeError);
  store.update((s) => { s.n = 2; });
  assert.equal(store.state.n, 2);
});

test("any number of changes before a frame are drawn once", () => {
  const f = frames();
  const store = createStore({ n: 0 }, { schedule: f.schedule });
  const seen = [];
  store.subscribe((s) => seen.push(s.n));
  for (let i = 1; i <= 10; i++) store.update((s) => { s.n = i; });
  assert.equal(f.due.length, 1);
  f.frame();
  assert.deepEqual(seen, [10]);
  assert.equal(store.redraws(), 1);
  f.frame();
  assert.equal(store.redraws(), 1, "no change, no redraw");
});

test("flush draws a waiting change at once, and only then", () => {
  const f = frames();
  const store = createStore({ n: 0 }, { schedule: f.schedule });
  let drawn = 0;
  store.subscribe(() => drawn++);
  store.flush();
  assert.equal(drawn, 0);
  store.update((s) => { s.n = 1; });
  store.flush();
  assert.equal(drawn, 1);
  f.frame();
  assert.equal(drawn, 1, "the frame finds nothing left to draw");
});

test("a subscriber leaves with the function subscribe returned", () => {
  const f = frames();
  const store = createStore({ n: 0 }, { schedule: f.schedule });
  let drawn = 0;
  const leave = store.subscribe(() => drawn++);
  store.update((s) => { s.n = 1; });
  f.frame();
  leave();
  store.update((s) => { s.n = 2; });
  f.frame();
  assert.equal(drawn, 1);
});

test("a subscriber that throws is reported once and the others still draw", () => {
  const f = frames();
  const errors = [];
  const store = createStore({ n: 0 }, { schedule: f.schedule, onError: (err) => errors.push(err.message) });
  let drawn = 0;
  store.subscribe(() => { throw new Error("bad view"); });
  store.subscribe(() => drawn++);
  store.update((s) => { s.n = 1; });
  f.frame();
  assert.deepEqual(errors, ["bad view"]);
  assert.equal(drawn, 1);
});

test("onUpdate sees each change at once, before any frame", () => {
  const f = frames();
  const marks = [];
  const store = createStore({ busy: false }, { schedule: f.schedule, onUpdate: (s) => marks.push(s.busy) });
  store.update((s) => { s.busy = true; });
  store.update((s) => { s.busy = false; });
  assert.deepEqual(marks, [true, false]);
});
