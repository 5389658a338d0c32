#!/usr/bin/env python3
"""Time the `hard` computer player in the browser: Chromium, the built site's own worker.

For each game, the page's worker is asked for a hint (one `hard` decision for the human's
seat) before every human decision of a seeded game, and the human then plays that move;
the time from request to reply is one decision.  Prints p50, p95 and the maximum per
game, with the machine's load average (other work inflates every figure).  Needs a built
dist/ (`python3 build.py build`).

    .venv/bin/python scripts/measure_bot_browser.py [--decisions 40] [--games manni,manille]
"""
from __future__ import annotations

import argparse
import functools
import http.server
import os
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from webbuild import project, serve  # noqa: E402
from tricktable.variants import REGISTRY  # noqa: E402

# Runs in the page: its own worker, a game, then hint-and-play until enough decisions.
TIMING = """async ({variant, decisions}) => {
  const worker = new Worker("/worker.js", {type: "module"});
  let next = 1;
  const call = (method, params = {}) => new Promise((resolve, reject) => {
    const id = next++;
    const listen = (event) => {
      if (event.data.type !== "reply" || event.data.id !== id) return;
      worker.removeEventListener("message", listen);
      event.data.error ? reject(new Error(event.data.error.message)) : resolve(event.data.result);
    };
    worker.addEventListener("message", listen);
    worker.postMessage({id, method, params});
  });
  let reply = await call("new_game", {variant, seed: 77, level: "hard"});
  const times = [];
  while (times.length < decisions && !reply.view.over) {
    const start = performance.now();
    const {action} = await call("hint");
    times.push(performance.now() - start);
    reply = await call("act", {action});
  }
  worker.terminate();
  return times;
}"""


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--decisions", type=int, default=40, help="timed decisions per game")
    p.add_argument("--games", default=",".join(v.id for v in REGISTRY.values()))
    args = p.parse_args()
    from playwright.sync_api import sync_playwright
    handler = functools.partial(serve.SiteHandler, directory=str(project.DIST))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    print(f"{'game':20s} {'decisions':>9s} {'p50 ms':>8s} {'p95 ms':>8s} {'max ms':>8s}")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=os.environ.get("TRICKTABLE_CHROMIUM", "/usr/bin/chromium"),
                                     args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                                           "--disable-component-update", "--disable-sync"])
        for variant in args.games.split(","):
            page = browser.new_context(bypass_csp=True).new_page()
            page.goto(site + "rules/manni.en.html")  # a page of the site that starts no engine
            times = sorted(page.evaluate(TIMING, {"variant": variant, "decisions": args.decisions}))
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(f"{variant:20s} {len(times):9d} {statistics.median(times):8.0f} {p95:8.0f} {times[-1]:8.0f}",
                  flush=True)
            page.context.close()
        browser.close()
    server.shutdown()
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
