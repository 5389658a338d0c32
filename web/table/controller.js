// @ts-check
// The table of a page, shared by the app (app.js) and the embedded table (embed.js): one
// store (store.js) that the renderer subscribes to, fed by a transport (transport/), with
// the request flow (flow.js), the game's record (keeper.js), games put on the table
// (games.js) and the player's input (input.js). What differs between the two pages (where
// a game is stored, what else a reply changes) comes in hooks.
import { drawAhead } from "./cards.js";
import { Flow } from "./flow.js";
import { Games } from "./games.js";
import { bindInput, myCards } from "./input.js";
import { createKeeper } from "./keeper.js";
import { setVar } from "./layout.js";
import { boardTemplate, placeMessage, render } from "./render.js";
import { paceOf, screenOf } from "./state.js";
import { createStore } from "./store.js";
import { WORDS, errorText } from "../services/text.js";
import { render as litRender } from "../vendor/lit-html-3.3.3/lit-html.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./state.js").UIState} UIState */

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));


// The message goes with the table: into its felt as it shows, out as it hides (placeMessage).
if ($("board")) new MutationObserver(placeMessage).observe($("board"), { attributes: true, attributeFilter: ["hidden"] });

let fading = 0;
/** Say something in the message area (an empty text hides it). A piece of news (`info`)
 * goes after a while, unless it offers a button (which waits for the player).
 * @param {string} text @param {string} [kind] */
export function showMessage(text, kind = "error") {
  const box = $("message");
  placeMessage();
  box.textContent = text;
  box.dataset.kind = kind;
  box.hidden = !text;
  clearTimeout(fading);
  if (text && kind === "info") {
    fading = setTimeout(() => { if (box.textContent === text && !box.querySelector("button")) box.hidden = true; }, 8000);
  }
}

/** Say a line in the live region, keeping the last three. @param {string} text */
function announce(text) {
  const live = $("live");
  const p = document.createElement("p");
  p.textContent = text;
  live.append(p);
  while (live.children.length > 3) /** @type {ChildNode} */ (live.firstChild).remove();
}

/** The marks on the page that tests and style.css read: busy shows at once (a tap must
 * never count on a table about to change), idle only once the table is drawn. Returns
 * whether the table just became busy: then it is drawn at once, so that no "your turn"
 * cue stays on show while a tap does not count. @param {UIState} state @param {boolean} drawn */
function markBusy(state, drawn) {
  const busy = state.busy && !state.nextDeal;
  const was = document.body.dataset.busy === "true";
  if (busy) document.body.dataset.busy = "true";
  else if (drawn) delete document.body.dataset.busy;
  return busy && !was;
}

/** The page's screen on the body (body[data-state], which tests and style.css read), the
 * one writer of it: the table's subscriber from its store, or showScreen before a page has
 * a table. Written only when it changes: a write, even of the same value, restyles the page.
 * @param {string} name */
function markScreen(name) {
  if (document.body.dataset.state !== name) document.body.dataset.state = name;
}

/** Show one of the page's screens: through the table's store, or, while the page has no
 * table yet (a friend's name asked, a table that cannot be made), on the page alone.
 * @param {Table | null} table @param {import("./state.js").Screen} screen */
export const showScreen = (table, screen) => (table ? table.show(screen) : markScreen(screen));

/** The pace of the cards' moves, for style.css. @param {UIState} state */
function markPace(state) {
  const { move, gather } = paceOf(state.speed);
  setVar(document.body, "--move-ms", `${move}ms`);  // on the body: every card and trick below restyles when it changes
  setVar(document.body, "--gather-ms", `${gather}ms`);
}

/** Whatever a draw threw, caught here alone: said in words (unless the engine could not
 * start: its message stays), the bar usable, the game as it was (the engine's next view
 * draws again). @param {unknown} err @param {boolean} engineFailed */
function drawFailed(err, engineFailed) {
  console.error(err);
  if (!engineFailed) showMessage(WORDS.drawFailed);
  delete document.body.dataset.busy;
  for (const b of document.querySelectorAll(".bar button")) /** @type {HTMLButtonElement} */ (b).disabled = false;
}

