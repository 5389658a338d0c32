"""The exact endgame against a plain minimax over the game's own rules."""
from __future__ import annotations

import random

import pytest

from tricktable import Game
from tricktable.endgame import Endgame, solvable
from tricktable.playout import deal_value
from tricktable.table import Table
from tricktable.variants import REGISTRY, Variant

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
    """(variant, table) at random moments of card play with at most `tricks` tricks left."""
    variant, options = case
    rng = random.Random(3)
    for seed in seeds:
        g = Game.new(variant, seed=seed, options=options)
        while g.deal_no == 0 and not g.over:
            t = g.table
            if g.phase == "play" and t.tricks_left <= tricks and solvable(g.variant, t) and rng.random() < 0.5:
                yield g.variant, t.copy()
            g.apply(random_action(g, rng))


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_endgame_values_are_minimax_values(case: tuple[str, dict]) -> None:
    """For every legal card, from mid-trick and trick starts, for the seat to move and for
    another seat's side: the solver's value is the brute-force minimax value."""
    checked = 0
    for v, t in endgame_positions(case, 3, range(6)):
        for me in {t.turn, (t.turn + 1) % t.positions}:
            solver = Endgame(v, t, me)
            for card in v.legal_cards(t, t.turn):
                s = t.copy()
                s.play(card)
                assert solver.value(card) == brute_force(v, s, me), (card, me)
                checked += 1
    if any(solvable(REGISTRY[case[0]], t) for _, t in endgame_positions(case, 3, range(6))):
        assert checked > 0


def test_equal_cards_are_tried_once() -> None:
    """Cards next to each other among those still out, with the same points, are one move."""
    g = Game.new("manni", seed=1)
    while g.phase != "play":
        g.apply(random_action(g, random.Random(0)))
    solver = Endgame(g.variant, g.table, g.to_move)
    hand = solver.hands[g.to_move]
    moves = solver._distinct(hand, sum(solver.hands))
    assert 0 < len(moves) < hand.bit_count()
