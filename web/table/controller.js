// The table's flow, shared by the app (app.js) and the embedded table (embed.js): start the
// engine, send it a request and show its reply at a readable pace, wait for "Next deal",
// save each decision as it is sent and after every reply, and take the player's clicks and
// keys on the board. What differs between the two pages (where a game is stored, what else
// a reply changes) comes in hooks.
import { Client } from "../client.js";
import { playFrames } from "./pace.js";
import { playSound } from "./sound.js";
import { pickOf, render } from "./render.js";
import { openReview } from "./review.js";
import { cutView } from "./linkopening.js";
import { actionsIn } from "./share.js";
import { paceOf } from "./state.js";
import { storageBlocked } from "./storage.js";
import { WORDS, errorText, said } from "./text.js";

const $ = (id) => document.getElementById(id);

/** Say something in the message area (an empty text hides it). */
export function showMessage(text, kind = "error") {
  const box = $("message");
  box.textContent = text;
  box.dataset.kind = kind;
  box.hidden = !text;
}

/** Start the engine's worker, showing its download in #progress and #loading-detail (and
 * #engine-status, the app's quiet line, until it runs).  The worker sits beside the pages
 * that play (index.html, embed.html): its address is the page's, not this module's, which
 * the build bundles into each page's script. */
export function openEngine() {
  return new Client(new URL("worker.js", document.baseURI), {
    onProgress: ({ done, total, label }) => {
      $("progress").max = total;
      $("progress").value = done;
      const mb = (n) => n / 1e6;
      $("loading-detail").textContent = label === "runtime" ? WORDS.loadingRuntime(mb(total))
        : label === "wheels" ? WORDS.loadingBytes(mb(done), mb(total)) : WORDS.loadingStart;
      if ($("engine-status")) $("engine-status").hidden = label === "ready";
    },
    onFatal: (message) => {
      document.body.dataset.state = "error";
      for (const id of ["engine-status", "loading", "board"]) if ($(id)) $(id).hidden = true;  // nothing to play
      showMessage(WORDS.engineFailed(message));
    },
  });
}

/** Say in the message area that the game is not being saved, and why. */
const sayRefused = (blocked) => showMessage(blocked ? WORDS.storageBlocked : WORDS.storageFull);

/** The same JSON value (an action, a view), whatever the order of its objects' keys. */
const sameJSON = (a, b) => {
  const sorted = (key, value) => (value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) : value);
  return JSON.stringify(a, sorted) === JSON.stringify(b, sorted);
};

/** What the worker needs to go on with a game from its save (a record, an opening). */
const resumeParams = (r) => ({ save: r.save, human_seat: r.human_seat, level: r.level, undo: r.undo !== false,
  ...(r.challenge ? { challenge: r.challenge } : {}) });

/**
 * The table of one page. `state` comes from createState(), `client` from openEngine().
 * Hooks: `write(record)` stores the game's record and returns false when the browser
 * refuses, and `refused(blocked)` says so (blocked: storage closed to the page, else full);
 * `onReply(reply)` runs before a reply is shown, `onShown(reply)` once it is; `onEvent(event)`
 * for each event as it is shown; `playAgain()` and `newGame()` are the game-over panel's buttons.
 */
