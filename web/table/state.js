// @ts-check
// UI state and its defaults: nothing here is game state (that lives in Python).

/** Pace per speed, in milliseconds: a card's move to the centre, the pause after a
 * computer's decision, how long a whole trick stays on the table, its gathering, and a
 * deal's end called out before its result. */
export const SPEEDS = {
  slow: { move: 450, step: 1000, hold: 1600, gather: 600, moment: 1800 },
  normal: { move: 300, step: 550, hold: 1000, gather: 420, moment: 1300 },
  fast: { move: 160, step: 250, hold: 500, gather: 220, moment: 700 },
  instant: { move: 0, step: 0, hold: 0, gather: 0, moment: 0 },
};

const SPEED_KEY = "tricktable.speed";  // the app's Speed menu keeps its choice here

/** Whether `name` is one of SPEEDS: its own keys only ("toString" and "__proto__" are
 * names every object answers to, and no speed).
 * @param {unknown} name @returns {name is keyof typeof SPEEDS} */
export const isSpeed = (name) => typeof name === "string" && Object.hasOwn(SPEEDS, name);

/** The pace of `speed`, normal's for a name that is no speed. @param {unknown} speed */
export const paceOf = (speed) => SPEEDS[isSpeed(speed) ? speed : "normal"];

function storedSpeed() {
  try {
    return localStorage.getItem(SPEED_KEY);
  } catch {
    return null;
  }
}

/** The speed to play at: the address's `speed=`, else the stored setting, else normal;
 * with each of the two that names no speed (`where`: "address" or "saved", `value`), which
 * the page says it ignored.
 * @param {string} search */
export function chooseSpeed(search) {
  /** @type {{where: string, value: string}[]} */
  const refused = [];
  let speed = "normal";
  /** @type {[string, string | null][]} */
  const said = [["saved", storedSpeed()], ["address", new URLSearchParams(search).get("speed")]];
  for (const [where, value] of said) {
    if (value === null) continue;
    if (isSpeed(value)) speed = value;
    else refused.push({ where, value });
  }
  return { speed, refused };
}

/** Keep the Speed menu's choice for the next visit. @param {string} speed */
export function keepSpeed(speed) {
  try {
    localStorage.setItem(SPEED_KEY, speed);
  } catch { /* the speed is kept for this page only */ }
}

/** The table's UI state: nothing here is game state.
 * @typedef {ReturnType<typeof createState>} UIState */

/** The page's screens ("table": the board, whatever its game's state).
 * @typedef {"loading" | "ready" | "table" | "lobby" | "join" | "error"} Screen */

/** The screen as body[data-state] names it for tests and style.css: on the table, "over"
 * once its game is (the last deal's result first), else "playing".
 * @param {Readonly<UIState>} state */
export const screenOf = (state) => (state.screen !== "table" ? state.screen
  : state.view?.over && !state.result ? "over" : "playing");

export function createState() {
  return {
    screen: /** @type {Screen} */ ("loading"),  // the page's screen (the table's subscriber marks it on the body)
    view: /** @type {import("./types.js").View | null} */ (null),  // what the table shows: the engine's latest view
    config: /** @type {import("./types.js").Reply["config"] | null} */ (null),  // {variant, seed, options} of the game in play
    gameId: /** @type {string | null} */ (null),  // this game's save slot
    record: /** @type {import("./types.js").GameRecord | null} */ (null),  // what was last stored in it
    save: /** @type {string | null} */ (null),  // the latest save (the engine's text, passed on unread)
    moves: /** @type {number | null} */ (null),  // how many moves that save holds (the engine's word), if known
    dealStarts: /** @type {number[] | null} */ (null),  // the move count at the start of each deal (the engine's word)
    humanSeat: 0,
    level: "hard",
    undo: false,           // taking back moves is allowed in this game (practice only)
    practice: false,       // a move was taken back: the engine marks the game practice
    confirmPlay: false,    // a card is raised by a first tap and played by a second
    raised: /** @type {string | null} */ (null),  // the card raised, waiting for that second tap
    speed: "normal",       // the page sets it (chooseSpeed)
    selected: /** @type {string[]} */ ([]),  // cards picked for a decision that takes several (an exchange)
    showLast: false,       // reviewing the last trick
    taking: false,         // the trick just taken is on show
    gathering: false,      // the finished trick is moving to its winner
    result: /** @type {{deal: number, final: boolean, panel?: import("./types.js").ResultPanel} | null} */ (null),  // the deal_end event on show, until "Next deal"
    hint: /** @type {string[] | null} */ (null),  // the cards a hint points at: to play, or to exchange
    logTab: "now",         // the deal log shows this deal ("now") or the earlier ones ("past")
    pastLogs: /** @type {import("./types.js").DealLog[] | null} */ (null),  // the engine's logs of the game's deals, once asked for
    busy: false,           // a request or an animation is under way
    thinking: false,       // waiting for the engine's reply (computer players deciding)
    thinkingAt: /** @type {number | null} */ (null),  // the position whose decision the engine computes now, if said
    engineReady: false,    // the worker has loaded the engine (until then, requests wait)
    unconfirmed: /** @type {Promise<boolean> | null} */ (null),  // a link's opening on show: the promise of the engine's word on it (games.js)
    dealing: false,        // a new deal's hand is coming in (pace.js)
    drawn: /** @type {string[]} */ ([]),  // the cards the player drew in an exchange, marked until their next decision
    moment: /** @type {{side: number, gain: number, mine: boolean} | null} */ (null),  // a deal's end called out (pace.js)
    nextDeal: /** @type {((value?: unknown) => void) | null} */ (null),  // resolves the wait for "Next deal"
    abandon: false,        // stop showing the reply: another game is starting
    passive: false,        // another tab has taken this game over
    challenge: /** @type {import("./types.js").Reply["challenge"]} */ (null),  // the engine's word on the challenge in play: its link's code, done...
    names: /** @type {(string | null)[] | null} */ (null),  // at a live table, who plays each seat (null: a computer)
  };
}
