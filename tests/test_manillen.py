"""The two-player Manillen (RULES.md §6, §7): dummies, open layouts, blind no trump."""
from __future__ import annotations

import random

import pytest

from tricktable import Game, IllegalAction
from tricktable.rules.cards import CODE_OF, make_deck

from support import play_out

D32 = [CODE_OF[c] for c in make_deck(32)]


def test_dummy_deal_and_stacks() -> None:
    g = Game.new("manillen-2p-dummy", decks=[D32], first_dealer=0, options={"blind_no_trump": False})
    n = 1  # non-dealer
    assert sorted(g.view(n)["hand"]) == sorted(D32[0:8])
    assert sorted(g.view(0)["hand"]) == sorted(D32[8:16])
    lay_n, lay_d = g.view(0)["layouts"][3], g.view(0)["layouts"][2]
    assert [s["up"] for s in lay_n] == D32[20:24] and all(s["down"] for s in lay_n)
    assert [s["up"] for s in lay_d] == D32[28:32]
    assert g.table.layouts[3] == [[c, u] for c, u in zip(make_deck(32)[16:20], make_deck(32)[20:24])]
    assert g.view(1)["hand_counts"] == [8, 8, 0, 0]


def test_blind_no_trump_hides_the_dealers_hand_until_looked_at() -> None:
    g = Game.new("manillen-2p-dummy", seed=2, first_dealer=1)
    assert g.phase == "blind" and g.to_move == 1
    assert g.view(1)["hand"] == [] and g.view(0)["hand"] != []
    assert g.legal_actions()[:2] == [{"type": "trump", "suit": None, "blind": True}, {"type": "pass"}]
    g.apply({"type": "pass"})  # look at the hand
    assert g.view(1)["hand"] != [] and g.phase == "trump"
    with pytest.raises(IllegalAction, match="blind"):
        g.apply({"type": "trump", "suit": None, "blind": True})


def test_the_blind_phase_offers_only_the_blind_call_or_a_look() -> None:
    g = Game.new("manillen-2p-open", seed=2, first_dealer=0)
    assert g.phase == "blind"
    assert g.legal_actions() == [{"type": "trump", "suit": None, "blind": True}, {"type": "pass"}]
    with pytest.raises(IllegalAction, match="look at your hand"):
        g.apply({"type": "trump", "suit": "H"})
    assert g.phase == "blind" and g.actions == []


def test_blind_no_trump_quadruples_and_the_calls_have_no_cap_by_default() -> None:
    g = Game.new("manillen-2p-dummy", seed=2, first_dealer=1)
    g.apply({"type": "trump", "suit": None, "blind": True})
    assert g.view(0)["multiplier"] == 4 and g.to_move == 0  # the opponent may go along
    g.apply({"type": "double"})
    assert g.to_move == 1
    g.apply({"type": "double"})
    assert g.view(0)["multiplier"] == 16 and g.phase == "play" and g.to_move == 0


def test_max_multiplier_option_caps_the_calls() -> None:
    g = Game.new("manillen-2p-open", seed=2, first_dealer=1,
                 options={"max_multiplier": 4, "blind_no_trump": False})
    assert g.phase == "trump"
    g.apply({"type": "trump", "suit": None})
    g.apply({"type": "double"})
    assert g.view(0)["multiplier"] == 4 and g.phase == "play"  # against would exceed 4


def test_dummy_turn_is_played_by_its_owner_from_face_up_cards_only() -> None:
    g = Game.new("manillen-2p-dummy", decks=[D32], first_dealer=0,
                 options={"blind_no_trump": False})
    g.apply({"type": "trump", "suit": "S"})
    g.apply({"type": "pass"})  # no going along, so no going against
    assert g.to_move == 1 and g.table.turn == 1  # the non-dealer leads
    g.apply({"type": "play", "card": g.view(1)["legal"][0]["card"]})
    assert g.table.turn == 2 and g.to_move == 0  # A's dummy comes next, decided by A
    ups = {s["up"] for s in g.view(0)["layouts"][2]}
    assert {a["card"] for a in g.legal_actions()} <= ups
    down = CODE_OF[g.table.layouts[2][0][0]]
    with pytest.raises(IllegalAction, match="dummy does not hold"):
        g.apply({"type": "play", "card": down})
    played = g.legal_actions()[0]["card"]
    g.apply({"type": "play", "card": played})
    stack = next(i for i, s in enumerate(g.view(0)["layouts"][2]) if s["up"] is None)
    assert g.table.turn == 3 and g.to_move == 1  # B's dummy, decided by B
    g.apply(g.legal_actions()[0])
    assert g.table.turn == 0 and g.to_move == 0
    events = g.apply(g.legal_actions()[0])
    uncovered = [e for e in events if e["type"] == "uncover" and e["seat"] == 2]
    assert uncovered and uncovered[0]["stack"] == stack
    assert g.view(1)["layouts"][2][stack] == {"up": uncovered[0]["card"], "down": False}


