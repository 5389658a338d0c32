// The embedded table's first script, small and run as soon as it is in: unless the table waits for
// the reader's click (start=click) or cannot start (a frame without an origin), ask now
// for the runtime's files that the engine's worker will fetch, as index.html's preloads
// do. Without it they are asked for only once embed.js has loaded and started the
// worker (docs/browser.md: "Loading").
(() => {
  const files = /* build.py: runtime preloads */ [];
  if (self.origin === "null" || new URLSearchParams(location.search).get("start") === "click") return;
  for (const [href, as] of files) {
    const link = document.createElement("link");
    Object.assign(link, { rel: "preload", href, as, crossOrigin: "anonymous" });
    document.head.append(link);
  }
})();
