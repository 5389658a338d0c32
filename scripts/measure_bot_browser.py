#!/usr/bin/env python3
"""Time the computer players in the browser: Chromium, the built site's own worker.

For each game, a seeded game at `--level` (one the page offers; hard by default) is played
with the human taking the first legal action each time; the worker says "thinking" with
the position as each computer player starts a decision (web/worker.js), so a decision's
time runs from that message to the next one or to the reply: what the player waits for
it.  Prints p50, p95 and the maximum per game, with the machine's load average (other work
inflates every figure).  Needs a built dist/ (`python3 build.py build`).

    .venv/bin/python scripts/measure_bot_browser.py [--decisions 40] [--games manni,manille] [--level medium]
"""
from __future__ import annotations

import os
import statistics

from browser_site import WORKER_CALL, arguments, site_and_browser, worker_page

# Runs in the page: its own worker, a game, then the human's first legal action until
# enough computer decisions are timed.
TIMING = """async ({variant, decisions, level}) => {
""" + WORKER_CALL + """  const starts = [];
  worker.addEventListener("message", (event) => {
    if (event.data.type === "thinking") starts.push(performance.now());
  });
  const times = [];
  const timed = async (method, params) => {
    starts.length = 0;
    const reply = await call(method, params);
    const end = performance.now();
    starts.forEach((t, i) => times.push((i + 1 < starts.length ? starts[i + 1] : end) - t));
    return reply;
  };
  let reply = await timed("new_game", {variant, seed: 77, level});
  while (times.length < decisions && !reply.view.over) {
    reply = await timed("act", {action: reply.view.legal[0]});
  }
  worker.terminate();
  return times;
}"""


def main() -> None:
    args = arguments(__doc__, "decisions", 40, "timed decisions per game",
                     level=("hard", "the computer players' level"))
    print(f"level {args.level}; load average before: {os.getloadavg()[0]:.1f}")
    print(f"{'game':20s} {'decisions':>9s} {'p50 ms':>8s} {'p95 ms':>8s} {'max ms':>8s}")
    with site_and_browser() as (site, browser):
        for variant in args.games.split(","):
            page = worker_page(browser, site)
            times = sorted(page.evaluate(TIMING, {"variant": variant, "decisions": args.decisions,
                                                   "level": args.level}))
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(f"{variant:20s} {len(times):9d} {statistics.median(times):8.0f} {p95:8.0f} {times[-1]:8.0f}",
                  flush=True)
            page.context.close()
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
