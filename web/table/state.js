// UI state and its defaults: nothing here is game state (that lives in Python).
export const SPEEDS = { slow: 1100, normal: 600, fast: 250, instant: 0 };

export function createState() {
  return {
    view: null,            // the human's latest view
    config: null,          // {variant, seed, options} of the game in play
    humanSeat: 0,
    level: "medium",
    speed: localStorage.getItem("tricktable.speed") || "normal",
    selected: new Set(),   // cards chosen for an exchange
    showLast: false,       // reviewing the last trick
    summary: null,         // the latest deal_end event, until dismissed
    busy: false,           // a request or an animation is under way
  };
}
