"""The card faces' sprite (webbuild/card_art.py): a view for each card, which the page shows
as an image (web/table/cards.js, issue 50), and a second one of diamonds and clubs in the
four-colour deck's colours."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from webbuild.card_art import write_card_art

SVG = "{http://www.w3.org/2000/svg}"


def test_every_card_has_a_view_of_its_own(tmp_path: Path) -> None:
    sprite = ET.parse(write_card_art(tmp_path)).getroot()
    views = {v.get("id"): v.get("viewBox") for v in sprite.iter(f"{SVG}view")}
    codes = {r + s for r in "23456789TJQKA" for s in "SHDC"}
    assert set(views) == codes | {c + "-four" for c in codes if c[1] in "DC"}
    assert len(set(views.values())) == len(views)  # each shows a face of its own
    drawn = [g for g in sprite if g.tag == f"{SVG}g"]
    assert len(drawn) == len(views)
    four = {g.get("color") for g, v in zip(drawn, views) if v.endswith("-four")}
    assert four == {"#1456c8", "#137a35"}  # cards.js and style.css name the same colours
