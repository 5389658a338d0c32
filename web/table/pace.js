// Showing a reply at a readable pace: each card moves to the centre, a whole trick stays
// on the table with its winner marked, then is gathered; a deal's result waits for the
// player. The pace comes from the speed setting; "instant" skips every pause.
import { applyEvent } from "./display.js";
import { SPEEDS } from "./state.js";

const sleep = (ms) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/**
 * Play `frames` onto the table, then `finalView` is the caller's to show. `draw()` redraws from `state`; `say(event, view)` logs and
 * announces; `waitNext()` resolves when the player asks for the next deal.
 */
export async function playFrames(state, frames, finalView, { draw, say, waitNext }) {
  const pace = () => SPEEDS[state.speed];
  for (let i = 0; i < frames.length && !state.abandon; i++) {
    const { event, view } = frames[i];
    say(event, view || state.view || finalView);
    if (!state.view) {          // a new game: nothing is on the table before its first view
      state.view = view;
      continue;
    }
    if (event.type === "trick") {
      const whole = applyEvent(state.view, event);
      state.view = view ? { ...view, trick: whole.trick, winner: event.winner } : whole;
      draw();
      await sleep(pace().hold);
      if (pace().gather) {
        state.gathering = true;
        draw();
        await sleep(pace().gather);
        state.gathering = false;
      }
      state.view = view || { ...whole, trick: [], winner: null };
      draw();
    } else if (event.type === "deal_end") {
      state.result = { ...event, final: frames.slice(i + 1).some((f) => f.event.type === "game_over") };
      state.view = view || applyEvent(state.view, event);  // the totals include this deal
      draw();
      await waitNext();
      state.result = null;
      draw();
    } else {
      state.view = view || applyEvent(state.view, event);
      if (view || event.type === "play") {
        draw();
        await sleep(event.type === "play" ? pace().move + pace().step : pace().step);
      }
    }
  }
}
