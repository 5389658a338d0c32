#!/usr/bin/env python3
"""How much of the screen the table holds, and how smooth a trick is (issue 40).

    .venv/bin/python scripts/measure_table.py [--runs 3] [--games manni,manille] [--seed 11]

Needs a built dist/ (`python3 build.py build`): serves it on localhost (webbuild.serve,
as the e2e tests do) and opens a plain game link (`?game=G&seed=S`, every setting as a
newcomer has it) in Debian's Chromium, one page per game and run.  At the player's first
decision, the page resized to each screen size in turn (as a phone is turned):

- bare: the share of the screen's pixels that are bare page, neither felt, cards nor
  panels.  The page's background is repainted a colour it never uses (magenta, on the
  root and the body only, in a style sheet added for the shot) and the viewport is
  screenshot: the pixels of that colour show the page through everything drawn on it.
  Text written straight on the page counts as drawn, its glyphs only.
- hand: the share of the screen the player's hand covers: a second shot in which only
  the hand's cards are visible (`visibility`, which a child may take back from its
  parents), on the same magenta; every pixel of another colour is a card's (or its
  shadow's).  Cards over each other count once; a card's turn in the fan is drawn as is.

Then, after one trick played unmeasured (the page's first tap also opens its sound), a
trick per size:

- frame: the largest frame time while a trick is played with the CPU throttled 4× (CDP
  `Emulation.setCPUThrottlingRate`, the page's thread): the gaps between
  requestAnimationFrame callbacks from the player's card to the player's next decision
  (the trick flies in, is gathered to its winner and the next trick is led up to the
  player), at the page's pace (normal).  The card is tapped as a finger taps it (a
  pointer event at a point found before the clock starts), so the harness's own checks
  and layouts stay out of the figure.  Printed: the median over runs, and each run's.

The pixel counts run in the page (a canvas), so the script needs no imaging library.
Prints one line per game and size, with the machine's load average (other work
inflates the frame times).
"""
from __future__ import annotations

import argparse
from collections.abc import Callable
import base64
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "e2e")]
from browser_site import site_and_browser  # noqa: E402  (puts the root and py/ on the path)
from pages import CORNER, NEXT_DEAL, first_playable  # noqa: E402

SIZES = [(390, 844), (360, 640), (844, 390), (1280, 800), (1920, 1080)]
MAGENTA = "html, body { background: #f0f !important; }"
HAND_ONLY = MAGENTA + """
body * { visibility: hidden !important; transition: none !important; }
#hand .card, #hand .card * { visibility: visible !important; }"""
# The human decides now: a card to play, a decision's button or cards to pick, nothing under way.
DECIDING = """() => !document.body.dataset.busy && !document.querySelector('#hand[data-dealing]')
  && !!document.querySelector('#board [data-kind=play][aria-disabled=false], #controls button[data-action], '
    + '#hand [data-kind=select], [data-deal-result] #btn-next')"""
# Counts a screenshot's pixels that are (`magenta`) or are not the page's repainted background.
COUNT = """async ([png, magenta]) => {
  const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
  const image = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
  const canvas = new OffscreenCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  const px = ctx.getImageData(0, 0, image.width, image.height).data;
  let hits = 0;
  for (let i = 0; i < px.length; i += 4) {
    const near = 255 - px[i] + px[i + 1] + 255 - px[i + 2] < 24;
    if (near === magenta) hits++;
  }
  return hits / (image.width * image.height);
}"""
# Records the gaps between animation frames in window.frameGaps until window.stopFrames().
FRAMES = """() => {
  window.frameGaps = [];
  let last = performance.now(), on = true;
  const tick = (now) => { window.frameGaps.push(now - last); last = now; if (on) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  window.stopFrames = () => { on = false; };
}"""


def share(page, style: str, magenta: bool) -> float:
    """The share of the viewport's pixels that are (`magenta`) or are not the background,
    with `style` added for the shot."""
    tag = page.add_style_tag(content=style)
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    png = base64.b64encode(page.screenshot()).decode()
    tag.evaluate("t => t.remove()")
    return page.evaluate(COUNT, [png, magenta])


def wait_decision(page) -> None:
    """Wait for the player's decision; a deal's end is passed by its Next button."""
    page.wait_for_function(DECIDING, polling=100, timeout=120_000)
    while page.locator(NEXT_DEAL).count():
        page.click(NEXT_DEAL)
        page.wait_for_function(DECIDING, polling=100, timeout=120_000)


def trick_frames(page, cdp, rate: float = 4, before: Callable[[], object] = lambda: None) -> list[float]:
    """The frame times (ms) from the player's card to their next decision, with the CPU
    throttled `rate` times; `before` is called as the clock starts (a trace begun)."""
    card = first_playable(page)  # a decision before the play is taken as its first choice
    page.wait_for_function(DECIDING, polling=100)
    # The tap as a finger gives it: a pointer event at the card's corner, found before the
    # clock starts (a locator's click checks the page first, and its layouts would count).
    box, corner = card.bounding_box(), card.evaluate(CORNER)
    before()
    page.evaluate(FRAMES)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    try:
        page.mouse.click(box["x"] + corner["x"], box["y"] + corner["y"])
        page.wait_for_function("() => document.body.dataset.busy", polling=50, timeout=10_000)
        page.wait_for_function(DECIDING, polling=200, timeout=180_000)
    finally:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    page.evaluate("window.stopFrames()")
    return page.evaluate("window.frameGaps")


def one_run(browser, site: str, game: str, seed: int, shares: bool) -> dict:
    """One page of `game`: per size, the shares at the first decision (when `shares`), then
    one trick's largest frame."""
    context = browser.new_context(viewport={"width": SIZES[0][0], "height": SIZES[0][1]}, bypass_csp=True)
    context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(site) else r.abort())
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    page.goto(f"{site}?game={game}&seed={seed}")
    out: dict[tuple[int, int], dict[str, float]] = {size: {} for size in SIZES}
    wait_decision(page)
    for size in SIZES if shares else ():
        page.set_viewport_size({"width": size[0], "height": size[1]})
        out[size] |= {"bare": share(page, MAGENTA, True), "hand": share(page, HAND_ONLY, False)}
    trick_frames(page, cdp, rate=1)  # unmeasured: the first tap opens the page's sound
    for size in SIZES:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        wait_decision(page)
        out[size]["frame"] = max(trick_frames(page, cdp))
    context.close()
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", type=int, default=3, help="pages per game (the frame time's median)")
    p.add_argument("--games", default="manni,manille")
    p.add_argument("--seed", type=int, default=11)
    args = p.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    print(f"{'game':10s} {'size':>10s} {'bare %':>7s} {'hand %':>7s} {'frame ms (runs)':>24s}")
    with site_and_browser() as (site, browser):
        for game in args.games.split(","):
            runs = [one_run(browser, site, game, args.seed, i == 0) for i in range(args.runs)]
            for size in SIZES:
                first = runs[0][size]
                frames = [r[size]["frame"] for r in runs]
                each = ", ".join(f"{f:.0f}" for f in frames)
                print(f"{game:10s} {size[0]:>4d}×{size[1]:<5d} {100 * first['bare']:7.1f} {100 * first['hand']:7.1f} "
                      f"{statistics.median(frames):8.0f} ({each})", flush=True)
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
