#!/usr/bin/env python3
"""Time the post-deal review in the browser: Chromium, the built site's own worker.

Finished deals are made here (every seat played by the quick `easy` player, seeded), then
the page's worker reviews each one for seat 0 as the review screen does: the deal's
outline, then one `review` request per decision (py/tricktable/review.py, at its
REVIEW_ITERATIONS).  One deal's time runs from the first request to the last reply.
Prints p50 and p95 seconds per deal for each game, and over the games whose player makes
16 card decisions a deal (the two-player Manillen, holding a dummy's eight cards too),
with the machine's load average (other work inflates every figure).  Needs a built dist/
(`python3 build.py build`).

    .venv/bin/python scripts/measure_review.py [--deals 8] [--games manni,manille]
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
from tricktable import Game  # noqa: E402
from tricktable.bots import make_bot  # noqa: E402
from tricktable.review import REVIEW_ITERATIONS  # noqa: E402
from tricktable.variants import REGISTRY  # noqa: E402

# Runs in the page: its own worker, then each save's first deal reviewed decision by decision.
TIMING = """async ({saves}) => {
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
  await call("hello");  // the engine loaded: not part of a review's time
  const out = [];
  for (const save of saves) {
    const start = performance.now();
    const params = {save, human_seat: 0, deal: 0};
    const outline = await call("review", params);
    for (let i = 0; i < outline.decisions.length; i++) await call("review", {...params, decision: i});
    out.push({seconds: (performance.now() - start) / 1000, decisions: outline.decisions.length});
  }
  worker.terminate();
  return out;
}"""


def finished_deal(variant: str, seed: int) -> str:
    """A save whose first deal is over."""
    game = Game.new(variant, seed=seed)
    while game.deal_no < 1 and not game.over:
        game.apply(make_bot("easy", seed=seed + len(game.actions)).choose(game.view(game.to_move)))
    return game.to_json(sealed=True)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--deals", type=int, default=8, help="deals reviewed per game")
    p.add_argument("--games", default=",".join(v.id for v in REGISTRY.values()))
    args = p.parse_args()
    from playwright.sync_api import sync_playwright
    handler = functools.partial(serve.SiteHandler, directory=str(project.DIST))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"review budget: {REVIEW_ITERATIONS} playouts per decision")
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    print(f"{'game':20s} {'deals':>5s} {'decisions':>9s} {'p50 s':>7s} {'p95 s':>7s} {'max s':>7s}")
    sixteen: list[float] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=os.environ.get("TRICKTABLE_CHROMIUM", "/usr/bin/chromium"),
                                     args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                                           "--disable-component-update", "--disable-sync"])
        for variant in args.games.split(","):
            saves = [finished_deal(variant, seed) for seed in range(1, args.deals + 1)]
            page = browser.new_context(bypass_csp=True).new_page()
            page.goto(site + "rules/manni.en.html")  # a page of the site that starts no engine
            runs = page.evaluate(TIMING, {"saves": saves})
            times = [r["seconds"] for r in runs]
            decisions = statistics.mean(r["decisions"] for r in runs)
            print(f"{variant:20s} {len(times):5d} {decisions:9.1f} {statistics.median(times):7.2f} "
                  f"{percentile(times, 0.95):7.2f} {max(times):7.2f}", flush=True)
            if REGISTRY[variant].players * 16 == REGISTRY[variant].positions * REGISTRY[variant].hand_size:
                sixteen += times
            page.context.close()
        browser.close()
    server.shutdown()
    if sixteen:
        print(f"16-card deals: {len(sixteen)} reviewed, p50 {statistics.median(sixteen):.2f} s, "
              f"p95 {percentile(sixteen, 0.95):.2f} s")
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
