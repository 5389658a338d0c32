// @ts-check
// The app's page: load the engine, start or resume a game (the table itself is
// table/controller.js), keep every game saved (one slot per game), and stay within the app
// on Back. Its parts: the links it opens (app/links.js), sharing a game (app/sharing.js),
// the menu and Settings (app/menu.js).
import { Links, tell } from "./app/links.js";
import { bindMenu } from "./app/menu.js";
import { bindSharing } from "./app/sharing.js";
import { setupChallenges } from "./challenge.js";
import { openEngine } from "./engine.js";
import { newKeyPair } from "./live/keys.js";
import { hostTable } from "./live/tables.js";
import { rulesPage, setupLanguagePicker, setupNewGame } from "./newgame.js";
import { openingFor, warmOpenings } from "./opening.js";
import { openReview } from "./review.js";
import { storedMarks } from "./services/marks.js";
import { readSettings } from "./services/settings.js";
import { readLink, shortCode, shortLink } from "./services/share.js";
import { setupStats } from "./services/stats.js";
import * as store from "./services/storage.js";
import { watchTabs } from "./services/tabs.js";
import { WORDS, chooseLanguage, fillPageText, gameTitle, language, setLanguage, t } from "./services/text.js";
import { createTable, showMessage } from "./table/controller.js";
import { redrawFaces } from "./table/cards.js";
import { applyLook } from "./table/render.js";
import { chooseSpeed, createState, isSpeed } from "./table/state.js";

/** @typedef {import("./table/types.js").GameConfig} GameConfig */
/** @typedef {import("./table/types.js").StoredRecord} StoredRecord */
/** @typedef {import("./table/types.js").Described} Described */

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

// The player's language: its catalog may come from the network (boot waits for it, the
// engine does not).
const speaking = setLanguage(chooseLanguage());
const speedChoice = chooseSpeed(location.search);
const settings = readSettings();
applyLook(settings);
/** @type {Described[]} */
let catalogue = [];
let relabelNewGame = () => {};
const stats = setupStats({ catalogue: () => catalogue, say: showMessage });  // counts each finished game once

/** Show a screen; `push` adds a history entry so Back returns to the previous screen.
 * @param {string} name @param {boolean} [push] */
function showScreen(name, push = false) {
  if (state.screen === "error") return;  // the engine could not start: only that is shown
  // Written only when they change: a write, even of the same value, restyles the page (every reply shows the board).
  for (const screen of ["loading", "newgame", "board"]) {
    if ($(screen).hidden !== (name !== screen)) $(screen).hidden = name !== screen;
  }
  if (name === "newgame") {
    table.show("ready");
    $("cancel-new").hidden = !state.view || state.view.over;
    listUnfinished();
  } else if (name === "board") {
    table.show("table");
  }
  if (push && history.state?.screen !== name) history.pushState({ screen: name }, "");
}

const client = openEngine((words) => {
  table.show("error");
  showMessage(words);
});
const titleOf = (/** @type {string} */ variant) => (catalogue.some((v) => v.id === variant) ? gameTitle({ id: variant }) : variant);

/** Every game in its own slot; this tab claims the game it writes (see tabs.js). */
const table = createTable({
  state: { ...createState(), speed: speedChoice.speed, confirmPlay: settings.confirmPlay },
  transport: client,
  write: (record) => {
    const ok = store.writeSave(record);
    store.setTabGameId(/** @type {string} */ (state.gameId));  // a game kept has its slot
    tabs.claim(state.gameId);
    return ok;
  },
  onShown: (reply) => challenges.onShown(reply),
  onReply: (reply, engines) => {
    if (engines) stats.recordFinished(reply);  // never what a link or a record says before the engine has read it
    /** @type {HTMLAnchorElement} */ ($("btn-rules")).href = rulesPage(reply.config.variant);
    $("btn-rules").hidden = false;
    /** @type {HTMLButtonElement} */ ($("btn-embed")).disabled = !reply.save;  // a link's opening has none until the engine answers
    showScreen("board");
  },
  marks: storedMarks(),  // apart from the saves: an older save put back is seen (issue 49)
  playAgain: () => startGame({ ...state.config, seed: undefined, human_seat: state.humanSeat, level: state.level, undo: state.undo }),
  newGame: () => showScreen("newgame", true),
  review: (asked) => openReview({ client, ...asked }),
});
/** The table's UI state: read here, written only through table.store.update. */
const state = table.store.state;

/** What became of the game on show, in words, when another starts: kept as it is, kept
 * as it was when storage last took it, or not kept at all. Storage says, not the table:
 * with storage full from the start, nothing was ever kept.
 * @returns {[string, string] | null}  the words and their kind */
