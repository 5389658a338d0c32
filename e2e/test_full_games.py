"""Every game played to its end through the page, by clicking, checked against the engine.

One game of each family (Manni, Manille) is played whole by clicking. The others are played
by clicking for a round of deals (each seat deals once, so each role comes to the player),
then from their last trick, the engine's own save of the game resumed in the page (a
game's later deals ask the page nothing its first ones did not).

On the way, at the first chance in each game: a whole trick stays on the table with its
winner marked (at phone size, then again at desktop size), the first deal ends on a result
panel that waits for "Next deal", every kind of decision and the table pass axe-core, the
page does not scroll sideways at 360 px, and the focus is on a card after a move.
Screenshots of each game at both sizes go to e2e-artifacts/. Some games are played with
the sounds on (they are heard), the others with reduced motion asked for (no card flies).
"""
from __future__ import annotations

import random

import pytest

from tricktable import Game
from tricktable.session.kept import open_kept

from pages import (COUNT_SOUNDS, DESKTOP, NARROW, NEXT_DEAL, ZOOMED, PHONE, PLAYABLE, axe_violations, choose_speed,
                   click_card, near_end_save, open_new_game, overflow_at, resume_save, saved_game, screenshot,
                   set_size, start_by_clicking, state, take_turn, wait_idle)


GAMES = [
    ("manni", {"target": 6}),
    ("hornafjardarmanni", {"target": 4}),
    ("trjamann", {}),
    ("laugavatnsmanni", {"end_on": "net"}),
    ("manille", {"target": 61}),
    ("manillen-2p-dummy", {"max_multiplier": 4}),
    ("manillen-2p-open", {"blind_no_trump": False}),
]
# Played with reduced motion asked for; the others with the sounds on (the default).
REDUCED_MOTION = {"hornafjardarmanni", "laugavatnsmanni", "manillen-2p-dummy"}
# One game of the Manni family played whole by clicking; Manille's whole game is played
# by clicking at a live table (test_live_table.py), with every friend's page too.
WHOLE = {"manni"}


def check_whole_trick(page, name: str) -> str:
    """Play a card at a visible pace: the trick completes on the table, winner marked;
    returns how its cards came in (their CSS animation's name)."""
    choose_speed(page, "fast")
    positions = page.evaluate("document.querySelectorAll('#board .seat').length")
    # One read at the moment the winner shows: the trick is gathered soon after, and a
    # loaded machine may let that happen between two separate reads.
    snapshot = """(() => {
      const trick = document.querySelector('[data-trick]');
      if (!trick?.querySelector('[data-card][data-winner]')) return document.body.dataset.busy ? null : 'idle';
      return {cards: trick.querySelectorAll('[data-card]').length,
              winners: trick.querySelectorAll('[data-winner]').length,
              motion: getComputedStyle(trick.querySelector('.played .card')).animationName};
    })()"""
    seen = None
    for _ in range(positions):  # with a dummy, the player may play twice in one trick
        click_card(page.locator(PLAYABLE).first)
        seen = page.wait_for_function(snapshot, timeout=20_000).json_value()
        if seen != "idle":
            break
    assert isinstance(seen, dict), "no trick completed with its winner marked"
    cards, winners, motion = seen["cards"], seen["winners"], seen["motion"]
    screenshot(page, name)
    assert (cards, winners) == (positions, 1)
    wait_idle(page)
    choose_speed(page, "instant")
    return motion


def check_deal_result(page, variant: str) -> None:
    """The deal's result waits for the player; nothing of the next deal shows before."""
    panel = page.locator("[data-deal-result]")
    assert panel.is_visible()
    text = panel.inner_text()
    assert "Deal 1" in text and "Total" in text, text
    page.wait_for_timeout(400)
    assert panel.is_visible() and page.locator("#hand button[data-card]").count() == 0
    assert page.evaluate("!document.body.dataset.busy")
    assert axe_violations(page) == []
    assert overflow_at(page, NARROW) == 0 and overflow_at(page, ZOOMED) == 0
    screenshot(page, f"{variant}-result-phone")
    set_size(page, DESKTOP)
    screenshot(page, f"{variant}-result-desktop")
    page.click(NEXT_DEAL)
    wait_idle(page)
    assert not panel.count()


@pytest.mark.parametrize("variant,options", GAMES, ids=[g[0] for g in GAMES])
def test_play_a_whole_game_by_clicking(page, variant: str, options: dict) -> None:
    seed = 2024
    set_size(page, PHONE)
    reduced = variant in REDUCED_MOTION
    if not reduced:
        page.emulate_media(reduced_motion="no-preference")
        page.add_init_script(COUNT_SOUNDS)
    open_new_game(page)
    start_by_clicking(page, variant, seed, options)
    rng = random.Random(seed)
    decisions, tricks_checked, deal_checked, kinds = 0, 0, False, set()
    deals, round_of_deals, resumed = 0, Game.new(variant, seed=seed, options=options).players, variant in WHOLE
    while state(page) == "playing":
        if page.locator(NEXT_DEAL).count() and not deal_checked:
            check_deal_result(page, variant)
            deal_checked, deals = True, 1
            continue
        if not resumed and deals >= round_of_deals and tricks_checked == 2:
            resume_save(page, near_end_save(variant, seed, options), level="medium")
            resumed = True
            continue
        kind = page.locator("#controls button[data-action]").first.get_attribute("data-action") \
            if page.locator("#controls button[data-action]").count() else None
        if kind and kind not in kinds:
            kinds.add(kind)
            assert axe_violations(page) == [], f"decision {kind}"
            assert overflow_at(page, NARROW) == 0
            screenshot(page, f"{variant}-decide-{kind}-{'desktop' if deal_checked else 'phone'}")
        if page.locator(PLAYABLE).count() and tricks_checked < (2 if deal_checked else 1):
            size = "desktop" if deal_checked else "phone"
            motion = check_whole_trick(page, f"{variant}-trick-{size}")
            assert motion == ("none" if reduced else "deal-in"), motion
            tricks_checked += 1
            decisions += 1
            if page.locator("#hand button[data-card]").count() and not page.locator(NEXT_DEAL).count():
                assert page.evaluate("document.activeElement.matches('button[data-card]')"), "focus left the cards"
            assert axe_violations(page) == []
            assert overflow_at(page, NARROW) == 0 and overflow_at(page, ZOOMED) == 0
            continue
        deals += take_turn(page, rng) == "next deal"
        decisions += 1
        assert decisions < 3000, "the game does not end"
    wait_idle(page)
    assert state(page) == "over"
    assert deal_checked and tricks_checked == 2
    assert reduced or page.evaluate("window.sounds") > 0, "a whole game and no sound"
    assert axe_violations(page) == []
    screenshot(page, f"{variant}-final-desktop")
    set_size(page, PHONE)
    screenshot(page, f"{variant}-final-phone")
    winners = page.locator("#winners").inner_text()
    page_scores = [int(s.replace("\u2212", "-")) for s in page.locator("#final-scores .score").all_inner_texts()]

    # The engine, replaying the actions the page saved, must agree with what is shown.
    game = open_kept(saved_game(page)).game
    assert game.over and game.config.seed == seed and game.options == {**game.options, **options}
    result = game.result()
    assert page_scores == result["scores"]
    assert ("Nobody wins" in winners) == (result["winners"] == [])
    assert len(game.actions) >= decisions - game.deal_no - 1
