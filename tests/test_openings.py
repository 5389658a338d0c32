"""The pool of opening positions (web/openings/) is exactly what the engine answers now."""
from __future__ import annotations

import json

import pytest

from support import shipped
from tricktable import Game
from tricktable.rules.variants import REGISTRY
from tricktable.session.kept import open_kept
from webbuild import openings

FILES = sorted(openings.FOLDER.glob("*.json"))


def test_every_shipped_game_has_a_pool() -> None:
    assert {p.stem for p in FILES} == {gid for gid in openings.variants() if shipped(REGISTRY[gid])}


@pytest.mark.slow  # the searching player plays every opening again
@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_the_pool_is_what_the_engine_deals_now(path) -> None:
    """A stale pool fails here: rewrite it with `python -m webbuild.openings`."""
    assert path.read_text() == openings.text(openings.pool(path.stem))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_each_opening_waits_for_the_human_with_every_default(path) -> None:
    """The page accepts the first decision from the view alone, so it must be the human's."""
    pool = json.loads(path.read_text())
    assert len({o["config"]["seed"] for o in pool["openings"]}) == openings.PER_GAME
    for o in pool["openings"]:
        game = open_kept(o["save"]).game
        assert game.to_move == o["human_seat"] == 0 and o["view"]["legal"]
        assert (o["level"], o["undo"]) == ("hard", True)
        assert o["config"]["options"] == Game.new(path.stem, seed=1).options
