// Boot and flow: load the engine, start or resume a game, show replies at a readable pace,
// keep every game saved (one slot per game) and stay within the app on Back.
import { Client } from "./client.js";
import { rulesPage, setupLanguagePicker, setupNewGame } from "./newgame.js";
import { playFrames } from "./table/pace.js";
import { render } from "./table/render.js";
import { SPEEDS, createState } from "./table/state.js";
import * as store from "./table/storage.js";
import { dealLink, gameLink, readLink } from "./table/share.js";
import { watchTabs } from "./table/tabs.js";
import { ANNOUNCED, WORDS, actionHelp, actionLabel, chooseLanguage, errorText, fillPageText, gameTitle, language,
  narrate, setLanguage } from "./table/text.js";

const $ = (id) => document.getElementById(id);
setLanguage(chooseLanguage());
fillPageText();
const state = createState();
let catalogue = [];
let relabelNewGame = () => {};
let saveFailed = false;

function showMessage(text, kind = "error") {
  const box = $("message");
  box.textContent = text;
  box.dataset.kind = kind;
  box.hidden = !text;
}

/** Log every event; say the important ones (contract, trick winners, results) once, aloud. */
function say(event, view) {
  const line = narrate(view, event);
  if (!line) return;
  state.log = [...state.log, { event, view }].slice(-5);  // worded when drawn: a new language rewords it
  if (ANNOUNCED.has(event.type)) {
    const live = $("live");
    const p = document.createElement("p");
    p.textContent = line;
    live.append(p);
    while (live.children.length > 3) live.firstChild.remove();
  }
}

/** Show a screen; `push` adds a history entry so Back returns to the previous screen. */
function showScreen(name, push = false) {
  $("loading").hidden = name !== "loading";
  $("newgame").hidden = name !== "newgame";
  $("board").hidden = name !== "board";
  if (name === "newgame") {
    document.body.dataset.state = "ready";
    $("cancel-new").hidden = !state.view || state.view.over;
    listUnfinished();
  } else if (name === "board" && state.view) {
    document.body.dataset.state = state.view.over ? "over" : "playing";
  }
  if (push && history.state?.screen !== name) history.pushState({ screen: name }, "");
}

const client = new Client(new URL("worker.js", import.meta.url), {
  onProgress: ({ done, total, label }) => {
    $("progress").max = total;
    $("progress").value = done;
    const mb = (n) => n / 1e6;
    $("loading-detail").textContent = label === "runtime" ? WORDS.loadingRuntime(mb(total))
      : label === "wheels" ? WORDS.loadingBytes(mb(done), mb(total)) : WORDS.loadingStart;
  },
  onFatal: (message) => {
    document.body.dataset.state = "error";
    showMessage(WORDS.engineFailed(message));
  },
});

const handlers = {
  act: (action) => act(action),
  hint: () => hint(),
  undo: () => act(null, "undo"),
  next: () => state.nextDeal && state.nextDeal(),
  playAgain: () => startGame({ ...state.config, seed: undefined, human_seat: state.humanSeat, level: state.level, undo: state.undo }),
  newGame: () => showScreen("newgame", true),
};

const draw = () => render(state, handlers);
const titleOf = (variant) => (catalogue.some((v) => v.id === variant) ? gameTitle({ id: variant }) : variant);

/** Save this game in its own slot. */
function save(reply) {
  state.record = { id: state.gameId, variant: reply.config.variant, deal: reply.view.deal,
    over: reply.view.over, updated: Date.now(), save: reply.save, human_seat: reply.human_seat,
    level: reply.level, undo: reply.undo, dealStarts: state.dealStarts };
  writeRecord(state.record);
}

/** Store a record; while the browser refuses, say so and play on. */
function writeRecord(record) {
  if (state.passive) return;
  const ok = store.writeSave(record);
  store.setTabGameId(state.gameId);
  if (!ok) showMessage(WORDS.storageFull);
  else if (saveFailed) showMessage(WORDS.saveAgain, "info");
  saveFailed = !ok;
  tabs.claim(state.gameId);
}

const actionsIn = (save) => {
  try {
    return JSON.parse(save).actions.length;
  } catch {
    return 0;  // the engine will say what is wrong with this save
  }
};

