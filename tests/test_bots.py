"""Computer players: legal in every game, blind to hidden cards, deterministic, and strong."""
from __future__ import annotations

import json
import random

import pytest

from tricktable import Game
from tricktable.tools.cli import main
from tricktable.bots import make_bot
from tricktable.bots.base import random_action as random_action_of
from tricktable.bots.heuristic import suit_power, trump_gains
from tricktable.rules.cards import make_deck
from tricktable.tools.sim import simulate
from tricktable.rules.variants.base import register, unregister

from hidden_cards import shuffle_hidden
from support import CASES, case_id, random_action

LEVELS = ["random", "easy", "medium"]


@pytest.mark.parametrize("case", CASES, ids=case_id)
@pytest.mark.parametrize("level", LEVELS)
def test_bots_finish_every_game_legally(case: tuple[str, dict], level: str) -> None:
    variant, options = case
    for seed in range(2):
        g = Game.new(variant, seed=seed, options=options)
        bots = [make_bot(level, seed=seed * 10 + i) for i in range(g.players)]
        while not g.over:
            seat = g.to_move
            g.apply(bots[seat].choose(g.view(seat)))  # an illegal choice would raise here
        assert g.result()["scores"]


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_decisions_depend_only_on_what_the_seat_sees(case: tuple[str, dict]) -> None:
    variant, options = case
    rng = random.Random(1)
    checked = 0
    for seed in range(4):
        g = Game.new(variant, seed=seed, options=options)
        while not g.over:
            seat = g.to_move
            if rng.random() < 0.15:
                view = g.view(seat)
                twin = g.clone()
                shuffle_hidden(twin, seat, random.Random(seed))
                assert twin.view(seat) == view
                for level in ("medium", "easy"):
                    a = make_bot(level, seed=5).choose(view)
                    b = make_bot(level, seed=5).choose(twin.view(seat))
                    assert a == b
                checked += 1
            g.apply(random_action(g, rng))
    assert checked > 10


def test_same_seed_same_decisions() -> None:
    for variant in ("laugavatnsmanni", "manillen-2p-open"):
        results = []
        for _ in range(2):
            g = Game.new(variant, seed=3)
            bots = [make_bot("easy", seed=i) for i in range(g.players)]
            while not g.over:
                g.apply(bots[g.to_move].choose(g.view(g.to_move)))
            results.append((g.actions, g.result()))
        assert results[0] == results[1]


@pytest.mark.parametrize("variant,players", [
    ("manni", "medium,random,random"), ("hornafjardarmanni", "medium,random,random"),
    ("trjamann", "medium,random,random"), ("laugavatnsmanni", "medium,random,random"),
    ("manille", "medium,random,medium,random"), ("manillen-2p-dummy", "medium,random"),
    ("manillen-2p-open", "medium,random")])
@pytest.mark.slow
def test_medium_beats_random(variant: str, players: str) -> None:
    """Seeded, so the outcome is fixed; the margin must clear its own 95% interval."""
    report = simulate(variant, 60, players.split(","), seed=100)
    d = report["difference"]
    assert d["mean"] - d["ci95"] > 0, report


def test_sim_command_prints_a_table_and_json(capsys) -> None:
    assert main(["sim", "--variant", "manni", "--games", "6", "--players", "medium,random,random"]) == 0
    out = capsys.readouterr().out
    assert "Duplicate deals" in out and "medium minus random" in out
    assert main(["sim", "--variant", "manille", "--games", "4", "--json",
                 "--players", "medium,random,medium,random", "--options", '{"target": 61}']) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 4 and report["options"] == {"target": 61}
    assert len(report["slots"]) == 4 and 0 <= report["slots"][0]["win_rate"] <= 1


def test_sim_command_rejects_bad_input(capsys) -> None:
    assert main(["sim", "--variant", "manni", "--games", "3", "--players", "random,random"]) == 2
    assert "needs 3 players" in capsys.readouterr().err
    assert main(["sim", "--variant", "manni", "--games", "3", "--players", "random,random,random",
                 "--options", "{bad"]) == 2
    assert "error" in capsys.readouterr().err


def test_the_rule_based_player_asks_the_game_for_a_decision_it_brings(eighth_game) -> None:
    """Bidding Manni's bid is its own rule's (no bot knows bidding)..."""
    g = Game.new(eighth_game.id, seed=3)
    view = g.view(g.to_move)
    own = g.variant.bot_choice(view)
    assert view["phase"] == "bid" and own in view["legal"]
    assert make_bot("medium", seed=1).choose(view) == own


def test_a_decision_no_rule_knows_is_made_at_random(eighth_game) -> None:
    """...and without that rule, every level still plays it: at random, from the bot's seed."""
    class NoBidRule(eighth_game):
        id = "bidding-manni-without-a-bid-rule"

        def bot_choice(self, view: dict) -> None:
            return None

    register(NoBidRule)
    try:
        g = Game.new(NoBidRule.id, seed=3)
        view = g.view(g.to_move)
        assert make_bot("medium", seed=5).choose(view) == random_action_of(view, random.Random(5))
        bots = [make_bot("medium", seed=i) for i in range(g.players)]
        while not g.over:
            g.apply(bots[g.to_move].choose(g.view(g.to_move)))
        assert g.result()["reason"] == "deals"
    finally:
        unregister(NoBidRule)


def test_the_trump_gains_are_the_suit_values_less_the_no_trump_value() -> None:
    """The search tests every sampled world against the trump call with trump_gains, one
    pass for the four suits; it must agree exactly with suit_power."""
    deck, rng = make_deck(32), random.Random(1)
    for _ in range(3000):
        hand = rng.sample(deck, rng.randint(0, 12))
        gains, base = trump_gains(hand), suit_power(hand, None)
        assert gains == [suit_power(hand, s) - base for s in range(4)], hand
