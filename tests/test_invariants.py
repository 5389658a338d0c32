"""One suite over every variant and option set: random games checked at every step."""
from __future__ import annotations

import json
import os
import random
import types
from typing import Annotated, Literal, Union, get_args, get_origin, get_type_hints

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tricktable
from tricktable import Game, IllegalAction
from tricktable.rules import wire
from tricktable.rules.cards import CARD_OF, CODE_OF, make_deck

from support import (CASES, RULES_GAMES, case_id, check_replay, in_rules_order, is_legal, random_action,
                     replay_due)
from tricktable.session.catalogue import describe
from tricktable.rules.errors import REASONS
from tricktable.rules.variants import REGISTRY
from tricktable.rules.variants.base import registered_actions

from golden_text import recorded_games
from hidden_cards import hidden_from
from scoring_oracle import SCORING

# Random games per game and option set: TRICKTABLE_RANDOM_GAMES (one in `build.py test --quick`).
RANDOM_GAMES = int(os.environ.get("TRICKTABLE_RANDOM_GAMES", "3"))


def test_the_package_registers_the_rules_games_in_order() -> None:
    """At least the games of RULES.md, in its order; a new game may join anywhere."""
    assert in_rules_order(recorded_games()) == RULES_GAMES
    assert tricktable.variants() == list(REGISTRY)


def test_the_option_sets_of_every_game_try_every_choice() -> None:
    """Each game's option_sets (which the generic suites play) cover every listed value."""
    for v in REGISTRY.values():
        for opt in describe(v)["options"]:  # the options as the new-game screen offers them
            name = opt["name"]
            tried = {json.dumps(o.get(name, opt["default"])) for o in v.option_sets}
            wanted = [c["value"] for c in opt.get("choices", [])]
            if opt["kind"] == "bool":
                wanted = [False, True]
            missing = [w for w in wanted if json.dumps(w) not in tried]
            # A target with four listed values is tried at its default and one other.
            assert len(missing) <= max(0, len(wanted) - 2), (v.id, name, missing)


def view_cards(value: object) -> set[str]:
    """Every card code anywhere in a JSON-able value."""
    if isinstance(value, str):
        return {value} if value in CARD_OF else set()
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return set().union(*map(view_cards, value)) if value else set()
    return set()


def table_cards(public: dict) -> set[str]:
    """The cards (ints, -1 where hidden) the view's public table places in hands and stacks."""
    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, list):
            for v in value:
                walk(v)
        elif isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            found.add(CODE_OF[value])

    for place in ("hands", "discards", "stock", "layouts"):
        walk(public[place])
    return found


def check_conservation(g: Game, won: list[int]) -> None:
    held = [c for h in g.table.hands for c in h] + g.table.stock + [c for d in g.table.discards for c in d]
    held += [c for lay in g.table.layouts for s in lay for c in s if c is not None]
    held += [c for _, c in g.table.trick] + won
    assert sorted(held) == make_deck(g.variant.deck_size)


def check_score_row(g: Game, row: dict) -> None:
    expected = SCORING[g.variant.id](g.options, row)
    if g.variant.scoring == "card_points":
        assert row["scores"] == expected
        assert sum(row["points"]) == 60 and row["draw"] == (row["points"][0] == 30)
    else:
        assert row["positive"] == [a for a, _ in expected]
        assert row["negative"] == [b for _, b in expected]


