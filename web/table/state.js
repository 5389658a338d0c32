// UI state and its defaults: nothing here is game state (that lives in Python).

/** Pace per speed, in milliseconds: a card's move to the centre, the pause after a
 * computer's decision, how long a whole trick stays on the table, its gathering. */
export const SPEEDS = {
  slow: { move: 450, step: 1000, hold: 1600, gather: 450 },
  normal: { move: 300, step: 550, hold: 1000, gather: 300 },
  fast: { move: 160, step: 250, hold: 500, gather: 160 },
  instant: { move: 0, step: 0, hold: 0, gather: 0 },
};

function storedSpeed() {
  try {
    const s = localStorage.getItem("tricktable.speed");
    return s in SPEEDS ? s : "normal";
  } catch {
    return "normal";
  }
}

export function createState() {
  return {
    view: null,            // what the table shows: the engine's latest view
    config: null,          // {variant, seed, options} of the game in play
    gameId: null,          // this game's save slot
    record: null,          // what was last stored in it
    save: null,            // the latest save (a JSON string)
    actions: 0,            // moves in that save
    dealStarts: null,      // the move count at the start of each deal, when known
    dealStart: null,       // ... of the deal in play
    humanSeat: 0,
    level: "hard",
    undo: true,            // taking back moves is allowed in this game
    speed: storedSpeed(),
    selected: new Set(),   // cards chosen for an exchange
    showLast: false,       // reviewing the last trick
    taking: false,         // the trick just taken is on show
    gathering: false,      // the finished trick is moving to its winner
    result: null,          // the deal_end event on show, until "Next deal"
    hint: null,            // the card a hint points at
    log: [],               // the last lines of what happened
    busy: false,           // a request or an animation is under way
    thinking: false,       // waiting for the engine's reply (computer players deciding)
    engineReady: false,    // the worker has loaded the engine (until then, requests wait)
    nextDeal: null,        // resolves the wait for "Next deal"
    abandon: false,        // stop showing the reply: another game is starting
    passive: false,        // another tab has taken this game over
  };
}
