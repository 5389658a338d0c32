// "Share → this deal" (app/sharing.js): the link starts where the deal on show starts. At a
// game's end the engine's last start is the game's end, where no deal starts: a link from
// there was the sender's whole game, over, and its receiver's statistics counted it as won
// (issue 49, finding 1). Once the game is over, "this deal" is the last deal played.
import { freshPage } from "./page.js";
import assert from "node:assert/strict";
import { test } from "node:test";
import { bindSharing } from "../app/sharing.js";

/** The moves "Share → this deal" asks the engine to link from, on a table whose deals start
 * at `starts` (the engine's deal_starts), its game `over` or not. @param {number[]} starts @param {boolean} over */
async function sharedFrom(starts, over) {
  freshPage();
  /** @type {any[]} */
  const asked = [];
  const client = { ready: true, call: async (/** @type {string} */ method, /** @type {any} */ params) => {
    asked.push({ method, ...params });
    return { code: "c0de" };
  } };
  bindSharing({ client, state: { dealStarts: starts, view: { over }, save: "kept", humanSeat: 0, level: "hard" },
    titleOf: (v) => v });
  document.getElementById("btn-share").click();
  document.getElementById("share-deal").click();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(asked.length, 1);
  assert.equal(asked[0].method, "make_link");
  return asked[0].moves;
}

test("this deal, in play, starts where the deal in play starts", async () => {
  assert.equal(await sharedFrom([0, 40], false), 40);
  assert.equal(await sharedFrom([0], false), 0);
});

test("this deal, once the game is over, is the last deal played, not the game's end", async () => {
  assert.equal(await sharedFrom([0, 40, 80], true), 40);
});
