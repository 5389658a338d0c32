// Showing a reply at a readable pace: each card moves to the centre, a whole trick stays
// on the table with its winner marked, then is gathered; a deal's result waits for the
// player. Every moment the table changes comes with the engine's view of it, so nothing
// is worked out here. The pace comes from the speed setting; "instant" skips every pause.
import { playSound } from "./sound.js";
import { paceOf } from "./state.js";

const sleep = (ms) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
/** How long a new deal's hand takes to come in (style.css: #hand[data-dealing]). */
const DEALING_MS = 900;

/** A new deal's hand comes in card by card; the mark goes once it has, so that a later
 * redraw does not deal it again. Nothing waits for it: the cards take a tap at once. */
function deal(state, draw) {
  state.dealing = true;
  setTimeout(() => {
    state.dealing = false;
    draw();
  }, DEALING_MS);
}

/**
 * Play `frames` onto the table, then `finalView` is the caller's to show. `draw()` redraws
 * from `state`; `say(frame, view)` logs and announces; `waitNext()` resolves when the
 * player asks for the next deal.
 */
export async function playFrames(state, frames, finalView, { draw, say, waitNext }) {
  const pace = () => paceOf(state.speed);
  for (let i = 0; i < frames.length && !state.abandon; i++) {
    const frame = frames[i];
    const { event, view } = frame;
    if (view) state.view = { ...state.view, ...view };  // the reply's first view is whole, the others what changed
    say(frame, state.view || finalView);
    if (event.type === "play") playSound("card");
    if (event.type === "deal") deal(state, draw);
    if (event.type === "trick") {  // the view has the trick taken: it stays on show, then goes
      state.taking = true;
      draw();
      await sleep(pace().hold);
      if (pace().gather) {
        playSound("trick");
        state.gathering = true;
        draw();
        await sleep(pace().gather);
        state.gathering = false;
      }
      state.taking = false;
      draw();
    } else if (event.type === "deal_end") {
      playSound("deal");
      state.result = { ...event, final: frames.slice(i + 1).some((f) => f.event.type === "game_over") };
      draw();
      await waitNext();
      state.result = null;
      draw();
    } else if (view) {
      draw();
      // The pause lets the player follow one move before the next; after the last there is
      // none to follow, and the player's decision (if it is theirs) must not wait on it.
      if (i < frames.length - 1) await sleep(event.type === "play" ? pace().move + pace().step : pace().step);
    }
  }
}
