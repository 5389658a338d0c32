// @ts-check
// Putting a game on the table: a new one, a stored one, or a short link's opening. A
// position the engine has not seen yet (an opening, a record's view) is drawn at once and
// resumed by the engine behind it; the player's first decision waits for the engine's word.
import { cutView } from "../services/linkopening.js";
import { resumeParams, sameJSON } from "./keeper.js";
import { WORDS, errorText } from "../services/text.js";

/** @typedef {import("./types.js").GameRecord} GameRecord */
/** @typedef {import("./types.js").ResumeRecord} ResumeRecord */
/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Reply} Reply */
/** @typedef {(reason: string) => void} Refused */

export class Games {
  /**
   * @param {{store: import("./store.js").Store<import("./state.js").UIState>,
   *   transport: import("../transport/transport.js").Transport, flow: import("./flow.js").Flow,
   *   keeper: ReturnType<typeof import("./keeper.js").createKeeper>,
   *   drawable: (view: unknown) => view is View,
   *   say: (text: string, kind?: string) => void, failed: () => boolean}} ctx
   */
  constructor({ store, transport, flow, keeper, drawable, say, failed }) {
    this.store = store;
    this.state = store.state;
    this.transport = transport;
    this.flow = flow;
    this.keeper = keeper;
    this.drawable = drawable;
    this.say = say;
    this.failed = failed;
  }

  /** The table empty and a new slot `id` for the game to come (`fields`: what it knows).
   * @param {string} id @param {Partial<import("./state.js").UIState>} fields */
  async clearFor(id, fields) {
    await this.flow.settle();
    this.store.update((s) => Object.assign(s, { view: null, result: null, hint: null, showLast: false, passive: false,
      pastLogs: null, unconfirmed: null, selected: [], record: null, save: null, moves: null, dealStarts: null,
      gameId: id, ...fields }));
  }

  /** The engine's answer to a position already on show: its own word on where the deals
   * start, on undo and on practice (a link game's "no Undo" is in its save).
   * @param {object | Promise<object>} params @param {Refused} refused */
  resumeBehind(params, refused) {
    const id = this.state.gameId;
    Promise.resolve(params).then((p) => this.transport.behind("resume", p)).then((reply) => {
      if (this.state.gameId !== id) return;
      this.store.update((s) => Object.assign(s, { dealStarts: reply.deal_starts,
        undo: reply.undo, practice: reply.practice === true }));
      if (reply.rolled_back) this.say(WORDS.rolledBack, "info");
    }, (err) => {
      if (this.state.gameId === id && !this.failed()) refused(errorText(err));  // else: another game, or the engine failed
    });
  }

  /** A new game (new_game's params, or `method`'s: a challenge) in the slot `id`, or
   * `opening`, the engine's reply to it made at build time (see opening.js); returns null
   * or the error's message.
   * @param {object} params @param {string} id @param {(Reply & {save: string}) | null} [opening]
   * @param {string} [method] */
  async start(params, id, opening = null, method = "new_game") {
    await this.clearFor(id, { dealStarts: [0] });
    if (opening) this.resumeBehind(resumeParams(opening), this.say);
    return this.flow.request(method, params, opening);
  }

  /** Go on with a stored record; returns null or the error's message.  With `refused`, a
   * record that keeps its view is drawn at once and resumed by the engine when it runs,
   * `refused(reason)` if the engine will not.
   * @param {ResumeRecord} record @param {Refused | null} [refused] */
  async resume(record, refused = null) {
    // A link's deal has the engine's part alone until the engine's reply, which keeps it whole.
    const kept = /** @type {GameRecord} */ (record);
    // The most moves of this game stored here, kept apart from its record: a save of fewer
    // is an older copy put back, which the engine makes practice (services/marks.js). Read
    // meanwhile: the request waits for it, busy from its start, as any request is.
    const noted = this.keeper.seen(record.id);
    await this.clearFor(record.id, { record: kept, save: record.save, dealStarts: record.dealStarts || null });
    const base = resumeParams(record);
    const params = noted.then((seen) => ({ ...base, ...(seen !== null ? { seen } : {}) }));
    // Drawn before the engine has read the save: no Undo until it says (a record changed by
    // hand cannot bring back what the save turned off).
    const shown = refused && !record.decision && this.drawable(record.view) && record.config
      ? { frames: [], view: record.view, config: record.config, practice: record.practice, ...base, undo: false,
        challenge: record.challenge ? { code: record.challenge, players: [], done: record.over === true } : null } : null;
    if (shown && refused) {
      this.resumeBehind(params, refused);
      this.keeper.keep(kept);  // this tab plays it now (other tabs step back); a stored record, with its view
    }
    const error = await this.flow.request("resume", params, shown);
    if (!error && record.pending && this.drawable(record.pending.view)) this.flow.showPending(record.pending);  // busy until "Next deal"
    return error;
  }

  /** A link's opening (a record, linkopening.js) on show at once; the engine starts the
   * link's own game behind it (`play_link`, the link's `code`) and the player's first
   * decision waits for that answer. The same view (less what the opening left out, its
   * `cut`): the engine's whole view is shown, and the game goes on, saved from then on.
   * Another view (a link of another version, or a false opening): the engine's is shown and
   * the decision made on the other is dropped. An opening that does not draw is not shown:
   * the engine's table comes when it has read the link. Refused: `refused(reason)`.
   * Returns null or the error's message.
   * @param {ReturnType<typeof import("../services/linkopening.js").openingRecord>} record @param {string} code
   * @param {Refused} refused */
  async showOpening(record, code, refused) {
    await this.clearFor(record.id, {});
    if (!this.drawable(record.view)) return this.openedByEngine(code, refused);
    const id = record.id;
    // Meanwhile the worker names the seats whose moves the opening shows done: forgotten.
    const confirmed = () => this.store.update((s) => Object.assign(s, { unconfirmed: null, thinkingAt: null }));
    const answer = this.transport.behind("play_link", { code }).then(async (reply) => {
      if (this.state.gameId !== id) return false;
      confirmed();
      const same = sameJSON(cutView(reply.view, record.cut), record.view);
      await this.flow.present({ ...reply, frames: [] });  // saved from now on
      if (!same) this.say(WORDS.openingChanged, "info");
      return same;
    }, (err) => {
      if (this.state.gameId !== id) return false;
      confirmed();
      if (this.state.gameId === id && !this.failed()) refused(errorText(err));  // else: another game, or the engine failed
      return false;
    });
    this.store.update((s) => { s.unconfirmed = answer; });
    return this.flow.request("play_link", { code }, { frames: [], ...record });
  }

  /** A link whose opening does not draw: the engine's table, once it has read the link.
   * @param {string} code @param {Refused} refused */
  async openedByEngine(code, refused) {
    const error = await this.flow.request("play_link", { code });
    if (error && !this.failed()) refused(error);
    return error;
  }
}