/** Note where each deal starts (in moves of the save), for links to "this deal". A deal
 * starts after the move that ended the one before; each move's last frame carries a view. */
function trackDeals(reply) {
  let moves = 0;
  for (const { event, view } of reply.frames) {
    if (event.type === "deal_end" && state.dealStarts) state.dealStarts.push(state.actions + moves + 1);
    if (view) moves += 1;
  }
  state.save = reply.save;
  state.actions = actionsIn(reply.save);
  if (state.dealStarts) state.dealStarts = state.dealStarts.filter((n) => n <= state.actions);
  state.dealStart = state.dealStarts ? state.dealStarts[state.dealStarts.length - 1] : null;
}

/** Wait for "Next deal" on the result panel on show. The save already holds the next
 * deal, so the panel (and the table behind it) is kept with it until then, for a reload. */
async function waitForNext() {
  writeRecord({ ...state.record, pending: { result: state.result, view: state.view } });
  await new Promise((resolve) => {
    state.nextDeal = resolve;
    delete document.body.dataset.busy;
    requestAnimationFrame(() => $("btn-next")?.focus());
  });
  state.nextDeal = null;
  document.body.dataset.busy = "true";
  writeRecord(state.record);
}

/** After a reload: the deal result the player had not yet dismissed, then the table. */
async function showPending({ result, view }) {
  const now = state.view;
  state.busy = true;
  Object.assign(state, { view, result });
  draw();
  await waitForNext();
  Object.assign(state, { view: now, result: null, busy: false });
  delete document.body.dataset.busy;
  draw();
}

/** Show a reply: each event at its pace, then the final view. */
async function present(reply) {
  trackDeals(reply);
  state.config = reply.config;
  $("btn-rules").href = rulesPage(reply.config.variant);
  $("btn-rules").hidden = false;
  state.humanSeat = reply.human_seat;
  state.level = reply.level;
  state.undo = reply.undo;
  save(reply);
  showScreen("board");
  await playFrames(state, reply.frames, reply.view, {
    draw,
    say,
    waitNext: waitForNext,
  });
  state.view = reply.view;
  draw();
}

/** Send a request and show its reply; returns null, or the error's message (also shown). */
async function request(method, params) {
  if (state.busy) return WORDS.wait;
  state.busy = true;
  document.body.dataset.busy = "true";
  document.body.style.setProperty("--move-ms", `${SPEEDS[state.speed].move}ms`);
  document.body.style.setProperty("--gather-ms", `${SPEEDS[state.speed].gather}ms`);
  try {
    state.thinking = true;  // the computer players decide in the worker meanwhile
    draw();
    const reply = await client.call(method, params);
    state.thinking = false;
    await present(reply);
    return null;
  } catch (err) {
    showMessage(errorText(err));
    return errorText(err);
  } finally {
    state.busy = state.thinking = false;
    delete document.body.dataset.busy;
  }
}

/** Make a decision (or undo one), then keep the focus in the hand, next to where it was. */
async function act(action, method = "act") {
  if (state.passive) return;
  showMessage("");
  state.showLast = false;
  state.hint = null;
  const at = Math.max(0, myCards().indexOf(document.activeElement));
  const onCard = document.activeElement?.matches("button[data-card]");
  const error = await request(method, method === "act" ? { action } : {});
  if (!error) state.selected.clear();
  draw();
  const now = myCards();
  if ((onCard || method === "undo") && now.length && !state.result) now[Math.min(at, now.length - 1)].focus();
  else if (document.activeElement === document.body) {  // the pressed button is gone: next decision, or a card
    (document.querySelector("#controls button[data-action]") || now[0])?.focus();
  }
}

/** The cards the player may use: the hand, then their face-up stacks. */
const myCards = () => [...document.querySelectorAll("#hand button[data-card], #board .layout button[data-card]")];

async function hint() {
  try {
    const { action, reason } = await client.call("hint");
    state.hint = action.type === "play" ? action.card : null;
    const why = reason ? WORDS.hintMargin(reason.margin) : actionHelp(state.view, action);
    showMessage(WORDS.hintSays(actionLabel(state.view, action), why), "info");
    draw();
  } catch (err) {
    showMessage(errorText(err));
  }
}

