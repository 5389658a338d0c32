"""Friends at one live table, each in their own browser context, through a real relay."""
from __future__ import annotations

import random

from live import live_context, my_turn
from pages import choose_game, take_turn, wait_engine


def open_table(browser, site: str, relay: str, variant: str):
    """The host's page: a new table for `variant` from the new-game screen."""
    context = live_context(browser, site, relay)
    host = context.new_page()
    host.goto(site + "?speed=instant")
    wait_engine(host)
    host.click("#btn-new")
    choose_game(host, variant)
    host.click("#friends")
    host.wait_for_selector("#lobby:not([hidden])")
    return host


def join(browser, site: str, relay: str, link: str, name: str):
    context = live_context(browser, site, relay)
    page = context.new_page()
    page.goto(link)
    page.fill("#live-name", name)
    page.click("#live-join button[type=submit]")
    page.wait_for_selector("#lobby:not([hidden])", timeout=30_000)
    return page


def test_two_friends_play_a_deal_of_manille(browser, site, relay) -> None:
    host = open_table(browser, site, relay, "manille")
    link = host.input_value("#lobby-link")
    friends = [join(browser, site, relay, link, name) for name in ("Ása", "Bram")]
    host.wait_for_function("document.querySelectorAll('#lobby-seats [data-here=true]').length === 3")
    host.click("#lobby-start")
    for page in (host, *friends):
        page.wait_for_selector("#board:not([hidden])", timeout=30_000)
    rng = random.Random(1)
    pages = [host, *friends]
    deals = 0
    for _ in range(400):
        moved = False
        for page in pages:
            if my_turn(page):
                if take_turn(page, rng) == "next deal":
                    deals += 1
                moved = True
        if deals >= 1:
            break
        if not moved:
            host.wait_for_timeout(100)
    assert deals >= 1
