#!/usr/bin/env python3
"""Time the post-deal review in the browser: Chromium, the built site's own worker.

Finished deals are made here (every seat played by the quick `easy` player, seeded), then
the page's worker reviews each one for seat 0 as the review screen does: the deal's
outline, then one `review` request per decision (py/tricktable/session/review.py, at its
REVIEW_ITERATIONS).  One deal's time runs from the first request to the last reply.
Prints p50 and p95 seconds per deal for each game, and over the deals in which the player
made 16 card decisions (Trjámann, Laugavatnsmanni, the two-player Manillen), with the
machine's load average (other work inflates every figure).  Needs a built dist/
(`python3 build.py build`).

    .venv/bin/python scripts/measure_review.py [--deals 8] [--games manni,manille]
"""
from __future__ import annotations

import os
import statistics

from browser_site import WORKER_CALL, arguments, site_and_browser, worker_page
from tricktable import Game
from tricktable.bots import make_bot
from tricktable.session.review import REVIEW_ITERATIONS

# Runs in the page: its own worker, then each save's first deal reviewed decision by decision.
TIMING = """async ({saves}) => {
""" + WORKER_CALL + """  await call("hello");  // the engine loaded: not part of a review's time
  const out = [];
  for (const save of saves) {
    const start = performance.now();
    const params = {save, human_seat: 0, deal: 0};
    const outline = await call("review", params);
    for (let i = 0; i < outline.decisions.length; i++) await call("review", {...params, decision: i});
    const cards = outline.steps.filter((s) => s.decision && s.action.type === "play").length;
    out.push({seconds: (performance.now() - start) / 1000, decisions: outline.decisions.length, cards});
  }
  worker.terminate();
  return out;
}"""


def finished_deal(variant: str, seed: int) -> str:
    """A save whose first deal is over."""
    game = Game.new(variant, seed=seed)
    while game.deal_no < 1 and not game.over:
        game.apply(make_bot("easy", seed=seed + len(game.actions)).choose(game.view(game.to_move)))
    return game.to_json()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    args = arguments(__doc__, "deals", 8, "deals reviewed per game")
    print(f"review budget: {REVIEW_ITERATIONS} playouts per decision")
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    print(f"{'game':20s} {'deals':>5s} {'decisions':>9s} {'p50 s':>7s} {'p95 s':>7s} {'max s':>7s}")
    sixteen: list[float] = []
    with site_and_browser() as (site, browser):
        for variant in args.games.split(","):
            saves = [finished_deal(variant, seed) for seed in range(1, args.deals + 1)]
            page = worker_page(browser, site)
            runs = page.evaluate(TIMING, {"saves": saves})
            times = [r["seconds"] for r in runs]
            decisions = statistics.mean(r["decisions"] for r in runs)
            print(f"{variant:20s} {len(times):5d} {decisions:9.1f} {statistics.median(times):7.2f} "
                  f"{percentile(times, 0.95):7.2f} {max(times):7.2f}", flush=True)
            sixteen += [r["seconds"] for r in runs if r["cards"] == 16]
            page.context.close()
    if sixteen:
        print(f"16-card deals: {len(sixteen)} reviewed, p50 {statistics.median(sixteen):.2f} s, "
              f"p95 {percentile(sixteen, 0.95):.2f} s")
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
