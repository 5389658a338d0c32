// @ts-check
// The player's clicks and keys on the board. A card is played, picked for a decision that
// takes several (an exchange), or raised first ("confirm before playing"); a greyed card
// still goes to the engine, which says why it may not be played.
import { pickOf } from "./render.js";
import { WORDS } from "../services/text.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Action} Action */

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));


/** The cards the player may use: the hand, then their face-up stacks.
 * @returns {HTMLButtonElement[]} */
export const myCards = () => [...document.querySelectorAll("#hand button[data-card], #board .layout button[data-card]")]
  .map((b) => /** @type {HTMLButtonElement} */ (b));
/** @param {string} id */
const dialog = (id) => /** @type {HTMLDialogElement} */ ($(id));

/** A tap on a card of a "pick k cards" decision: picked, or put back. */
/** @param {import("./store.js").Store<import("./state.js").UIState>} store @param {string} code @param {(text: string) => void} say */
function pick(store, code, say) {
  const { max } = /** @type {{max: number}} */ (pickOf(/** @type {View} */ (store.state.view)));  // a card to pick
  const selected = store.state.selected;
  if (selected.includes(code)) store.update((s) => { s.selected = selected.filter((c) => c !== code); });
  else if (selected.length < max) store.update((s) => { s.selected = [...selected, code]; });
  else say(WORDS.exchangeMax(max));
}

/**
 * Bind the board's clicks and keys, the score sheet's dialog and the last trick's button;
 * returns the function that unbinds them all. `act(action)` makes a decision; `say(text)`
 * speaks in the message area.
 * @param {import("./store.js").Store<import("./state.js").UIState>} store
 * @param {{act: (action: Action) => void, say: (text: string) => void}} hooks
 */
export function bindInput(store, { act, say }) {
  const state = store.state;

  /** @param {MouseEvent} event */
  function onCardClick(event) {
    const button = /** @type {HTMLButtonElement | null} */ (/** @type {Element} */ (event.target).closest("button[data-card]"));
    if (!button || state.busy || state.passive) return;
    const code = /** @type {string} */ (button.dataset.card);
    if (button.dataset.kind === "select") {
      pick(store, code, say);
      return store.flush();  // what a tap changes shows at once, not a frame later
    }
    const view = /** @type {View} */ (state.view);  // its cards are on show
    const playing = view.legal.some((a) => a.type === "play");  // only while it is my turn
    if (button.getAttribute("aria-disabled") === "true" && (!playing || state.result)) {
      say(view.to_move === view.seat ? playing ? "" : WORDS.decideFirst : WORDS.notYourTurn);
      return;
    }
    // With "confirm before playing", a first tap (or Enter) raises a playable card and a
    // second plays it; a greyed card still goes to Python at once, to say why not.
    if (state.confirmPlay && playing && button.getAttribute("aria-disabled") === "false" && state.raised !== code) {
      store.update((s) => { s.raised = code; });
      return store.flush();
    }
    act({ type: "play", card: code });  // a greyed card: Python says why it is not allowed
  }

  /** Arrow keys move across the hand's cards (greyed ones too, so their reason can be heard).
   * @param {KeyboardEvent} event */
  function onKey(event) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    const cards = myCards();
    if (!cards.length) return;
    const at = cards.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    const last = cards.length - 1;
    const next = /** @type {Record<string, number>} */ ({ ArrowRight: at < 0 ? 0 : Math.min(at + 1, last),
      ArrowLeft: at < 0 ? last : Math.max(at - 1, 0), Home: 0, End: last })[event.key];
    cards[next].focus();
    event.preventDefault();
  }

  const redraw = () => store.update(() => {});
  /** @type {[HTMLElement | null, string, (event: any) => void][]} */
  const all = [
    [$("board"), "click", onCardClick],
    [$("board"), "keydown", onKey],
    [$("btn-sheet"), "click", () => { store.flush(); dialog("sheet-dialog").showModal(); }],
    [$("sheet-close"), "click", () => dialog("sheet-dialog").close()],
    [$("btn-last"), "click", () => { store.update((s) => { s.showLast = !s.showLast; }); store.flush(); }],
    [$("btn-log"), "click", () => { dialog("log-dialog").showModal(); redraw(); }],  // a phone's deal log
    [$("log-close"), "click", () => dialog("log-dialog").close()],
  ];
  const bindings = all.filter(/** @returns {b is [HTMLElement, string, (event: any) => void]} */ (b) => b[0] !== null);
  for (const [el, type, listener] of bindings) el.addEventListener(type, listener);
  return () => { for (const [el, type, listener] of bindings) el.removeEventListener(type, listener); };
}
