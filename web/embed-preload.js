// @ts-check
// The embedded table's first script, small and run as soon as it is in: on a first visit,
// ask now for the runtime's files that the engine's worker will fetch, as index.html's
// preloads do, rather than once embed.js has loaded and started the worker. Not when the
// table waits for the reader's click (start=click), cannot start (a frame without an
// origin), or the service worker holds the files already: read twice, they only slowed
// a later visit (docs/browser.md: "Loading").
(() => {
  /** @type {[string, string][]} */
  const files = /* build.py: runtime preloads */ [];
  if (self.origin === "null" || navigator.serviceWorker?.controller
      || new URLSearchParams(location.search).get("start") === "click") return;
  for (const [href, as] of files) {
    const link = document.createElement("link");
    Object.assign(link, { rel: "preload", href, as, crossOrigin: "anonymous" });
    document.head.append(link);
  }
})();
