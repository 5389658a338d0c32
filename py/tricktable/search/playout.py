"""Play the current deal of a table to its end and score it, without dealing the next.

Search works on `Table` copies (microseconds; no history), never on a `Game`.  Card play
uses a fast policy on bitmasks (bitplay.py; listplay.py plays the same cards on lists),
which a card decision's search runs through `BitPlayouts` without copying tables;
decisions before play, which are few, go through a view to the rule-based player.  `deal_value` turns the scored deal into one number
for a side: what that seat gains over its opponents.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from ..rules.table import Phase, Table
from ..rules.variants import Variant
from ..rules.views import view as seat_view
from .bitplay import BitDeal, play_to_end_bits, rule_of
from .listplay import play_to_end_lists

# Chooses a decision before play from a seat's view (the rule-based player by default).
Decider = Callable[[dict], dict]
# Plays a table's deal to its last trick: play_to_end, or listplay's twin of it.
CardPlay = Callable[[Variant, Table, random.Random, float], None]
# What a finished deal is worth to the searching side, given its table once scored: the
# deal value (`deal_judge`), or near a game's end its chance to win the game (stakes.py).
Judge = Callable[[Table], float]


def finish_deal(v: Variant, t: Table, rng: random.Random, decide: Decider,
                noise: float = 0.1, play: CardPlay | None = None) -> dict:
    """Play `t` (changed in place) to the end of its deal; returns the deal's sheet row."""
    while t.phase != Phase.PLAY:
        rule = v.phases[t.phase]
        offers = rule.offers(v, t)
        seat = v.controllers[t.turn]
        action = offers[0] if len(offers) == 1 and offers[0]["type"] != "exchange" else \
            decide(seat_view(v, t, seat, offers))
        rule.apply(v, t, action)
    (play or play_to_end)(v, t, rng, noise)
    v.score_deal(t)
    return t.sheet[-1]


def play_to_end(v: Variant, t: Table, rng: random.Random, noise: float) -> None:
    """Card play to the deal's last trick with the fast policy: on bitmasks where the
    variant's card-play rule is one bitplay.py knows, else on lists (the same play)."""
    rule = rule_of(v)
    if rule is None:
        play_to_end_lists(v, t, rng, noise)
    else:
        play_to_end_bits(v, t, rng, noise, rule)


def deal_value(v: Variant, row: dict, pos: int) -> float:
    """What `pos`'s side made in the deal, less what its opponents made on average."""
    if v.scoring == "card_points":
        mine = v.teams[pos]
        return row["scores"][mine] - row["scores"][1 - mine]
    net = [a - b for a, b in zip(row["positive"], row["negative"])]
    others = [x for p, x in enumerate(net) if p != pos]
    return net[pos] - sum(others) / len(others)


def deal_judge(v: Variant, pos: int) -> Judge:
    """Judge a scored deal by `pos`'s deal value."""
    return lambda end: deal_value(v, end.sheet[-1], pos)


class BitPlayouts:
    """One card decision's playouts on bitmasks, for a variant whose card-play rule
    bitplay.py knows.  Each world is turned into bits once and played out for every
    candidate.  A finished deal's value is looked up by its outcome: each position's
    tricks and, where they count, card points (as the exact endgame keys its scores),
    and on a miss each side's sums of them (two sides of two, as in Manille: those sums at
    once), which is all a deal's scoring reads; the rest
    of the table is public, the same in every world, so the variant scores an outcome once.
    `judge` values the scored outcome (by default `pos`'s deal value)."""

    def __init__(self, v: Variant, pos: int, noise: float = 0.1, judge: Judge | None = None) -> None:
        rule = rule_of(v)
        if rule is None:
            raise ValueError(f"{v.id}: no card-play rule on bitmasks")
        self.v, self.pos, self.rule, self.noise = v, pos, rule, noise
        self.judge = judge or deal_judge(v, pos)
        self.card_points = v.scoring == "card_points"
        self.sides = [[p for p in range(v.positions) if v.teams[p] == side] for side in sorted(set(v.teams))]
        # Two sides of two (Manille): outcomes keyed by each side's sums at once, since
        # keyed by position most were new (two thirds of a card decision's playouts).
        self.pairs = tuple(v.teams) == (0, 1, 0, 1)
        # By each position's outcome, and (fewer: the first's misses) by each side's.
        self.values: dict[tuple[int, ...], float] = {}
        self.side_values: dict[tuple[int, ...], float] = {}

    def world(self, t: Table) -> BitDeal:
        """A world (a table in card play) in bits, for `value`."""
        return BitDeal(self.v, t, self.rule)

    def value(self, t: Table, deal: BitDeal, rng: random.Random, card: int | None = None) -> float:
        """`pos`'s deal value once `t` (whose bits are `deal`) is played out, the position
        to move playing `card` first (None: the policy's card)."""
        tricks, points, _, _ = deal.play(rng, self.noise, -1 if card is None else deal.bit[card])
        if self.pairs:
            sides = (tricks[0] + tricks[2], tricks[1] + tricks[3], points[0] + points[2], points[1] + points[3])
            x = self.side_values.get(sides)
            if x is None:
                x = self.side_values[sides] = self._score(t, tricks, points)
            return x
        key = (*tricks, *points) if self.card_points else tuple(tricks)
        x = self.values.get(key)
        if x is None:
            x = self.values[key] = self._side_value(t, tricks, points)
        return x

    def _side_value(self, t: Table, tricks: list[int], points: list[int]) -> float:
        key = tuple(sum(tricks[p] for p in side) for side in self.sides)
        if self.card_points:
            key += tuple(sum(points[p] for p in side) for side in self.sides)
        x = self.side_values.get(key)
        if x is None:
            x = self.side_values[key] = self._score(t, tricks, points)
        return x

    def _score(self, t: Table, tricks: list[int], points: list[int]) -> float:
        end = t.copy()
        end.tricks, end.points = tricks, points
        for hand in end.hands:
            hand.clear()
        end.layouts = [[] for _ in end.layouts]
        end.trick, end.uncover, end.tricks_left = [], [], 0
        self.v.score_deal(end)
        return self.judge(end)
