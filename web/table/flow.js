// @ts-check
// The table's requests and replies: send one, show its reply at a readable pace (pace.js),
// wait for "Next deal", and let a reply on show finish at once when another game starts.
// Every change goes through the store; the transport may be the page's own engine or any
// other (transport/).
import { playFrames } from "./pace.js";
import { playSound } from "./sound.js";
import { WORDS, errorText, said } from "./text.js";

/**
 * `ctx`: {store, transport, keeper, hooks: {onReply(reply, engines: false for a reply
 * given before, not yet the engine's word), onShown, onEvent, say(text, kind),
 * failed(): whether the engine failed (its message stays), announce(text), awaitingNext():
 * the result panel waits for "Next deal"}}.
 */
/**
 * @param {{store: import("./store.js").Store<import("./state.js").UIState>,
 *   transport: import("../transport/local.js").Transport, keeper: ReturnType<typeof import("./keeper.js").createKeeper>,
 *   hooks: Record<string, Function>}} ctx
 */
export function createFlow({ store, transport, keeper, hooks }) {
  const state = store.state;
  const update = store.update;
  let running = 0;  // requests and pending results under way
  const waiters = [];  // settle()s waiting for none to be

  /** Run `task`, counted as under way until it ends (settle waits for none to be). */
  async function working(task) {
    running++;
    try {
      return await task();
    } finally {
      if (--running === 0) for (const resolve of waiters.splice(0)) resolve();
    }
  }

  /** Say the events the engine marks `aloud` (contract, trick winners, results) once, in
   * the live region (the deal log comes with each view: deallog.js). */
  function say(frame, view) {
    hooks.onEvent(frame.event);
    if (frame.say && frame.aloud) hooks.announce(said(view, frame.say));
  }

  /** Wait for "Next deal" on the result panel on show. The save already holds the next
   * deal, so the panel (and the table behind it) is kept with it until then, for a reload. */
  async function waitForNext() {
    keeper.keep({ ...state.record, pending: { result: state.result, view: state.view } });
    await new Promise((resolve) => {
      update((s) => { s.nextDeal = resolve; });
      hooks.awaitingNext();
    });
    update((s) => { s.nextDeal = null; });
    keeper.keep(state.record);
  }

  /** After a reload: the deal result the player had not yet dismissed, then the table. */
  function showPending({ result, view }) {
    const now = state.view;
    return working(async () => {
      update((s) => Object.assign(s, { busy: true, view, result }));
      await waitForNext();
      update((s) => Object.assign(s, { view: now, result: null, busy: false }));
    });
  }

  /** Show a reply: each event at its pace, then the final view; `stored`: save it (not for
   * a record's own view, nor for an opening, saved from the player's first decision on). */
  async function present(reply, stored = true) {
    keeper.takeReply(reply, stored);
    hooks.onReply(reply, stored);
    await playFrames(store, reply.frames, { say, waitNext: waitForNext });
    update((s) => { s.view = reply.view; });
    hooks.onShown(reply);
    if (state.logTab === "past" && state.pastLogs?.at(-1)?.deal !== reply.view.deal) showLog("past");
  }

  /** Whether the table on show is the engine's: true at once, unless a link's opening waits
   * for the engine's answer (games.js; an engine loaded on demand starts now). */
  async function confirmed() {
    if (!state.unconfirmed) return true;
    transport.start?.();
    return state.unconfirmed;
  }

  /** Send a request and show its reply, or `known`, a reply the engine gave before (an
   * opening, a record's view). A request made on a link's opening waits for the engine's
   * word on it, and is dropped if the engine's table is another. Returns null, or the
   * error's message (also said). */
  function request(method, params, known = null) {
    if (state.busy) return Promise.resolve(WORDS.wait);
    return working(() => exchange(method, params, known));
  }

  async function exchange(method, params, known) {
    let yourTurn = false;
    // The computer players decide in the worker meanwhile; until it runs, the request waits.
    update((s) => Object.assign(s, { busy: true, thinking: true, engineReady: transport.ready }));
    try {
      if (!known && !(await confirmed())) return WORDS.openingChanged;  // chosen on another table
      const reply = known || await transport.call(method, params);
      update((s) => Object.assign(s, { thinking: false, thinkingAt: null }));
      await present(reply, !known);
      yourTurn = reply.frames.length > 0 && reply.view.legal.length > 0;  // after others played
      return null;
    } catch (err) {
      if (!hooks.failed()) hooks.say(errorText(err));  // else: why the engine failed stays
      return errorText(err);
    } finally {
      // The player's turn shows now, as the table takes their decision, never before.
      update((s) => Object.assign(s, { busy: false, thinking: false, thinkingAt: null }));
      if (yourTurn) playSound("turn");
    }
  }

  /** Let the reply on show finish at once (the table is about to change games). */
  async function settle() {
    update((s) => { s.abandon = true; });
    state.nextDeal?.();
    if (running) await new Promise((resolve) => waiters.push(resolve));
    update((s) => { s.abandon = false; });
  }

  /** What the strongest computer player would do, said in the message area. */
  async function hint() {
    try {
      const { action, reason, say: words } = await transport.call("hint");
      update((s) => { s.hint = action.type === "play" ? action.card : null; });
      const why = !reason ? said(state.view, words.help)
        : "chance" in reason ? WORDS.hintChance(reason.chance) : WORDS.hintMargin(reason.margin);
      hooks.say(WORDS.hintSays(said(state.view, words.label), why), "info");
    } catch (err) {
      hooks.say(errorText(err));
    }
  }

  /** The deal log's tab: this deal (in every view), or the earlier deals, asked of the
   * engine each time they are shown (a deal may have ended since). */
  async function showLog(tab) {
    update((s) => {
      s.logTab = tab;
      if (tab === "past") s.pastLogs = null;
    });
    if (tab !== "past") return;
    try {
      const { deals } = await transport.call("deal_logs");
      update((s) => { s.pastLogs = deals; });
    } catch (err) {
      hooks.say(errorText(err));
      update((s) => { s.logTab = "now"; });
    }
  }

  return { request, present, settle, showPending, hint, showLog };
}
