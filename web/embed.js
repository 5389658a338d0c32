// @ts-check
// The embedded table (embed.html): one game, set by the page's address in the share links'
// format (services/share.js), played inside another site's page. It keeps its own saved game
// (one per embed id), tells the host page what happens and takes two requests from it
// (docs/browser.md: "Embedding"); nothing else crosses the frame.
import { OnDemandTransport } from "./transport/local.js";
import { openReview } from "./review.js";
import { openEngine } from "./engine.js";
import { createTable, showMessage, showScreen } from "./table/controller.js";
import { applyLook } from "./table/render.js";
import { readSettings } from "./services/settings.js";
import { openingRecord, readHeader, readOpening } from "./services/linkopening.js";
import { readLink, shortCode } from "./services/share.js";
import { chooseSpeed, createState } from "./table/state.js";
import * as store from "./services/storage.js";
import { WORDS, chooseLanguage, fillPageText, gameTitle, savedLanguage, setLanguage } from "./services/text.js";

/** @typedef {import("./table/types.js").GameConfig} GameConfig */
/** @typedef {import("./table/types.js").ResumeRecord} ResumeRecord */
/** @typedef {import("./table/types.js").GameRecord} GameRecord */
/** @typedef {import("./table/types.js").LinkHeader} LinkHeader */
/** @typedef {import("./table/types.js").Frame} Frame */

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

// The address's lang=, the player's choice, the browser's (boot: a short link's); its
// catalog may come from the network (boot waits for it).
const speaking = setLanguage(chooseLanguage());
/** The parameters that choose the game; an embed without an id is named after them. */
const GAME_KEYS = ["game", "seed", "options", "deal", "seat", "level"];
/** What a host page may ask of the table. */
const HOST_ASKS = new Set(["new-deal", "new-game"]);

/** What the address sets up: the link, the parameters it came from (`source`), the embed's
 * id, the host page's origin ("*": any) and the rules page's table the site worked out.
 * @typedef {{link: import("./services/share.js").LinkAsked & {short?: string}, source: string, id: string, host: string,
 *   shown: string | null}} Setup */

/** A short stable name for a text (32-bit FNV-1a), for embeds that give no id. @param {string} text */
function nameOf(text) {
  let h = 0x811c9dc5;
  for (const c of new TextEncoder().encode(text)) h = Math.imul(h ^ c, 0x01000193) >>> 0;
  return h.toString(36);
}

/** What the address asks for: {link, id, source, host} or {error}. A short link (`#t=`,
 * as the Embed dialog writes it) is {link: {short, refused}}.
 * @param {URLSearchParams} q @returns {Setup | {error: string}} */
function readSetup(q) {
  const short = shortCode(location.hash);
  /** @type {Setup["link"] | null} */
  const link = short !== null ? { short, refused: [] } : readLink(q.toString());
  if (!link) return { error: WORDS.embedNoGame };
  if (link.error) return /** @type {{error: string}} */ (link);
  const id = q.get("id");
  if (id !== null && !/^[\w.-]{1,64}$/.test(id)) return { error: WORDS.linkBad(WORDS.embedBadId) };
  const host = q.get("host");
  if (host !== null && !isOrigin(host)) return { error: WORDS.linkBad(WORDS.embedBadHost) };
  const shown = q.get("shown");
  if (shown !== null && !/^[a-z0-9-]{1,80}$/.test(shown)) return { error: WORDS.linkBad(WORDS.embedBadShown) };
  const source = short !== null ? `#t=${short}` : GAME_KEYS.map((k) => q.get(k) ?? "").join("\n");
  return { link, source, id: id || nameOf(source), host: host || "*", shown };
}

/** @param {string} text */
function isOrigin(text) {
  try {
    return new URL(text).origin === text;
  } catch {
    return false;
  }
}

const q = new URLSearchParams(location.search);
/** What the address asks for, read by boot once the page speaks its language (a link's
 * refusals and errors are worded as they are read). With an error, nothing else of it is
 * read: boot stops first. @type {Setup & {error?: string}} */
