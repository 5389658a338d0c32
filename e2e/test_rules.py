"""The rules pages in Chromium: cards drawn, examples answer, live tables show their
position, no sideways scroll, in every language."""
from __future__ import annotations

from pathlib import Path

import pytest

from pages import faces_drawn, screenshot

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "rules"
PAGES = sorted((p.parent.name, p.stem) for p in RULES.glob("*/*.md") if p.parent.name != "glossary")


NARROW = 360
# What an example says once its card is tried, and what that card should make it say.
VERDICT_AND_SAY = "(b) => [b.closest('.example').querySelector('.verdict').textContent, b.dataset.say]"
# The example cards a click at their centre would miss (another element on top), each
# scrolled into view first as a click does. At the phone's width every card is clicked and
# answers; the answers do not hang on the width, so at the desktop's each is only aimed at.
MISSED = """[...document.querySelectorAll('.example button.try')].filter((b) => {
  b.scrollIntoView({block: 'center'});
  const box = b.getBoundingClientRect();
  return !b.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
}).map((b) => b.dataset.say)"""


@pytest.mark.parametrize("game,lang", PAGES)
def test_a_rules_page_draws_its_cards_and_its_examples_answer(page, game: str, lang: str) -> None:
    for width, height in ((NARROW, 800), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        page.goto(f"{page.site}rules/{game}.{lang}.html")
        assert page.get_attribute("html", "lang") == lang
        wanted = page.evaluate("[...document.querySelectorAll('[data-cards]')]"
                               ".reduce((n, e) => n + e.dataset.cards.split(' ').length, 0)")
        # The cards are drawn once the page's words are in (another language's: fetched).
        page.wait_for_function("n => document.querySelectorAll('.card .face').length === n", arg=wanted)
        faces_drawn(page, "body")  # each face its SVG until its picture lands
        assert wanted and page.locator(".card img.face").count() == wanted
        if width == NARROW:
            for card in page.locator(".example button.try").all():
                card.click()
                verdict, say = card.evaluate(VERDICT_AND_SAY)
                assert verdict == say, (verdict, say)
        else:
            assert page.evaluate(MISSED) == []
        live = page.locator(".live iframe").all()
        assert live, "a live table"
        for frame in live:  # each shows its position; the engine loads at the reader's move
            frame.scroll_into_view_if_needed()
            frame.element_handle().content_frame().locator("#hand button[data-card]").first.wait_for()
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        screenshot(page, f"rules-{game}-{lang}-{width}")
    assert not [line for line in page.console if line.startswith(("error", "pageerror"))]
