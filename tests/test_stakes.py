"""Playing for the game near its end (stakes.py): when a deal is played for the game, how
a finished deal is judged, and that `hard` then weighs chances to win, not points."""
from __future__ import annotations

import copy

import pytest

from tricktable import Game
from tricktable.bots import make_bot
from tricktable.bots.search import SearchBot
from tricktable.search.playout import deal_value
from tricktable.search.stakes import TIE_BREAK, deals_left, game_chance, game_judge, match_chance, near_end, standing_chance

from support import GAMES, near_game


@pytest.mark.parametrize("variant", GAMES)
def test_a_game_is_played_for_only_near_its_end(variant: str) -> None:
    g = Game.new(variant, seed=5)
    assert not near_end(g.variant, g.table) and game_judge(g.variant, g.table, 0) is None
    near = near_game(variant)
    assert near.deal_no > 0 and deals_left(near.variant, near.table) <= 2
    assert game_judge(near.variant, near.table, near.to_move) is not None


@pytest.mark.parametrize("variant", GAMES)
def test_a_deal_that_ends_the_game_is_judged_by_who_won_it(variant: str) -> None:
    g = near_game(variant)
    v = g.variant
    judges = [game_judge(v, g.table, seat) for seat in range(v.players)]
    bots = [make_bot("medium", seed=10 + i) for i in range(v.players)]
    while not g.over:
        g.apply(bots[g.to_move].choose(g.view(g.to_move)))
    sides = {v.teams[p] for p in g.result()["winners"]}
    for seat, judge in enumerate(judges):
        won = 1 / len(sides) if v.teams[seat] in sides else 0.0
        assert game_chance(v, g.table, v.teams[seat]) == won
        # the deal's points break ties, weighing a little
        points = deal_value(v, g.table.sheet[-1], seat)
        assert judge(g.table) == pytest.approx(won + TIE_BREAK * points / v.deal_spread)


def test_the_standing_counts_a_lead_over_the_leader_not_the_average() -> None:
    g = Game.new("manni", seed=1)
    v, t = g.variant, g.table
    t.positive, t.negative = [9, 11, 0], [0, 0, 0]
    behind_the_leader = standing_chance(v, t, 0)
    t.positive = [9, 6, 5]  # the same average of the others, no one ahead
    assert standing_chance(v, t, 0) > behind_the_leader + 0.2
    t.positive = [11, 9, 0]
    assert standing_chance(v, t, 0) > standing_chance(v, t, 1) > standing_chance(v, t, 2)
    assert 0 < standing_chance(v, t, 2) < 0.05


def test_a_match_counts_the_games_won() -> None:
    assert match_chance(0, 0, 0.5) == pytest.approx(0.5)
    assert match_chance(1, 0, 0.5) == pytest.approx(0.75)
    assert match_chance(1, 1, 0.3) == pytest.approx(0.3)
    assert match_chance(2, 1, 0.0) == 1.0 and match_chance(0, 2, 1.0) == 0.0


@pytest.mark.parametrize("variant", ["manni", "manille", "trjamann"])
def test_hard_weighs_chances_near_the_end_and_points_before(variant: str) -> None:
    near = near_game(variant)
    while len(near.view(near.to_move)["legal"]) < 2:
        near.apply(near.view(near.to_move)["legal"][0])
    view = near.view(near.to_move)
    chances = [x for _, x in SearchBot(seed=1, iterations=60).weigh(view)]
    assert all(-3 * TIE_BREAK <= x <= 1 + 3 * TIE_BREAK for x in chances)

    class ForTheDeal(SearchBot):
        for_game = False
    points = [x for _, x in ForTheDeal(seed=1, iterations=60).weigh(copy.deepcopy(view))]
    assert points != chances
