"""dist/cards-<hash>.svg: the card faces as one SVG sprite (a <symbol> per card code, one
cached file), made at build time from the pinned @letele/playing-cards (see card_art.mjs).

Its name carries its content's hash, as the runtime's and the wheels' do, so hosts send it
immutable: every card drawn was a <use> of it, and under a fixed name served `no-cache`
each new one had the browser ask the server again (a 304, but a round trip: 14 in one
deal of Manni, about 500 in a game); the page now fetches it once (web/table/faces.js).
The page's module names it from a marker the build fills in before bundling
(web/table/cards.js)."""
from __future__ import annotations

from pathlib import Path

from webbuild.policy import CARD_ART
from webbuild.project import content_name, run
from webbuild.vendor import vendor_npm

SCRIPT = Path(__file__).resolve().parent / "card_art.mjs"
SPRITE = "cards.svg"  # its name in the sources; dist/ has cards-<hash>.svg
# What web/table/cards.js names the sprite by, for the build to replace with its dist/ name.
MARKER = f'/* build.py: card art */ "{SPRITE}"'


def write_card_art(dist: Path) -> Path:
    """Write dist/cards-<hash>.svg from the vendored package's components; its path."""
    package = vendor_npm()["@letele/playing-cards"]
    made = dist / SPRITE
    run("node", SCRIPT, package / "dist" / "index.esm.js", made)
    return made.rename(dist / f"{CARD_ART.lstrip('/')}{content_name(made)}.svg")
