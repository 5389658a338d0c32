"""The page plays a game it has never heard of: a site built with the test-only eighth game
(tests/eighth_game.py, Bidding Manni, a bidding round of its own) and its words
(tests/eighth_game.ftl), and nothing else changed: no page script, no engine module, no
worker message knows it. The engine words every decision, prompt, event, fact, score and
result; the page only lays them out."""
from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from pages import NEXT_DEAL, context_options, PHONE, screenshot, set_size, take_turn, wait_idle
from webbuild import serve
from webbuild.site import Extra, build_site

ROOT = Path(__file__).resolve().parent.parent
# The registry line a shipped game adds (tricktable's variants import their modules; the
# test session registers the game in tests/conftest.py).
REGISTER = b"from tricktable.rules.variants.base import register\nfrom eighth_game import BiddingManni\nregister(BiddingManni)\n"


@pytest.fixture(scope="module")
def eighth_site(tmp_path_factory):
    dist = tmp_path_factory.mktemp("eighth") / "dist"
    extra = Extra(modules={"eighth_game.py": (ROOT / "tests" / "eighth_game.py").read_bytes(),
                           "eighth_game_site.py": REGISTER},
                  imports=("eighth_game_site",), words={"en": (ROOT / "tests" / "eighth_game.ftl").read_text()})
    build_site(Path(sys.executable), dist, extra)
    with serve.served(dist) as address:
        yield address


def test_the_page_plays_a_game_with_a_decision_of_its_own(browser, eighth_site) -> None:
    context = browser.new_context(**context_options())
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{eighth_site}?game=bidding-manni&seed=3&level=random&speed=instant&lang=en")
    page.wait_for_function("['playing', 'over'].includes(document.body.dataset.state)", timeout=120_000)
    wait_idle(page, 60_000)
    rng = random.Random(3)
    bids = 0
    while not page.locator(NEXT_DEAL).count():
        if page.locator("#controls button[data-action=bid]").count():
            bids += 1
            assert page.inner_text("#prompt") == "Bid the tricks you will take."
            labels = page.locator("#controls button[data-action=bid]").all_inner_texts()
            assert all(re.fullmatch(r"Bid \d+ tricks?", label) for label in labels), labels
        take_turn(page, rng)
    assert bids == 1  # the player's own bid, once a deal
    panel = page.inner_text("[data-deal-result]")
    assert "Deal 1" in panel and "Plus" in panel and "Minus" in panel
    log = page.evaluate("document.querySelector('.deal-log').textContent")
    assert re.search(r"(bids|You bid) \d+\.", log), "the deal log says the bids"
    set_size(page, PHONE)
    screenshot(page, "eighth-game-result")
    take_turn(page, rng)  # the next deal
    sheet = page.inner_text(".side-sheet")
    assert "Deal" in sheet and re.search(r"[+−]\d", sheet)
    assert page.inner_text("[data-deal-counter]") == "Deal 2 of 8"
    text = page.inner_text("body")
    assert not re.search(r"\b(prompt|act|n|reason|game)-[a-z-]+\b", text), "no message id is shown raw"
    assert not errors, errors
    context.close()
