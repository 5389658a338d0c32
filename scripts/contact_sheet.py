#!/usr/bin/env python3
"""The table as a player sees it, on two contact sheets in docs/ (issue 40), so a reader sees
the table without running it.

    .venv/bin/python scripts/contact_sheet.py [--games manni,manille] [--out docs]

Needs a built dist/ (`python3 build.py build`). Opens plain game links in Debian's Chromium
and screenshots:

- docs/contact-sheet-sizes.png: every game at its first decision, at 390×844, 360×640,
  844×390, 1280×800 and 1920×1080 (a row per game), light theme;
- docs/contact-sheet-moments.png: per game, at 390×844 and 1280×800, in the dark theme:
  a trick in flight, the cards drawn in an exchange marked (the games with an exchange),
  a deal's end called out and its result, and a game's end (a short game: a low target
  where the game has one; SHORT).

Each sheet is a page of the shots laid out in a grid, screenshot whole: no imaging library.
"""
from __future__ import annotations

import argparse
import base64
import html
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "e2e")]
from browser_site import site_and_browser  # noqa: E402
from measure_table import DECIDING, SIZES, wait_decision  # noqa: E402
from pages import NEXT_DEAL, PLAYABLE, click_card, first_playable, take_turn  # noqa: E402

GAMES = ["manni", "hornafjardarmanni", "trjamann", "laugavatnsmanni", "manille", "manillen-2p-dummy", "manillen-2p-open"]
# A game that ends soon, for its end: the game's own low target where it has one.
SHORT = {"manni": {"target": 2}, "hornafjardarmanni": {"target": 2}, "manille": {"target": 61}}
PHONE, DESKTOP = (390, 844), (1280, 800)


def open_game(browser, site: str, game: str, size: tuple[int, int], theme: str, query: str = "") -> object:
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, bypass_csp=True)
    ctx.add_init_script(f"localStorage.setItem('tricktable.settings', JSON.stringify({{theme: '{theme}'}}))")
    page = ctx.new_page()
    page.goto(f"{site}?game={game}&seed=11{query}")
    return page


def shot(page, path: Path) -> Path:
    page.screenshot(path=str(path))
    return path


def sizes_row(browser, site: str, game: str, tmp: Path) -> list[tuple[str, Path]]:
    page = open_game(browser, site, game, SIZES[0], "light")
    wait_decision(page)
    row = []
    for w, h in SIZES:
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(300)
        row.append((f"{w}×{h}", shot(page, tmp / f"{game}-{w}x{h}.png")))
    page.context.close()
    return row


def moments_row(browser, site: str, game: str, size: tuple[int, int], tmp: Path) -> list[tuple[str, Path]]:
    """A trick in flight, an exchange's drawn cards, a deal's end and result, a game's end."""
    tag = f"{game}-{size[0]}"
    row = []
    page = open_game(browser, site, game, size, "dark", "&speed=fast")
    rng = random.Random(5)
    page.wait_for_function(DECIDING, polling=100, timeout=300_000)
    for _ in range(40):  # to the first card the player plays: an exchange on the way is shown
        if page.locator("#hand .card.drawn").count() and not any(label.startswith("exchange") for label, _ in row):
            row.append(("exchange: drawn cards", shot(page, tmp / f"{tag}-exchange.png")))
        if page.locator(PLAYABLE).count():
            break
        take_turn(page, rng, 120_000)
    card = first_playable(page)
    code = card.get_attribute("data-card")
    click_card(card)
    page.wait_for_selector(f".trick .played [data-card='{code}']", timeout=30_000)
    page.wait_for_timeout(40)  # about a third of its way at this speed
    row.insert(0, ("a card in flight", shot(page, tmp / f"{tag}-flight.png")))
    end = time.monotonic() + 240
    while time.monotonic() < end:  # to the deal's end: its moment, then its result
        if page.locator(".moment").count():
            row.append(("deal's end", shot(page, tmp / f"{tag}-moment.png")))
            page.wait_for_selector(NEXT_DEAL, timeout=30_000)
            row.append(("deal result", shot(page, tmp / f"{tag}-result.png")))
            break
        if page.locator(PLAYABLE).count():
            click_card(first_playable(page))
        else:
            page.wait_for_timeout(40)
    page.context.close()
    if game in SHORT:
        page = open_game(browser, site, game, size, "dark", f"&speed=instant&options={quote(json.dumps(SHORT[game]))}")
        page.wait_for_function(DECIDING, polling=100, timeout=300_000)
        for _ in range(400):
            if take_turn(page, rng, 120_000) == "over":
                break
        row.append(("game's end", shot(page, tmp / f"{tag}-over.png")))
        page.context.close()
    return row


def sheet(browser, rows: list[tuple[str, list[tuple[str, Path]]]], height: int, out: Path) -> None:
    """The shots as a page: a row per title, each shot scaled to `height` px, its label under it."""
    def img(path: Path) -> str:
        return f"data:image/png;base64,{base64.b64encode(path.read_bytes()).decode()}"
    body = "".join(
        f"<h2>{html.escape(title)}</h2><div class=row>"
        + "".join(f"<figure><img src='{img(p)}'><figcaption>{html.escape(label)}</figcaption></figure>" for label, p in shots)
        + "</div>" for title, shots in rows)
    page = browser.new_page()
    page.set_content(f"""<style>body{{margin:12px;font:14px system-ui;background:#ddd}} h2{{margin:8px 0 4px;font-size:16px}}
      .row{{display:flex;gap:10px;align-items:flex-start}} figure{{margin:0}} img{{height:{height}px;
      display:block;box-shadow:0 1px 4px #0006}} figcaption{{font-size:12px;color:#333}}</style>{body}""")
    page.screenshot(path=str(out), full_page=True)
    page.close()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", default=",".join(GAMES))
    p.add_argument("--moments", default="", help="the games of the moments' sheet (default: --games)")
    p.add_argument("--sizes", action=argparse.BooleanOptionalAction, default=True, help="make the sizes' sheet")
    p.add_argument("--out", default=str(ROOT / "docs"))
    args = p.parse_args()
    games = args.games.split(",")
    out = Path(args.out)
    with tempfile.TemporaryDirectory() as tmp, site_and_browser() as (site, browser):
        shots = Path(tmp)
        if args.sizes:
            sheet(browser, [(g, sizes_row(browser, site, g, shots)) for g in games], 300, out / "contact-sheet-sizes.png")
            print("sizes: done", flush=True)
        moments = [(f"{g}, {w}×{h}", moments_row(browser, site, g, (w, h), shots))
                   for g in (args.moments or args.games).split(",") for w, h in (PHONE, DESKTOP)]
        sheet(browser, moments, 320, out / "contact-sheet-moments.png")
        print("moments: done")


if __name__ == "__main__":
    main()
