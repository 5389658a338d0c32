"""The `ismcts` sparring partner: legal in every game, deterministic, blind to hidden
cards, its tree within the budget, and `hard`'s own calls."""
from __future__ import annotations

import random
import typing

import pytest

from tricktable import Game
from tricktable.rules import wire
from tricktable.bots import LEVELS, make_bot
from tricktable.tools.ismcts import IsmctsBot, Node, Spread
from tricktable.rules.cards import CODE_OF

from hidden_cards import shuffle_hidden
from support import CASES, case_id, random_action

SMALL = 12  # playouts per decision: enough to grow a tree a few nodes deep, and fast


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_ismcts_plays_every_game_legally(case: tuple[str, dict]) -> None:
    """Two deals with `ismcts` in every seat: each card it plays is one the view offers,
    and its calls and exchanges pass the engine (which raises on an illegal action)."""
    variant, options = case
    g = Game.new(variant, seed=3, options=options)
    bots = [make_bot("ismcts", seed=i, iterations=SMALL) for i in range(g.players)]
    cards = 0
    while not g.over and g.deal_no < 2:
        seat = g.to_move
        view = g.view(seat)
        action = bots[seat].choose(view)
        if view["phase"] == "play":
            assert action in view["legal"]
            cards += 1
        g.apply(action)
    assert cards > 0


def _views(variant: str, seeds: range, share: float = 0.2):
    rng = random.Random(11)
    for seed in seeds:
        g = Game.new(variant, seed=seed)
        while not g.over and g.deal_no < 2:
            if rng.random() < share:
                yield g, g.to_move, g.view(g.to_move)
            g.apply(random_action(g, rng))


@pytest.mark.parametrize("variant", ["manille", "manni", "manillen-2p-dummy"])
def test_same_seed_same_decision_and_blind_to_hidden_cards(variant: str) -> None:
    """The same seed and view give the same weighed cards, also on a game whose hidden
    cards lie elsewhere (the bot reads only the view)."""
    checked = 0
    for g, seat, view in _views(variant, range(3)):
        if view["phase"] != "play" or len(view["legal"]) < 2:
            continue
        twin = g.clone()
        shuffle_hidden(twin, seat, random.Random(checked))
        first = make_bot("ismcts", seed=4, iterations=40).weigh(view)
        assert make_bot("ismcts", seed=4, iterations=40).weigh(view) == first
        assert make_bot("ismcts", seed=4, iterations=40).weigh(twin.view(seat)) == first
        checked += 1
    assert checked >= 5


def test_tree_spends_the_budget_on_the_legal_cards() -> None:
    """The root's children are exactly the legal cards; its visits are the playouts; a
    child is available from its creation on, in every world; the chosen card is the most
    visited.  With a budget smaller than the hand, each card is still tried once."""
    bot = make_bot("ismcts", seed=1, iterations=200)
    assert isinstance(bot, IsmctsBot)
    checked = 0
    for _, _, view in _views("manille", range(4)):
        if view["phase"] != "play" or len(view["legal"]) < 3:
            continue
        root = bot.search(view)
        legal = {c["card"] for c in view["legal"]}
        assert {CODE_OF[c] for c in root.children} == legal
        assert sum(n.visits for n in root.children.values()) == 200
        assert all(n.visits <= n.available <= 200 for n in root.children.values())
        assert max(n.available for n in root.children.values()) == 200
        deeper = [n for child in root.children.values() for n in child.children.values()]
        assert deeper and all(n.visits >= 1 for n in deeper)
        weighed = bot.weigh(view)
        top = max(root.children.values(), key=lambda n: n.visits).visits
        assert root.children[next(c for c, n in root.children.items()
                                  if CODE_OF[c] == weighed[0][0]["card"])].visits == top
        tiny = make_bot("ismcts", seed=1, iterations=1).search(view)
        assert len(tiny.children) == len(legal)
        assert all(n.visits == 1 for n in tiny.children.values())
        checked += 1
    assert checked >= 3


def test_calls_are_hards() -> None:
    """Before play the tree has no part: `ismcts` calls, exchanges and announces as
    `hard` does with the same seed and budget."""
    checked = 0
    for variant in ("manille", "hornafjardarmanni", "laugavatnsmanni"):
        for _, _, view in _views(variant, range(6), share=1.0):
            if view["phase"] == "play":
                continue
            assert make_bot("ismcts", seed=2, iterations=SMALL).choose(view) == \
                make_bot("hard", seed=2, iterations=SMALL).choose(view)
            checked += 1
    assert checked >= 10


def test_a_time_budget_still_tries_every_card() -> None:
    for _, _, view in _views("manni", range(2)):
        if view["phase"] == "play" and len(view["legal"]) > 2:
            root = make_bot("ismcts", seed=0, think_ms=0.001).search(view)
            assert len(root.children) == len(view["legal"])
            return
    pytest.fail("no card decision with a choice")


def test_tournament_only() -> None:
    """A level for tournaments, never one the page offers."""
    assert "ismcts" in LEVELS
    assert "ismcts" not in typing.get_args(wire.Level)


def test_spread_is_the_sample_deviation() -> None:
    s = Spread()
    assert s.scale() == 1.0
    for x in (2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0):
        s.add(x)
    assert s.scale() == pytest.approx(2.138, abs=1e-3)
    assert Node().available == 0
