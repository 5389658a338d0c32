"""Manille for four (RULES.md §5): deal, calls, the card-play rules, scoring."""
from __future__ import annotations

import random

import pytest

from tricktable import Game, IllegalAction

from support import ALL32, manille_deck, play_out

def test_deal_3_2_3_from_the_dealers_left() -> None:
    d = list(ALL32)
    g = Game.new("manille", decks=[d], first_dealer=1)
    order = [2, 3, 0, 1]
    for i, p in enumerate(order):
        expected = d[3 * i:3 * i + 3] + d[12 + 2 * i:14 + 2 * i] + d[20 + 3 * i:23 + 3 * i]
        assert sorted(g.view(p)["hand"]) == sorted(expected)
    assert g.phase == "trump" and g.to_move == 1


def test_deck_helper_round_trip() -> None:
    hands = {0: ["TS", "AS", "7H", "8H", "9H", "JH", "QH", "KH"]}
    g = Game.new("manille", decks=[manille_deck(hands, 3)], first_dealer=3)
    assert sorted(g.view(0)["hand"]) == sorted(hands[0])


def name_trump(g: Game, suit: str | None) -> None:
    g.apply({"type": "trump", "suit": suit})
    while g.phase == "double":
        g.apply({"type": "pass"})


def test_calls_along_and_against_with_the_cap() -> None:
    g = Game.new("manille", seed=1, first_dealer=0)
    assert [a.get("suit") for a in g.legal_actions()] == ["S", "H", "D", "C", None]
    g.apply({"type": "trump", "suit": "H"})
    assert g.phase == "double" and g.to_move == 1  # dealer's left goes along first
    g.apply({"type": "pass"})
    assert g.to_move == 3
    g.apply({"type": "double"})                      # going along: x2
    assert g.view(0)["multiplier"] == 2 and g.to_move == 0  # dealer may go against
    g.apply({"type": "pass"})
    assert g.to_move == 2
    g.apply({"type": "double"})                      # against: x4
    assert g.view(0)["multiplier"] == 4 and g.phase == "play" and g.to_move == 1


def test_no_trump_and_along_reach_the_cap_so_against_is_not_offered() -> None:
    g = Game.new("manille", seed=1, first_dealer=0)
    g.apply({"type": "trump", "suit": None})
    assert g.view(0)["multiplier"] == 2
    g.apply({"type": "double"})
    assert g.view(0)["multiplier"] == 4 and g.phase == "play"


def test_partner_choice_option() -> None:
    g = Game.new("manille", seed=1, first_dealer=0)
    assert {"type": "pass"} not in g.legal_actions()
    g = Game.new("manille", seed=1, first_dealer=0, options={"partner_choice": True})
    g.apply({"type": "pass"})
    assert g.to_move == 2 and {"type": "pass"} not in g.legal_actions()
    g.apply({"type": "trump", "suit": "C"})
    assert g.view(0)["contract"]["declarer"] == 2 and g.to_move == 1


# --- card play: dealer 3, seat 0 leads; seats 0 and 2 are partners ------------------

def trick_game(hands: dict[int, list[str]], trump: str | None) -> Game:
    g = Game.new("manille", decks=[manille_deck(hands, 3)], first_dealer=3)
    name_trump(g, trump)
    assert g.to_move == 0
    return g


def legal(g: Game) -> set[str]:
    return {a["card"] for a in g.legal_actions()}


H0 = ["KS", "7C", "8C", "9C", "JC", "QC", "KC", "AC"]


def test_must_follow_suit() -> None:
    g = trick_game({0: H0, 1: ["7S", "AD", "7D", "8D", "9D", "JD", "QD", "KD"]}, "H")
    g.apply({"type": "play", "card": "KS"})
    assert legal(g) == {"7S"}
    with pytest.raises(IllegalAction, match="follow suit"):
        g.apply({"type": "play", "card": "AD"})


def test_must_overtake_an_opponent_in_the_suit_led() -> None:
    g = trick_game({0: H0, 1: ["TS", "AS", "7S", "7D", "8D", "9D", "JD", "QD"]}, "H")
    g.apply({"type": "play", "card": "KS"})
    assert legal(g) == {"TS", "AS"}
    with pytest.raises(IllegalAction, match="must overtake") as err:
        g.apply({"type": "play", "card": "7S"})
    assert err.value.code == "must_overtake" and err.value.params == {"suit": "S"}


def test_partner_winning_need_not_overtake() -> None:
    g = trick_game({0: H0, 1: ["7S", "7D", "8D", "9D", "JD", "QD", "KD", "AD"],
                    2: ["TS", "AS", "8S", "7H", "8H", "9H", "JH", "QH"]}, "H")
    g.apply({"type": "play", "card": "KS"})
    g.apply({"type": "play", "card": "7S"})
    assert legal(g) == {"TS", "AS", "8S"}  # partner 0 is winning


def test_following_a_trumped_trick_need_not_overtake() -> None:
    g = trick_game({0: H0, 1: ["7H", "7D", "8D", "9D", "JD", "QD", "KD", "AD"],
                    2: ["TS", "AS", "8S", "8H", "9H", "JH", "QH", "KH"]}, "H")
    g.apply({"type": "play", "card": "KS"})
    g.apply({"type": "play", "card": "7H"})    # opponent trumps
    assert legal(g) == {"TS", "AS", "8S"}      # follow suit; cannot win by following


