// A challenge link's Play (web/challenge.js): it waits for the check of the players' games
// only so long (CHECK_WAIT), and the rest is checked while its player plays (issue 49,
// finding 8). Before, Play waited for every game: at the link's cap of 200 deals, about 19
// minutes of `hard` computer players in the browser.
import { freshPage } from "./page.js";
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { setupChallenges } from "../challenge.js";
import { fakeStorage } from "./fake_storage.js";

beforeEach(() => {
  globalThis.localStorage = fakeStorage();
  freshPage();
});

test("Play opens after a bounded wait, the rest of the check left for play", async (t) => {
  t.mock.timers.enable({ apis: ["Date"], now: Date.parse("2026-11-28T12:00:00Z") });
  let checks = 0;
  const challenge = { id: "c0ffee", variant: "manille", deals: 8, players: ["Anna", "Björn"], level: "hard", signed: [],
    daily: null };
  const client = { ready: true, call: async (/** @type {string} */ method) => {
    if (method === "open_link") return { challenge, check: { deals: 16, limit: 200 } };
    if (method !== "challenge_check") throw new Error(method);
    checks += 1;
    t.mock.timers.tick(6_000);  // a deal of `hard` computer players replayed
    return { finished: checks >= 200, checked: 0, of: 2, part: checks / 200, name: "Anna", deal: checks % 8, deals: 8 };
  } };
  const desk = setupChallenges(/** @type {any} */ ({ client, state: {}, start: async () => null, linkOf: (c) => c }));
  await desk.ask(/** @type {any} */ (challenge), "code");
  assert.ok(checks <= 5, `checked ${checks} times before Play`);
  assert.equal(/** @type {HTMLButtonElement} */ (document.getElementById("challenge-go")).disabled, false);
  assert.match(document.getElementById("challenge-status")?.textContent ?? "", /checked while you play/);
});