def test_dummy_partner_winning_need_not_overtake() -> None:
    # Dealer A (0); B (1) leads, then A's dummy (2), B's dummy (3), then A.
    hand_b = ["7S", "7H", "8H", "9H", "JH", "QH", "KH", "AH"]
    hand_a = ["AS", "8S", "8D", "9D", "JD", "QD", "KD", "AD"]
    lay_b = ["7C", "8C", "9C", "JC", "QC", "KC", "AC", "TC"]
    lay_a = ["TH", "TD", "7D", "QS", "9S", "KS", "TS", "JS"]  # face up: 9S KS TS JS
    g = Game.new("manillen-2p-dummy", decks=[hand_b + hand_a + lay_b + lay_a], first_dealer=0,
                 options={"blind_no_trump": False})
    g.apply({"type": "trump", "suit": "H"})
    g.apply({"type": "pass"})
    g.apply({"type": "play", "card": "7S"})
    assert {a["card"] for a in g.legal_actions()} == {"9S", "KS", "TS", "JS"}  # must overtake B
    g.apply({"type": "play", "card": "KS"})
    assert {a["card"] for a in g.legal_actions()} == {"QC", "KC", "AC", "TC"}  # void, no trump up
    g.apply({"type": "play", "card": "QC"})
    assert {a["card"] for a in g.legal_actions()} == {"AS", "8S"}  # partner (dummy) is winning


def test_open_layout_plays_from_hand_or_face_up_and_second_card_must_beat() -> None:
    hands = {1: ["7S", "7H", "8H", "9H", "JH", "QH", "KH", "AH"],
             0: ["KS", "7D", "8D", "9D", "JD", "QD", "KD", "AD"]}
    lay1 = ["7C", "8C", "9C", "JC", "QC", "KC", "AC", "TC"]
    lay0 = ["TH", "TD", "JS", "QS", "8S", "9S", "AS", "TS"]
    g = Game.new("manillen-2p-open", decks=[hands[1] + hands[0] + lay1 + lay0], first_dealer=0,
                 options={"blind_no_trump": False})
    g.apply({"type": "trump", "suit": "H"})
    g.apply({"type": "pass"})  # no going along, so no going against
    g.apply({"type": "play", "card": "QC"})  # from the layout (stack 0, over 7C)
    assert g.view(0)["layouts"][1][0] == {"up": None, "down": True}
    # Void in clubs, the opponent winning: must trump if able; the dealer holds no heart
    # (TH lies face down), so any card of hand or face-up layout may go.
    assert {a["card"] for a in g.legal_actions()} == {"KS", "7D", "8D", "9D", "JD", "QD", "KD", "AD",
                                                      "8S", "9S", "AS", "TS"}
    with pytest.raises(IllegalAction, match="do not hold"):
        g.apply({"type": "play", "card": "TH"})
    g2 = Game.new("manillen-2p-open", decks=[hands[1] + hands[0] + lay1 + lay0], first_dealer=0,
                  options={"blind_no_trump": False})
    g2.apply({"type": "trump", "suit": "H"})
    g2.apply({"type": "pass"})
    g2.apply({"type": "play", "card": "7S"})
    # hand KS plus face-up 8S 9S AS TS: must beat the 7S, all do.
    assert {a["card"] for a in g2.legal_actions()} == {"KS", "8S", "9S", "AS", "TS"}
    events = g2.apply({"type": "play", "card": "TS"})
    assert events[-2]["type"] == "trick" and events[-2]["winner"] == 0
    assert events[-1] == {"type": "uncover", "seat": 0, "stack": 3, "card": "QS"}


def test_sixteen_tricks_in_the_open_game() -> None:
    g = Game.new("manillen-2p-open", seed=9)
    for _ in play_out(g, random.Random(9)):
        pass
    assert all(sum(r["tricks"]) == 16 for r in g.sheet)


def test_match_is_best_of_three() -> None:
    g = Game.new("manillen-2p-dummy", seed=4, options={"match": True})
    for _ in play_out(g, random.Random(4)):
        pass
    res = g.result()
    assert sorted(res["scores"]) in ([0, 2], [1, 2])
    assert len(res["game_scores"]) == sum(res["scores"])
    assert all(max(s) >= 101 for s in res["game_scores"])
    assert res["winners"] == [res["scores"].index(2)]


def test_only_seats_0_and_1_deal_alternately() -> None:
    g = Game.new("manillen-2p-dummy", seed=17)
    for _ in play_out(g, random.Random(1)):
        pass
    dealers = [r["dealer"] for r in g.sheet]
    assert all(a != b for a, b in zip(dealers, dealers[1:])) and set(dealers) <= {0, 1}
    assert len(g.table.draw) == 2
