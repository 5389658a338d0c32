"""A game from the openings is the engine's own game: the same save either way.

A game picked on a newcomer's shelf shows one of web/openings/<game>.json at once.  Here the
engine is held back (its WebAssembly is not delivered) while the first decision is made
on that opening; once the engine runs, the save must be exactly the one a game started by
the engine itself with the same seed gives after the same decision.
"""
from __future__ import annotations

import json

import pytest

from webbuild import project
from pages import PLAYABLE, click_card, hand, pick_from_shelf, readable, saved_game, screenshots, wait_engine, wait_idle

FIRST_DECISION = f"#controls button[data-action]:enabled, {PLAYABLE}"


@pytest.fixture
def page(fresh_page):
    """A first visit's page: each test here holds back or refuses the runtime's download,
    which a profile's caches (the shared `page`'s) would serve without asking."""
    return fresh_page


def first_decision(page) -> str:
    """Make the first decision offered (a control, else a card); returns which it was."""
    choice = page.locator(FIRST_DECISION).first
    what = choice.get_attribute("data-card") or choice.inner_text()
    click_card(choice) if choice.get_attribute("data-card") else choice.click()
    return what


def test_an_opening_plays_before_the_engine_runs_and_saves_as_the_engine_would(page) -> None:
    held = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # released below
    page.goto(page.site + "?speed=instant")
    pick_from_shelf(page, "manni")  # every house rule as it is: an opening fits
    page.wait_for_selector(FIRST_DECISION, timeout=20_000)
    assert page.locator("#engine-status").is_visible() and held
    cards = hand(page)
    pool = json.loads((project.DIST / "openings" / "manni.json").read_text())["openings"]
    [opening] = [o for o in pool if o["view"]["hand"] == cards]
    choice = first_decision(page)
    assert page.evaluate("document.body.dataset.busy") == "true"  # queued for the engine
    assert page.locator("#engine-status").is_visible()  # still loading
    screenshots(page, "opening-waits-for-engine", full_page=True)
    page.unroute("**/pyodide.asm.wasm")  # the held request goes on to the network
    wait_idle(page, timeout=90_000)
    wait_engine(page)
    assert not page.locator("#engine-status").is_visible()
    from_the_pool = saved_game(page)

    seed = opening["config"]["seed"]
    page.goto(page.site + f"?speed=instant&game=manni&seed={seed}")  # dealt by the engine
    page.wait_for_selector(FIRST_DECISION, timeout=90_000)
    wait_idle(page)
    assert hand(page) == cards
    assert first_decision(page) == choice
    wait_idle(page)
    # The same game, but a link's: no Undo, which its save keeps.
    assert json.loads(saved_game(page)) == {**json.loads(from_the_pool), "undo": False}
    assert len(json.loads(from_the_pool)["actions"]) > len(json.loads(readable(opening["save"]))["actions"])


def test_an_engine_that_fails_under_an_opening_says_so(page) -> None:
    """The opening goes (nothing on it can be played) and the page says why."""
    held, refusing = [], []

    def hold(route) -> None:  # until the opening is on the table, then refused
        (route.fulfill(status=404, body="gone") if refusing else held.append(route))

    page.route("**/pyodide.asm.wasm", hold)
    page.goto(page.site + "?speed=instant")
    pick_from_shelf(page, "manni")
    page.wait_for_selector(FIRST_DECISION, timeout=20_000)
    refusing.append(True)
    for route in held:
        route.fulfill(status=404, body="gone")
    page.wait_for_selector("body[data-state=error]", timeout=20_000)
    assert page.locator("#message").inner_text().startswith("The game engine could not start")
    assert not page.locator("#board").is_visible() and not page.locator("#loading").is_visible()
    assert not page.locator("#newgame").is_visible()


def test_a_shelf_whose_engine_fails_says_so_and_offers_nothing(page) -> None:
    page.route("**/pyodide.asm.wasm", lambda r: r.fulfill(status=404, body="gone"))
    page.goto(page.site + "?speed=instant")
    page.wait_for_selector("body[data-state=error]", timeout=20_000)
    assert page.locator("#message").inner_text().startswith("The game engine could not start")
    assert not page.locator("#newgame").is_visible()


def test_a_returning_player_sees_the_table_before_the_engine_runs(page) -> None:
    page.goto(page.site + "?speed=instant")
    pick_from_shelf(page, "manni")
    page.wait_for_selector(FIRST_DECISION, timeout=20_000)
    first_decision(page)
    wait_idle(page, timeout=90_000)
    cards, saved = hand(page), saved_game(page)
    page.route("**/pyodide.asm.wasm", lambda route: None)  # never answered: no engine
    page.reload()
    page.wait_for_selector(FIRST_DECISION, timeout=20_000)
    assert hand(page) == cards and page.locator("#engine-status").is_visible()
    assert saved_game(page) == saved