function keptWords() {
  if (!state.view || state.view.over || state.passive || !state.record) return null;  // nothing to keep, or kept elsewhere
  const title = titleOf(/** @type {GameConfig} */ (state.config).variant);  // a game on show has one
  const stored = store.readSaves().good.find((r) => r.id === state.gameId);
  if (!stored) return [WORDS.notKeptGame(title), "error"];
  return [stored.save === state.save ? WORDS.keptGame(title) : WORDS.keptGameEarlier(title), "info"];
}

/** A new game (new_game's params, or a challenge's with its `method`) in a slot of its own.
 * @param {import("./opening.js").NewGameParams | object} params @param {string} [method] */
async function startGame(params, method = "new_game") {
  await table.settle();
  showMessage("");
  const kept = keptWords();
  for (const r of store.readSaves().good) if (r.over) store.removeSave(r.id);
  // Eight openings a game are enough to start with, not to play on: once the engine runs,
  // it deals every new game itself.
  const opening = client.ready || method !== "new_game" ? null
    : await openingFor(/** @type {import("./opening.js").NewGameParams} */ (params));
  const error = await table.start(params, store.newGameId(), opening, method);
  if (!error && kept) showMessage(...kept);
  if (!error) history.pushState({ screen: "board" }, "");
  return error;
}

/** The new-game screen lists every unfinished game with a button to resume it. */
function listUnfinished() {
  const box = $("unfinished");
  const games = store.readSaves().good.filter((r) => !r.over && r.id !== state.gameId);
  box.hidden = !games.length;
  const list = $("unfinished-list");
  list.replaceChildren(...games.map((r) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = WORDS.resume;
    b.setAttribute("aria-label", WORDS.resumeGame(titleOf(r.variant)));
    b.addEventListener("click", () => table.resume(r).then((e) => !e && history.pushState({ screen: "board" }, "")));
    li.append(`${WORDS.unfinishedLine(titleOf(r.variant), r.deal || 0, new Date(r.updated).toLocaleString(language()))} `, b);
    return li;
  }));
}

/** A live table for the game the new-game screen sets up, on the live table's page, which
 * this browser hosts.
 * @param {import("./live/tables.js").DeskParams & {undo: boolean}} params @param {number} players */
async function openFriendsTable(params, players) {
  const pair = await newKeyPair();
  if (!pair) return showMessage(t("live-no-keys"));
  if (!hostTable(params, players, pair)) return showMessage(t("live-storage-blocked"));
  location.assign(`friends.html${location.search}#${pair.key}`);  // the page's speed and language go along
}

/** What the new-game screen's buttons do. */
/** @type {Parameters<typeof setupNewGame>[1]} */
const SHELF = { onStart: (p) => startGame(p), onFriends: openFriendsTable };

const challenges = setupChallenges({ client, state, start: startGame, linkOf: (code) => shortLink(code) });

/** When another tab takes this game over, this one stops saving it until asked back. */
const tabs = watchTabs({
  current: () => state.gameId,
  onTakenOver: () => {
    if (state.passive) return;
    table.store.update((s) => { s.passive = true; });
    showMessage(WORDS.otherTab, "info");
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = WORDS.takeOver;
    b.addEventListener("click", async () => {
      const record = store.readSaves().good.find((r) => r.id === state.gameId);
      showMessage("");
      if (record) await table.resume(record);
    });
    $("message").append(" ", b);
  },
});

/** The picker's choice (kept, unless `remember` is false: a link's), every word on the page
 * again, in `lang`, once its words are in; the game goes on as it was. When they cannot be
 * fetched, the page says so and keeps its language. @param {string} lang @param {boolean} [remember] */
async function changeLanguage(lang, remember = true) {
  const unavailable = await setLanguage(lang, { remember });
  /** @type {HTMLSelectElement} */ ($("language")).value = language();
  if (unavailable) return showMessage(unavailable, "error");
  $("live").replaceChildren();  // said already, in the language before
  showMessage("");
  fillPageText();
  relabelNewGame();
  challenges.label();
  listUnfinished();
  if (state.config) /** @type {HTMLAnchorElement} */ ($("btn-rules")).href = rulesPage(state.config.variant);
  table.draw();
  redrawFaces();  // each face's corner says its rank in the language
}

function bindPage() {
  table.bind();
  $("btn-new").addEventListener("click", () => showScreen("newgame", true));
  $("cancel-new").addEventListener("click", () => showScreen("board", true));
  bindSharing({ client, state, titleOf });
  $("share-challenge").addEventListener("click", () => challenges.openMaker());
  $("btn-challenge").addEventListener("click", () => challenges.openMaker());
  bindMenu(table);
  setupLanguagePicker(changeLanguage);
  // A short link pasted into this tab's address changes only its fragment: read it as a visit.
  addEventListener("hashchange", () => shortCode(location.hash) !== null && location.reload());
  addEventListener("popstate", (event) => {
    const screen = event.state?.screen || "newgame";
    showScreen(screen === "board" && !state.view ? "newgame" : screen);
  });
}

