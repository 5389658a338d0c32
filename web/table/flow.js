// @ts-check
// The table's requests and replies: send one, show its reply at a readable pace (pace.js),
// wait for "Next deal", and let a reply on show finish at once when another game starts.
// Every change goes through the store; the transport may be the page's own engine or any
// other (transport/).
import { playFrames } from "./pace.js";
import { playSound } from "../services/sound.js";
import { WORDS, errorText, said, turnSaid } from "../services/text.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Frame} Frame */
/** @typedef {import("./types.js").Reply} Reply */
/** @typedef {import("./types.js").Action} Action */
/** @typedef {import("./types.js").Say} Say */

/**
 * The hooks a page gives the flow.
 * @typedef {object} FlowHooks
 * @property {(reply: Reply, engines: boolean) => void} onReply  before a reply is shown
 *   (`engines`: false for a reply given before, not yet the engine's word)
 * @property {(reply: Reply) => void} onShown  once it is
 * @property {(event: Frame["event"]) => void} onEvent  each event as it is shown
 * @property {(text: string, kind?: string) => void} say  the message area
 * @property {(text: string) => void} announce  the live region
 * @property {() => boolean} failed  whether the engine failed (its message stays)
 * @property {() => void} awaitingNext  the result panel waits for "Next deal"
 * @property {(cards: string[]) => void} ahead  the cards a reply is about to play, in order
 */

export class Flow {
  /**
   * @param {{store: import("./store.js").Store<import("./state.js").UIState>,
   *   transport: import("../transport/transport.js").Transport, keeper: ReturnType<typeof import("./keeper.js").createKeeper>,
   *   hooks: FlowHooks}} ctx
   */
  constructor({ store, transport, keeper, hooks }) {
    this.store = store;
    this.state = store.state;
    this.transport = transport;
    this.keeper = keeper;
    this.hooks = hooks;
    this.running = 0;  // requests and pending results under way
    /** @type {(() => void)[]} */
    this.waiters = [];  // settle()s waiting for none to be
    /** @type {Promise<string | null> | null} */
    this.pushes = null;  // the replies pushed to this page, shown in turn
  }

  /** Run `task`, counted as under way until it ends (settle waits for none to be).
   * @template T @param {() => Promise<T>} task @returns {Promise<T>} */
  async working(task) {
    this.running++;
    try {
      return await task();
    } finally {
      if (--this.running === 0) for (const resolve of this.waiters.splice(0)) resolve();
    }
  }

  /** Say the events the engine marks `aloud` (contract, each card played, trick winners,
   * results) once, in the live region (the deal log comes with each view: deallog.js).
   * @param {Frame} frame @param {View} view */
  say(frame, view) {
    this.hooks.onEvent(frame.event);
    if (frame.say && frame.aloud) this.hooks.announce(said(view, frame.say));
  }

  /** Wait for "Next deal" on the result panel on show. The save already holds the next
   * deal, so the panel (and the table behind it) is kept with it until then, for a reload. */
  async waitForNext() {
    const { state, store, keeper } = this;
    // No record: a table that keeps none (a friend's at a live table).
    if (state.record) keeper.keep({ ...state.record, pending: { result: state.result, view: state.view } });
    await new Promise((resolve) => {
      store.update((s) => { s.nextDeal = resolve; });
      this.hooks.awaitingNext();
    });
    store.update((s) => { s.nextDeal = null; });
    if (state.record) keeper.keep(state.record);
  }

  /** After a reload: the deal result the player had not yet dismissed, then the table.
   * @param {Required<import("./types.js").GameRecord>["pending"]} pending */
  showPending({ result, view }) {
    const now = this.state.view;
    return this.working(async () => {
      this.store.update((s) => Object.assign(s, { busy: true, view, result }));
      await this.waitForNext();
      this.store.update((s) => Object.assign(s, { view: now, result: null, busy: false }));
    });
  }

  /** Show a reply: each event at its pace, then the final view; `stored`: save it (not for
   * a record's own view, nor for an opening, saved from the player's first decision on).
   * @param {Reply} reply */
  async present(reply, stored = true) {
    this.keeper.takeReply(reply, stored);
    this.hooks.onReply(reply, stored);
    // A challenge played through ends with its last deal: the engine deals on, but that
    // deal is no part of it, so the table stays at the end of the challenge's last deal.
    const done = reply.challenge?.done && !reply.view.over;
    const ended = done ? reply.frames.findLastIndex((f) => f.event.type === "deal_end") + 1 : 0;
    const frames = ended ? reply.frames.slice(0, ended) : reply.frames;
    await playFrames(this.store, frames, { say: (f, v) => this.say(f, v), waitNext: () => this.waitForNext(),
      ahead: this.hooks.ahead });
    this.store.update((s) => {
      s.view = ended ? { .../** @type {View} */ (s.view), prompt: reply.view.prompt } : reply.view;
    });
    this.hooks.onShown(reply);
    const past = this.state.pastLogs;
    if (this.state.logTab === "past" && past?.at(-1)?.deal !== reply.view.deal) this.showLog("past");
  }

