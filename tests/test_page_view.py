"""The page view declared (session/page.py PageView): every game's page view holds exactly
the declared keys, each of the declared type, at every kind of moment; a field a game adds
to its own view reaches the bots and never the page; and the page reads every declared key
(web/: a key it never reads should not be sent)."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import get_type_hints

import typing_extensions

import pytest
from pydantic import TypeAdapter

from tricktable import Game
from tricktable.bots.base import random_action as view_action
from tricktable.rules.variants.base import REGISTRY
from tricktable.session.bridge import Session
from tricktable.session.page import PAGE_KEYS, PageView, declared, page_view

from support import CASES, case_id, random_action

WEB = Path(__file__).resolve().parent.parent / "web"
# pydantic checks a typing_extensions TypedDict on Python 3.11 (the engine's own is typing's)
CHECK = TypeAdapter(typing_extensions.TypedDict("PageViewCheck", get_type_hints(PageView)))


def call(session: Session, method: str, **params) -> dict:
    reply = json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))
    assert "error" not in reply, reply["error"]
    return reply["result"]


def test_the_declared_keys_are_the_typed_dicts() -> None:
    assert set(PAGE_KEYS) == PageView.__required_keys__ and len(PAGE_KEYS) == 36


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_games_page_view_has_the_declared_keys_at_every_kind_of_moment(case: tuple[str, dict]) -> None:
    """Every registered game (and the test-only eighth): every seat's view at positions
    through a random game, each frame's view within a move (changes laid over the view
    before), and the reply's view; each key of the declared type."""
    variant, options = case
    g = Game.new(variant, seed=4, options=options)
    rng = random.Random(4)
    for n in range(600):
        if g.over or n % 7 == 0:
            for seat in range(g.players):
                view = page_view(g, seat)
                assert tuple(view) == PAGE_KEYS, set(view) ^ set(PAGE_KEYS)
                CHECK.validate_python(view, strict=True)
        if g.over:
            break
        g.apply(random_action(g, rng))
    extra = set(g.view(0)) - set(PAGE_KEYS)
    assert "public_table" in extra  # the bots' observation, never sent to the page

    s = Session()
    r = call(s, "new_game", variant=variant, options=options, seed=4, level="random", human_seat=0)
    view = r["view"]
    for _ in range(40):
        if r["view"]["over"]:
            break
        r = call(s, "act", action=view_action(r["view"], rng))
        for frame in r["frames"]:
            if frame["view"] is not None:
                assert set(frame["view"]) <= set(PAGE_KEYS)
                view = {**view, **frame["view"]}
                CHECK.validate_python(view, strict=True)
        assert tuple(r["view"]) == PAGE_KEYS
        view = r["view"]


def test_a_field_a_game_adds_to_its_view_reaches_the_bots_not_the_page(monkeypatch) -> None:
    variant = REGISTRY["manille"]
    extra = variant.view_extra
    monkeypatch.setattr(variant, "view_extra", lambda t, seat: {**extra(t, seat), "new_field": 1})
    g = Game.new("manille", seed=2)
    assert g.view(0)["new_field"] == 1 and "new_field" not in page_view(g, 0)
    s = Session()
    r = call(s, "new_game", variant="manille", seed=2, level="random")
    assert "new_field" not in r["view"] and "new_field" not in json.dumps(r["frames"])


def test_an_opening_written_before_the_view_was_declared_keeps_only_declared_keys() -> None:
    g = Game.new("manni", seed=3)
    old = {**{k: v for k, v in g.view(0).items() if k != "public_table"}, "ranks": ["A"], **page_view(g, 0)}
    assert len(old) > len(PAGE_KEYS) and declared(old) == page_view(g, 0)


def test_the_page_reads_every_declared_key() -> None:
    """As a property (`view.hand`, `view["hand"]`) or a name it is taken by (`{ positions }`)
    in some page script: a key the page never reads is not worth sending (declare less)."""
    text = "\n".join(p.read_text() for p in WEB.rglob("*.js") if "vendor" not in p.parts)
    unread = [key for key in PAGE_KEYS if not re.search(rf"\.{key}\b|[\"'`]{key}[\"'`]|\{{[^}}]*\b{key}\b[^}}]*\}} = ", text)]
    assert not unread, f"the page reads none of {unread}: take them out of PageView"
