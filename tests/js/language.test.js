// The page comes with English's words only; another language's catalog is fetched when the
// page speaks it (services/language.js). Until it is in, the page keeps its words; when it
// cannot be fetched (offline, and not kept by the service worker) the page stays in its
// language, says so in its words, and the choice is not kept.
import { freshPage } from "./page.js";
import { offline, online } from "./served.js";
import assert from "node:assert/strict";
import { test } from "node:test";
import { fillPageText, language, setLanguage, t } from "../services/text.js";

const newGame = () => /** @type {HTMLElement} */ (document.querySelector("[data-text=newGame]")).textContent;

test("a picked language that cannot be fetched keeps the page's words and says so", async () => {
  freshPage();
  localStorage.clear();
  await setLanguage("en");
  fillPageText();
  offline();
  try {
    const said = await setLanguage("fr", { remember: true });
    fillPageText();
    assert.equal(language(), "en");
    assert.equal(document.documentElement.lang, "en");
    assert.equal(newGame(), "New game");
    assert.match(String(said), /Français.*English/);  // in the page's words, naming the one picked
    assert.equal(localStorage.getItem("tricktable.lang"), null);
  } finally {
    online();
  }
});

test("a picked language is spoken once its catalog is in, the words before kept meanwhile", async () => {
  freshPage();
  await setLanguage("en");
  /** @type {() => void} */
  let arrive = () => {};
  const served = globalThis.fetch;
  globalThis.fetch = async (url) => { await new Promise((resolve) => { arrive = () => resolve(null); }); return served(url); };
  try {
    const picked = setLanguage("nl", { remember: true });
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(language(), "en");  // on its way: the page still speaks English
    assert.equal(t("new-game"), "New game");
    arrive();
    assert.equal(await picked, null);
    fillPageText();
    assert.equal(language(), "nl");
    assert.equal(document.documentElement.lang, "nl");
    assert.equal(newGame(), "Nieuwe partij");
    assert.equal(localStorage.getItem("tricktable.lang"), "nl");
  } finally {
    globalThis.fetch = served;
    await setLanguage("en");
    localStorage.clear();
  }
});
