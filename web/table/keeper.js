// @ts-check
// The game's record: what the table stores after every reply, and the decision it sends
// before the engine has answered, so a reload never loses a move. The save inside is the
// engine's, passed on as it came: the page never reads or edits it. A decision sent and
// not yet answered is kept beside the save, and the engine makes it on resuming.
import { storageBlocked } from "../services/storage.js";
import { WORDS } from "../services/text.js";

/** @typedef {import("./types.js").GameRecord} GameRecord */
/** @typedef {import("./types.js").GameConfig} GameConfig */
/** @typedef {import("./types.js").Reply} Reply */
/** @typedef {import("./types.js").Action} Action */

/** What the engine needs to go on with a game from its record (a stored record, an opening).
 * @param {{save: string, human_seat: number, level: string, undo?: boolean, challenge?: unknown, decision?: object}} r */
export const resumeParams = (r) => ({ save: r.save, human_seat: r.human_seat, level: r.level, undo: r.undo !== false,
  ...(r.challenge ? { challenge: r.challenge } : {}), ...(r.decision ? { decision: r.decision } : {}) });

/** The same JSON value (an action, a view), whatever the order of its objects' keys.
 * @param {unknown} a @param {unknown} b */
export const sameJSON = (a, b) => {
  /** @param {string} key @param {unknown} value */
  const sorted = (key, value) => (value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) : value);
  return JSON.stringify(a, sorted) === JSON.stringify(b, sorted);
};

/**
 * The keeper of one table's record. `write(record)` stores it and returns false when the
 * browser refuses; `refused(blocked)` says so; `say(text, kind)` says that saving works again,
 * or that an older save was put back; `marks`, where given, keeps apart from the records how
 * many moves of each game were stored (services/marks.js), told to the engine on resuming.
 */
/**
 * @param {import("./store.js").Store<import("./state.js").UIState>} store
 * @param {{write: (record: GameRecord) => boolean, refused: (blocked: boolean) => void,
 *   say: (text: string, kind?: string) => void, marks?: import("../services/marks.js").Marks | null}} hooks
 */
export function createKeeper(store, { write, refused, say, marks = null }) {
  let failed = false;
  const state = store.state;

  /** Store a record; while the browser refuses, say so and play on.
   * @param {GameRecord} record */
  function keep(record) {
    if (state.passive) return;
    const ok = write(record);
    if (!ok) refused(storageBlocked());
    else if (failed) say(WORDS.saveAgain, "info");
    failed = !ok;
    // Raised only once the save is stored (never ahead of it), by the moves of that very save.
    if (ok && marks && record.id && record.save === state.save && state.moves !== null) marks.note(record.id, state.moves);
  }

  /** The most moves of game `id` stored in this browser (null: none noted, or no marks kept).
   * @param {string} id @returns {Promise<number | null>} */
  const seen = async (id) => (marks ? marks.highest(id) : null);

  /** A record of the game on show with the engine's `save`.
   * @param {string} save @returns {GameRecord} */
  const recordOf = (save) => ({ id: state.gameId, variant: /** @type {GameConfig} */ (state.config).variant, deal: state.view?.deal ?? 0,
    over: false, updated: Date.now(), save, human_seat: state.humanSeat, level: state.level, undo: state.undo,
    practice: state.practice, dealStarts: state.dealStarts, ...(state.challenge ? { challenge: state.challenge.code } : {}) });

  /** Take in a reply's save, where its deals start and its game's settings, and store
   * them with what the table shows (drawn at once when the player returns); `stored`:
   * false for a reply the engine gave before (an opening, a record's own view). */
  /** @param {Reply} reply @param {boolean} stored */
  function takeReply(reply, stored) {
    store.update((s) => {
      if (reply.save !== undefined) Object.assign(s, { save: reply.save, moves: reply.moves ?? null });
      if (reply.deal_starts) s.dealStarts = [...reply.deal_starts];
      Object.assign(s, { config: reply.config, humanSeat: reply.human_seat, level: reply.level, undo: reply.undo,
        practice: reply.practice === true, challenge: reply.challenge || null });
      // A challenge played through is over: its last deal is not the game's.
      if (stored) {
        // A reply stored is the engine's own, which carries its save.
        s.record = { ...recordOf(/** @type {string} */ (reply.save)), deal: reply.view.deal, over: reply.view.over || !!reply.challenge?.done,
          view: reply.view, config: reply.config };
      }
    });
    if (stored && state.record) keep(state.record);
    if (reply.rolled_back) say(WORDS.rolledBack, "info");
  }

  /** Keep a decision the table offers (one of the view's legal actions, which the engine
   * cannot refuse) before the engine takes it and its computer players think, which may
   * take seconds: a reload meanwhile resumes with it made. The record has no view then:
   * the table waits for the engine's. Returns whether it was kept.
   * @param {Action} action */
  function keepDecision(action) {
    if (state.busy || !state.view || !state.save || !state.view.legal.some((a) => sameJSON(a, action))) return false;
    keep({ ...recordOf(state.save), decision: action });
    return true;
  }

  return { keep, recordOf, takeReply, keepDecision, seen };
}