def test_void_must_trump_when_an_opponent_wins() -> None:
    g = trick_game({0: H0, 1: ["7H", "8H", "7D", "8D", "9D", "JD", "QD", "KD"]}, "H")
    g.apply({"type": "play", "card": "KS"})
    assert legal(g) == {"7H", "8H"}
    with pytest.raises(IllegalAction, match="must trump"):
        g.apply({"type": "play", "card": "7D"})


def test_void_must_overtrump_and_may_not_undertrump() -> None:
    g = trick_game({0: H0, 1: ["9H", "7D", "8D", "9D", "JD", "QD", "KD", "AD"],
                    2: ["JH", "7H", "AS", "8S", "9S", "TS", "QS", "JS"]}, "H")
    g.apply({"type": "play", "card": "7C"})
    g.apply({"type": "play", "card": "9H"})   # seat 1 trumps (void in clubs)
    # seat 2 (void in clubs) must overtrump with JH; 7H would be an under-trump.
    assert legal(g) == {"JH"}


def test_no_undertrump_when_unable_to_overtrump() -> None:
    g = trick_game({0: H0, 1: ["AH", "7D", "8D", "9D", "JD", "QD", "KD", "AD"],
                    2: ["7H", "8H", "AS", "8S", "9S", "TS", "QS", "JS"]}, "H")
    g.apply({"type": "play", "card": "7C"})
    g.apply({"type": "play", "card": "AH"})
    assert legal(g) == {"AS", "8S", "9S", "TS", "QS", "JS"}
    with pytest.raises(IllegalAction, match="under-trump"):
        g.apply({"type": "play", "card": "7H"})


def test_holding_only_lower_trumps_may_undertrump() -> None:
    g = trick_game({0: ["7D", "7C", "8C", "9C", "JC", "QC", "AC", "TC"],
                    1: ["8D", "TH", "7S", "8S", "9S", "JS", "QS", "KS"],
                    2: ["9D", "7H", "8H", "9H", "JH", "QH", "KH", "AH"],
                    3: ["TD", "KC", "AS", "TS", "AD", "KD", "QD", "JD"]}, "H")
    for card in ("7D", "8D", "9D", "TD"):  # each must overtake the opponent in diamonds
        g.apply({"type": "play", "card": card})
    assert g.table.last_trick["winner"] == 3
    g.apply({"type": "play", "card": "KC"})
    assert legal(g) == {"AC", "TC"}
    g.apply({"type": "play", "card": "AC"})
    assert legal(g) == {"TH"}                   # void: must trump
    g.apply({"type": "play", "card": "TH"})
    assert legal(g) == {"7H", "8H", "9H", "JH", "QH", "KH", "AH"}  # only lower trumps left


def test_partner_winning_void_may_discard_but_not_undertrump() -> None:
    g = trick_game({0: ["7C", "KS", "8C", "9C", "JC", "QC", "KC", "AC"],
                    1: ["9H", "7D", "8D", "9D", "JD", "QD", "KD", "AD"],
                    2: ["JH", "7H", "AS", "8S", "9S", "TS", "QS", "JS"],
                    3: ["TH", "AH", "TC", "TD", "7S", "KH", "QH", "8H"]}, "H")
    g.apply({"type": "play", "card": "7C"})
    g.apply({"type": "play", "card": "9H"})
    g.apply({"type": "play", "card": "JH"})   # seat 2 overtrumps: partner of 0 wins
    # seat 3 holds TC: must follow.
    assert legal(g) == {"TC"}
    g.apply({"type": "play", "card": "TC"})
    assert g.table.last_trick["winner"] == 2


def test_partner_winning_trumped_void_any_card_but_lower_trumps() -> None:
    g = trick_game({0: ["7C", "KS", "8C", "9C", "JC", "QC", "KC", "AC"],
                    1: ["8D", "7D", "9D", "JD", "QD", "KD", "AD", "TD"],
                    2: ["JH", "7H", "AS", "8S", "9S", "TS", "QS", "JS"],
                    3: ["TH", "9H", "7S", "KH", "QH", "8H", "AH", "TC"]}, "H")
    g.apply({"type": "play", "card": "KS"})
    g.apply({"type": "play", "card": "8D"})   # seat 1 void, no trump: discards
    g.apply({"type": "play", "card": "AS"})   # partner 2 now wins
    # seat 3 must follow spades with 7S
    assert legal(g) == {"7S"}


def test_scoring_and_draw_carry_over() -> None:
    g = Game.new("manille", seed=12)
    rng = random.Random(1)
    for _ in play_out(g, rng):
        pass
    carry = 1
    for row in g.sheet:
        base = 2 if row["contract"]["trump"] is None else 1
        assert row["multiplier"] <= 4
        assert row["multiplier"] >= min(4, carry * base)
        carry = carry * 2 if row["draw"] else 1
    assert g.result()["winners"] in ([0, 2], [1, 3])


def test_target_option() -> None:
    g = Game.new("manille", seed=3, options={"target": 61})
    for _ in play_out(g, random.Random(3)):
        pass
    assert max(g.result()["scores"]) >= 61
    assert max(g.sheet[-2]["totals"]) < 61
