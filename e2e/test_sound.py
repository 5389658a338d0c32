"""The table's sounds: made as the table plays once the player has touched the page,
silenced by the mute switch, which the browser remembers; the embedded table is silent."""
from __future__ import annotations

import random

from pages import COUNT_SOUNDS, open_new_game, start_by_clicking, take_turn



def play_cards(page, rng: random.Random, turns: int) -> None:
    for _ in range(turns):
        take_turn(page, rng)


def test_the_table_plays_sounds_until_muted_and_remembers_the_switch(page) -> None:
    page.add_init_script(COUNT_SOUNDS)
    open_new_game(page, speed="fast")
    start_by_clicking(page, "manni", 3)
    switch = page.locator("#btn-sound")
    assert switch.get_attribute("aria-pressed") == "true"  # on by default
    rng = random.Random(3)
    play_cards(page, rng, 4)
    heard = page.evaluate("window.sounds")
    assert heard > 0, "cards played and nothing heard"
    page.locator(".menu").evaluate("d => { d.open = true; }")
    switch.click()
    assert switch.get_attribute("aria-pressed") == "false"
    page.locator(".menu").evaluate("d => { d.open = false; }")
    play_cards(page, rng, 4)
    assert page.evaluate("window.sounds") == heard, "muted, and still heard"
    page.reload()
    page.wait_for_selector("#btn-new:enabled", timeout=90_000)
    assert page.locator("#btn-sound").get_attribute("aria-pressed") == "false"


def test_a_visit_writes_no_sound_choice_until_the_player_makes_one(page) -> None:
    """Showing the switch is not choosing: a fresh visit leaves storage without the key."""
    open_new_game(page)
    start_by_clicking(page, "manni", 3)
    assert page.locator("#btn-sound").get_attribute("aria-pressed") == "true"
    assert page.evaluate("localStorage.getItem('tricktable.sound')") is None
    page.locator(".menu").evaluate("d => { d.open = true; }")
    page.click("#btn-sound")
    assert page.evaluate("localStorage.getItem('tricktable.sound')") == "off"


def test_the_embedded_table_is_silent(page) -> None:
    page.add_init_script(COUNT_SOUNDS)
    page.goto(page.site + "embed.html?game=manni&seed=3&speed=fast")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    play_cards(page, random.Random(3), 4)
    assert page.evaluate("window.sounds") == 0
