// @ts-check
// The engine of a page that plays: its worker started, its download shown, its failure
// said, and the site kept for offline play once it runs.
import { keepOffline } from "./services/offline.js";
import { WORDS } from "./services/text.js";
import { WorkerTransport } from "./transport/local.js";

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Start the engine's worker, showing its download in #progress and #loading-detail (and
 * #engine-status, the app's quiet line, until it runs).  The worker sits beside the pages
 * that play (index.html, embed.html): its address is the page's, not this module's, which
 * the build bundles into each page's script. `stop(words)` shows the page's error screen
 * when the engine cannot start. @param {(words: string) => void} stop */
export function openEngine(stop) {
  return new WorkerTransport(new URL("worker.js", document.baseURI), {
    onProgress: ({ done, total, label }) => {
      if (label === "ready") keepOffline().catch((err) => console.warn(`Offline play is not available: ${err.message}`));
      const progress = /** @type {HTMLProgressElement} */ ($("progress"));
      progress.max = total;
      progress.value = done;
      const mb = (/** @type {number} */ n) => n / 1e6;
      $("loading-detail").textContent = label === "runtime" ? WORDS.loadingRuntime(mb(total))
        : label === "wheels" ? WORDS.loadingBytes(mb(done), mb(total)) : WORDS.loadingStart;
      if ($("engine-status")) $("engine-status").hidden = label === "ready";
    },
    onFatal: (message) => {
      for (const id of ["engine-status", "loading", "board"]) if ($(id)) $(id).hidden = true;  // nothing to play
      stop(WORDS.engineFailed(message));
    },
  });
}
