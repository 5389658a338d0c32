"""What a player relies on besides playing: reasons, resuming, sharing, bad saves."""
from __future__ import annotations

import json
import random

from pages import PLAYABLE, hand, open_new_game, start_by_clicking, state, take_turn, wait_idle, saved_game


def play_until(page, rng, condition, limit: int = 400) -> None:
    for _ in range(limit):
        if condition():
            return
        take_turn(page, rng)
    raise AssertionError("the situation never came up")


def test_illegal_card_changes_nothing_and_says_why(page) -> None:
    open_new_game(page)
    start_by_clicking(page, "manille", 7)
    rng = random.Random(7)
    greyed = "#hand button[data-card]:disabled"
    play_until(page, rng, lambda: page.locator(PLAYABLE).count() > 0 and page.locator(greyed).count() > 0)
    before_hand, before_save = hand(page), saved_game(page)
    card = page.locator(greyed).first
    card.click(force=True)  # greyed cards do not take clicks; their place asks why
    wait_idle(page)
    message = page.locator("#message").inner_text()
    assert message.startswith("You must"), message
    assert hand(page) == before_hand and saved_game(page) == before_save
    assert state(page) == "playing"


def test_reload_resumes_exactly(page) -> None:
    open_new_game(page)
    start_by_clicking(page, "trjamann", 11)
    rng = random.Random(11)
    play_until(page, rng, lambda: page.locator("#trick .card").count() >= 1 and page.locator(PLAYABLE).count() > 0)
    for _ in range(5):
        take_turn(page, rng)
    snapshot = (hand(page), page.locator("#trick").inner_html(), page.locator("#prompt").inner_text(),
                saved_game(page))
    page.reload()
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(page)
    assert (hand(page), page.locator("#trick").inner_html(), page.locator("#prompt").inner_text(),
            saved_game(page)) == snapshot


def test_share_link_opens_the_same_deal(page, browser) -> None:
    open_new_game(page)
    start_by_clicking(page, "hornafjardarmanni", 31, {"deal_packets": "4-4-4-4"})
    first = (hand(page), page.locator("#info").inner_text())
    page.click("#btn-share")
    link = page.locator("#share-link").input_value()
    assert "game=hornafjardarmanni" in link and "seed=31" in link
    other = browser.new_context(bypass_csp=True).new_page()  # as the page fixture, see conftest
    other.goto(link.replace("?", "?speed=instant&", 1))
    other.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(other)
    assert (hand(other), other.locator("#info").inner_text()) == first
    game = json.loads(json.loads(other.evaluate("localStorage.getItem('tricktable.game')"))["save"])
    assert game["config"]["options"]["deal_packets"] == "4-4-4-4"
    other.context.close()


def test_corrupted_save_is_reported_and_the_page_still_works(page) -> None:
    open_new_game(page)
    start_by_clicking(page, "manni", 3)
    take_turn(page, random.Random(3))
    data = json.loads(page.evaluate("localStorage.getItem('tricktable.game')"))
    data["save"] = data["save"].replace('"take"', '"tkae"', 1)
    page.evaluate("s => localStorage.setItem('tricktable.game', s)", json.dumps(data))
    page.reload()
    page.wait_for_function("document.body.dataset.state === 'ready'", timeout=90_000)
    assert "could not be loaded" in page.locator("#message").inner_text()
    assert page.evaluate("localStorage.getItem('tricktable.game.unreadable')") is not None
    start_by_clicking(page, "manni", 4)
    assert state(page) == "playing"


def test_keyboard_moves_across_legal_cards_and_plays(page) -> None:
    open_new_game(page)
    start_by_clicking(page, "manillen-2p-open", 5, {"blind_no_trump": False})
    rng = random.Random(5)
    play_until(page, rng, lambda: page.locator("#hand button[data-card]:enabled").count() >= 2)
    legal = page.locator("#hand button[data-card]:enabled").evaluate_all("bs => bs.map(b => b.dataset.card)")
    page.locator("#hand button[data-card]:enabled").first.focus()
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("document.activeElement.dataset.card")
    assert focused == legal[1]
    page.keyboard.press("Enter")
    wait_idle(page)
    assert focused not in hand(page)
