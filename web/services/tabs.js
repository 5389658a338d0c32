// @ts-check
// Other tabs of the page, over a BroadcastChannel: which games they hold, and who plays a
// game now. The tab that last claimed a game plays it; any other tab holding it steps back,
// so two tabs never overwrite each other's moves.
const WAIT_MS = 150;

/** `current()` names this tab's game; `onTakenOver()` runs when another tab claims it.
 * @param {{current: () => string | null, onTakenOver: () => void}} hooks */
export function watchTabs({ current, onTakenOver }) {
  const channel = "BroadcastChannel" in self ? new BroadcastChannel("tricktable") : null;
  /** @type {Set<string>} */
  const heard = new Set();
  if (channel) {
    channel.onmessage = ({ data }) => {
      if (data.type === "who") channel.postMessage({ type: "holding", id: current() });
      else if (data.type === "holding" && data.id) heard.add(data.id);
      else if (data.type === "claim" && data.id === current()) onTakenOver();
    };
  }
  return {
    claim: (/** @type {string | null} */ id) => channel && id && channel.postMessage({ type: "claim", id }),
    /** The games other open tabs are playing (asked once, answered within a moment). */
    heldElsewhere: async () => {
      if (!channel) return heard;
      channel.postMessage({ type: "who" });
      await new Promise((r) => setTimeout(r, WAIT_MS));
      return heard;
    },
  };
}
