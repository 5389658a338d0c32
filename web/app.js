// Boot and flow: load the engine, start or resume a game, play replies at a readable pace.
import { Client } from "./client.js";
import { setupNewGame } from "./newgame.js";
import { bindCards, bindKeys } from "./table/events.js";
import { render, renderSheet, scheduleRender, setActionHandler } from "./table/render.js";
import { SPEEDS, createState } from "./table/state.js";
import { narrate } from "./table/text.js";

const SAVE_KEY = "tricktable.game";
const $ = (id) => document.getElementById(id);
const state = createState();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function showMessage(text, kind = "error") {
  const box = $("message");
  box.textContent = text;
  box.dataset.kind = kind;
  box.hidden = !text;
}

function log(line) {
  if (!line) return;
  const list = $("log");
  const li = document.createElement("li");
  li.textContent = line;
  list.append(li);
  while (list.children.length > 4) list.firstChild.remove();
}

function showScreen(name) {
  $("loading").hidden = name !== "loading";
  $("newgame").hidden = name !== "newgame";
  $("board").hidden = name !== "board";
  if (name === "newgame") {
    document.body.dataset.state = "ready";
    $("cancel-new").hidden = !state.view || state.view.over;
  }
}

const client = new Client(new URL("worker.js", import.meta.url), {
  onProgress: ({ done, total, label }) => {
    $("progress").max = total;
    $("progress").value = done;
    const mb = (n) => (n / 1e6).toFixed(1);
    $("loading-detail").textContent = label === "runtime"
      ? `Starting Python (${mb(total)} MB)…` : `Loading the game engine… ${mb(done)} of ${mb(total)} MB`;
  },
  onFatal: (message) => {
    document.body.dataset.state = "error";
    showMessage(`The game engine could not start: ${message}`);
  },
});

function save(reply) {
  localStorage.setItem(SAVE_KEY, JSON.stringify({ save: reply.save, human_seat: reply.human_seat,
    level: reply.level }));
}

/** Show a reply: each computer move as its own frame, then the final view. */
async function present(reply) {
  state.config = reply.config;
  state.humanSeat = reply.human_seat;
  state.level = reply.level;
  save(reply);
  showScreen("board");
  for (const frame of reply.frames) {
    const view = frame.view || state.view || reply.view;
    log(narrate(view, frame.event));
    if (frame.event.type === "deal_end") state.summary = frame.event;
    if (frame.view && SPEEDS[state.speed] > 0) {
      state.view = frame.view;
      render(state);
      await sleep(SPEEDS[state.speed]);
    }
  }
  state.view = reply.view;
  render(state);
}

/** Send a request and show its reply; returns null, or the error's message (also shown). */
async function request(method, params) {
  if (state.busy) return "Please wait for the table";
  state.busy = true;
  document.body.dataset.busy = "true";
  try {
    await present(await client.call(method, params));
    return null;
  } catch (err) {
    showMessage(err.message);
    return err.message;
  } finally {
    state.busy = false;
    delete document.body.dataset.busy;
  }
}

async function act(action) {
  showMessage("");
  state.showLast = false;
  if (!(await request("act", { action }))) state.selected.clear();
  scheduleRender(state);
}

async function startGame(params) {
  showMessage("");
  state.selected.clear();
  state.summary = null;
  $("log").replaceChildren();
  return request("new_game", params);
}

function shareLink() {
  const { variant, seed, options } = state.config;
  const url = new URL(location.pathname, location.origin);
  url.searchParams.set("game", variant);
  url.searchParams.set("seed", String(seed));
  url.searchParams.set("options", JSON.stringify(options));
  return url.href;
}

function linkParams(search) {
  const q = new URLSearchParams(search);
  if (!q.has("game")) return null;
  const params = { variant: q.get("game") };
  try {
    if (q.has("seed")) {
      if (!/^\d+$/.test(q.get("seed"))) throw new Error("the seed must be a whole number");
      params.seed = Number(q.get("seed"));
    }
    if (q.has("options")) params.options = JSON.parse(q.get("options"));
    if (q.has("seat")) params.human_seat = Number(q.get("seat"));
    if (q.has("level")) params.level = q.get("level");
  } catch (err) {
    return { error: `This link's settings are not valid: ${err.message}` };
  }
  return params;
}

function bindPage() {
  setActionHandler(act);
  const board = $("board");
  bindCards(board, {
    onPlay: (card) => act({ type: "play", card }),
    onSelect: (card) => {
      const max = state.view.legal[0].max_discard;
      if (state.selected.has(card)) state.selected.delete(card);
      else if (state.selected.size < max) state.selected.add(card);
      else showMessage(`You may exchange at most ${max} card${max === 1 ? "" : "s"}.`);
      scheduleRender(state);
    },
    onIllegal: (card) => act({ type: "play", card }),  // Python says why it is not allowed
  });
  bindKeys(board);
  $("btn-new").addEventListener("click", () => showScreen("newgame"));
  $("cancel-new").addEventListener("click", () => showScreen("board"));
  $("btn-again").addEventListener("click", () => showScreen("newgame"));
  $("btn-sheet").addEventListener("click", () => { renderSheet(state.view); $("sheet-dialog").showModal(); });
  $("sheet-close").addEventListener("click", () => $("sheet-dialog").close());
  $("btn-last").addEventListener("click", () => { state.showLast = !state.showLast; scheduleRender(state); });
  $("btn-share").addEventListener("click", async () => {
    if (!state.config) return;
    const link = shareLink();
    $("share-link").value = link;
    $("share-box").hidden = false;
    try {
      await navigator.clipboard.writeText(link);
      showMessage("The link to this deal was copied.", "info");
    } catch {
      showMessage("Copy the link below to share this deal.", "info");
    }
  });
  const speed = $("speed");
  speed.value = state.speed;
  speed.addEventListener("change", () => {
    state.speed = speed.value;
    localStorage.setItem("tricktable.speed", state.speed);
  });
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
    return showMessage(`The game engine could not start: ${err.message}`);
  }
  setupNewGame(hello.variants, { onStart: (p) => startGame(p) });
  const link = linkParams(location.search);
  if (link) {
    history.replaceState(null, "", location.pathname + (q.has("speed") ? `?speed=${q.get("speed")}` : ""));
    const error = link.error || await startGame(link);
    if (!error) return;
    showMessage(link.error || `This link could not start a game: ${error}`);
    return showScreen("newgame");
  }
  const saved = localStorage.getItem(SAVE_KEY);
  if (saved) {
    let reason;
    try {
      const s = JSON.parse(saved);
      reason = await request("resume", { save: s.save, human_seat: s.human_seat, level: s.level });
    } catch (err) {
      reason = err.message;
    }
    if (!reason) return;
    localStorage.setItem(`${SAVE_KEY}.unreadable`, saved);
    localStorage.removeItem(SAVE_KEY);
    showMessage(`Your saved game could not be loaded, so it was set aside: ${reason}`);
  }
  showScreen("newgame");
}

boot();
