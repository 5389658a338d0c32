// @ts-check
// The table's one store: the only writer of UI state, as chessground's render(mutation)
// and boardgame.io's client store are. A change is a function given to `update`; the
// subscribers (the renderer) run once for any number of changes, on the next animation
// frame, so a reply that changes the table ten times is drawn once per frame shown.
// State written anywhere else throws: a stray write is a bug found at once, not a table
// that fails to redraw.

/**
 * @template S
 * @typedef {object} Store
 * @property {Readonly<S>} state  read freely; write only inside `update`
 * @property {(change: (state: S) => void) => void} update  the one way to change the state
 * @property {(listener: (state: Readonly<S>) => void) => () => void} subscribe  returns its unsubscribe
 * @property {() => void} flush  run the subscribers now if a change waits (before reading the DOM)
 * @property {() => number} redraws  how many times the subscribers have run
 */

/** The next animation frame, or the next task where none comes (a hidden tab has no
 * frames, and what it shows must still be current when it is shown again).
 * @param {() => void} run */
export const nextFrame = (run) => (typeof document !== "undefined" && !document.hidden
  ? requestAnimationFrame(run) : setTimeout(run, 0));

/**
 * A store over `initial`. `schedule(run)` runs `run` later (a frame; tests pass their own);
 * `onUpdate(state)` runs at once after each change, for the few marks that must not wait
 * for a frame (the page's busy mark: a click must see it at once); `onError(err)` gets
 * what a subscriber threw, so one bad draw never stops the others or the game.
 * @template {object} S
 * @param {S} initial
 * @param {{schedule?: (run: () => void) => unknown, onUpdate?: (state: S) => void,
 *   onError?: (err: unknown) => void}} [hooks]
 * @returns {Store<S>}
 */
export function createStore(initial, { schedule = nextFrame, onUpdate = () => {}, onError = (err) => { throw err; } } = {}) {
  let writing = 0;
  let waiting = false;
  let count = 0;
  /** @type {Set<(state: Readonly<S>) => void>} */
  const listeners = new Set();
  /** @type {S} */
  const state = new Proxy(/** @type {any} */ (initial), {
    set(target, key, value) {
      if (!writing) throw new TypeError(`UI state "${String(key)}" is written only through the store's update()`);
      target[key] = value;
      return true;
    },
    deleteProperty(target, key) {
      if (!writing) throw new TypeError(`UI state "${String(key)}" is written only through the store's update()`);
      return delete target[key];
    },
  });

  function notify() {
    if (!waiting) return;
    waiting = false;
    count++;
    for (const listener of [...listeners]) {
      try {
        listener(state);
      } catch (err) {
        onError(err);
      }
    }
  }

  return {
    state,
    update(change) {
      writing++;
      try {
        change(state);
      } finally {
        writing--;
      }
      onUpdate(state);
      if (!waiting) {
        waiting = true;
        schedule(notify);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: notify,
    redraws: () => count,
  };
}