/** Move aside the saves that cannot be read; returns the good ones and what to say about
 * the last bad one, if any. */
function readableSaves() {
  const legacy = store.migrateLegacy();
  const { good, bad } = store.readSaves();
  if (legacy) bad.push({ key: store.LEGACY_KEY, reason: legacy });
  let problem = "";
  for (const { key, reason } of bad) {
    problem = store.setAside(key) ? WORDS.unreadable(reason) : WORDS.unreadableKept(reason);
  }
  return { good, problem };
}

/** Resume this tab's game, or the newest unfinished game no other tab is playing.
 * @param {StoredRecord[]} good */
async function resumeSaved(good) {
  const mine = store.tabGameId();
  const held = await tabs.heldElsewhere();
  const record = good.find((r) => r.id === mine) || good.find((r) => !r.over && !held.has(r.id));
  if (!record) return false;
  const setAside = (/** @type {string} */ reason) => {
    showMessage(store.setAside(store.saveKey(record.id)) ? WORDS.unreadable(reason) : WORDS.unreadableKept(reason));
    table.store.update((s) => Object.assign(s, { view: null, record: null, gameId: null }));
  };
  // Before the engine runs, the table is drawn from the record; a save it refuses later
  // is set aside then, as it is now when the engine already runs.
  const early = client.ready ? null : (/** @type {string} */ reason) => {
    setAside(reason);
    showScreen("newgame");
  };
  const reason = await table.resume(record, early);
  if (!reason) return true;
  setAside(reason);
  return false;
}

/** A newcomer's welcome: the shelf of games at once, from the catalogue the build wrote
 * (the engine's own answer to `hello`), while the engine loads; false if it cannot be read. */
async function showShelf() {
  try {
    const response = await fetch("catalogue.json");
    if (!response.ok) return false;
    catalogue = await response.json();
  } catch {
    return false;
  }
  relabelNewGame = setupNewGame(catalogue, SHELF);
  warmOpenings(catalogue.map((v) => v.id));
  showScreen("newgame");
  return true;
}

/** @typedef {import("./app/links.js").Link} Link */

const links = new Links({ client, table, challenges, startGame, resumeSaved, showScreen, changeLanguage, titleOf,
  catalogue: () => catalogue });

async function boot() {
  const unavailable = await speaking;
  fillPageText();
  if (unavailable) showMessage(unavailable, "error");
  bindPage();
  const q = new URLSearchParams(location.search);
  const short = shortCode(location.hash);
  /** @type {Link | null} */
  const found = short === null ? readLink(q.toString()) : { short };
  // A review's link: the review opens over whatever the table would show without it.
  const link = found?.review ? null : found;
  const refused = [...speedChoice.refused.map((r) => WORDS.speedRefused(r)), ...(found?.refused || [])];
  const { good: saves, problem } = readableSaves();
  const kept = new URLSearchParams([...q].filter(([k, v]) => (k === "speed" && isSpeed(v)) || k === "lang")).toString();
  history.replaceState({ screen: "newgame" }, "", location.pathname + (kept ? `?${kept}` : ""));
  const hello = client.call("hello");
  if (found?.review) openReview({ client, save: found.review.save, seat: found.review.seat });
  // Nothing to resume and no link: a newcomer, greeted by the games to choose from.
  const first = !link && !saves.some((r) => !r.over);
  const shelf = first && await showShelf();
  if (problem || refused.length) tell(refused, problem, "error");
  const resumed = !first && !link && await resumeSaved(saves);
  const shown = link?.short !== undefined && await links.showLinkOpening(link.short, refused, saves);
  try {
    catalogue = (await hello).variants;
  } catch (err) {
    return showMessage(WORDS.engineFailed(/** @type {Error} */ (err).message));
  }
  if (!shelf) relabelNewGame = setupNewGame(catalogue, SHELF);
  challenges.setGames(catalogue);
  for (const b of document.querySelectorAll(".bar button:not(#btn-embed)")) /** @type {HTMLButtonElement} */ (b).disabled = false;

  if (first) return shelf || showScreen("newgame");
  if (shown) return;
  if (link?.short !== undefined) return links.openShort(link.short, refused, saves);
  if (link) return links.openGameLink(link, refused);
  if (resumed) history.pushState({ screen: "board" }, "");
  else showScreen("newgame");
}

boot();
