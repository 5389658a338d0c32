"""Hornafjarðarmanni (RULES.md §2) on stacked decks and given cuts."""
from __future__ import annotations

import random

import pytest

from tricktable import Game, IllegalAction
from tricktable.rules.cards import CARD_OF, CODE_OF

from support import deck_codes, play_out


def horn(first: list[str], cut: int, **options) -> tuple[Game, list[str]]:
    d = deck_codes(52, first)
    return Game.new("hornafjardarmanni", decks=[d], cuts=[cut], first_dealer=0, options=options), d


def test_cut_and_deal_4_3_3_3() -> None:
    g, d = horn([], 10)
    e = d[10:] + d[:10]
    L, R, D = 1, 2, 0
    assert g.view(0)["cut_card"] == d[9] == e[51]
    manni = e[0:4] + e[13:17] + e[26:30] + e[39:43]
    assert g.table.stock == [CARD_OF[c] for c in manni]
    assert sorted(g.view(L)["hand"]) == sorted(e[4:7] + e[17:20] + e[30:33] + e[43:46])
    assert sorted(g.view(R)["hand"]) == sorted(e[7:10] + e[20:23] + e[33:36] + e[46:49])
    assert sorted(g.view(D)["hand"]) == sorted(e[10:13] + e[23:26] + e[36:39] + e[49:52])
    assert d[9] in g.view(D)["hand"]  # the cut card goes to the dealer
    assert g.events[1]["type"] == "cut" and g.events[1]["seat"] == R  # dealer's right cuts


def test_deal_4_4_4_4_option() -> None:
    g, d = horn([], 20, deal_packets="4-4-4-4")
    e = d[20:] + d[:20]
    assert sorted(g.view(1)["hand"]) == sorted(e[0:4] + e[12:16] + e[24:28])
    assert sorted(g.view(0)["hand"]) == sorted(e[8:12] + e[20:24] + e[32:36])
    assert g.view(0)["manni_count"] == 16


@pytest.mark.parametrize("card,name,trump", [
    ("2S", "nullo", None), ("5D", "nullo", None), ("6H", "hearts", "H"), ("9C", "clubs", "C"),
    ("7S", "spades", "S"), ("TD", "grand", None), ("AH", "grand", None), ("JC", "grand", None)])
def test_cut_card_sets_the_contract(card: str, name: str, trump: str | None) -> None:
    g, _ = horn(["3S", "4S", "5S", card], 4)
    c = g.view(1)["contract"]
    assert (c["name"], c["trump"], c["nullo"]) == (name, trump, name == "nullo")


@pytest.mark.parametrize("cut", [3, 49, 0, 52])
def test_cut_must_leave_four_cards_each_side(cut: int) -> None:
    with pytest.raises(ValueError, match="upper part"):
        Game.new("hornafjardarmanni", cuts=[cut], seed=1)


def test_exchange_limits_and_draws_from_the_top_of_the_manni() -> None:
    g, d = horn([], 4)
    manni = list(g.table.stock)
    assert g.to_move == 1 and g.legal_actions() == [{"type": "exchange", "discard": [], "max_discard": 7}]
    hand = g.view(1)["hand"]
    with pytest.raises(IllegalAction, match="at most 7"):
        g.apply({"type": "exchange", "discard": hand[:8]})
    g.apply({"type": "exchange", "discard": hand[:7]})
    assert g.view(1)["discards"] == hand[:7] and g.view(2)["discards"] == []
    assert set(CODE_OF[c] for c in manni[:7]) <= set(g.view(1)["hand"])
    assert g.view(0)["exchanges"] == [{"seat": 1, "count": 7}]
    assert g.legal_actions()[0]["max_discard"] == 5 and g.to_move == 2
    g.apply({"type": "exchange", "discard": g.view(2)["hand"][:5]})
    assert set(CODE_OF[c] for c in manni[7:12]) <= set(g.view(2)["hand"])
    assert g.to_move == 0 and g.legal_actions()[0]["max_discard"] == 4  # what the Manni still holds
    g.apply({"type": "exchange", "discard": []})
    assert g.phase == "play" and g.to_move == 1 and g.view(0)["manni_count"] == 4


