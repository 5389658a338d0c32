"""Every screen in every language, at a phone's and a desktop's size, into e2e-artifacts/
(screens-<lang>-<screen>-<width>.png) to be looked at: the shelf of games, its house rules,
the settings, a decision before the play, a trick under way, a deal's result and the end
of the game (Manille to 61); each one axe-clean and without sideways scroll at 360 px.
The end comes from the game's last trick, resumed from a save the engine made, and played
out by clicking (e2e/test_full_games.py plays whole games by clicking)."""
from __future__ import annotations

import random

import pytest

from pages import (DESKTOP, NARROW, NEXT_DEAL, PHONE, PLAYABLE, axe_violations, near_end_save, open_house_rules,
                   open_settings, overflow_at, resume_save, screenshot, set_size, start_by_clicking, take_turn,
                   wait_engine)

DECISION = "#controls button[data-action]"
TRICK = f"!!document.querySelector('{PLAYABLE}') && !!document.querySelector('[data-trick] [data-card]')"


def shoot(page, lang: str, screen: str) -> None:
    """The screen at both sizes into the artifacts; it fits 360 px and axe finds nothing."""
    for size in (PHONE, DESKTOP):
        set_size(page, size)
        screenshot(page, f"screens-{lang}-{screen}-{size[0]}")
    assert overflow_at(page, NARROW) == 0, screen
    assert axe_violations(page) == [], screen


def play_until(page, condition: str, rng: random.Random, limit: int = 200) -> None:
    for _ in range(limit):
        if page.evaluate(condition):
            return
        take_turn(page, rng)
    raise AssertionError(f"never came to {condition}")


@pytest.mark.parametrize("lang", ["en", "is", "fr", "nl"])
def test_every_screen_in_every_language(page, lang: str) -> None:
    page.goto(page.site + f"?speed=instant&lang={lang}")
    page.wait_for_selector("#games .game-card", timeout=20_000)
    wait_engine(page)
    shoot(page, lang, "shelf")
    open_house_rules(page)
    shoot(page, lang, "house-rules")
    open_settings(page)
    shoot(page, lang, "settings")
    page.click("#settings-close")
    start_by_clicking(page, "manille", 5, {"target": 61}, level="random")
    rng = random.Random(5)
    play_until(page, f"!!document.querySelector('{DECISION}')", rng)
    shoot(page, lang, "decision")
    play_until(page, TRICK, rng)
    shoot(page, lang, "trick")
    play_until(page, f"!!document.querySelector('{NEXT_DEAL}')", rng)
    shoot(page, lang, "result")
    resume_save(page, near_end_save("manille", 5, {"target": 61}))
    play_until(page, "document.body.dataset.state === 'over'", rng)
    shoot(page, lang, "end")
