// @ts-check
// The clock of friends' turns at a live table. A friend who takes their seat and never
// plays would leave everyone waiting for ever: once a friend has been to move for a while
// (`stallMs`) the host's page offers to hand the seat to a computer player or to remove
// the friend, and where the host set a turn clock (a house rule, off by default) a
// computer player makes the move itself when the friend's time runs out.

/** How long a friend may think before the host's page offers to hand their seat over. */
export const STALL_MS = 20_000;
/** The turn clocks a host may set, in seconds (0: none). */
export const CLOCKS = [0, 30, 60, 120];

export class TurnClock {
  /**
   * @param {{seconds: number, onStall: (seat: number) => void, onExpire: (seat: number, moves: number) => void,
   *   stallMs?: number, second?: number}} setup  `onExpire` is told the moves the turn began after, to check it
   *   is still that turn; `stallMs` and `second` (a second's length in ms) are shorter in the unit tests
   */
  constructor({ seconds, onStall, onExpire, stallMs = STALL_MS, second = 1000 }) {
    this.seconds = seconds;
    this.onStall = onStall;
    this.onExpire = onExpire;
    this.stallMs = stallMs;
    this.second = second;
    /** @type {{seat: number, moves: number, since: number, stalled: boolean} | null} */
    this.turn = null;
    /** @type {ReturnType<typeof setTimeout>[]} */
    this.timers = [];
  }

  /** The turn as the engine's last reply left it: friend's seat `seat` to move after
   * `moves` moves, or no friend to move (null). The same turn again changes nothing.
   * @param {number | null} seat @param {number} moves */
  watch(seat, moves) {
    if (seat !== null && this.turn?.seat === seat && this.turn.moves === moves) return;
    this.stop();
    if (seat === null) return;
    this.turn = { seat, moves, since: Date.now(), stalled: false };
    this.start();
  }

  /** Set the turn clock (seconds, 0: none); the turn running now is timed from its start.
   * @param {number} seconds */
  set(seconds) {
    this.seconds = seconds;
    if (!this.turn) return;
    this.timers.forEach(clearTimeout);
    this.start();
  }

  /** The friend's seat that has been to move for a while, if one has. */
  stalled() { return this.turn?.stalled ? this.turn.seat : null; }

  stop() {
    this.timers.forEach(clearTimeout);
    this.timers = [];
    this.turn = null;
  }

  /** The timers of the turn on now, from its start. */
  start() {
    const turn = /** @type {NonNullable<TurnClock["turn"]>} */ (this.turn);
    const left = (/** @type {number} */ ms) => Math.max(0, turn.since + ms - Date.now());
    this.timers = turn.stalled ? [] : [setTimeout(() => {
      turn.stalled = true;
      this.onStall(turn.seat);
    }, left(this.stallMs))];
    if (this.seconds) this.timers.push(setTimeout(() => this.onExpire(turn.seat, turn.moves), left(this.seconds * this.second)));
  }
}
