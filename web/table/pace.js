// @ts-check
// Showing a reply at a readable pace: each card moves to the centre, a whole trick stays
// on the table with its winner marked, then is gathered; a deal's result waits for the
// player. Every moment the table changes comes with the engine's view of it, so nothing
// is worked out here. The pace comes from the speed setting; "instant" skips every pause.
import { playSound } from "../services/sound.js";
import { paceOf } from "./state.js";

/** @typedef {import("./store.js").Store<import("./state.js").UIState>} TableStore */
/** @typedef {ReturnType<typeof paceOf>} Pace */
/** @typedef {import("./types.js").View} View */

const sleep = (/** @type {number} */ ms) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
/** How long a new deal's hand takes to come in (style.css: #hand[data-dealing]). */
const DEALING_MS = 900;

/** A new deal's hand comes in card by card; the mark goes once it has, so that a later
 * redraw does not deal it again. Nothing waits for it: the cards take a tap at once.
 * @param {TableStore} store */
function deal(store) {
  store.update((s) => { s.dealing = true; });
  setTimeout(() => store.update((s) => { s.dealing = false; }), DEALING_MS);
}

/** The cards the player drew in an exchange (in the hand now, not before it): marked, as
 * the hand is sorted again at once, until the player's next decision (controller.js).
 * @param {TableStore} store @param {View | null} before @param {import("./types.js").Frame["event"]} event */
function markDrawn(store, before, event) {
  const { view } = store.state;
  if (!before?.hand || !view || event.seat !== view.seat) return;
  const drawn = view.hand.filter((c) => !before.hand.includes(c));
  store.update((s) => { s.drawn = drawn; });
}

/** A deal's end has a moment of its own before its result: the side that gained most is
 * called out on the felt (render.js celebrates it when it is the player's).
 * @param {TableStore} store @param {View | null} before @param {Pace} pace */
async function moment(store, before, pace) {
  const { view } = store.state;
  if (!pace.moment || !before?.strip || !view?.strip) return;
  const gains = view.strip.map((s, i) => s.total - (before.strip[i]?.total ?? 0));
  const best = gains.indexOf(Math.max(...gains));
  const side = view.strip[best].side;
  store.update((s) => { s.moment = { side, gain: gains[best], mine: side === view.teams[view.seat] }; });
  await sleep(pace.moment);
  store.update((s) => { s.moment = null; });
}

/** The trick just taken stays on show, then is gathered to its winner.
 * @param {TableStore} store @param {Pace} pace */
async function takeTrick(store, pace) {
  store.update((s) => { s.taking = true; });
  await sleep(pace.hold);
  if (pace.gather) {
    playSound("trick");
    store.update((s) => { s.gathering = true; });
    await sleep(pace.gather);
    store.update((s) => { s.gathering = false; });
  }
  store.update((s) => { s.taking = false; });
}

/**
 * Play `frames` onto the table through `store` (the final view is the caller's to show).
 * `ahead(cards)` is told first the cards the frames play, in order (their faces are drawn
 * before they land); `say(frame, view)` logs and announces; `waitNext()` resolves when the
 * player asks for the next deal.
 * @param {import("./store.js").Store<import("./state.js").UIState>} store
 * @param {import("./types.js").Frame[]} frames
 * @param {{say: (frame: import("./types.js").Frame, view: View) => void, waitNext: () => Promise<void>,
 *   ahead: (cards: string[]) => void}} hooks
 */
export async function playFrames(store, frames, { say, waitNext, ahead }) {
  const state = store.state;
  ahead(frames.flatMap(({ event }) => (event.type === "play" ? [event.card] : [])));
  for (let i = 0; i < frames.length && !state.abandon; i++) {
    const frame = frames[i];
    const { event, view } = frame;
    const pace = paceOf(state.speed);
    const before = state.view;
    // The reply's first view is whole, the others what changed.
    if (view) store.update((s) => { s.view = /** @type {View} */ ({ ...s.view, ...view }); });
    say(frame, /** @type {View} */ (state.view));  // a reply's first frame brings a whole one
    if (event.type === "play") playSound("card");
    if (event.type === "deal") deal(store);
    if (event.type === "exchange") markDrawn(store, before, event);
    if (event.type === "trick") {  // the view has the trick taken: it stays on show, then goes
      await takeTrick(store, pace);
    } else if (event.type === "deal_end") {
      playSound("deal");
      const final = !frames.slice(i + 1).some((f) => f.event.type === "deal");  // no deal follows it
      await moment(store, before, pace);
      store.update((s) => { s.result = { ...event, deal: event.deal, final, panel: frame.result }; });
      await waitNext();
      store.update((s) => { s.result = null; });
    } else if (view && i < frames.length - 1) {
      // The pause lets the player follow one move before the next; after the last there is
      // none to follow, and the player's decision (if it is theirs) must not wait on it.
      await sleep(event.type === "play" ? pace.move + pace.step : pace.step);
    }
  }
}
