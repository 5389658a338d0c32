// The replaying transport answers as recorded, in order, and refuses any other request.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ReplayTransport } from "./replay.js";

test("answers each request with its recorded reply, pushing what was pushed before it", async () => {
  const t = new ReplayTransport([
    { method: "new_game", reply: { n: 1 }, thinking: [1, 2] },
    { method: "act", error: { message: "It is not your turn", code: "bad_request" } },
  ]);
  const pushed = [];
  const unlisten = t.listen((p) => pushed.push(p.position));
  assert.deepEqual(await t.call("new_game", { variant: "manni" }), { n: 1 });
  assert.deepEqual(pushed, [1, 2]);
  unlisten();
  await assert.rejects(t.call("act"), (err) => err.code === "bad_request" && err.message === "It is not your turn");
  await assert.rejects(t.call("act"), /No recorded reply is left/);
  assert.deepEqual(t.asked.map((a) => a.method), ["new_game", "act", "act"]);
});

test("a request the recording does not expect fails at once", async () => {
  const t = new ReplayTransport([{ method: "hello", reply: {} }]);
  await assert.rejects(t.call("new_game"), /Asked new_game, but the recording answers hello/);
});

test("each reply is a copy: the table cannot change the recording", async () => {
  const reply = { view: { hand: ["AS"] } };
  const t = new ReplayTransport([{ method: "view", reply }, { method: "view", reply }]);
  (await t.call("view")).view.hand.push("KS");
  assert.deepEqual((await t.call("view")).view.hand, ["AS"]);
});
