// @ts-check
// The app's page: load the engine, start or resume a game (the table itself is
// table/controller.js), keep every game saved (one slot per game), share it, and stay
// within the app on Back.
import { setupChallenges } from "./challenge.js";
import { randomKey } from "./live/keys.js";
import { hostTable } from "./live/tables.js";
import { rulesPage, setupLanguagePicker, setupNewGame } from "./newgame.js";
import { openingFor, warmOpenings } from "./opening.js";
import { openEngine } from "./engine.js";
import { createTable, showMessage } from "./table/controller.js";
import { openingRecord, readOpening } from "./services/linkopening.js";
import { openReview } from "./review.js";
import { listenForFirstTouch, setSound, soundOn } from "./services/sound.js";
import { applyLook } from "./table/render.js";
import { fillSettingsForm, keepSettings, readSettings, settingsOfForm } from "./services/settings.js";
import { chooseSpeed, createState, isSpeed, keepSpeed } from "./table/state.js";
import * as store from "./services/storage.js";
import { copyFrom, embedSnippet, readLink, shortCode, shortLink } from "./services/share.js";
import { setupStats } from "./services/stats.js";
import { watchTabs } from "./services/tabs.js";
import { WORDS, chooseLanguage, errorText, fillPageText, gameTitle, language, savedLanguage, setLanguage, t } from "./services/text.js";

/** @typedef {import("./table/types.js").GameConfig} GameConfig */
/** @typedef {import("./table/types.js").ResumeRecord} ResumeRecord */
/** @typedef {import("./table/types.js").StoredRecord} StoredRecord */
/** @typedef {import("./table/types.js").Described} Described */

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

setLanguage(chooseLanguage());
fillPageText();
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
  playAgain: () => startGame({ ...state.config, seed: undefined, human_seat: state.humanSeat, level: state.level, undo: state.undo }),
  newGame: () => showScreen("newgame", true),
  review: (asked) => openReview({ client, ...asked }),
});
/** The table's UI state: read here, written only through table.store.update. */
const state = table.store.state;
/** Where the deal in play starts, in moves of the save (the engine's word), if known. */
const dealStart = () => state.dealStarts?.at(-1) ?? null;

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
function openFriendsTable(params, players) {
  const secret = randomKey();
  if (!hostTable(params, players, secret)) return showMessage(t("live-storage-blocked"));
  location.assign(`friends.html${location.search}#${secret}`);  // the page's speed and language go along
}

/** What the new-game screen's buttons do. */
/** @type {Parameters<typeof setupNewGame>[1]} */
const SHELF = { onStart: (p) => startGame(p), onFriends: openFriendsTable };

const challenges = setupChallenges({ client, state, start: startGame, linkOf: (code) => shortLink(code) });

/** Show a short link to the game on show (from its start, or from the deal in play) in the
 * share box and copy it, saying which kind it is. @param {"deal" | "game"} kind */
async function share(kind) {
  /** @type {HTMLInputElement} */ ($("share-link")).value = "";  // until the engine has written the new one
  let link;
  try {
    const moves = kind === "deal" ? dealStart() : 0;
    const { code } = await client.call("make_link", { save: state.save, moves, human_seat: state.humanSeat,
      level: state.level, lang: language() });
    link = shortLink(code);
  } catch (err) {
    return showMessage(errorText(err));
  }
  /** @type {HTMLInputElement} */ ($("share-link")).value = link;
  $("share-what").textContent = WORDS.shareWhat(kind);
  try {
    await navigator.clipboard.writeText(link);
    showMessage(WORDS.shareCopied(kind), "info");
  } catch {
    showMessage(WORDS.shareCopy(kind), "info");
  }
}

/** The code another page pastes to show the game on show: this deal, or the game from its
 * start, on the embedded table (embed.html) at the player's seat, level, speed and language:
 * a short link (the engine's make_link) with its reader's opening, shown before the engine. */