/** After a decision: the focus back in the hand, next to where it was (`at`, on a card), or
 * on the next decision's first button when the pressed one is gone.
 * @param {number} at @param {boolean} onCard */
function refocus(at, onCard) {
  const now = myCards();
  const target = onCard && now.length ? now[Math.min(at, now.length - 1)]
    : document.activeElement === document.body
      ? /** @type {HTMLElement | null} */ (document.querySelector("#controls button[data-action]")) || now[0] : null;
  if (target && target !== document.activeElement) target.focus();  // a focus() restyles the page at once
}

/** The focus off a card about to be played, onto the card that will take its place, while
 * the page's style is still clean: a focused element that a redraw removes makes the
 * browser restyle the whole page in the middle of that redraw (a long frame on a phone).
 * @param {string} card */
function stepAside(card) {
  const cards = myCards();
  const i = cards.findIndex((c) => c === document.activeElement && c.dataset.card === card
    && c.getAttribute("aria-disabled") !== "true");  // a greyed card stays: Python says why
  if (i >= 0) (cards[i + 1] ?? cards[i - 1])?.focus({ preventScroll: true });
}

/**
 * The table of one page. `state` comes from createState(), `transport` any transport
 * (transport/transport.js). Hooks: `write(record)` stores the game's record and returns false
 * when the browser refuses, and `refused(blocked)` says so (blocked: storage closed to the
 * page, else full); `onReply(reply, engines)` runs before a reply is shown (`engines`:
 * whether it is the engine's own word, not a picture drawn before it answered: a link's
 * opening, a record's view), `onShown(reply)` once it is; `onEvent(event)` for each event
 * as it is shown; `playAgain()` and `newGame()` are the game-over panel's buttons (no
 * `playAgain`: no such button); `review(asked)` opens the post-deal review of a deal of
 * the save (review.js, on whatever engine the page has for it; none: no review offered).
 * A review is offered once the table holds a save. `marks` keeps, apart from the records,
 * how many moves of each game were stored (services/marks.js; none: no rollback is seen).
 */
/** What the table asks a review of: the deal (from 0) of the save, at the player's seat,
 * and the game for its statistics.
 * @typedef {{save: string, seat: number, deal: number,
 *   game: {config: import("./types.js").GameConfig, human_seat: number, level: string} | null}} ReviewAsked */
/**
 * @typedef {object} TableHooks
 * @property {UIState} state
 * @property {import("../transport/transport.js").Transport} transport
 * @property {(record: import("./types.js").GameRecord) => boolean} write
 * @property {(blocked: boolean) => void} [refused]
 * @property {(reply: import("./types.js").Reply, engines: boolean) => void} [onReply]
 * @property {(reply: import("./types.js").Reply) => void} [onShown]
 * @property {(event: import("./types.js").Frame["event"]) => void} [onEvent]
 * @property {(() => void) | null} [playAgain]  none: no such button
 * @property {() => void} newGame
 * @property {(asked: ReviewAsked) => void} [review]
 * @property {import("../services/marks.js").Marks | null} [marks]
 */
export class Table {
  /** @param {TableHooks} hooks */
  constructor({ state, transport, write, refused = (blocked) => showMessage(blocked ? WORDS.storageBlocked
    : WORDS.storageFull), onReply = () => {}, onShown = () => {}, onEvent = () => {}, playAgain, newGame,
  review, marks = null }) {
    /** Whether the engine could not start: its message stays, and nothing else is said. @returns {boolean} */
    const engineFailed = () => store.state.screen === "error";
    const store = createStore(state, { onUpdate: (s) => markBusy(s, false) && store.flush(),
      onError: (err) => drawFailed(err, engineFailed()) });
    const keeper = createKeeper(store, { write, refused, say: showMessage, marks });
    const flow = new Flow({ store, transport, keeper, hooks: { onReply, onShown, onEvent, say: showMessage, announce,
      failed: engineFailed, awaitingNext: () => requestAnimationFrame(() => $("btn-next")?.focus()), ahead: drawAhead } });
    this.store = store;
    this.state = store.state;
    this.transport = transport;
    this.openReview = review;
    this.keeper = keeper;
    this.flow = flow;
    /** @type {import("./types.js").Handlers} */
    this.handlers = {
      act: (action) => this.act(action), hint: () => flow.hint(), undo: () => this.act(null, "undo"),
      next: () => this.state.nextDeal?.(), playAgain: playAgain ? () => playAgain() : null, newGame: () => newGame(),
      logTab: (tab) => flow.showLog(tab), review: review ? () => this.review() : null,
    };
    this.games = new Games({ store, transport, flow, keeper, drawable: (view) => this.drawable(view), say: showMessage,
      failed: engineFailed });
    store.subscribe((s) => {
      markPace(s);
      markScreen(screenOf(s));
      render(s, this.handlers);
      markBusy(s, true);
    });
    // The worker says whose decision it computes: that seat is marked (render.js) until the
    // reply with the moves comes in, which then are shown at their pace.
    // At a live table, another player's move comes unasked: shown in turn.
    transport.listen((push) => {
      if (push.type === "thinking" && this.state.thinking) store.update((s) => { s.thinkingAt = push.position; });
      if (push.type === "reply") flow.pushed(push.reply);
    });
  }