export function createTable({ state, client, write, refused = sayRefused, onReply = () => {}, onShown = () => {},
  onEvent = () => {}, playAgain, newGame }) {
  let saveFailed = false;

  /** Say the events the engine marks `aloud` (contract, trick winners, results) once, in
   * the live region (the deal log comes with each view: deallog.js). */
  function say(frame, view) {
    onEvent(frame.event);
    if (!frame.say) return;
    if (frame.aloud) {
      const live = $("live");
      const p = document.createElement("p");
      p.textContent = said(view, frame.say);
      live.append(p);
      while (live.children.length > 3) live.firstChild.remove();
    }
  }

  const handlers = {
    act: (action) => act(action),
    hint: () => hint(),
    undo: () => act(null, "undo"),
    next: () => state.nextDeal && state.nextDeal(),
    playAgain: () => playAgain(),
    newGame: () => newGame(),
    logTab: (tab) => showLog(tab),
    review: () => review(),
  };
  const draw = () => render(state, handlers);
  // The worker says whose decision it computes: that seat is marked (render.js) until the
  // reply with the moves comes in, which then are shown at their pace.
  client.onThinking = (position) => {
    if (!state.thinking) return;
    state.thinkingAt = position;
    draw();
  };

  /** The deal log's tab: this deal (in every view), or the earlier deals, asked of the
   * engine each time they are shown (a deal may have ended since). */
  async function showLog(tab) {
    state.logTab = tab;
    if (tab === "past") state.pastLogs = null;
    draw();
    if (tab !== "past") return;
    try {
      state.pastLogs = (await client.call("deal_logs")).deals;
    } catch (err) {
      showMessage(errorText(err));
      state.logTab = "now";
    }
    draw();
  }

  /** Store a record; while the browser refuses, say so and play on. */
  function keep(record) {
    if (state.passive) return;
    const ok = write(record);
    if (!ok) refused(storageBlocked());
    else if (saveFailed) showMessage(WORDS.saveAgain, "info");
    saveFailed = !ok;
  }

  /** A record of the game on show with the engine's `save`. */
  const recordOf = (save) => ({ id: state.gameId, variant: state.config.variant, deal: state.view?.deal ?? 0,
    over: false, updated: Date.now(), save, human_seat: state.humanSeat, level: state.level, undo: state.undo,
    dealStarts: state.dealStarts, ...(state.challenge ? { challenge: state.challenge.code } : {}) });

  /** Save the game with what the table shows (drawn at once when the player returns). */
  function save(reply) {
    // A challenge played through is over: its last deal is not the game's.
    state.record = { ...recordOf(reply.save), deal: reply.view.deal, over: reply.view.over || !!reply.challenge?.done, view: reply.view,
      config: reply.config };
    keep(state.record);
  }

  /** Save a decision the table offers (one of the view's legal actions, which the engine
   * cannot refuse) before the engine takes it and its computer players think, which may
   * take seconds: a reload meanwhile resumes with it made. The record has no view then:
   * the table waits for the engine's. Returns whether it was saved. */
  function keepDecision(action) {
    if (state.busy || !state.view || !state.save || !state.view.legal.some((a) => sameJSON(a, action))) return false;
    const game = JSON.parse(state.save);
    game.actions.push(action);
    keep(recordOf(JSON.stringify(game)));
    return true;
  }

  /** Where each deal starts as the engine counts them (a resume's reply tells). */
  function setDealStarts(starts) {
    state.dealStarts = [...starts];
    state.dealStart = starts[starts.length - 1];
  }

  /** Note where each deal starts (in moves of the save), for links to "this deal": after
   * the move that ended the one before (each frame says how many moves the save has then). */
  function trackDeals(reply) {
    if (reply.deal_starts) setDealStarts(reply.deal_starts);
    for (const { event, moves } of reply.frames) {
      if (event.type === "deal_end" && state.dealStarts) state.dealStarts.push(moves);
    }
    state.save = reply.save;
    state.actions = actionsIn(reply.save);
    if (state.dealStarts) state.dealStarts = state.dealStarts.filter((n) => n <= state.actions);
    state.dealStart = state.dealStarts ? state.dealStarts[state.dealStarts.length - 1] : null;
  }

  /** Wait for "Next deal" on the result panel on show. The save already holds the next
   * deal, so the panel (and the table behind it) is kept with it until then, for a reload. */
  async function waitForNext() {
    keep({ ...state.record, pending: { result: state.result, view: state.view } });
    await new Promise((resolve) => {
      state.nextDeal = resolve;
      delete document.body.dataset.busy;
      requestAnimationFrame(() => $("btn-next")?.focus());
    });
    state.nextDeal = null;
    document.body.dataset.busy = "true";
    keep(state.record);
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

  /** Show a reply: each event at its pace, then the final view; `stored`: save it (not for
   * a record's own view, nor for an opening, saved from the player's first decision on). */
  async function present(reply, stored = true) {
    trackDeals(reply);
    state.config = reply.config;
    state.humanSeat = reply.human_seat;
    state.level = reply.level;
    state.undo = reply.undo;
    state.practice = reply.practice === true;
    state.challenge = reply.challenge || null;
    if (stored) save(reply);
    onReply(reply);
    await playFrames(state, reply.frames, reply.view, { draw, say, waitNext: waitForNext });
    state.view = reply.view;
    draw();
    onShown(reply);
    if (state.logTab === "past" && state.pastLogs?.at(-1)?.deal !== reply.view.deal) showLog("past");
  }

  /** Send a request and show its reply, or `known`, a reply the engine gave before (an
   * opening, a record's view); returns null, or the error's message (also shown). */
  async function request(method, params, known = null) {
    if (state.busy) return WORDS.wait;
    let yourTurn = false;
    state.busy = true;
    document.body.dataset.busy = "true";
    const { move, gather } = paceOf(state.speed);
    document.body.style.setProperty("--move-ms", `${move}ms`);
    document.body.style.setProperty("--gather-ms", `${gather}ms`);
    try {
      state.thinking = true;  // the computer players decide in the worker meanwhile
      state.engineReady = client.ready;  // until then, the request waits for the engine
      draw();
      if (!known && !(await confirmed())) return WORDS.openingChanged;  // chosen on another table
      const reply = known || await client.call(method, params);
      state.thinking = false;
      state.thinkingAt = null;
      await present(reply, !known);
      yourTurn = reply.frames.length > 0 && reply.view.legal.length > 0;  // after others played
      return null;
    } catch (err) {
      if (document.body.dataset.state !== "error") showMessage(errorText(err));  // else: why the engine failed
      return errorText(err);
    } finally {
      state.busy = state.thinking = false;
      state.thinkingAt = null;
      delete document.body.dataset.busy;
      draw();  // the player's turn shows now, as the table takes their decision, never before
      if (yourTurn) playSound("turn");  // as the table takes the player's decision, not before
    }
  }

  /** The cards the player may use: the hand, then their face-up stacks. */
  const myCards = () => [...document.querySelectorAll("#hand button[data-card], #board .layout button[data-card]")];

  /** Make a decision (or undo one), then keep the focus in the hand, next to where it was. */
  async function act(action, method = "act") {
    if (state.passive) return;
    showMessage("");
    state.showLast = false;
    state.hint = null;
    state.raised = null;
    const at = Math.max(0, myCards().indexOf(document.activeElement));
    const onCard = document.activeElement?.matches("button[data-card]");
    const early = method === "act" && keepDecision(action);
    const error = await request(method, method === "act" ? { action } : {});
    if (error && early && state.record) keep(state.record);  // not taken after all: the save before it
    if (!error) state.selected.clear();
    draw();
    const now = myCards();
    if ((onCard || method === "undo") && now.length && !state.result) now[Math.min(at, now.length - 1)].focus();
    else if (document.activeElement === document.body) {  // the pressed button is gone: next decision, or a card
      (document.querySelector("#controls button[data-action]") || now[0])?.focus();
    }
  }

  async function hint() {
    try {
      const { action, reason, say: words } = await client.call("hint");
      state.hint = action.type === "play" ? action.card : null;
      const why = !reason ? said(state.view, words.help)
        : "chance" in reason ? WORDS.hintChance(reason.chance) : WORDS.hintMargin(reason.margin);
      showMessage(WORDS.hintSays(said(state.view, words.label), why), "info");
      draw();
    } catch (err) {
      showMessage(errorText(err));
    }
  }

  // --- the post-deal review: the deal on the result panel, or a finished game's last ---
  function review() {
    const deal = state.result ? state.result.deal : state.view.sheet.length - 1;
    const game = { config: state.config, human_seat: state.humanSeat, level: state.level };  // its statistics
    if (state.save && deal >= 0) openReview({ client, save: state.save, seat: state.humanSeat, deal, game });
  }

  /** Let the reply on show finish at once (the table is about to change games). */
  async function settle() {
    state.abandon = true;
    if (state.nextDeal) state.nextDeal();
    while (state.busy) await new Promise((r) => setTimeout(r, 20));
    state.abandon = false;
  }

  function clear() {
    Object.assign(state, { view: null, result: null, hint: null, showLast: false, passive: false, pastLogs: null,
      unconfirmed: null });
    state.selected.clear();
  }

  /** A game on show that the engine has not seen yet (an opening, a record's view): the
   * worker resumes it when the engine runs, and requests made meanwhile wait behind that. */
  function resumeBehind(params, refused) {
    const id = state.gameId;
    client.behind("resume", params).then((reply) => {
      if (state.gameId !== id) return;
      setDealStarts(reply.deal_starts);
      state.undo = reply.undo;  // the engine's word: a link game's "no Undo" is in its save
      state.practice = reply.practice === true;
      draw();
    }, (err) => {
      if (document.body.dataset.state !== "error") refused(errorText(err));  // else: the engine failed
    });
  }

  // --- a short link's opening (linkopening.js), on show before the engine has answered ---

  /** Whether the table on show is the engine's: true at once, unless a link's opening waits
   * for the engine's answer (which an engine loaded on demand starts now). */
  async function confirmed() {
    if (!state.unconfirmed) return true;
    client.start?.();
    return state.unconfirmed;
  }

  /** A link's opening (a record, linkopening.js) on show at once; the engine starts the
   * link's own game behind it (`play_link`, the link's `code`) and the player's first
   * decision waits for that answer. The same view (less what the opening left out, its
   * `cut`): the engine's whole view is shown, and the game goes on, saved from then on.
   * Another view (a link of another version, or a false opening): the engine's is shown and
   * the decision made on the other is dropped. Refused: `refused(reason)`. Returns null or
   * the error's message. */
  async function showOpening(record, code, refused) {
    await settle();
    clear();
    Object.assign(state, { record: null, gameId: record.id, save: null, actions: 0, dealStarts: null });
    const id = record.id;
    state.unconfirmed = client.behind("play_link", { code }).then(async (reply) => {
      if (state.gameId !== id) return false;
      state.unconfirmed = null;
      const same = sameJSON(cutView(reply.view, record.cut), record.view);
      await present({ ...reply, frames: [] });  // saved from now on
      if (!same) showMessage(WORDS.openingChanged, "info");
      return same;
    }, (err) => {
      if (state.gameId !== id) return false;
      state.unconfirmed = null;
      if (document.body.dataset.state !== "error") refused(errorText(err));  // else: the engine failed
      return false;
    });
    return request("play_link", { code }, { frames: [], ...record });
  }

  /** Whether a stored view draws (record.js checks its shape; this, the rest): one that
   * does not waits for the engine's. */
  function drawable(view) {
    if (!view) return false;
    const was = state.view;
    state.view = view;
    try {
      draw();
      return true;
    } catch (err) {
      console.warn(`A stored view was not drawn: ${err.message}`);
      return false;
    } finally {
      state.view = was;
    }
  }

  /** A new game (new_game's params, or `method`'s: a challenge) in the slot `id`, or
   * `opening`, the engine's reply to it made at build time (see opening.js); returns null
   * or the error's message. */
  async function start(params, id, opening = null, method = "new_game") {
    await settle();
    clear();
    state.record = null;
    state.gameId = id;
    state.actions = 0;
    state.dealStarts = [0];
    if (opening) resumeBehind(resumeParams(opening), showMessage);
    return request(method, params, opening);
  }

  /** Go on with a stored record; returns null or the error's message.  With `refused`, a
   * record that keeps its view is drawn at once and resumed by the engine when it runs,
   * `refused(reason)` if the engine will not. */
  async function resume(record, refused = null) {
    await settle();
    clear();
    state.record = record;
    state.gameId = record.id;
    state.actions = actionsIn(record.save);
    state.dealStarts = record.dealStarts || null;
    const params = resumeParams(record);
    const kept = refused && drawable(record.view) && record.config
      ? { frames: [], view: record.view, config: record.config, practice: record.practice, ...params,
        challenge: record.challenge ? { code: record.challenge, players: [], done: record.over } : null } : null;
    if (kept) {
      resumeBehind(params, refused);
      keep(record);  // this tab plays it now (other tabs step back)
    }
    const error = await request("resume", params, kept);
    if (!error && record.pending && drawable(record.pending.view)) showPending(record.pending);  // busy until "Next deal"
    return error;
  }

  function onCardClick(event) {
    const button = event.target.closest("button[data-card]");
    if (!button || state.busy || state.passive) return;
    const code = button.dataset.card;
    if (button.dataset.kind === "select") {
      const { max } = pickOf(state.view);
      if (state.selected.has(code)) state.selected.delete(code);
      else if (state.selected.size < max) state.selected.add(code);
      else showMessage(WORDS.exchangeMax(max));
      draw();
      return;
    }
    const view = state.view;
    const playing = view.legal.some((a) => a.type === "play");  // only while it is my turn
    if (button.getAttribute("aria-disabled") === "true" && (!playing || state.result)) {
      showMessage(view.to_move === view.seat ? playing ? "" : WORDS.decideFirst : WORDS.notYourTurn);
      return;
    }
    // With "confirm before playing", a first tap (or Enter) raises a playable card and a
    // second plays it; a greyed card still goes to Python at once, to say why not.
    if (state.confirmPlay && playing && button.getAttribute("aria-disabled") === "false" && state.raised !== code) {
      state.raised = code;
      draw();
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

  /** The board's clicks and keys, the score sheet's dialog and the last trick's button. */
  function bind() {
    const board = $("board");
    board.addEventListener("click", onCardClick);
    board.addEventListener("keydown", onKey);
    $("btn-sheet").addEventListener("click", () => { draw(); $("sheet-dialog").showModal(); });
    $("sheet-close").addEventListener("click", () => $("sheet-dialog").close());
    $("btn-last").addEventListener("click", () => { state.showLast = !state.showLast; draw(); });
    $("btn-log")?.addEventListener("click", () => { $("log-dialog").showModal(); draw(); });  // a phone's deal log
    $("log-close")?.addEventListener("click", () => $("log-dialog").close());
  }

  return { bind, settle, start, resume, showOpening, draw };
}
