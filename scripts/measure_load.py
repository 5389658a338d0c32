#!/usr/bin/env python3
"""Time from navigation to the first playable table, in headless Chromium, on dist/.

    .venv/bin/python scripts/measure_load.py [--runs 5]

"Playable" means a seeded game has started from a link and the human's first decision is
on screen (a control or a card is enabled).  Cold: a fresh browser profile per run.
Warm: a second load in the same profile.  Prints each run and the medians.
"""
from __future__ import annotations

import argparse
import functools
import http.server
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

from playwright.sync_api import sync_playwright  # noqa: E402

PLAYABLE = ("document.body.dataset.state === 'playing' && !document.body.dataset.busy && "
            "document.querySelector('#controls button:enabled, #hand button[data-card]:enabled') !== null")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def load(page, url: str) -> float:
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_function(PLAYABLE, timeout=120_000)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    handler = functools.partial(build.SiteHandler, directory=str(build.DIST))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/?game=manni&seed=1&speed=instant"
    cold, warm = [], []
    with sync_playwright() as p:
        for i in range(args.runs):
            with tempfile.TemporaryDirectory() as profile:
                ctx = p.chromium.launch_persistent_context(
                    profile, executable_path="/usr/bin/chromium", args=ARGS, headless=True)
                page = ctx.new_page()
                cold.append(load(page, url))
                page.evaluate("localStorage.clear()")
                warm.append(load(page, url))
                ctx.close()
            print(f"run {i + 1}: cold {cold[-1]:.2f} s, warm {warm[-1]:.2f} s", flush=True)
    server.shutdown()
    size = sum(f.stat().st_size for f in build.DIST.rglob("*") if f.is_file())
    print(f"dist/: {size / 1e6:.1f} MB")
    print(f"median cold {statistics.median(cold):.2f} s, median warm {statistics.median(warm):.2f} s "
          f"over {args.runs} runs")


if __name__ == "__main__":
    main()
