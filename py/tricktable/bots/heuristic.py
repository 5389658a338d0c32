"""A rule-based player for every decision of every game (issue: bots).

Pre-play decisions weigh the hand with the rough estimates in handeval.py; card play is
in cardplay.py.  With `noise`, a share of decisions is random (the "easy" level).  A game
may decide for itself (`Variant.bot_choice`); a decision neither it nor the rules here
know is made at random, so a new game's new decision is playable at every level.
"""
from __future__ import annotations

import random
from collections import Counter
from functools import cache

from ..rules.cards import ACE, ACE_LOW, CARD_OF, CODE_OF, MANILLE, NORMAL, RANK_OF, SUIT_OF, TEN, make_deck, trump_of
from ..rules.variants import REGISTRY
from .base import Bot, ints, strength_of
from .cardplay import play_card
from .handeval import deck_of, est_nullo_tricks, est_tricks


class HeuristicBot(Bot):
    def choose(self, view: dict) -> dict:
        legal = view["legal"]
        if self.noise and self.rng.random() < self.noise:
            return self.random_action(view)
        if len(legal) == 1 and legal[0]["type"] != "exchange":
            return dict(legal[0])
        own = REGISTRY[view["variant"]].bot_choice(view)
        if own is not None:
            return own
        decide = DECIDE.get(view["phase"])
        return self.random_action(view) if decide is None else decide(view)


# --- the Manni family ----------------------------------------------------------------

def trade(view: dict) -> dict:
    """Manni: trade a hand that looks worse than an average unseen Manni (about 3 tricks)."""
    hand = ints(view["hand"])
    tricks = est_tricks(hand, trump_of(view["contract"]["name"]), NORMAL, deck_of(view))
    return {"type": "trade", "take": tricks < 2.6}


def exchange(view: dict) -> dict:
    """Discard the cards an unseen card from the Manni would most likely improve on."""
    limit = view["legal"][0]["max_discard"]
    hand = ints(view["hand"])
    c = view["contract"]
    strength = strength_of(view)
    if c["nullo"]:
        bad = [x for x in hand if _nullo_danger(x, strength)]
    else:
        keep = _keepers(hand, trump_of(c["name"]))
        bad = [x for x in hand if x not in keep]
    return {"type": "exchange", "discard": [x for x in exchange_order(view) if CARD_OF[x] in bad][:limit]}


def exchange_order(view: dict) -> list[str]:
    """The whole hand, the card most worth discarding first (a search picks how many)."""
    hand = ints(view["hand"])
    c = view["contract"]
    strength = strength_of(view)
    if c["nullo"]:  # dangerous: high cards in this deal's order, worst first
        order = sorted(hand, key=lambda x: -strength[x])
    else:
        trump = trump_of(c["name"])
        lengths = Counter(SUIT_OF[x] for x in hand)
        keep = _keepers(hand, trump)
        order = sorted(hand, key=lambda x: (x in keep, SUIT_OF[x] == trump, lengths[SUIT_OF[x]],
                                            RANK_OF[x]))
    return [CODE_OF[x] for x in order]


def _keepers(hand: list[int], trump: int | None) -> set[int]:
    """Cards a trick-taking hand keeps: trumps, aces, kings and guarded queens."""
    lengths = Counter(SUIT_OF[x] for x in hand)
    return {x for x in hand if SUIT_OF[x] == trump or RANK_OF[x] >= 11
            or (RANK_OF[x] == 10 and lengths[SUIT_OF[x]] >= 3)}


def _nullo_danger(card: int, strength: tuple[int, ...]) -> bool:
    return strength[card] >= 8  # ten or higher in this deal's order (ace low: not the ace)


@cache
def _par(deck_size: int, hand_size: int, target: int, name: str, ace_low: bool) -> float:
    """What an average hand is worth for a contract, so hands are judged relative to it."""
    rng = random.Random(7)
    deck = make_deck(deck_size)
    return sum(_contract_value(rng.sample(deck, hand_size), deck, target, name, ace_low)
               for _ in range(150)) / 150


def _contract_value(hand: list[int], deck: list[int], target: int, name: str,
                    ace_low: bool) -> float:
    """Expected declarer points of a contract for this hand, roughly.

    `target` is the declarer's pivot in a trick-taking contract; where it is four, every
    player's pivot is four and nullo scores one point a trick, else one and a half.
    """
    if name == "nullo":
        tricks = est_nullo_tricks(hand, ACE_LOW if ace_low else NORMAL, deck)
        return (4 - tricks) * (1 if target == 4 else 1.5)
    tricks = est_tricks(hand, trump_of(name), NORMAL, deck)
    return tricks - target


def announce(view: dict) -> dict:
    """Pick the available contract this hand suits best compared with an average hand."""
    hand = ints(view["hand"])
    deck = deck_of(view)
    facts = (view["deck_size"], view["hand_size"], view["declarer_target"])
    ace_low = view["nullo_ace_low"]
    def merit(action: dict) -> float:
        name = action["contract"]
        return (_contract_value(hand, deck, facts[2], name, ace_low)
                - _par(*facts, name, ace_low))
    best = max(view["legal"], key=merit)
    return dict(best)


GREAT_TRICKS = 11.0  # estimated tricks for a Great call (the estimate runs low on long suits)


