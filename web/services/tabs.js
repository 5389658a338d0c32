// @ts-check
// Other tabs of the page: which games they hold, and who plays a game now. The tab that last
// claimed a game plays it; any other tab holding it steps back, so two tabs never overwrite
// each other's moves.
//
// A tab holds a Web Lock named after the game it plays, for as long as it plays it, and a
// claim takes the lock over from the tab that held it (`steal`), which is told over a
// BroadcastChannel. A new tab reads the locks held to leave alone the games other tabs play:
// an exact answer, where asking the tabs and waiting for their replies missed a tab busy for
// longer than the wait (a review being judged on a slow machine) and took its game.
const PREFIX = "tricktable.game.";

/** `current()` names this tab's game; `onTakenOver()` runs when another tab claims it.
 * @param {{current: () => string | null, onTakenOver: () => void}} hooks */
export function watchTabs({ current, onTakenOver }) {
  const channel = "BroadcastChannel" in self ? new BroadcastChannel("tricktable") : null;
  const locks = "locks" in navigator ? navigator.locks : null;
  /** The game whose lock this tab holds, and how to let it go. */
  let holding = /** @type {string | null} */ (null);
  let release = () => {};
  if (channel) {
    channel.onmessage = ({ data }) => {
      if (data?.type === "claim" && data.id === current()) onTakenOver();
    };
  }
  /** Hold `id`'s lock from now on, taken from any tab that held it; the last game's let go.
   * @param {string} id */
  const hold = (id) => {
    if (!locks || id === holding) return;
    release();
    holding = id;
    // Granted after another game was claimed meanwhile: let go at once.
    const held = () => (holding !== id ? undefined : new Promise((done) => { release = () => done(undefined); }));
    locks.request(PREFIX + id, { steal: true }, held)
      .catch(() => { if (holding === id) holding = null; });  // taken by a tab that claimed the game
  };
  return {
    /** This tab plays `id` now: other tabs holding it step back. @param {string | null} id */
    claim: (id) => {
      if (!id) return;
      hold(id);
      channel?.postMessage({ type: "claim", id });
    },
    /** The games other open tabs are playing. */
    heldElsewhere: async () => {
      const held = locks ? (await locks.query()).held ?? [] : [];
      return new Set(held.flatMap(({ name }) => (name?.startsWith(PREFIX) ? [name.slice(PREFIX.length)] : []))
        .filter((id) => id !== holding));
    },
  };
}