async function embedCode() {
  const deal = /** @type {HTMLInputElement} */ ($("embed-what").querySelector("input:checked")).value === "deal" && dealStart() !== null;
  const { code } = await client.call("make_link", { save: state.save, moves: deal ? dealStart() : 0,
    human_seat: state.humanSeat, level: state.level, lang: language() });
  const src = shortLink(code, `embed.html?speed=${state.speed}`);
  const [width, height] = /** @type {HTMLSelectElement} */ ($("embed-size")).value.split("x");
  const title = WORDS.embedFrameTitle(titleOf(/** @type {GameConfig} */ (state.config).variant));  // a game on show has one
  return embedSnippet(src, { width, height, title });
}

/** Write the dialog's snippet anew (empty until the engine has written its link). */
async function fillEmbed() {
  const code = /** @type {HTMLTextAreaElement} */ ($("embed-code"));
  code.value = "";
  $("embed-status").textContent = "";
  try {
    code.value = await embedCode();
  } catch (err) {
    $("embed-status").textContent = errorText(err);
  }
}

function openEmbed() {
  const deal = /** @type {HTMLInputElement} */ ($("embed-what").querySelector("input[value=deal]"));
  deal.disabled = dealStart() === null;
  if (deal.disabled) /** @type {HTMLInputElement} */ ($("embed-what").querySelector("input[value=game]")).checked = true;
  fillEmbed();
  /** @type {HTMLDialogElement} */ ($("embed-dialog")).showModal();
}

const copyEmbed = () => copyFrom(/** @type {HTMLTextAreaElement} */ ($("embed-code")), $("embed-status"), WORDS.embedCopied,
  WORDS.embedCopyYourself);

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
 * again, in `lang`; the game goes on as it was. @param {string} lang @param {boolean} [remember] */
function changeLanguage(lang, remember = true) {
  setLanguage(lang, { remember });
  /** @type {HTMLSelectElement} */ ($("language")).value = language();
  $("live").replaceChildren();  // said already, in the language before
  showMessage("");
  fillPageText();
  relabelNewGame();
  challenges.label();
  listUnfinished();
  if (state.config) /** @type {HTMLAnchorElement} */ ($("btn-rules")).href = rulesPage(state.config.variant);
  table.draw();
}

/** A menu closes as menus do: a tap outside it, Escape (back to its button), or a choice
 * made in it (a link or button; not a switch or the speed, which may be changed again).
 * @param {HTMLDetailsElement} menu */
function closeMenuFromOutside(menu) {
  const close = () => { menu.open = false; };
  document.addEventListener("pointerdown", (event) => { if (menu.open && !menu.contains(/** @type {Node} */ (event.target))) close(); });
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    close();
    /** @type {HTMLElement} */ (menu.querySelector("summary")).focus();
  });
  menu.addEventListener("click", (event) => {
    if (/** @type {Element} */ (event.target).closest(".menu-items > button:not([aria-pressed]), .menu-items > a")) close();
  });
}

/** Whether sounds are on, shown on the menu's switch and in Settings. @param {boolean} on */
function showSound(on) {
  $("btn-sound").setAttribute("aria-pressed", String(on));
  /** @type {HTMLInputElement} */ (/** @type {HTMLFormElement} */ ($("settings-form")).elements.namedItem("sound")).checked = on;
}

/** The player turns sounds on or off (the menu's switch or Settings): kept, and shown on both.
 * @param {boolean} on */
function chooseSound(on) {
  setSound(on);
  showSound(on);
}

/** The speed, chosen in the menu or in Settings: one choice, both show it. */
function bindSpeed() {
  const menu = /** @type {HTMLSelectElement} */ ($("speed"));
  const dialog = /** @type {HTMLSelectElement} */ ($("settings-speed"));
  dialog.replaceChildren(...[...menu.options].map((o) => o.cloneNode(true)));
  for (const select of [menu, dialog]) {
    select.value = state.speed;
    select.addEventListener("change", () => {
      menu.value = dialog.value = select.value;
      table.store.update((s) => { s.speed = select.value; });
      keepSpeed(select.value);
    });
  }
}