  /** Whether the table on show is the engine's: true at once, unless a link's opening waits
   * for the engine's answer (games.js; an engine loaded on demand starts now). */
  async confirmed() {
    if (!this.state.unconfirmed) return true;
    this.transport.start?.();
    return this.state.unconfirmed;
  }

  /** Send a request and show its reply, or `known`, a reply the engine gave before (an
   * opening, a record's view). A request made on a link's opening waits for the engine's
   * word on it, and is dropped if the engine's table is another. Returns null, or the
   * error's message (also said).
   * @param {string} method @param {object | Promise<object>} params  (a promise: the request, busy, waits for them)
   * @param {Reply | null} [known] @returns {Promise<string | null>} */
  request(method, params, known = null) {
    if (this.state.busy) return Promise.resolve(WORDS.wait);
    return this.working(() => this.exchange(method, params, known));
  }

  /** Show a reply this page did not ask for (at a live table, another player's move), once
   * what is under way is shown; kept if it carries a save (the host's). Returns as `request`.
   * @param {Reply} reply @returns {Promise<string | null>} */
  pushed(reply) {
    this.pushes = (this.pushes ?? Promise.resolve(null)).then(async () => {
      while (this.running) await new Promise((resolve) => this.waiters.push(() => resolve(undefined)));
      return this.working(() => this.exchange("", {}, reply, reply.save !== undefined));
    });
    return this.pushes;
  }

  /** @param {string} method @param {object | Promise<object>} params @param {Reply | null} known
   * @param {boolean} [stored]  keep the reply's save (by default, when the engine gave it now) */
  async exchange(method, params, known, stored = !known) {
    const { store, hooks } = this;
    let yourTurn = false;
    // The computer players decide in the worker meanwhile; until it runs, the request waits.
    store.update((s) => Object.assign(s, { busy: true, thinking: true, engineReady: this.transport.ready }));
    try {
      if (!known && !(await this.confirmed())) return WORDS.openingChanged;  // chosen on another table
      const reply = known || await this.transport.call(method, await params);
      store.update((s) => Object.assign(s, { thinking: false, thinkingAt: null }));
      await this.present(reply, stored);
      const view = /** @type {View} */ (this.state.view);  // present() leaves one on show
      if (view.legal.length && view.to_move === view.seat) hooks.announce(turnSaid(view));
      yourTurn = reply.frames.length > 0 && view.legal.length > 0;  // after others played
      return null;
    } catch (err) {
      if (!hooks.failed()) hooks.say(errorText(err));  // else: why the engine failed stays
      return errorText(err);
    } finally {
      // The player's turn shows now, as the table takes their decision, never before.
      store.update((s) => Object.assign(s, { busy: false, thinking: false, thinkingAt: null }));
      if (yourTurn) playSound("turn");
    }
  }

  /** Let the reply on show finish at once (the table is about to change games). */
  async settle() {
    this.store.update((s) => { s.abandon = true; });
    this.state.nextDeal?.();
    if (this.running) await new Promise((resolve) => this.waiters.push(() => resolve(undefined)));
    this.store.update((s) => { s.abandon = false; });
  }

  /** What the strongest computer player would do, said in the message area. */
  async hint() {
    const { state, hooks } = this;
    try {
      /** @type {{action: Action & {discard?: string[]}, reason: {chance: number} | {margin: number} | null,
       *   say: {label: Say, help: Say | null}}} */
      const { action, reason, say: words } = await this.transport.call("hint");
      const view = /** @type {View} */ (state.view);  // a hint is asked of a game on show
      this.store.update((s) => { s.hint = action.card ? [action.card] : action.discard ?? null; });  // marked in the hand
      const why = !reason ? said(view, words.help)
        : "chance" in reason ? WORDS.hintChance(reason.chance) : WORDS.hintMargin(reason.margin);
      hooks.say(WORDS.hintSays(said(view, words.label), why), "info");
    } catch (err) {
      hooks.say(errorText(err));
    }
  }

  /** The deal log's tab: this deal (in every view), or the earlier deals, asked of the
   * engine each time they are shown (a deal may have ended since). @param {string} tab */
  async showLog(tab) {
    const { store } = this;
    store.update((s) => {
      s.logTab = tab;
      if (tab === "past") s.pastLogs = null;
    });
    if (tab !== "past") return;
    try {
      const { deals } = await this.transport.call("deal_logs");
      store.update((s) => { s.pastLogs = deals; });
    } catch (err) {
      this.hooks.say(errorText(err));
      store.update((s) => { s.logTab = "now"; });
    }
  }
}