def great(view: dict) -> dict:
    """Laugavatnsmanni: call Great only with a hand that should take fourteen tricks."""
    hand = ints(view["hand"])
    deck = deck_of(view)
    calls = [a for a in view["legal"] if a["type"] == "great"]
    scored = [(est_tricks(hand, trump_of(a["contract"]), NORMAL, deck), a) for a in calls]
    tricks, best = max(scored, key=lambda ta: ta[0])  # the first of equals, as listed
    return dict(best) if tricks >= GREAT_TRICKS else {"type": "pass"}


# --- the Manille family --------------------------------------------------------------

# A Manille card's worth in a hand: the ten, ace and king add to a trump's 1.5; off trump
# a ten counts 2 and an ace beside its ten 1.5.
HIGH = {8: 3.0, 12: 2.0, 11: 1.0}  # T, A, K


def card_worth(c: int, tens: set[int]) -> tuple[float, float]:
    """What card `c` adds to a Manille hand value as a trump and off trump (`tens`: the
    suits in which the hand holds its ten)."""
    rank, suit = RANK_OF[c], SUIT_OF[c]
    off = 2.0 if rank == 8 else 1.5 if rank == 12 and suit in tens else 0.0
    return 1.5 + HIGH.get(rank, 0.0), off


def suit_power(hand: list[int], trump: int | None) -> float:
    """Manille hand value with `trump` (None: no trump): length and the top cards."""
    tens = {SUIT_OF[c] for c in hand if RANK_OF[c] == 8}
    value = 0.0
    for c in hand:
        as_trump, off = card_worth(c, tens)
        value += as_trump if SUIT_OF[c] == trump else off
    return value


# What each card adds to its suit's trump gain (below), an ace as if without its ten.
GAIN = tuple(1.5 + HIGH.get(RANK_OF[c], 0.0) - (2.0 if RANK_OF[c] == TEN else 0.0) for c in range(52))
ACE_BESIDE_TEN = 1.5  # an ace's off-trump worth beside its ten, which a trump does not add


def trump_gains(hand: list[int]) -> list[float]:
    """By suit, what naming it trump adds to the hand's no-trump value: suit_power(hand, s)
    less suit_power(hand, None), all four in one pass, from a table per card (the search
    asks it of every world it draws; the values are halves, so any order adds them exactly)."""
    gains = [0.0] * 4
    for c in hand:
        gains[SUIT_OF[c]] += GAIN[c]
        if RANK_OF[c] == TEN and c - TEN + ACE in hand:  # a ten, and its suit's ace beside it
            gains[SUIT_OF[c]] -= ACE_BESIDE_TEN
    return gains


def best_trump(hand: list[int]) -> tuple[int | None, float]:
    options = [(s, suit_power(hand, s)) for s in range(4)]
    return max(options, key=lambda sv: sv[1])


def sure_tricks(hand: list[int]) -> int:
    """Cards that win from the top without trumps: unbroken runs from the ten down (per
    suit, the set bits above its highest unset one: the search asks it of every world)."""
    held = [0, 0, 0, 0]  # per suit, a bit per Manille rank (the ten 13, the ace 12...)
    for c in hand:
        held[SUIT_OF[c]] |= 1 << MANILLE[c]
    return sum(14 - (~m & 0x3FFF).bit_length() for m in held)


NO_TRUMP_SURE = 4  # no trump doubles the stake: only with this many cards sure to win


def name_trump(view: dict) -> dict:
    hand = ints(view["hand"])
    if sure_tricks(hand) >= NO_TRUMP_SURE:
        return {"type": "trump", "suit": None, "blind": False}
    suit, value = best_trump(hand)
    if {"type": "pass"} in view["legal"] and value < len(hand) * 1.1:
        return {"type": "pass"}  # "en face": let the partner choose
    return {"type": "trump", "suit": None if suit is None else "SHDC"[suit], "blind": False}


BLIND_BEHIND = 40  # so far behind that only a fourfold stake can catch up


def blind(view: dict) -> dict:
    """Call no trump blind only far behind in the game; otherwise look at the hand."""
    mine = view["teams"][view["seat"]]
    if view["scores"][1 - mine] - view["scores"][mine] >= BLIND_BEHIND:
        return {"type": "trump", "suit": None, "blind": True}
    return {"type": "pass"}


# Hand value per card that goes along or against: a hand alone (Manille), and a hand
# with face-up layout cards (the Manillen), where a lower bar pays (docs/bots.md).
DOUBLE_POWER = 1.2
DOUBLE_POWER_LAYOUTS = 1.0


def double(view: dict) -> dict:
    """Go along (or against) with a hand clearly strong in the named trump."""
    hand = ints(view["hand"])
    shown = [CARD_OF[s["up"]] for pos in view["controls"] for s in view["layouts"][pos] if s["up"]]
    hand += shown  # a dummy's or one's own face-up layout counts too
    trump = None if view["trump"] is None else "SHDC".index(view["trump"])
    value = suit_power(hand, trump)
    bar = DOUBLE_POWER_LAYOUTS if shown else DOUBLE_POWER
    return {"type": "double"} if value >= len(hand) * bar else {"type": "pass"}


# The rules above, by the phase they decide.
DECIDE = {"play": play_card, "trade": trade, "exchange": exchange, "announce": announce,
          "great": great, "blind": blind, "trump": name_trump, "double": double}