  /** Whether a stored view draws (record.js checks its shape; this, the rest): drawn apart
   * from the page, so one that does not waits for the engine's.
   * @param {unknown} view @returns {view is View} */
  drawable(view) {
    if (!view) return false;
    try {
      litRender(boardTemplate({ ...this.state, view: /** @type {View} */ (view) }, this.handlers), document.createElement("div"));
      return true;
    } catch (err) {
      console.warn(`A stored view was not drawn: ${/** @type {Error} */ (err).message}`);
      return false;
    }
  }

  /** Make a decision (or undo one), then keep the focus in the hand, next to where it was.
   * @param {import("./types.js").Action | null} action  none to undo @param {string} [method] */
  async act(action, method = "act") {
    const { state, store, keeper } = this;
    if (state.passive) return;
    showMessage("");
    store.update((s) => Object.assign(s, { showLast: false, hint: null, raised: null, drawn: [] }));
    const at = Math.max(0, myCards().indexOf(/** @type {HTMLButtonElement} */ (document.activeElement)));
    const onCard = document.activeElement?.matches("button[data-card]") || method === "undo";
    if (method === "act" && action?.card) stepAside(action.card);
    const early = method === "act" && action !== null && keeper.keepDecision(action);
    const error = await this.flow.request(method, method === "act" ? { action } : {});
    if (error && early && state.record) keeper.keep(state.record);  // not taken after all: the save before it
    if (!error) store.update((s) => { s.selected = []; });
    store.flush();
    refocus(at, onCard && !state.result);
  }

  /** The post-deal review: the deal on the result panel, or a finished game's last. */
  review() {
    const { state } = this;
    const deal = state.result ? state.result.deal : (state.view?.sheet_say.length ?? 0) - 1;  // none: nothing to review
    const game = state.config && { config: state.config, human_seat: state.humanSeat, level: state.level };  // its statistics
    if (state.save && deal >= 0) this.openReview?.({ save: state.save, seat: state.humanSeat, deal, game });
  }

  /** The board's clicks and keys (returns their unbind). */
  bind() {
    return bindInput(this.store, { act: (action) => this.act(action), say: showMessage });
  }

  settle() { return this.flow.settle(); }

  /** Another game on the table: its deal log opens on the deal in play, whatever tab the
   * game before showed. */
  onThisDeal() { this.store.update((s) => { s.logTab = "now"; }); }

  /** @param {Parameters<Games["start"]>} args */
  start(...args) {
    this.onThisDeal();
    return this.games.start(...args);
  }

  /** @param {Parameters<Games["resume"]>} args */
  resume(...args) {
    this.onThisDeal();
    return this.games.resume(...args);
  }

  /** @param {Parameters<Games["showOpening"]>} args */
  showOpening(...args) {
    this.onThisDeal();
    return this.games.showOpening(...args);
  }

  /** Show one of the page's screens. @param {import("./state.js").Screen} screen */
  show(screen) { this.store.update((s) => { s.screen = screen; }); }

  /** Draw again (a change of language or look), on the next frame. */
  draw() { this.store.update(() => {}); }
}

/** The table of a page (see Table). @param {TableHooks} hooks */
export const createTable = (hooks) => new Table(hooks);