let setup;
const state = createState();
const settings = readSettings();  // the look the player chose on the site, where the frame shares its storage
applyLook(settings);
state.confirmPlay = settings.confirmPlay;
/** @type {import("./table/controller.js").Table | null} */
let table = null;
/** @type {LinkHeader | null} */
let opening = null;  // a short link's header with its opening (services/linkopening.js)
/** The table, made in boot before anything plays on it. */
const theTable = () => /** @type {import("./table/controller.js").Table} */ (table);
/** The game on show's settings (there once a game is). */
const config = () => /** @type {GameConfig} */ (state.config);

/** Tell the host page (the only one listening: `host` when given) what happened.
 * @param {string} type @param {object} fields */
function tell(type, fields) {
  if (parent !== window) parent.postMessage({ source: "tricktable", type, id: setup.id, ...fields }, setup.host);
}

/** @param {Frame["event"]} event */
function onEvent(event) {
  const game = config().variant;
  if (event.type === "deal_end") tell("deal", { game, deal: event.deal, result: event });
  else if (event.type === "game_over") tell("game", { game, result: event.result });
}

/** The host's requests: only from the page framing this one (and from `host` when given),
 * only of a known shape; anything else is ignored. @param {MessageEvent} event */
function onHostMessage(event) {
  if (parent === window || event.source !== parent) return;
  if (setup.host !== "*" && event.origin !== setup.host) return;
  const ask = event.data;
  if (!ask || typeof ask !== "object" || Array.isArray(ask) || !HOST_ASKS.has(ask.type) || !table) return;
  if (ask.type === "new-deal") newCards();
  else restart();
}

/** The embed's own game, from its address: a short link's opening drawn at once (the
 * engine checks it: the table's showOpening), or the engine's game. */
function restart() {
  const { link } = setup;
  const table = theTable();
  if (link.short !== undefined) {
    return opening ? table.showOpening(openingRecord(opening, setup.id), link.short, stop)
      : table.start({ code: link.short }, setup.id, null, "play_link");
  }
  return link.game ? table.start(link.game, setup.id)
    : table.resume(/** @type {ResumeRecord} */ ({ id: setup.id, ...link.deal }));  // no game: a deal
}

/** The same game and options with new cards. */
function newCards() {
  const { variant, options } = config();
  return theTable().start({ variant, options, human_seat: state.humanSeat, level: state.level, undo: false }, setup.id);
}

/** Store the game under this embed's id, with the parameters it was started from. */
/** @param {GameRecord} record */
const writeGame = (record) => store.writeSave({ ...record, source: setup.source }, store.embedKey(setup.id));

/** The game is not being saved.  Storage full: the message area says so.  Storage closed
 * to this frame (browsers close it to a page framed by another site): one quiet line, and
 * a button to ask for it where the browser has the Storage Access API. @param {boolean} blocked */
function refused(blocked) {
  if (!blocked) return showMessage(WORDS.storageFull);
  if (!$("storage-note").hidden) return;
  $("storage-note-text").textContent = WORDS.embedNotSaved;
  $("storage-allow").hidden = !("requestStorageAccess" in document);
  $("storage-note").hidden = false;
}

/** The player's "Allow saving": saved from now on if the browser opens its storage. */
async function allowSaving() {
  /** @type {HTMLButtonElement} */ ($("storage-allow")).disabled = true;
  if (await store.openStorage({ clicked: true }) && (!state.record || writeGame(state.record))) {
    $("storage-note").hidden = true;
    return;
  }
  $("storage-note-text").textContent = WORDS.embedStillNotSaved;
  $("storage-allow").hidden = true;
}

/** This embed's saved game, if it was saved for the same parameters. */
function savedGame() {
  try {
    const record = store.readRecord(store.embedKey(setup.id), setup.id);
    return record && record.source === setup.source ? record : null;
  } catch {
    return null;  // unreadable, or storage refused: this embed starts afresh
  }
}

/** The engine's answer to this table's own deal link, worked out when the site was built
 * (a rules page's live table: webbuild/rules_pages.py), as a record to draw at once; null
 * if there is none, or it answers another link.
 * @returns {Promise<ResumeRecord | null>} */
