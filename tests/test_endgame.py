"""The exact endgame against a plain minimax over the game's own rules."""
from __future__ import annotations

import random

import pytest

from tricktable import Game
from tricktable.search.determinize import Sampler
from tricktable.search.endgame import Endgame, solvable
from tricktable.search.playout import deal_value
from tricktable.rules.table import Table
from tricktable.rules.variants import Variant

from support import CASES, case_id, random_action


def brute_force(v: Variant, t: Table, me: int) -> float:
    """Minimax by the book: every legal card (the variant's legal_cards), Table.play,
    the variant's scoring; `me`'s side maximises `deal_value`, the others minimise it."""
    if not t.tricks_left:
        s = t.copy()
        v.score_deal(s)
        return deal_value(v, s.sheet[-1], me)
    pos = t.turn
    values = []
    for card in v.legal_cards(t, pos):
        s = t.copy()
        s.play(card)
        values.append(brute_force(v, s, me))
    return max(values) if v.teams[pos] == v.teams[me] else min(values)


def endgame_positions(case: tuple[str, dict], tricks: int, seeds: range):
    """Games at random moments of card play with at most `tricks` tricks left (each to be
    looked at before the next is yielded)."""
    variant, options = case
    rng = random.Random(3)
    for seed in seeds:
        g = Game.new(variant, seed=seed, options=options)
        while g.deal_no == 0 and not g.over:
            t = g.table
            if g.phase == "play" and t.tricks_left <= tricks and solvable(g.variant, t) and rng.random() < 0.5:
                yield g
            g.apply(random_action(g, rng))


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_endgame_values_are_minimax_values(case: tuple[str, dict]) -> None:
    """For every legal card, from mid-trick and trick starts, for the seat to move and for
    another seat's side: the solver's value is the brute-force minimax value."""
    checked = 0
    for g in endgame_positions(case, 3, range(6)):
        v, t = g.variant, g.table
        for me in {t.turn, (t.turn + 1) % t.positions}:
            solver = Endgame(v, t, me)
            for card in v.legal_cards(t, t.turn):
                s = t.copy()
                s.play(card)
                assert solver.value(card) == brute_force(v, s, me), (card, me)
                checked += 1
    if any(True for _ in endgame_positions(case, 3, range(6))):
        assert checked > 0


@pytest.mark.parametrize("variant", ["manni", "manille", "laugavatnsmanni"])
def test_the_worlds_of_a_decision_may_share_scored_outcomes(variant: str) -> None:
    """The search scores each outcome once per decision: an outcome's score must not
    depend on the world, only on what the seat sees."""
    checked = 0
    for g in endgame_positions((variant, {}), 4, range(4)):
        v = g.variant
        sampler = Sampler(g.view(g.to_move))
        shared: dict = {}
        for k in range(3):
            world = sampler.sample(random.Random(k))
            for card in v.legal_cards(world, world.turn):
                assert Endgame(v, world, world.turn, shared).value(card) == \
                    Endgame(v, world, world.turn).value(card)
                checked += 1
    assert checked


def test_equal_cards_are_tried_once() -> None:
    """Cards next to each other among those still out, with the same points, are one move."""
    g = Game.new("manni", seed=1)
    while g.phase != "play":
        g.apply(random_action(g, random.Random(0)))
    solver = Endgame(g.variant, g.table, g.to_move)
    hand = solver.hands[g.to_move]
    moves = solver._distinct(hand, sum(solver.hands))
    assert 0 < len(moves) < hand.bit_count()