/** Let the reply on show finish at once (the table is about to change games). */
async function settle() {
  state.abandon = true;
  if (state.nextDeal) state.nextDeal();
  while (state.busy) await new Promise((r) => setTimeout(r, 20));
  state.abandon = false;
}

async function startGame(params) {
  await settle();
  showMessage("");
  const kept = state.view && !state.view.over && !state.passive ? state.config : null;
  Object.assign(state, { view: null, result: null, hint: null, log: [], showLast: false, passive: false });
  state.selected.clear();
  for (const r of store.readSaves().good) if (r.over) store.removeSave(r.id);
  state.gameId = store.newGameId();
  state.actions = 0;
  state.dealStarts = [0];
  const error = await request("new_game", params);
  if (!error && kept) {
    showMessage(WORDS.keptGame(titleOf(kept.variant)), "info");
  }
  if (!error) history.pushState({ screen: "board" }, "");
  return error;
}

async function resume(record) {
  await settle();
  Object.assign(state, { view: null, result: null, hint: null, log: [], showLast: false, passive: false });
  state.gameId = record.id;
  state.actions = actionsIn(record.save);
  state.dealStarts = record.dealStarts || null;
  const error = await request("resume", { save: record.save, human_seat: record.human_seat, level: record.level,
    undo: record.undo !== false });
  if (!error && record.pending) showPending(record.pending);  // busy until "Next deal"
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
    b.addEventListener("click", () => resume(r).then((e) => !e && history.pushState({ screen: "board" }, "")));
    li.append(`${WORDS.unfinishedLine(titleOf(r.variant), r.deal || 0, new Date(r.updated).toLocaleString(language()))} `, b);
    return li;
  }));
}

/** Show a link in the share box and copy it, saying which kind it is. */
async function share(link, kind) {
  $("share-link").value = link;
  $("share-what").textContent = WORDS.shareWhat(kind);
  try {
    await navigator.clipboard.writeText(link);
    showMessage(WORDS.shareCopied(kind), "info");
  } catch {
    showMessage(WORDS.shareCopy(kind), "info");
  }
}

/** When another tab takes this game over, this one stops saving it until asked back. */
const tabs = watchTabs({
  current: () => state.gameId,
  onTakenOver: () => {
    if (state.passive) return;
    state.passive = true;
    showMessage(WORDS.otherTab, "info");
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = WORDS.takeOver;
    b.addEventListener("click", async () => {
      const record = store.readSaves().good.find((r) => r.id === state.gameId);
      showMessage("");
      if (record) await resume(record);
    });
    $("message").append(" ", b);
  },
});

function onCardClick(event) {
  const button = event.target.closest("button[data-card]");
  if (!button || state.busy || state.passive) return;
  const code = button.dataset.card;
  if (button.dataset.kind === "select") {
    const max = state.view.legal[0].max_discard;
    if (state.selected.has(code)) state.selected.delete(code);
    else if (state.selected.size < max) state.selected.add(code);
    else showMessage(WORDS.exchangeMax(max));
    draw();
    return;
  }
  const view = state.view;
  const myPlay = view.to_move === view.seat && view.phase === "play" && !state.result;
  if (button.getAttribute("aria-disabled") === "true" && !myPlay) {
    showMessage(view.to_move === view.seat ? view.phase === "play" ? "" : WORDS.decideFirst : WORDS.notYourTurn);
    return;
  }
  act({ type: "play", card: code });  // a greyed card: Python says why it is not allowed
}

/** Arrow keys move across the hand's cards (greyed ones too, so their reason can be heard). */
function onKey(event) {
  if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
  const cards = myCards();
  if (!cards.length) return;
  const at = cards.indexOf(document.activeElement);
  const last = cards.length - 1;
  const next = { ArrowRight: at < 0 ? 0 : Math.min(at + 1, last), ArrowLeft: at < 0 ? last : Math.max(at - 1, 0),
    Home: 0, End: last }[event.key];
  cards[next].focus();
  event.preventDefault();
}

