"""Manni (RULES.md §1) on stacked decks."""
from __future__ import annotations

import random

from tricktable import Game

from support import deck_codes, find, play_out

HEARTS = ["3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"]


def test_deal_in_packets_of_four_and_a_manni_of_twelve() -> None:
    d = deck_codes(48, [])
    g = Game.new("manni", decks=[d], first_dealer=0)
    L, R, D = 1, 2, 0
    assert sorted(g.view(L)["hand"]) == sorted(d[0:4] + d[12:16] + d[24:28])
    assert sorted(g.view(R)["hand"]) == sorted(d[4:8] + d[16:20] + d[28:32])
    assert sorted(g.view(D)["hand"]) == sorted(d[8:12] + d[20:24] + d[32:36])
    assert g.view(D)["manni_count"] == 12
    assert "2S" not in d and len(d) == 48
    assert g.to_move == L and g.phase == "trade"


def test_trump_cycles_hearts_spades_diamonds_clubs() -> None:
    g = Game.new("manni", seed=3, options={"target": 99})
    seen = []
    rng = random.Random(1)
    for _ in play_out(g, rng):
        if g.deal_no == len(seen):
            seen.append(g.view(0)["trump"])
        if len(seen) == 6:
            break
    assert seen == ["H", "S", "D", "C", "H", "S"]


def test_trade_gives_the_whole_manni_and_ends_the_trading() -> None:
    d = deck_codes(48, [])
    g = Game.new("manni", decks=[d], first_dealer=0)
    old = g.view(2)["hand"]
    g.apply({"type": "trade", "take": False})  # L keeps
    assert g.to_move == 2
    g.apply({"type": "trade", "take": True})   # R takes the Manni, unseen
    assert sorted(g.view(2)["hand"]) == sorted(d[36:48])
    assert g.view(2)["discards"] == old        # the old hand is out of play, seen by its owner
    assert g.view(1)["discards"] == [] and g.view(1)["traded"] == 2
    assert g.phase == "play" and g.to_move == 1  # nobody else may trade; L leads
    assert g.view(0)["manni_count"] == 0


def test_nobody_trades() -> None:
    g = Game.new("manni", decks=[deck_codes(48, [])], first_dealer=2)
    for seat in (0, 1, 2):
        assert g.to_move == seat
        g.apply({"type": "trade", "take": False})
    assert g.phase == "play" and g.to_move == 0 and g.view(0)["manni_count"] == 12


def sweep_deck() -> list[str]:
    """Seat 1 (left of dealer 0) is dealt all twelve hearts: trump in deal 1."""
    rest = deck_codes(48, HEARTS)[12:]
    d = []
    for r in range(3):
        d += HEARTS[4 * r:4 * r + 4] + rest[8 * r:8 * r + 8]
    return d + rest[24:]


def play_deal_first_legal(g: Game) -> None:
    deal = g.deal_no
    while not g.over and g.deal_no == deal:
        g.apply(g.legal_actions()[-1] if g.phase == "trade" else g.legal_actions()[0])


def test_points_above_four_and_game_end() -> None:
    g = Game.new("manni", decks=[sweep_deck()], first_dealer=0, options={"target": 8})
    assert sorted(g.view(1)["hand"]) == sorted(HEARTS)
    play_deal_first_legal(g)
    row = g.sheet[0]
    assert row["tricks"] == [0, 12, 0]
    assert row["positive"] == [0, 8, 0] and row["negative"] == [0, 0, 0]
    assert g.over and g.result() == {"scores": [0, 8, 0], "winners": [1], "reason": "target"}


def test_under_four_negative_option() -> None:
    g = Game.new("manni", decks=[sweep_deck()], first_dealer=0,
                 options={"target": 50, "under_four_negative": True})
    play_deal_first_legal(g)
    assert g.sheet[0]["negative"] == [4, 0, 4] and g.sheet[0]["totals"] == [-4, 8, -4]
    assert not g.over


def test_trade_legal_actions() -> None:
    g = Game.new("manni", seed=1)
    assert find(g, type="trade") == [{"type": "trade", "take": True}, {"type": "trade", "take": False}]
