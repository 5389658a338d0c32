// Issue 49, finding 3: an older save put back. The page keeps, apart from its records, the
// most moves of each game it has stored (services/marks.js), and tells the engine on
// resuming; a save of fewer comes back practice, said so. Driven by recorded engine replies
// (web/openings), with the marks in memory (node has no IndexedDB).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { memoryMarks } from "../services/marks.js";
import { WORDS } from "../services/text.js";
import { Flow } from "../table/flow.js";
import { Games } from "../table/games.js";
import { createKeeper } from "../table/keeper.js";
import { createState } from "../table/state.js";
import { createStore } from "../table/store.js";
import { ReplayTransport } from "./replay.js";

const opening = (game) => JSON.parse(readFileSync(new URL(`../openings/${game}.json`, import.meta.url))).openings[0];

/** A table without a page whose records go to `write` and whose marks are `marks`. */
function table(exchanges, marks, write = () => true) {
  const store = createStore({ ...createState(), speed: "instant", gameId: "g1" }, { schedule: (run) => setTimeout(run, 0) });
  const said = [];
  const say = (text, kind = "error") => said.push([kind, text]);
  const keeper = createKeeper(store, { write, refused: () => {}, say, marks });
  const transport = new ReplayTransport(exchanges);
  const hooks = { onReply: () => {}, onShown: () => {}, onEvent: () => {}, say, announce: () => {},
    failed: () => false, awaitingNext: () => {}, ahead: () => {} };
  const flow = new Flow({ store, transport, keeper, hooks });
  const games = new Games({ store, transport, flow, keeper, drawable: () => false, say, failed: () => false });
  return { store, flow, games, transport, said };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

test("the moves of each game stored are marked apart from its record, and only once it is stored", async () => {
  const reply = opening("hornafjardarmanni");
  const marks = memoryMarks();
  const t = table([{ method: "new_game", reply }], marks);
  await t.games.start({ variant: "hornafjardarmanni" }, "g1");
  await settled();
  assert.equal(await marks.highest("g1"), reply.moves);
  await marks.note("g1", 1);
  assert.equal(await marks.highest("g1"), reply.moves, "a mark is only ever raised");

  const full = memoryMarks();
  const refused = table([{ method: "new_game", reply }], full, () => false);
  await refused.games.start({ variant: "hornafjardarmanni" }, "g1");
  await settled();
  assert.equal(await full.highest("g1"), null, "storage full: the save kept is the older one, so is its mark");
});

test("a record put back with fewer moves than marked is resumed as such, and comes back practice, said", async () => {
  const reply = opening("hornafjardarmanni");
  const marks = memoryMarks();
  await marks.note("g1", reply.moves + 4);  // the game was stored further on, then this copy put back
  const record = { id: "g1", save: reply.save, human_seat: reply.human_seat, level: reply.level, undo: false };
  const params = { save: reply.save, human_seat: reply.human_seat, level: reply.level, undo: false, seen: reply.moves + 4 };
  const t = table([{ method: "resume", params, reply: { ...reply, undo: false, practice: true, rolled_back: true } }], marks);
  assert.equal(await t.games.resume(record), null);
  await settled();
  assert.equal(t.store.state.practice, true);
  assert.ok(t.said.some(([, text]) => text === WORDS.rolledBack), "the player is told why");
  assert.equal(await marks.highest("g1"), reply.moves + 4, "the mark stays where it was");
});

test("a game with no mark (none kept, or this browser's marks cleared) resumes as before", async () => {
  const reply = opening("hornafjardarmanni");
  const record = { id: "g1", save: reply.save, human_seat: reply.human_seat, level: reply.level, undo: true };
  const params = { save: reply.save, human_seat: reply.human_seat, level: reply.level, undo: true };
  for (const marks of [memoryMarks(), null]) {
    const t = table([{ method: "resume", params, reply }], marks);
    assert.equal(await t.games.resume(record), null);
    await settled();
    assert.equal(t.store.state.practice, false);
    assert.equal(t.said.length, 0);
  }
});