/** The Settings dialog: each change applies at once and is kept for the next visit. */
function bindSettings() {
  const form = /** @type {HTMLFormElement} */ ($("settings-form"));
  $("btn-settings").addEventListener("click", () => {
    fillSettingsForm(form, readSettings());
    /** @type {HTMLDialogElement} */ ($("settings-dialog")).showModal();
  });
  form.addEventListener("change", (event) => {
    const field = /** @type {HTMLInputElement} */ (event.target);  // a change in the form: one of its fields
    if (field.name === "speed") return;  // bindSpeed's
    if (field.name === "sound") return chooseSound(field.checked);  // sound.js keeps it
    const chosen = settingsOfForm(form);
    applyLook(chosen);
    keepSettings(chosen);
    table.store.update((s) => Object.assign(s, { confirmPlay: chosen.confirmPlay, raised: null }));
  });
}

function bindPage() {
  table.bind();
  $("btn-new").addEventListener("click", () => showScreen("newgame", true));
  $("cancel-new").addEventListener("click", () => showScreen("board", true));
  $("btn-share").addEventListener("click", () => {
    $("share-box").hidden = !$("share-box").hidden;
    /** @type {HTMLButtonElement} */ ($("share-deal")).disabled = dealStart() === null;
  });
  $("share-deal").addEventListener("click", () => share("deal"));
  $("share-game").addEventListener("click", () => share("game"));
  $("share-challenge").addEventListener("click", () => challenges.openMaker());
  $("btn-challenge").addEventListener("click", () => challenges.openMaker());
  $("btn-embed").addEventListener("click", openEmbed);
  $("embed-dialog").addEventListener("change", fillEmbed);
  $("embed-copy").addEventListener("click", copyEmbed);
  $("embed-close").addEventListener("click", () => /** @type {HTMLDialogElement} */ ($("embed-dialog")).close());
  showSound(soundOn());
  $("btn-sound").addEventListener("click", () => chooseSound(!soundOn()));
  listenForFirstTouch();  // the embedded table stays silent: its host's reader did not ask for sound
  closeMenuFromOutside(/** @type {HTMLDetailsElement} */ (document.querySelector(".bar .menu")));
  bindSpeed();
  bindSettings();
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

/** The settings the address or storage asked for that the table refused (it plays on
 * with its own), said before `text`: each in one line.
 * @param {string[]} refused @param {string} [text] @param {string} [kind] */
function tell(refused, text = "", kind = "info") {
  showMessage([...refused, text].filter(Boolean).join(" "), refused.length ? "error" : kind);
}

/** A game link's seat beyond the game's seats: refused like a seat that is no number.
 * @param {Link} link @param {string[]} refused */
function seatInRange(link, refused) {
  const asked = link?.game;
  const game = asked && catalogue.find((v) => v.id === asked.variant);
  if (!asked || !game || asked.human_seat < game.players) return;
  refused.push(WORDS.seatRefused(String(asked.human_seat)));
  asked.human_seat = 0;
}

/** A short link (`#t=`): the engine reads it (the game, a deal, or a challenge) and the link's
 * language is spoken unless the player chose one. Refused, it says why and the saved game
 * in progress goes on: nothing is lost.
 * @param {string} code @param {string[]} refused @param {StoredRecord[]} saves */
async function openShort(code, refused, saves) {
  /** @type {{lang?: string, review?: {save: string, seat: number}, challenge?: import("./challenge.js").Info,
   *   game?: object, deal?: {save: string, human_seat: number, level: string}}} */
  let opened;
  try {
    opened = await client.call("open_link", { code });
  } catch (err) {
    return refuseLink(refused, errorText(err), saves);
  }
  speakLinkLanguage(opened.lang || opened.challenge?.lang);
  if (opened.review) {  // the review opens over whatever the table would show without it
    openReview({ client, save: opened.review.save, seat: opened.review.seat });
    return backToSaved(saves);
  }
  if (opened.challenge) {
    if (!await resumeSaved(saves)) showScreen("newgame");
    return challenges.openLink(opened.challenge, code);
  }
  const waiting = store.readSaves().good.find((r) => !r.over);
  const error = opened.game ? await startGame(opened.game)
    : await table.resume(/** @type {ResumeRecord} */ ({ id: store.newGameId(), ...opened.deal }));  // no game: a deal
  if (error) {
    tell(refused, WORDS.linkFailed(error), "error");
    return showScreen("newgame");
  }
  if (opened.deal) history.pushState({ screen: "board" }, "");
  return tell(refused, waiting ? WORDS.keptGame(titleOf(waiting.variant)) : "");
}

/** The language a link was made in, spoken unless the player chose one. @param {string | undefined} lang */
function speakLinkLanguage(lang) {
  if (lang && !savedLanguage() && !new URLSearchParams(location.search).has("lang") && lang !== language()) {
    changeLanguage(lang, false);
  }
}

/** The saved game in progress on the table again (a link refused or read), else the shelf.
 * @param {StoredRecord[]} saves */
async function backToSaved(saves) {
  if (await resumeSaved(saves)) history.pushState({ screen: "board" }, "");
  else showScreen("newgame");
}

/** A link refused by the engine (`why`): said, and the saved game in progress goes on.
 * @param {string[]} refused @param {string} why @param {StoredRecord[]} saves */
async function refuseLink(refused, why, saves) {
  tell(refused, t("link-refused", { why }), "error");
  await backToSaved(saves);
}

/** A game or deal link that carries its opening (services/linkopening.js): on the table at
 * once, before the engine runs, which then checks it (the table's showOpening). Refused by
 * the engine, it says why and the saved game in progress goes on. Whether it is on show.
 * @param {string} code @param {string[]} refused @param {StoredRecord[]} saves */
async function showLinkOpening(code, refused, saves) {
  const header = client.ready ? null : await readOpening(code);
  if (!header || (header.k === "c" && await challenges.known(header))) return false;
  speakLinkLanguage(header.lang);
  const waiting = store.readSaves().good.find((r) => !r.over);
  const refuse = (/** @type {string} */ why) => refuseLink(refused, why, saves);
  if (header.k === "c") {  // its invitation now, over the game in progress; its Play, the opening
    if (!(saves.some((r) => !r.over) && await resumeSaved(saves))) showScreen("newgame");
    challenges.invite(header, code, async () => {
      await table.settle();
      const error = await table.showOpening(openingRecord(header, store.newGameId()), code, refuse);
      if (!error) history.pushState({ screen: "board" }, "");
    }, refuse);
    return true;
  }
  const error = await table.showOpening(openingRecord(header, store.newGameId()), code, refuse);
  if (error) return false;
  history.pushState({ screen: "board" }, "");
  tell(refused, waiting ? WORDS.keptGame(titleOf(waiting.variant)) : "");
  return true;
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

/** What the page's address asks for: a short link's code, or what readLink reads.
 * @typedef {import("./services/share.js").LinkAsked & {short?: string}} Link */

async function boot() {
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
  const shown = link?.short !== undefined && await showLinkOpening(link.short, refused, saves);
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
  if (link?.short !== undefined) return openShort(link.short, refused, saves);
  if (link) {
    seatInRange(link, refused);
    const waiting = store.readSaves().good.find((r) => !r.over);
    const error = link.error || (link.game ? await startGame(link.game)
      : await table.resume(/** @type {ResumeRecord} */ ({ id: store.newGameId(), ...link.deal })));  // a deal
    if (!error) {
      if (link.deal) history.pushState({ screen: "board" }, "");
      return tell(refused, waiting ? WORDS.keptGame(titleOf(waiting.variant)) : "");
    }
    tell(refused, link.error || WORDS.linkFailed(error), "error");
    return showScreen("newgame");
  }
  if (resumed) history.pushState({ screen: "board" }, "");
  else showScreen("newgame");
}

boot();
