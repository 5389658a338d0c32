// Words a player should never see (issue 49, finding 7): a link or a save the page cannot
// use is refused in the player's language, saying what to do, never in a parser's words or
// the engine's English detail, and never blaming the browser's storage for a link.
import assert from "node:assert/strict";
import { test } from "node:test";
import "./served.js";  // the other languages' catalogs, fetched
import { readLink } from "../services/share.js";
import { LANGUAGES, errorText, setLanguage, t } from "../services/text.js";
import { cardName } from "../services/cardnames.js";
import { Gate } from "../live/gate.js";
import { checkHostMessage } from "../live/messages.js";

globalThis.document ??= /** @type {any} */ ({ documentElement: {} });  // setLanguage marks the page's language

/** A program's words, or the engine's English detail, in what a player reads. */
const RAW = /JSON|position \d|Expect|should have|after validation|List |\{|\[object|undefined|table sent a request/;

/** Each of the page's languages in turn. @param {(lang: string) => void} check */
async function inEveryLanguage(check) {
  for (const lang of Object.keys(LANGUAGES)) {
    await setLanguage(lang);
    check(lang);
  }
  await setLanguage("en");
}

test("a link's house rules that are no JSON object are refused in words, before the engine", async () => {
  // Before: "Expected property name or '}' in JSON at position 1…", the parser's words; and
  // [1,2] went to the engine, which answered "The table sent a request…: options: …".
  await inEveryLanguage((lang) => {
    for (const options of ["{bad", "[1,2]", "null", "7", '"text"']) {
      const link = readLink(`?game=manni&options=${encodeURIComponent(options)}`);
      assert.ok(link?.error && !link.game, `${lang} ${options}`);
      assert.doesNotMatch(link.error, RAW, `${lang} ${options}: ${link.error}`);
    }
    assert.doesNotMatch(/** @type {string} */ (readLink("?deal=%21%21%21")?.error), RAW, lang);  // no base64url
  });
  assert.match(/** @type {string} */ (readLink("?game=manni&options={bad")?.error), /house rules.*Ask whoever sent it/);
  assert.deepEqual(readLink('?game=manni&options={"target":5}')?.game?.options, { target: 5 });
});

/** The engine's refusals the issue met, as the engine gives them (code, params, English message). */
const REFUSALS = {
  emptied: { code: "bad_save", params: {}, message: "The saved game is not valid JSON: 'Expecting value: line 1 column 1 (char 0)'" },
  nine: { code: "bad_link", params: { detail: "p: List should have at most 8 items after validation, not 9" },
    message: "p: List should have at most 8 items after validation, not 9" },
  cut: { code: "kept_altered", params: {}, message: "This kept game cannot be opened: it was changed or cut" },
  huge: { code: "too_large", params: { length: 2_000_056, limit: 2_000_000 },
    message: "The request is too large (2,000,056 characters; at most 2,000,000)" },
};

test("the engine's refusals of a save or a link are said in the player's words, with what to do", async () => {
  await inEveryLanguage((lang) => {
    for (const [what, refusal] of Object.entries(REFUSALS)) {
      const said = errorText(Object.assign(new Error(refusal.message), refusal));
      assert.doesNotMatch(said, RAW, `${lang} ${what}: ${said}`);
      assert.notEqual(said, refusal.message, `${lang} ${what}: the engine's English`);
    }
  });
  const said = (/** @type {keyof REFUSALS} */ what) => errorText(Object.assign(new Error(), REFUSALS[what]));
  assert.doesNotMatch(said("cut"), /storage/, "a save that came in a link is not called changed in storage");
  assert.match(said("huge"), /2,000,056.*ask whoever sent it/);
  assert.match(said("nine"), /Ask whoever sent it/);
  assert.match(said("emptied"), /Start a new game/);
});

/** The engine's refusals of a game's settings (bad_option: the game, the option, what is
 * wrong), as new_game gives them for a link's `?game=` and `?options=`. */
const SETTINGS = {
  game: { game: "nogame", option: "", problem: "game", message: "Unknown game 'nogame'; the games are: manni, manille" },
  unknown: { game: "manni", option: "nope", problem: "unknown", message: "unknown field 'nope'" },
  value: { game: "manni", option: "target", problem: "value", message: "target: should be a whole number, not 'x'" },
  other: { game: "manni", option: "decks", problem: "other", message: "Deck 0 has 47 cards; this game needs all 48" },
};

test("a game's settings refused are said in the player's words, naming the setting, never the engine's English", async () => {
  // Before: "These game settings are not valid: target: should be a whole number, not 'x'".
  const refusal = (/** @type {keyof SETTINGS} */ what) => {
    const { message, ...params } = SETTINGS[what];
    return Object.assign(new Error(message), { code: "bad_option", params });
  };
  const info = console.info;
  console.info = () => {};  // where the English detail goes
  try {
    await inEveryLanguage((lang) => {
      for (const [what, { message }] of Object.entries(SETTINGS)) {
        const said = errorText(refusal(/** @type {keyof SETTINGS} */ (what)));
        assert.ok(!said.includes(message) && !/should be|unknown field|Unknown game|Deck 0/.test(said), `${lang} ${what}: ${said}`);
        assert.doesNotMatch(said, RAW, `${lang} ${what}: ${said}`);
        assert.ok(said.includes(t("new-game")), `${lang} ${what} says where to go: ${said}`);
      }
      assert.ok(errorText(refusal("value")).includes(t("option-manni-target")), `${lang}: the rule by its label`);
      assert.ok(errorText(refusal("unknown")).includes("nope"), `${lang}: an unknown rule by its name`);
    });
  } finally {
    console.info = info;
  }
});

test("a request the engine cannot use (a link's house rules nested too deeply) is said in words, not its English", async () => {
  // Before: "The table sent a request the game could not use: The request is nested too deeply (more than 32 levels)",
  // for ?game=manni&options={"a":[[[[…]]]]}, which the page's JSON.parse takes.
  const message = "The request is nested too deeply (more than 32 levels)";
  const info = console.info;
  console.info = () => {};
  try {
    await inEveryLanguage((lang) => {
      const said = errorText(Object.assign(new Error(message), { code: "bad_request", params: {} }));
      assert.ok(!said.includes("nested") && !said.includes(message), `${lang}: ${said}`);
      assert.doesNotMatch(said, RAW, `${lang}: ${said}`);
    });
  } finally {
    console.info = info;
  }
});

test("a friend's move the host's engine refused is said on the friend's page with its values", async () => {
  // Before: the host's `refused` line carried the code and English words only, and the
  // friend read "You must follow suit: you hold a {$suit}, so you cannot play the {$card}."
  /** @type {object[]} */
  const sent = [];
  new Gate((m) => sent.push(m)).refuse("friend", { code: "must_follow", message: "You must follow suit",
    params: { suit: "H", card: "QS" } });
  const m = checkHostMessage(sent[0]);
  assert.ok(m?.t === "refused");
  await inEveryLanguage((lang) => {
    const words = errorText({ ...m });
    assert.doesNotMatch(words, RAW, `${lang}: ${words}`);
    assert.ok(words.includes(cardName("QS")), `${lang}: ${words}`);
  });
});
