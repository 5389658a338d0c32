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

import os
import statistics

from browser_site import WORKER_CALL, arguments, site_and_browser, worker_page

# Runs in the page: its own worker, a game, then hint-and-play until enough decisions.
TIMING = """async ({variant, decisions}) => {
""" + WORKER_CALL + """  let reply = await call("new_game", {variant, seed: 77, level: "hard"});
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
    args = arguments(__doc__, "decisions", 40, "timed decisions per game")
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    print(f"{'game':20s} {'decisions':>9s} {'p50 ms':>8s} {'p95 ms':>8s} {'max ms':>8s}")
    with site_and_browser() as (site, browser):
        for variant in args.games.split(","):
            page = worker_page(browser, site)
            times = sorted(page.evaluate(TIMING, {"variant": variant, "decisions": args.decisions}))
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(f"{variant:20s} {len(times):9d} {statistics.median(times):8.0f} {p95:8.0f} {times[-1]:8.0f}",
                  flush=True)
            page.context.close()
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