async function shownRecord() {
  const deal = setup.link.deal;
  if (!setup.shown || !deal) return null;
  try {
    const response = await fetch(new URL(`rules/live/${setup.shown}.json`, document.baseURI));
    const { asked, reply } = response.ok ? await response.json() : {};
    const same = asked && asked.save === deal.save && asked.human_seat === deal.human_seat && asked.level === deal.level;
    return same ? { id: setup.id, ...deal, view: reply.view, config: reply.config } : null;
  } catch {
    return null;  // the table waits for the engine, as any other
  }
}

function showBoard() {
  $("poster").hidden = $("loading").hidden = true;
  $("board").hidden = false;
  showScreen(table, "table");
}

/** The full app with this game's parameters (the same link format). */
function appLink() {
  const url = new URL("./", location.href);
  for (const k of [...GAME_KEYS, "lang"]) if (q.has(k)) url.searchParams.set(k, /** @type {string} */ (q.get(k)));
  if (setup.link.short !== undefined) url.hash = `t=${setup.link.short}`;
  return url.href;
}

/** No table: the message says why. @param {string} [message] */
function stop(message) {
  showScreen(table, "error");
  $("loading").hidden = $("board").hidden = true;  // a link's opening, if on show, was refused
  if (message) showMessage(message);
}

async function boot() {
  let unavailable = await speaking;
  // A short link speaks the language it was made in, unless the address or the player chose one.
  const short = shortCode(location.hash);
  if (short !== null && !q.has("lang") && !savedLanguage()) {
    const made = (await readHeader(short))?.lang;
    if (made) unavailable = await setLanguage(made);
  }
  setup = /** @type {Setup & {error?: string}} */ (readSetup(q));
  fillPageText();
  if (unavailable) showMessage(unavailable);
  // Sandboxed without allow-same-origin: no origin, so no engine (its worker is another
  // origin's script) and no storage.
  if (self.origin === "null") return stop(WORDS.embedSandboxed);
  if (setup.error) return stop(setup.error);
  const { speed, refused: speedsRefused } = chooseSpeed(location.search);
  state.speed = speed;
  /** @type {HTMLAnchorElement} */ ($("embed-open")).href = appLink();
  addEventListener("message", onHostMessage);
  await store.openStorage();  // storage the player opened to this frame on an earlier visit
  const onClick = q.get("start") === "click";
  const saved = savedGame();
  // start=click: a position the table can draw without the engine (this embed's saved
  // game, or one worked out when the site was built) is drawn at once, and the engine
  // loads at the player's first move; with none, the table waits for a click to load it.
  const early = onClick && (saved?.view ? saved : await shownRecord());
  if (setup.link.short !== undefined) opening = await readOpening(setup.link.short);
  if (opening?.k !== "g") opening = null;
  if (onClick && !early && !opening) {
    $("loading").hidden = true;
    $("poster").hidden = false;
    showScreen(table, "ready");
    await new Promise((resolve) => $("btn-load").addEventListener("click", resolve, { once: true }));
    $("poster").hidden = true;
    $("loading").hidden = false;
    showScreen(table, "loading");
  }
  const transport = early || (onClick && opening) ? new OnDemandTransport(() => openEngine(stop)) : openEngine(stop);
  table = createTable({
    state,
    transport,
    write: writeGame,
    refused,
    onReply: showBoard,
    onEvent,
    playAgain: newCards,
    newGame: restart,
    review: (asked) => openReview({ client: transport, ...asked }),
  });
  table.bind();
  $("btn-restart").addEventListener("click", restart);
  $("storage-allow").addEventListener("click", allowSaving);
  const resumed = early ? !(await table.resume(early, showMessage)) : saved && !(await table.resume(saved));
  if (!resumed && await restart()) return stop();  // the engine's message is on show
  // What the address or storage asked for that the table plays without, until the first move.
  const said = [...speedsRefused.map((r) => WORDS.speedRefused(r)), ...(setup.link.refused ?? [])];  // a link's, read
  if (said.length) showMessage(said.join(" "));
  for (const b of document.querySelectorAll(".bar button")) /** @type {HTMLButtonElement} */ (b).disabled = false;

  document.title = $("embed-title").textContent = WORDS.embedFrameTitle(gameTitle({ id: config().variant }));
  tell("ready", { game: config().variant, seat: state.humanSeat });
}

boot();