def check_result(g: Game) -> None:
    """Winners are exactly the best scores (above zero where the game says so)."""
    result = g.result()
    scores, winners = result["scores"], result["winners"]
    assert result["reason"] in ("target", "deals", "match", "deal_limit")
    assert g.deal_no + 1 <= g.variant.deal_limit
    if result["reason"] == "deal_limit":
        assert g.deal_no + 1 == g.variant.deal_limit
    if g.variant.scoring == "card_points":
        if g.options.get("match"):
            assert max(scores) == 2 and winners == [scores.index(2)]
            return
        team = [t for t in (0, 1) if scores[t] >= g.variant.target(g.table)]
        assert len(team) == 1
        assert winners == [p for p in range(g.players) if g.variant.team(p) == team[0]]
        return
    totals = g.sheet[-1]["totals"]
    assert scores == totals
    best = max(scores)
    expected = [p for p in range(g.players) if scores[p] == best]
    if g.variant.final_above_zero and best <= 0:
        expected = []
    assert winners == expected


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_random_games_keep_every_invariant(case: tuple[str, dict]) -> None:
    variant, options = case
    for seed in range(RANDOM_GAMES):
        rng = random.Random(seed)
        g = Game.new(variant, seed=seed, options=options)
        won: list[int] = []
        deals_seen = 0
        while not g.over:
            before = g.deal_no
            events = g.apply(random_action(g, rng))
            for e in events:
                if e["type"] == "trick":
                    won += [CARD_OF[c] for c in e["cards"]]
                if e["type"] == "deal_end":
                    deals_seen += 1
                    per_deal = len(won) // g.variant.positions
                    assert sum(e["tricks"]) == per_deal  # every trick went to someone
                    check_score_row(g, e)
                if e["type"] == "deal":
                    won = []
            if g.deal_no == before or g.over:
                check_conservation(g, won)
            for seat in range(g.players):
                shown = g.view(seat)
                json.dumps(shown)
                # The first-dealer draw is a separate public draw from its own shuffle.
                shown.pop("draw")
                leaked = (view_cards(shown) | table_cards(shown["public_table"])) & hidden_from(g, seat)
                assert not leaked, f"seat {seat} sees {leaked} in phase {g.phase}"
            if replay_due(len(g.actions)):
                check_replay(g)
        check_replay(g)
        assert deals_seen == len(g.sheet) == g.deal_no + 1
        check_result(g)
        assert g.to_move is None and g.legal_actions() == []


# --- illegal actions leave the game exactly as it was (hypothesis) ---------------------

cards = st.sampled_from(sorted(CARD_OF)) | st.text(max_size=3)


def near(hint: object) -> st.SearchStrategy:
    """Values of a record field's type, and values just outside it."""
    origin, args = get_origin(hint), get_args(hint)
    if origin is Annotated:  # a checked text: the cards
        return cards
    if origin is Literal:
        return st.sampled_from(args) | st.text(max_size=5)
    if origin in (Union, types.UnionType):
        return st.one_of(*(near(a) for a in args))
    if origin is list:
        return st.lists(near(args[0]), max_size=9)
    if hint is type(None):
        return st.none()
    if hint is bool:
        return st.booleans() | st.integers()
    return st.integers(-1, 17) | st.booleans()  # int


def sent(kind: type) -> st.SearchStrategy:
    """Actions of one record as a player might send them: its own type, the fields near
    their types, and fields with a default sometimes left out."""
    hints = get_type_hints(kind, include_extras=True)  # with the card codes' Annotated
    fields, optional = {}, set()
    for name, f in kind.model_fields.items():
        value = st.just(get_args(hints[name])[0]) if name == "type" else near(hints[name])
        if not f.is_required():
            optional.add(name)
            value = st.none() | value
        fields[name] = value
    return st.fixed_dictionaries(fields).map(
        lambda d: {k: v for k, v in d.items() if not (k in optional and v is None)})


# Every registered game's declared actions (read when drawing, once the test-only game is
# registered), and things that are not actions at all.
actions = st.deferred(lambda: st.one_of(
    *(sent(kind) for kind in (wire.Play, *registered_actions())),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
    st.none(), st.integers(), st.text(max_size=5),
))


@pytest.mark.parametrize("case", CASES, ids=case_id)
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 200), attempts=st.lists(actions, min_size=1, max_size=6))
def test_illegal_actions_change_nothing(case: tuple[str, dict], seed: int, steps: int, attempts: list) -> None:
    variant, options = case
    g = Game.new(variant, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.over:
            break
        g.apply(random_action(g, rng))
    for action in attempts:
        if g.over or is_legal(g, action):
            continue
        before, actions_before = g.state(), list(g.actions)
        with pytest.raises(IllegalAction) as err:
            g.apply(action)
        assert str(err.value) and err.value.code in REASONS
        json.dumps(err.value.params)  # a page can show the reason in its own words
        assert g.state() == before and g.actions == actions_before
