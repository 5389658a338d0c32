// A reply opened in the tab where the challenge was played (web/challenge.js and
// challenge/ending.js): the link reloads the tab, which resumes the game played through and
// so ends it again while the reply is read. Before, whichever came last took the dialog:
// the tab's own end showed its old table over the reply, hiding a friend's result or the
// warning that a signature does not hold (issue 49, finding 5). A link opened keeps it.
import { freshPage } from "./page.js";
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { setupChallenges } from "../challenge.js";
import { file, keepName } from "../challenge/filed.js";
import { fakeStorage } from "./fake_storage.js";

const b64 = (/** @type {ArrayBuffer} */ bytes) => Buffer.from(bytes).toString("base64url");

/** A result signed by a key of its own, but not of what the link holds: a forgery. */
async function forged() {
  const pair = /** @type {CryptoKeyPair} */ (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"]));
  const sig = await crypto.subtle.sign({ name: "Ed25519" }, pair.privateKey, new Uint8Array(32).fill(1));
  return { key: b64(await crypto.subtle.exportKey("raw", pair.publicKey)), sig: b64(sig), digest: b64(new Uint8Array(32)) };
}

beforeEach(() => {
  globalThis.localStorage = fakeStorage();
  freshPage();
  keepName("Dagný");
});

test("a reply opened as the tab ends its own challenge again keeps the dialog", async () => {
  const mine = { id: "c0ffee", variant: "manille", deals: 1, players: ["Dagný"], level: "easy", daily: null };
  file(mine, "own", "Dagný");  // played through here before the reply came
  const reply = { ...mine, players: ["Dagný", "Björn"], signed: [null, await forged()] };
  /** @type {(value?: unknown) => void} */
  let release = () => {};
  const late = new Promise((resolve) => { release = resolve; });
  const client = { ready: true, call: async (/** @type {string} */ method) => {
    if (method === "challenge_merge") return { code: "reply", challenge: reply };
    if (method === "open_link") return { challenge: reply, check: { deals: 2, limit: 200 } };
    if (method === "challenge_check") return { finished: true };
    if (method !== "challenge_end") throw new Error(method);
    await late;  // the tab's own end, slower than reading the reply
    return { table: { players: [{ name: "Dagný", deals: [12], total: 12 }], deals: 1, me: 0 }, code: "own-end",
      full: null, limit: 0 };
  } };
  const state = { gameId: "game-a", view: null, challenge: { ...mine, code: "own", done: true } };
  const desk = setupChallenges(/** @type {any} */ ({ client, state, start: async () => null, linkOf: (c) => c }));
  desk.onShown(/** @type {any} */ ({ challenge: state.challenge }));  // the resumed game, played through
  await desk.openLink(/** @type {any} */ (reply), "reply");
  const status = () => document.getElementById("challenge-status")?.textContent ?? "";
  assert.match(status(), /Björn's signature .* does not hold/);
  release();
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
  assert.equal(desk.mode, "intro");
  assert.match(status(), /Björn's signature .* does not hold/);
});
