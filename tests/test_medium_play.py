"""`medium`'s card play in constructed positions: each test is one hole the search showed
(issue: computer players), with the card a sound player picks there."""
from __future__ import annotations

from collections.abc import Callable

import pytest

from tricktable import Game
from tricktable.rules.cards import CARD_OF, SUIT_OF
from tricktable.bots import make_bot

from support import manille_deck


def medium_card(g: Game) -> str:
    return make_bot("medium").choose(g.view(g.to_move))["card"]


def manille_with_hearts(hands: dict[int, list[str]]) -> Game:
    """Manille dealt by seat 3, who names hearts; nobody goes along; seat 0 leads."""
    g = Game.new("manille", decks=[manille_deck(hands, 3)], first_dealer=3)
    g.apply({"type": "trump", "suit": "H"})
    while g.phase == "double":
        g.apply({"type": "pass"})
    return g


def play(g: Game, *cards: str) -> None:
    for card in cards:
        g.apply({"type": "play", "card": card})


def test_long_trumps_without_the_manille_lead_a_low_trump() -> None:
    g = manille_with_hearts({0: ["7H", "8H", "AH", "KH", "7S", "8S", "7C", "8D"]})
    assert medium_card(g) == "7H"  # the ace would fall to the ten of hearts still out


def test_long_trumps_with_the_manille_lead_it() -> None:
    g = manille_with_hearts({0: ["TH", "8H", "AH", "KH", "7S", "8S", "7C", "8D"]})
    assert medium_card(g) == "TH"


def test_points_go_to_a_partner_whose_card_will_probably_hold() -> None:
    """Third seat, void in spades: only the ten of spades beats the partner's ace."""
    g = manille_with_hearts({0: ["AS", "8S", "9S", "7H", "8H", "7C", "8C", "9C"],
                             1: ["7S", "9H", "JH", "9D", "TD", "JD", "QD", "KD"],
                             2: ["TC", "7D", "8D", "AD", "AC", "KC", "QC", "JC"]})
    play(g, "AS", "7S")
    assert medium_card(g) == "TC"


@pytest.mark.parametrize("seat3_plays,ruff", [("7D", "AH"), ("JC", "7H")])
def test_ruff_high_only_where_a_later_opponent_may_over_ruff(seat3_plays: str, ruff: str) -> None:
    """Seat 2 ruffs the ten of clubs.  Where seat 3 discarded on clubs it may over-ruff, so
    the ace goes; where it followed and three clubs are still out, the seven does."""
    spare = "JC" if seat3_plays == "7D" else "7D"
    g = manille_with_hearts({0: ["7C", "9C", spare, "TH", "8H", "7S", "8S", "9S"],
                             1: ["AC", "TC", "KC", "QC", "9D", "TD", "JD", "QD"],
                             2: ["8C", "7H", "9H", "AH", "AS", "KS", "8D", "KD"]})
    play(g, "7C", "AC", "8C", seat3_plays, "TC")
    assert medium_card(g) == ruff


def test_a_dummy_leads_from_its_own_cards() -> None:
    """Manillen with dummies: the dummy holds three trumps of its four cards; its owner's
    hand holds none.  The dummy draws trumps, low (the ten of hearts is out)."""
    hands = {0: ["7S", "JS", "QS", "7C", "8C", "9C", "JC", "QC"],
             1: ["8S", "9S", "KS", "AS", "TH", "AH", "KH", "QH"]}
    dummy0 = {"down": ["KD", "7D", "8D", "9D"], "up": ["TS", "7H", "8H", "9H"]}
    dummy1 = {"down": ["JH", "TD", "AD", "QD"], "up": ["JD", "KC", "AC", "TC"]}
    deck = (hands[0] + hands[1] + dummy0["down"] + dummy0["up"] + dummy1["down"] + dummy1["up"])
    g = Game.new("manillen-2p-dummy", decks=[deck], first_dealer=1,
                 options={"blind_no_trump": False})
    g.apply({"type": "trump", "suit": "H"})
    while g.phase == "double":
        g.apply({"type": "pass"})
    play(g, "7S", "8S", "TS", "JD")  # the dummy's ten wins; the dummy leads
    view = g.view(0)
    assert view["turn"] == 2
    assert make_bot("medium").choose(view)["card"] == "7H"


def test_nullo_unable_to_duck_plays_low_while_a_later_player_can_overtake() -> None:
    """Trjámann nullo: second to play holds only spades above the nine led; the third
    player may still hold the ace, so the ten goes, not the king."""
    g = Game.new("trjamann", seed=1)
    g.apply({"type": "announce", "contract": "nullo"})
    while g.phase != "play":
        g.apply({"type": "exchange", "discard": []} if g.phase == "exchange" else g.legal_actions()[0])
    t = g.table
    leader, second = t.turn, (t.turn + 1) % 3
    give(g, leader, ["9S"])
    give(g, second, ["TS", "KS"], without_suit="S")
    play(g, "9S")
    assert medium_card(g) == "TS"


def give(g: Game, pos: int, cards: list[str], without_suit: str | None = None) -> None:
    """Rig a hand: swap `cards` into `pos`'s hand from wherever they lie and, if asked, its
    other cards of `without_suit` out, so the table still holds the whole deck once."""
    t = g.table
    want = {CARD_OF[c] for c in cards}
    hand = t.hands[pos]
    others = [h for p, h in enumerate(t.hands) if p != pos] + [t.stock] + t.discards

    def swap(mine: int, fits: Callable[[int], bool]) -> None:
        place = next(p for p in others if any(fits(x) for x in p))
        theirs = next(x for x in place if fits(x))
        place[place.index(theirs)], hand[hand.index(mine)] = mine, theirs
    for c in want - set(hand):
        swap(next(x for x in hand if x not in want), lambda x, c=c: x == c)
    if without_suit is not None:
        banned = "SHDC".index(without_suit)
        for c in [x for x in hand if SUIT_OF[x] == banned and x not in want]:
            swap(c, lambda x: SUIT_OF[x] != banned)