def test_dealer_may_take_the_whole_rest_of_the_manni_up_to_a_full_hand() -> None:
    g, _ = horn([], 4)
    g.apply({"type": "exchange", "discard": []})
    g.apply({"type": "exchange", "discard": []})
    assert g.legal_actions()[0]["max_discard"] == 12  # 16 remain, the hand holds 12


def horn_deck(hands: dict[int, list[str]], cut: int) -> list[str]:
    """A deck that, cut at `cut` and dealt 4-3-3-3 by dealer 0, gives these hands.

    Unnamed cards fill the rest; the dealer's last card is the cut card.
    """
    rest = [c for c in deck_codes(52, []) if all(c not in h for h in hands.values())]
    full = {p: list(hands.get(p, [])) for p in (1, 2, 0)}
    for p in (1, 2, 0):
        while len(full[p]) < 12:
            full[p].insert(0, rest.pop(0))
    e: list[str] = []
    for r in range(4):
        e += rest[4 * r:4 * r + 4] + full[1][3 * r:3 * r + 3] + full[2][3 * r:3 * r + 3] + full[0][3 * r:3 * r + 3]
    return e[52 - cut:] + e[:52 - cut]  # undo the cut


def test_nolo_ace_is_lowest() -> None:
    no_spades = ["3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "2C"]
    d = horn_deck({1: ["AS"], 2: ["2S"], 0: no_spades}, cut=10)
    g = Game.new("hornafjardarmanni", decks=[d], cuts=[10], first_dealer=0)
    assert g.view(0)["cut_card"] == "2C" and g.view(0)["contract"]["nullo"]
    assert sorted(g.view(0)["hand"]) == sorted(no_spades)
    for _ in range(3):
        g.apply({"type": "exchange", "discard": []})
    g.apply({"type": "play", "card": "AS"})
    g.apply({"type": "play", "card": "2S"})
    events = g.apply({"type": "play", "card": "KD"})
    assert events[-1] == {"type": "trick", "winner": 2, "cards": ["AS", "2S", "KD"]}


def test_ace_is_highest_outside_nolo() -> None:
    hand = ["3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "6C"]  # 6C: clubs trump
    d = horn_deck({1: ["AS"], 2: ["2S"], 0: hand}, cut=10)
    g = Game.new("hornafjardarmanni", decks=[d], cuts=[10], first_dealer=0)
    assert g.view(0)["contract"]["trump"] == "C"
    for _ in range(3):
        g.apply({"type": "exchange", "discard": []})
    g.apply({"type": "play", "card": "AS"})
    g.apply({"type": "play", "card": "2S"})
    assert g.apply({"type": "play", "card": "KD"})[-1]["winner"] == 1


def test_dealer_choice_option() -> None:
    g = Game.new("hornafjardarmanni", seed=5, first_dealer=0, options={"contract_by": "dealer_choice"})
    assert g.phase == "announce" and g.to_move == 0 and g.view(0)["cut_card"] is None
    names = [a["contract"] for a in g.legal_actions()]
    assert names == ["grand", "spades", "hearts", "diamonds", "clubs", "nullo"]
    g.apply({"type": "announce", "contract": "diamonds"})
    assert g.view(1)["contract"]["trump"] == "D" and g.phase == "exchange" and g.to_move == 1


def test_dealer_choice_each_kind_once_per_dealer_and_nine_deals() -> None:
    g = Game.new("hornafjardarmanni", seed=2, first_dealer=0, options={"contract_by": "dealer_choice"})
    rng = random.Random(0)
    chosen: dict[int, list[str]] = {0: [], 1: [], 2: []}
    while not g.over:
        a = dict(rng.choice(g.legal_actions()))
        if a["type"] == "announce":
            kind = a["contract"] if a["contract"] in ("grand", "nullo") else "trump"
            chosen[g.dealer].append(kind)
        g.apply(a)
    assert len(g.sheet) == 9
    assert all(sorted(k) == ["grand", "nullo", "trump"] for k in chosen.values())


def test_game_ends_on_positive_tally_by_default() -> None:
    g = Game.new("hornafjardarmanni", seed=11)
    for _ in play_out(g, random.Random(3)):
        pass
    pos = g.view(0)["positive"]
    assert max(pos) >= 10
    before_last = [sum(r["positive"][p] for r in g.sheet[:-1]) for p in range(3)]
    assert max(before_last) < 10
