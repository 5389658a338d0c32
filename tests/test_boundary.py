"""The boundary refuses anything: odd input gets a clear, short error and changes nothing."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable import BadOption, BadSave, Game, IllegalAction
from tricktable.session.bridge import Session
from tricktable.rules.variants.manni import Exchange

from support import play_out

DEEP = "[" * 3000 + "]" * 3000


def test_deep_nesting_is_refused_before_parsing() -> None:
    with pytest.raises(BadSave, match="nested too deeply"):
        Game.from_json(DEEP)
    reply = json.loads(Session().handle(json.dumps({"id": 1, "method": "resume",
                                                    "params": {"save": DEEP}})))
    assert reply["id"] == 1 and reply["error"]["kind"] == "BadSave"
    reply = json.loads(Session().handle('{"id": 2, "method": "hello", "params": ' + DEEP[:-1] + "]}"))
    assert reply["error"]["kind"] == "BadRequest" and "deeply" in reply["error"]["message"]


def test_messages_never_repeat_a_huge_input() -> None:
    g = Game.new("manni", seed=1)
    huge = "X" * 5_000_000
    with pytest.raises(IllegalAction) as err:
        g.apply({"type": "play", "card": huge})
    assert len(str(err.value)) < 300
    with pytest.raises(BadOption) as err:
        Game.new("manni", options={huge: 1})
    assert len(str(err.value)) < 300
    reply = json.loads(Session().handle(json.dumps({"id": 1, "method": "hello", "params": {"x": huge}})))
    assert "too large" in reply["error"]["message"] and len(reply["error"]["message"]) < 300


def test_an_action_must_be_a_plain_object() -> None:
    g = Game.new("hornafjardarmanni", seed=3)
    assert g.phase == "exchange"
    before = g.state()
    with pytest.raises(IllegalAction, match="JSON object"):
        g.apply(Exchange(type="exchange", discard=[]))
    assert g.state() == before and g.actions == []


def test_a_seat_is_a_whole_number() -> None:
    g = Game.new("manni", seed=1)
    for seat in (True, 1.0, "1", -1, 3):
        with pytest.raises(BadOption, match="Seat"):
            g.view(seat)


@pytest.mark.parametrize("version", [1.0, True, "1", None, 2])
def test_a_save_of_another_version_is_refused(version: object) -> None:
    data = json.loads(Game.new("manni", seed=1).to_json())
    data["version"] = version
    with pytest.raises(BadSave, match="version"):
        Game.from_json(json.dumps(data))


def test_seeds_stay_where_javascript_holds_them_exactly() -> None:
    assert Game.new("manni", seed=2**53 - 1).seed == 2**53 - 1
    for seed in (2**53, 2**63):
        with pytest.raises(BadOption, match="seed"):
            Game.new("manni", seed=seed)


def test_a_game_that_never_reaches_its_target_ends_at_the_deal_limit() -> None:
    """Net scores in Manni with minus points sum to zero: without a limit it may never end."""
    g = Game.new("manni", seed=4, options={"under_four_negative": True, "target": 99})
    for _ in play_out(g, random.Random(4)):
        pass
    assert g.deal_no + 1 == g.variant.deal_limit == len(g.sheet)
    result = g.result()
    assert result["reason"] == "deal_limit"
    best = max(result["scores"])
    assert result["winners"] == [p for p, s in enumerate(result["scores"]) if s == best]
    assert Game.from_json(g.to_json()).state() == g.state()


# --- fuzzing the worker's entry point --------------------------------------------------

JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=20)
METHODS = st.sampled_from(["hello", "new_game", "act", "resume", "view", "hint", "undo", "nope"])
REQUESTS = st.one_of(
    st.text(max_size=30),
    JSON.map(json.dumps),
    st.builds(lambda i, m, p: json.dumps({"id": i, "method": m, "params": p}), JSON, METHODS, JSON),
    st.builds(lambda i, p: json.dumps({"id": i, "method": "act", "params": {"action": p}}), JSON, JSON),
)
CHANGING = {"new_game", "resume", "act", "undo"}


@settings(max_examples=300, deadline=None)
@given(text=REQUESTS)
def test_any_request_gets_a_reply_and_a_refusal_changes_nothing(text: str) -> None:
    s = Session()
    json.loads(s.handle(json.dumps({"id": 0, "method": "new_game", "params": {"variant": "manille", "seed": 5}})))
    before = s.game.to_json()
    reply = json.loads(s.handle(text))
    assert set(reply) in ({"id", "result"}, {"id", "error"})
    if "error" in reply:
        assert reply["error"]["kind"] != "InternalError", reply
        assert reply["error"]["message"]
        assert s.game.to_json() == before
    else:
        method = json.loads(text)["method"]
        assert method in CHANGING or s.game.to_json() == before
