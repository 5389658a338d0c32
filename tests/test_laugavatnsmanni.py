"""Laugavatnsmanni (RULES.md §4): announcements and the whole Great auction."""
from __future__ import annotations

import random

import pytest

from tricktable import Game, IllegalAction

from support import play_out, random_action

A, B, D = 1, 2, 0  # dealer 0: A announces, B then the dealer may overcall


def new(**options) -> Game:
    return Game.new("laugavatnsmanni", seed=6, first_dealer=D, options=options)


def greats(g: Game) -> list[str]:
    return [a["contract"] for a in g.legal_actions() if a["type"] == "great"]


def test_nullo_has_no_overcall() -> None:
    g = new()
    g.apply({"type": "announce", "contract": "nullo"})
    assert g.phase == "exchange" and g.to_move == A
    assert g.view(0)["contract"] == {"name": "nullo", "trump": None, "nullo": True, "great": False,
                                     "declarer": A}


def test_everyone_passes_and_the_announcer_declares() -> None:
    g = new()
    g.apply({"type": "announce", "contract": "spades"})
    assert g.phase == "great" and g.to_move == B
    assert greats(g) == ["grand", "hearts", "spades", "diamonds", "clubs"]
    g.apply({"type": "pass"})
    assert g.to_move == D
    g.apply({"type": "pass"})
    assert g.view(0)["contract"]["declarer"] == A and not g.view(0)["contract"]["great"]
    assert g.phase == "exchange" and g.to_move == A
    assert g.view(0)["great_used"] == [False, False, False]


def test_dealer_must_outrank_b_and_a_may_retain_in_any_free_kind() -> None:
    g = new()
    g.apply({"type": "announce", "contract": "spades"})
    g.apply({"type": "great", "contract": "hearts"})        # B overcalls
    assert g.to_move == D and greats(g) == ["grand"]         # only higher than hearts
    with pytest.raises(IllegalAction, match="higher"):
        g.apply({"type": "great", "contract": "clubs"})
    g.apply({"type": "pass"})
    assert g.to_move == A                                    # A may retain
    assert greats(g) == ["grand", "hearts", "spades", "diamonds", "clubs"]  # spades still free
    g.apply({"type": "great", "contract": "clubs"})
    c = g.view(0)["contract"]
    assert (c["name"], c["great"], c["declarer"], c["trump"]) == ("clubs", True, A, "C")
    assert g.view(0)["great_used"] == [False, True, True]
    assert g.view(0)["announced"][A] == ["spades"]           # announcing used up spades only
    assert [x["call"] for x in g.view(0)["auction"]] == ["announce", "great", "pass", "great"]


def test_dealer_overcalls_and_a_passes() -> None:
    g = new()
    g.apply({"type": "announce", "contract": "hearts"})
    g.apply({"type": "great", "contract": "clubs"})
    g.apply({"type": "great", "contract": "grand"})
    assert g.to_move == A
    g.apply({"type": "pass"})
    c = g.view(0)["contract"]
    assert (c["name"], c["great"], c["declarer"]) == ("grand", True, D)
    assert g.phase == "exchange" and g.to_move == D


def test_dealer_may_overcall_any_kind_when_b_passed() -> None:
    g = new()
    g.apply({"type": "announce", "contract": "grand"})
    g.apply({"type": "pass"})
    assert greats(g) == ["grand", "hearts", "spades", "diamonds", "clubs"]
    g.apply({"type": "great", "contract": "clubs"})
    g.apply({"type": "pass"})
    assert g.view(0)["contract"]["declarer"] == D


def play_deal(g: Game, rng: random.Random, avoid_great: bool = True) -> None:
    deal = g.deal_no
    while g.deal_no == deal and not g.over:
        if avoid_great and g.phase == "great":
            g.apply({"type": "pass"})
        else:
            g.apply(random_action(g, rng))


def test_one_great_call_per_game_and_not_in_an_announced_kind() -> None:
    g = new()
    rng = random.Random(0)
    g.apply({"type": "announce", "contract": "spades"})
    g.apply({"type": "great", "contract": "diamonds"})   # B uses the one Great call
    g.apply({"type": "pass"})
    g.apply({"type": "pass"})
    play_deal(g, rng)
    # Deal 2: dealer 1, so seat 2 (B before) now announces; seat 0 is next, then dealer 1.
    assert g.to_move == 2 and g.phase == "announce"
    g.apply({"type": "announce", "contract": "hearts"})
    assert g.to_move == 0                                 # seat 0 may overcall
    assert "hearts" in greats(g)
    g.apply({"type": "pass"})
    assert g.to_move == 1
    g.apply({"type": "pass"})
    play_deal(g, rng)
    # Deal 3: dealer 2; seat 0 announces, seat 1 then seat 2 (who used Great: skipped).
    g.apply({"type": "announce", "contract": "clubs"})
    assert g.to_move == 1
    assert "spades" not in greats(g)                      # seat 1 announced spades in deal 1
    with pytest.raises(IllegalAction, match="already announced spades"):
        g.apply({"type": "great", "contract": "spades"})
    g.apply({"type": "pass"})
    assert g.phase == "exchange" and g.to_move == 0       # seat 2 had no Great call left


def test_eighteen_deals_each_kind_once() -> None:
    g = Game.new("laugavatnsmanni", seed=30)
    for _ in play_out(g, random.Random(30)):
        pass
    assert len(g.sheet) == 18
    kinds = ["clubs", "diamonds", "grand", "hearts", "nullo", "spades"]
    assert all(sorted(a) == kinds for a in g.view(0)["announced"])


def test_net_end_option_can_end_early() -> None:
    lengths = []
    for seed in range(6):
        g = Game.new("laugavatnsmanni", seed=seed, options={"end_on": "net"})
        for _ in play_out(g, random.Random(seed)):
            pass
        lengths.append(len(g.sheet))
        net = g.sheet[-1]["totals"]
        assert max(net) >= 10 or len(g.sheet) == 18
        assert all(max(r["totals"]) < 10 for r in g.sheet[:-1])
    assert min(lengths) < 18
