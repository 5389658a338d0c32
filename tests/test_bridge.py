"""The worker protocol's Python side, driven with the JSON strings the worker sends."""
from __future__ import annotations

import json

from tricktable.bridge import Session


def call(session: Session, method: str, params: dict | None = None, rid: int = 1) -> dict:
    return json.loads(session.handle(json.dumps({"id": rid, "method": method, "params": params or {}})))


def test_hello_lists_games_and_option_defaults() -> None:
    r = call(Session(), "hello")["result"]
    assert r["protocol_version"] == 1
    games = {v["id"]: v for v in r["variants"]}
    assert len(games) == 7 and games["manille"]["players"] == 4
    opts = {o["name"]: o for o in games["hornafjardarmanni"]["options"]}
    assert opts["deal_packets"] == {"name": "deal_packets", "default": "4-3-3-3", "choices": ["4-3-3-3", "4-4-4-4"]}
    assert opts["target"]["choices"] is None
    assert {o["name"]: o["choices"] for o in games["manni"]["options"]}["under_four_negative"] == [False, True]


def test_bots_move_until_the_human_decides() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manille", "seed": 3, "human_seat": 2})["result"]
    assert r["view"]["to_move"] == 2 and r["view"]["seat"] == 2
    assert r["config"]["seed"] == 3 and json.loads(r["save"])["config"]["variant"] == "manille"
    while not r["view"]["over"]:
        r = call(s, "act", {"action": r["view"]["legal"][0]})["result"]
        assert r["view"]["over"] or r["view"]["to_move"] == 2
        assert all(f["event"]["type"] for f in r["frames"])
    assert r["view"]["result"]["winners"]


def test_errors_are_replies_and_change_nothing() -> None:
    s = Session()
    assert call(s, "act", {"action": {"type": "pass"}})["error"]["message"] == "No game is in progress"
    r = call(s, "new_game", {"variant": "manni", "seed": 9})["result"]
    before = r["save"]
    err = call(s, "act", {"action": {"type": "play", "card": "ZZ"}}, rid=7)
    assert err["id"] == 7 and err["error"]["kind"] == "IllegalAction"
    assert call(s, "view")["result"]["save"] == before
    assert call(s, "new_game", {"variant": "manni", "human_seat": 5})["error"]["message"].startswith("Your seat")
    assert call(s, "frobnicate")["error"]["kind"] == "BadRequest"
    assert json.loads(s.handle("{nope"))["error"]["message"] == "Not JSON"


def test_resume_continues_exactly() -> None:
    a = Session()
    r = call(a, "new_game", {"variant": "trjamann", "seed": 5, "level": "easy"})["result"]
    for _ in range(5):
        r = call(a, "act", {"action": dict(r["view"]["legal"][0])})["result"]
    b = Session()
    rb = call(b, "resume", {"save": r["save"], "level": "easy"})["result"]
    assert rb["view"] == r["view"]
    for _ in range(20):
        action = dict(r["view"]["legal"][0])
        r = call(a, "act", {"action": action})["result"]
        rb = call(b, "act", {"action": action})["result"]
        assert rb["save"] == r["save"]
    bad = call(Session(), "resume", {"save": r["save"].replace('"play"', '"plya"', 1)})
    assert bad["error"]["kind"] == "BadSave"
