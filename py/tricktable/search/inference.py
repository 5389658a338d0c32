"""Soft inference from plays: how likely a sampled world makes the cards others played.

The rules prove some cards absent (determinize.py); play itself says more.  The model
here is one rule of thumb every player follows: a player who follows suit to a trick an
opponent is winning, and does not beat it, plays the cheapest card of the suit (lowest
in strength, fewest points), keeping the better ones for later.  So a world in which
that player still holds a cheaper card of the suit is less likely: each such card
multiplies its weight by SLIP, the chance of a player playing otherwise.  (Not in a
contract to lose tricks, where a player throws its highest card.)
"""
from __future__ import annotations

from collections.abc import Callable

from ..rules.cards import CARD_OF, POINTS, SUIT_OF
from ..rules.table import Table
from ..rules.variants import Variant

SLIP = 0.3


def cheaper_held(v: Variant, template: Table, view: dict, pool: list[int]) -> dict[int, set[int]]:
    """Per position (not the viewer's), the unseen cards the model says it would have
    played before the card it did play."""
    if template.contract and template.contract.get("nullo"):
        return {}
    n, strength, trump, teams = template.positions, template.strength, template.trump, v.teams
    unseen = set(pool)
    tricks = [[((tr["leader"] + i) % n, CARD_OF[c]) for i, c in enumerate(tr["cards"])]
              for tr in view["played_tricks"]]
    tricks.append(list(template.trick))
    out: dict[int, set[int]] = {}
    for plays in tricks:
        for i, (pos, card) in enumerate(plays):
            if i == 0:
                win_pos, win = pos, card
                continue
            led = SUIT_OF[plays[0][1]]
            beats = (SUIT_OF[card] == SUIT_OF[win] and strength[card] > strength[win]) or \
                (SUIT_OF[card] == trump and SUIT_OF[win] != trump)
            if SUIT_OF[card] == led and not beats and teams[win_pos] != teams[pos] \
                    and pos not in view["controls"]:
                cheaper = {x for x in unseen if SUIT_OF[x] == led and strength[x] < strength[card]
                           and POINTS[x] <= POINTS[card]}
                if cheaper:
                    out.setdefault(pos, set()).update(cheaper)
            if beats:
                win_pos, win = pos, card
    return out


def play_likelihood(v: Variant, template: Table, view: dict,
                    pool: list[int]) -> Callable[[Table], float] | None:
    """The weight of a world under the model (1 when it explains every play), or None
    when no play says anything."""
    cheaper = cheaper_held(v, template, view, pool)
    if not cheaper:
        return None

    def weight(t: Table) -> float:
        slips = sum(len(cards.intersection(t.hands[pos])) for pos, cards in cheaper.items())
        return SLIP ** slips
    return weight
