// The end of an attempt at the deal of the day (web/challenge/ending.js), in the page's
// dialog: the record is the first attempt dealt, played through before any later one was
// dealt, or nothing (issue 49, finding 2). Before, the first attempt resumed in a new tab
// after a second one was played through was filed as today's result, though the whole deal
// had been seen; in the tab that played the second, the first one's end showed nothing.
import { freshPage } from "./page.js";
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { ChallengeResults } from "../challenge/ending.js";
import { countAttempt, dailyState, keepName, today } from "../challenge/filed.js";
import { fakeStorage } from "./fake_storage.js";

/** The engine's word on the deal of the day played through (a reply's `challenge`). */
const DAILY = { id: "c0ffee", variant: "manille", deals: 1, players: [], daily: today(), code: "daily", done: true };

/** The end of the challenge in a tab whose table plays `gameId`; `ends`: the games whose
 * results the engine gave. @param {string} gameId */
function tab(gameId) {
  /** @type {string[]} */
  const ends = [];
  const state = { gameId, view: null };
  const client = { ready: true, call: async (/** @type {string} */ method) => {
    if (method === "challenge_check") return { finished: true };
    if (method !== "challenge_end") throw new Error(method);
    ends.push(state.gameId);
    return { table: { players: [{ name: "Dagný", deals: [12], total: 12 }], deals: 1, me: 0 }, code: `reply-${state.gameId}`,
      full: null, limit: 0 };
  } };
  const dialog = { client, state, linkOf: (/** @type {string} */ code) => `#t=${code}`, show: () => {}, say: () => {},
    reopen: async () => {}, turn: 0, linkOnShow: () => false };
  return { ending: new ChallengeResults(/** @type {any} */ (dialog)), state, ends };
}

const said = () => document.getElementById("challenge-send")?.textContent ?? "";
const settled = async () => {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
};

beforeEach(() => {
  globalThis.localStorage = fakeStorage();
  freshPage();
  keepName("Dagný");
});

test("the first attempt played through before a later one was dealt is the record", async () => {
  countAttempt(DAILY, DAILY.code, "game-a");
  await tab("game-a").ending.finish(DAILY);
  assert.equal(dailyState("manille").record?.code, "reply-game-a");
  countAttempt(DAILY, DAILY.code, "game-b");  // dealt again later (a friend's link of the day)
  await tab("game-a").ending.finish(DAILY);  // the first one's end seen again, after a reload
  assert.equal(dailyState("manille").record?.code, "reply-game-a");
  assert.doesNotMatch(said(), /attempt/i);
});

test("the first attempt played through in a new tab after a later one is not the record", async () => {
  countAttempt(DAILY, DAILY.code, "game-a");
  countAttempt(DAILY, DAILY.code, "game-b");  // dealt again: the whole deal seen, and played through
  await tab("game-a").ending.finish(DAILY);  // a new tab resumes the first
  assert.equal(dailyState("manille").record, null);
  assert.match(said(), /before this first attempt was played through/);
  assert.match(document.getElementById("challenge-table")?.textContent ?? "", /attempt 1/);
});

test("in the tab that played the later attempt, the first one's end is shown too, not for the record", async () => {
  const { ending, state, ends } = tab("game-a");
  countAttempt(DAILY, DAILY.code, "game-a");
  state.gameId = "game-b";
  ending.onShown(/** @type {any} */ ({ challenge: { ...DAILY, done: false } }));
  ending.onShown(/** @type {any} */ ({ challenge: DAILY }));
  await settled();
  assert.match(said(), /Attempt 2 at this deal of the day/);
  state.gameId = "game-a";  // resumed from the unfinished games, and played through
  ending.onShown(/** @type {any} */ ({ challenge: DAILY }));
  await settled();
  assert.deepEqual(ends, ["game-b", "game-a"]);
  assert.match(said(), /before this first attempt was played through/);
  assert.deepEqual(dailyState("manille"), { dealt: 2, record: null });
  ending.onShown(/** @type {any} */ ({ challenge: DAILY }));  // a reply of the same game again: its end once
  await settled();
  assert.deepEqual(ends, ["game-b", "game-a"]);
});