/** The picker's choice: every word on the page again, in `lang`; the game goes on as it was. */
function changeLanguage(lang) {
  setLanguage(lang, { remember: true });
  $("live").replaceChildren();  // said already, in the language before
  showMessage("");
  fillPageText();
  relabelNewGame();
  listUnfinished();
  if (state.config) $("btn-rules").href = rulesPage(state.config.variant);
  draw();
}

function bindPage() {
  const board = $("board");
  board.addEventListener("click", onCardClick);
  board.addEventListener("keydown", onKey);
  $("btn-new").addEventListener("click", () => showScreen("newgame", true));
  $("cancel-new").addEventListener("click", () => showScreen("board", true));
  $("btn-sheet").addEventListener("click", () => { draw(); $("sheet-dialog").showModal(); });
  $("sheet-close").addEventListener("click", () => $("sheet-dialog").close());
  $("btn-last").addEventListener("click", () => { state.showLast = !state.showLast; draw(); });
  $("btn-share").addEventListener("click", () => {
    $("share-box").hidden = !$("share-box").hidden;
    $("share-deal").disabled = state.dealStart === null;
  });
  $("share-deal").addEventListener("click", () => share(dealLink(state.save, state.dealStart, state.humanSeat), "deal"));
  $("share-game").addEventListener("click", () => share(gameLink(state.config), "game"));
  const speed = $("speed");
  speed.value = state.speed;
  speed.addEventListener("change", () => {
    state.speed = speed.value;
    try {
      localStorage.setItem("tricktable.speed", state.speed);
    } catch { /* the speed is kept for this page only */ }
  });
  setupLanguagePicker(changeLanguage);
  addEventListener("popstate", (event) => {
    const screen = event.state?.screen || "newgame";
    showScreen(screen === "board" && !state.view ? "newgame" : screen);
  });
}

/** Resume this tab's game, or the newest unfinished game no other tab is playing. */
async function resumeSaved() {
  const legacy = store.migrateLegacy();
  const { good, bad } = store.readSaves();
  if (legacy) bad.push({ key: store.LEGACY_KEY, reason: legacy });
  for (const { key, reason } of bad) {
    showMessage(store.setAside(key) ? WORDS.unreadable(reason) : WORDS.unreadableKept(reason));
  }
  const mine = store.tabGameId();
  const held = await tabs.heldElsewhere();
  const record = good.find((r) => r.id === mine) || good.find((r) => !r.over && !held.has(r.id));
  if (!record) return false;
  const reason = await resume(record);
  if (!reason) return true;
  showMessage(store.setAside(store.saveKey(record.id)) ? WORDS.unreadable(reason) : WORDS.unreadableKept(reason));
  state.view = null;
  state.gameId = null;
  return false;
}

async function boot() {
  bindPage();
  const q = new URLSearchParams(location.search);
  if (q.has("speed") && q.get("speed") in SPEEDS) {
    state.speed = q.get("speed");
    $("speed").value = state.speed;
  }
  let hello;
  try {
    hello = await client.call("hello");
  } catch (err) {
    return showMessage(WORDS.engineFailed(err.message));
  }
  catalogue = hello.variants;
  relabelNewGame = setupNewGame(catalogue, { onStart: (p) => startGame(p) });
  for (const b of document.querySelectorAll(".bar button")) b.disabled = false;
  const kept = new URLSearchParams([...q].filter(([k]) => k === "speed" || k === "lang")).toString();
  history.replaceState({ screen: "newgame" }, "", location.pathname + (kept ? `?${kept}` : ""));
  const link = readLink(q.toString());
  if (link) {
    const waiting = store.readSaves().good.find((r) => !r.over);
    const error = link.error || (link.game ? await startGame(link.game)
      : await resume({ id: store.newGameId(), ...link.deal, dealStarts: [actionsIn(link.deal.save)] }));
    if (!error) {
      if (link.deal) history.pushState({ screen: "board" }, "");
      return waiting && showMessage(WORDS.keptGame(titleOf(waiting.variant)), "info");
    }
    showMessage(link.error || WORDS.linkFailed(error));
    return showScreen("newgame");
  }
  if (await resumeSaved()) history.pushState({ screen: "board" }, "");
  else showScreen("newgame");
}

boot();
