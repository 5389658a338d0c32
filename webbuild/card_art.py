"""dist/cards.svg: the card faces as one SVG sprite (a <symbol> per card code, one cached
file), made at build time from the pinned @letele/playing-cards (see card_art.mjs)."""
from __future__ import annotations

from pathlib import Path

from webbuild.project import run
from webbuild.vendor import vendor_npm

SCRIPT = Path(__file__).resolve().parent / "card_art.mjs"
SPRITE = "cards.svg"


def write_card_art(dist: Path) -> Path:
    """Write dist/cards.svg from the vendored package's components."""
    package = vendor_npm()["@letele/playing-cards"]
    out = dist / SPRITE
    run("node", SCRIPT, package / "dist" / "index.esm.js", out)
    return out
