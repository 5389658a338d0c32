// The table's request flow driven by recorded engine replies (web/openings: the engine's
// own answers to new_game), with no browser and no engine: what the store holds, what is
// kept, how often the table is drawn.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { Flow } from "../table/flow.js";
import { createKeeper } from "../table/keeper.js";
import { createState } from "../table/state.js";
import { createStore } from "../table/store.js";
import { ReplayTransport } from "./replay.js";

const opening = (game) => JSON.parse(readFileSync(new URL(`../openings/${game}.json`, import.meta.url))).openings[0];

/** A table without a page: its store drawn on the next task, its records and words kept. */
function table(exchanges, speed = "instant") {
  const store = createStore({ ...createState(), speed, gameId: "g1" }, { schedule: (run) => setTimeout(run, 0) });
  const kept = [];
  const said = [];
  const say = (text, kind = "error") => said.push([kind, text]);
  const keeper = createKeeper(store, { write: (r) => kept.push(structuredClone(r)) > 0, refused: () => {}, say });
  const transport = new ReplayTransport(exchanges);
  const ahead = [];
  const hooks = { onReply: () => {}, onShown: () => {}, onEvent: () => {}, say, announce: () => {},
    failed: () => false, awaitingNext: () => {}, ahead: (cards) => ahead.push(cards) };
  const flow = new Flow({ store, transport, keeper, hooks });
  const drawn = [];
  store.subscribe((s) => drawn.push({ busy: s.busy, view: s.view }));
  return { store, flow, keeper, transport, kept, said, drawn, ahead };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

test("the cards a reply plays are told ahead, once, in the order played", async () => {
  const reply = opening("manille");
  const played = reply.frames.filter((f) => f.event.type === "play").map((f) => f.event.card);
  assert.ok(played.length > 0, "the opening plays a card");
  const t = table([{ method: "new_game", reply }]);
  await t.flow.request("new_game", { variant: "manille" });
  await settled();
  assert.deepEqual(t.ahead, [played], "one call, the reply's cards as played");
});

for (const game of ["manni", "manille", "manillen-2p-dummy"]) {
  test(`a new ${game} game's reply is drawn once at instant speed, its record kept`, async () => {
    const reply = opening(game);
    const t = table([{ method: "new_game", reply }]);
    assert.equal(await t.flow.request("new_game", { variant: game }), null);
    await settled();
    assert.equal(t.drawn.length, 1, "one redraw for the whole reply");
    assert.deepEqual(t.drawn[0].view, reply.view);
    assert.equal(t.drawn[0].busy, false);
    assert.equal(t.store.state.save, reply.save);
    assert.deepEqual(t.store.state.dealStarts, reply.deal_starts);
    assert.equal(t.kept.length, 1);
    assert.equal(t.kept[0].save, reply.save, "the engine's save, as it came");
    assert.deepEqual(t.kept[0].view, reply.view);
  });
}

test("a decision is kept beside the engine's save, which stays as the engine wrote it", async () => {
  const reply = opening("manni");
  const t = table([{ method: "new_game", reply }]);
  await t.flow.request("new_game", { variant: "manni" });
  await settled();
  const decision = reply.view.legal[0];
  assert.equal(t.keeper.keepDecision(decision), true);
  const record = t.kept.at(-1);
  assert.equal(record.save, reply.save);
  assert.deepEqual(record.decision, decision);
  assert.equal(t.keeper.keepDecision({ type: "play", card: "ZZ" }), false, "not one the table offers");
});

test("a refused request is said in words, and the table stays as it was", async () => {
  const reply = opening("manni");
  const t = table([{ method: "new_game", reply },
    { method: "act", error: { message: "That card may not be played", code: "bad_request", params: {} } }]);
  await t.flow.request("new_game", { variant: "manni" });
  await settled();
  const before = structuredClone(t.store.state.view);
  const error = await t.flow.request("act", { action: { type: "play", card: "2C" } });
  await settled();
  assert.ok(error);
  assert.deepEqual(t.said.at(-1), ["error", error]);
  assert.deepEqual(t.store.state.view, before);
  assert.equal(t.store.state.busy, false);
  assert.equal(t.kept.length, 1, "nothing new kept");
});

test("a second request while one is under way waits its turn in words", async () => {
  const t = table([{ method: "new_game", reply: opening("manni") }]);
  const first = t.flow.request("new_game", { variant: "manni" });
  assert.ok(await t.flow.request("view", {}));
  assert.equal(await first, null);
  assert.deepEqual(t.transport.asked.map((a) => a.method), ["new_game"]);
});

test("settle waits until the reply on show is done", async () => {
  const t = table([{ method: "new_game", reply: opening("manille") }], "fast");
  const shown = t.flow.request("new_game", { variant: "manille" });
  await t.flow.settle();
  assert.equal(t.store.state.busy, false);
  assert.equal(await shown, null);
});
