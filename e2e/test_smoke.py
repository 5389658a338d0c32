"""The built site loads with no other origin, a game starts and a card is played."""
from __future__ import annotations

from pages import NARROW, PLAYABLE, axe_violations, click_card, open_new_game, overflow_at, wait_idle


def test_load_start_and_play_a_card(page) -> None:
    open_new_game(page)
    assert page.locator("#games input[type=radio]").count() == 7
    for game in page.locator("#games input[type=radio]").all():  # each game's options fit a phone
        game.check()
        assert overflow_at(page, NARROW) == 0, game.get_attribute("value")
    assert page.locator("#start").is_enabled() and axe_violations(page) == []
    page.locator("input[value=manille]").check()
    assert page.locator("#options [data-option=target]").input_value() == "101"
    page.click("#start")
    page.wait_for_function("document.body.dataset.state === 'playing'")
    wait_idle(page)
    # Decide until it is time to play, then play the first playable card.
    for _ in range(10):
        playable = page.locator(PLAYABLE)
        if playable.count():
            break
        page.locator("#controls button[data-action]").first.click()
        wait_idle(page)
    card = playable.first.get_attribute("data-card")
    label = playable.first.text_content()
    assert " of " in label
    hand_before = page.locator("#hand button[data-card]").count()
    click_card(playable.first)
    wait_idle(page)
    assert page.locator(f"#hand button[data-card='{card}']").count() == 0
    assert page.locator("#hand button[data-card]").count() == hand_before - 1
    assert not page.locator("#message").is_visible()
    assert not [c for c in page.console if c.startswith(("error", "pageerror"))], page.console


def test_bad_link_shows_a_message_and_the_new_game_screen(page) -> None:
    page.goto(page.site + "?game=whist&seed=1")
    page.wait_for_function("document.body.dataset.state === 'ready'", timeout=90_000)
    assert "Unknown game 'whist'" in page.locator("#message").inner_text()
