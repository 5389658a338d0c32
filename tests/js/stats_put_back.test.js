// Issue 49: a game put back to an older copy of itself (services/marks.js; the engine's
// `put_back`) is practice, and Statistics says what happened, not that Undo was used.
import { freshPage } from "./page.js";
import "./served.js";  // the other languages' catalogs, fetched
import assert from "node:assert/strict";
import { test } from "node:test";
import { recordFinished, setupStats } from "../services/stats.js";
import { LANGUAGES, setLanguage, t } from "../services/text.js";

globalThis.addEventListener ??= window.addEventListener.bind(window);  // the dialog hears other tabs' storage

/** A finished game's reply as the engine gives it, `fields` added. @param {number} seed @param {object} fields */
const ended = (seed, fields) => ({
  view: { over: true, outcome: { won: true, score: 170, called: 0, made: 0 } },
  config: { variant: "manni", seed: `s${seed}`, options: {} }, human_seat: 0, level: "hard", ...fields,
});

test("a game put back is counted apart and said as put back, not as played with Undo", async () => {
  freshPage();
  localStorage.clear();
  assert.ok(recordFinished(ended(1, { practice: true, put_back: true })));
  assert.ok(recordFinished(ended(2, { practice: true, put_back: false })));
  assert.ok(recordFinished(ended(3, { practice: false, put_back: false })));
  setupStats({ catalogue: () => [], say: () => {} });
  const open = /** @type {HTMLButtonElement} */ (document.getElementById("btn-stats"));
  open.disabled = false;  // as app.js enables it once the engine is ready
  for (const lang of Object.keys(LANGUAGES)) {
    await setLanguage(lang);
    open.click();
    const body = /** @type {HTMLElement} */ (document.getElementById("stats-body"));
    assert.equal(body.querySelector("[data-put-back]")?.textContent, t("stats-put-back", { n: 1 }), lang);
    assert.equal(body.querySelector("[data-practice]")?.textContent, t("stats-practice", { n: 1 }), lang);
    assert.match(body.textContent ?? "", /\b1\b/, lang);
    /** @type {HTMLDialogElement} */ (document.getElementById("stats-dialog")).close();
  }
  await setLanguage("en");
  assert.doesNotMatch(t("stats-put-back", { n: 1 }), /Undo/);
});
