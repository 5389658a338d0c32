#!/usr/bin/env python3
"""How long a card face on the table shows no art: a white card with its corners (issue 50).

    .venv/bin/python scripts/blank_faces.py [--runs 3] [--dist DIR]

Needs a built dist/ (or `--dist`: another build; given twice, the two are measured run by
run in turn, at the same load, as profile_table.py does). Per run and CPU throttle (1× and
4×, the page's whole start throttled), a first visit (an empty cache) to a plain game link
of Manni at 390×844, in Debian's Chromium, played to the player's first decision and
through one trick. Each animation frame, every face on the board is looked at: a face has
its art when its picture (faces.js: an <img> of a blob) is loaded, or, shown as SVG until
then, when the symbol its <use> names is in the page (a <use> of the sprite's file, as
builds before issue 50 drew every face: once the page's resource entry for that file has
ended). Prints, per build and throttle, the longest time (ms) a face stayed without art,
from the frame it first showed, median and range over runs, and how many faces showed
without art; with the load average (the machine is shared).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent)]
from measure_table import trick_frames, wait_decision  # noqa: E402  (puts e2e/ on the path)
from browser_site import add_builds_option, builds_and_browser  # noqa: E402

# Keeps in window.blankFaces the longest time a face was on show without its art.
WATCH = """(() => {
  const since = new Map();  // a face on show -> the frame it showed without art (null: has it)
  const out = { longest: 0, blank: 0, faces: 0 };
  window.blankFaces = out;
  const sprite = () => performance.getEntriesByType("resource").some((e) => e.name.includes("/cards-") && e.responseEnd > 0);
  const art = (f) => {
    if (f.tagName === "IMG") return f.src.startsWith("blob:") && f.complete && f.naturalWidth > 0;
    const href = f.querySelector("use")?.getAttribute("href") ?? "";
    return href.startsWith("#") ? !!document.getElementById(href.slice(1)) : sprite();
  };
  const tick = (now) => {
    for (const f of document.querySelectorAll("#board .card > .face")) {
      if (since.has(f)) continue;
      out.faces++;
      since.set(f, art(f) ? null : now);
      if (since.get(f) !== null) out.blank++;
    }
    for (const [f, start] of since) {
      if (start === null) continue;
      out.longest = Math.max(out.longest, now - start);
      if (art(f)) since.set(f, null);
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()"""


def one_run(browser, site: str, rate: float) -> dict:
    """A first visit at `rate`× CPU to its first decision and through one trick: the page's figures."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True)
    context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(site) else r.abort())
    context.add_init_script(WATCH)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    page.goto(f"{site}?game=manni&seed=11")
    wait_decision(page)
    trick_frames(page, cdp, rate)
    wait_decision(page)
    out = page.evaluate("window.blankFaces")
    context.close()
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", type=int, default=3)
    add_builds_option(p)
    args = p.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.1f}", flush=True)
    with builds_and_browser(args.dist) as (sites, browser):
        runs: dict[tuple[str, int], list[dict]] = {(d, rate): [] for d in sites for rate in (1, 4)}
        for _ in range(args.runs):
            for rate in (1, 4):
                for d, site in sites.items():
                    runs[(d, rate)].append(one_run(browser, site, rate))
        for (d, rate), found in runs.items():
            longest = [r["longest"] for r in found]
            print(f"{d} {rate}×: longest without art (ms) {statistics.median(longest):.0f} "
                  f"({min(longest):.0f}–{max(longest):.0f}); faces shown without art "
                  f"{[r['blank'] for r in found]} of {[r['faces'] for r in found]}")
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
