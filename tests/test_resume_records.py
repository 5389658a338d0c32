"""What a resumed game takes from its save, not from the page's record: whether moves may
be taken back (off for a shared challenge), and where each deal starts."""
from __future__ import annotations

import json

from tricktable.session.bridge import Session

from support import opened


def call(session: Session, method: str, params: dict | None = None) -> dict:
    return json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params or {}})))


def play(session: Session, reply: dict, moves: int) -> tuple[dict, list[int]]:
    """The human's first legal choice `moves` times; the reply, and where deals started."""
    starts = [0]
    for _ in range(moves):
        reply = call(session, "act", {"action": reply["view"]["legal"][0]})["result"]
        starts += [f["moves"] for f in reply["frames"] if f["event"]["type"] == "deal_end"]
    return reply, starts


def test_a_game_without_undo_keeps_it_off_in_its_save() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manni", "seed": 8, "undo": False, "level": "random"})["result"]
    r, _ = play(s, r, 3)
    assert opened(r["save"])["undo"] is False
    again = Session()
    resumed = call(again, "resume", {"save": r["save"], "undo": True, "level": "random"})["result"]
    assert resumed["undo"] is False and opened(resumed["save"])["undo"] is False
    assert "off" in call(again, "undo")["error"]["message"]


def test_a_game_with_undo_saves_as_before_and_a_page_may_turn_it_off() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manni", "seed": 8, "level": "random", "undo": True})["result"]
    r, _ = play(s, r, 2)
    assert "undo" not in opened(r["save"]) and r["undo"] is True
    off = call(Session(), "resume", {"save": r["save"], "undo": False, "level": "random"})["result"]
    assert off["undo"] is False and opened(off["save"])["undo"] is False


def test_a_resume_says_where_each_deal_starts() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manille", "seed": 5, "level": "random"})["result"]
    r, starts = play(s, r, 20)
    assert len(starts) > 1  # the deal ended at least once
    resumed = call(Session(), "resume", {"save": r["save"], "level": "random"})["result"]
    assert resumed["deal_starts"] == starts


def test_every_reply_says_where_each_deal_starts_and_how_many_moves_its_save_holds() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manille", "seed": 5, "level": "random", "undo": True})["result"]
    assert r["deal_starts"] == [0]
    seen = [0]
    for _ in range(20):
        r = call(s, "act", {"action": r["view"]["legal"][0]})["result"]
        seen += [f["moves"] for f in r["frames"] if f["event"]["type"] == "deal_end"]
        assert r["deal_starts"] == seen and r["moves"] == len(opened(r["save"])["actions"])
    assert len(seen) > 1
    back = call(s, "undo")["result"]
    assert back["deal_starts"] == [n for n in seen if n <= back["moves"]]


def test_a_decision_kept_beside_its_save_is_made_on_resuming() -> None:
    """The page keeps the decision it sends beside the engine's save (it never edits a
    save); a page closed before the reply resumes with the decision made."""
    s = Session()
    r = call(s, "new_game", {"variant": "manni", "seed": 8, "level": "random"})["result"]
    r, _ = play(s, r, 2)
    decision = r["view"]["legal"][-1]
    sent = opened(call(s, "act", {"action": decision})["result"]["save"])
    resumed = call(Session(), "resume", {"save": r["save"], "level": "random", "decision": decision})["result"]
    assert opened(resumed["save"])["actions"][:len(sent["actions"])] == sent["actions"]


def test_a_kept_decision_the_engine_does_not_offer_is_dropped_and_nothing_is_lost() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manni", "seed": 8, "level": "random"})["result"]
    r, _ = play(s, r, 2)
    for odd in ({"type": "play", "card": "ZZ"}, {"type": "nonsense"}, {"type": "play", "card": "2C"}):
        if odd in r["view"]["legal"]:
            continue
        resumed = call(Session(), "resume", {"save": r["save"], "level": "random", "decision": odd})["result"]
        assert resumed["save"] == r["save"] and resumed["view"]["legal"] == r["view"]["legal"]
