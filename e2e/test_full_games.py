"""Every game played to its end through the page, by clicking, checked against the engine."""
from __future__ import annotations

import random

import pytest

from tricktable import Game

from pages import open_new_game, screenshot, start_by_clicking, state, take_turn, wait_idle, saved_game

GAMES = [
    ("manni", {"target": 6}),
    ("hornafjardarmanni", {"target": 4}),
    ("trjamann", {}),
    ("laugavatnsmanni", {"end_on": "net"}),
    ("manille", {"target": 61}),
    ("manillen-2p-dummy", {"max_multiplier": 4}),
    ("manillen-2p-open", {"blind_no_trump": False}),
]


@pytest.mark.parametrize("variant,options", GAMES, ids=[g[0] for g in GAMES])
def test_play_a_whole_game_by_clicking(page, variant: str, options: dict) -> None:
    seed = 2024
    open_new_game(page)
    start_by_clicking(page, variant, seed, options)
    rng = random.Random(seed)
    decisions, shot = 0, False
    while state(page) == "playing":
        take_turn(page, rng)
        decisions += 1
        if not shot and page.locator("#trick .card").count() >= 1 and state(page) == "playing":
            screenshot(page, f"{variant}-table")
            shot = True
        assert decisions < 3000, "the game does not end"
    wait_idle(page)
    assert state(page) == "over"
    screenshot(page, f"{variant}-final")
    winners = page.locator("#winners").inner_text()
    page_scores = [int(s) for s in page.locator("#final-scores .score").all_inner_texts()]

    # The engine, replaying the actions the page saved, must agree with what is shown.
    game = Game.from_json(saved_game(page))
    assert game.over and game.config.seed == seed and game.options == {**game.options, **options}
    result = game.result()
    assert page_scores == result["scores"]
    assert ("Nobody wins" in winners) == (result["winners"] == [])
    assert len(game.actions) >= decisions
