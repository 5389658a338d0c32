"""The page's deal log and the statistics' outcome of a game (deal_log.py, outcome.py)."""
from __future__ import annotations

import json

import pytest

from tricktable.session.bridge import Session
from tricktable.rules.cards import CARD_OF, POINTS
from tricktable.rules.variants import REGISTRY


def call(session: Session, method: str, params: dict | None = None) -> dict:
    reply = json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params or {}})))
    assert "result" in reply, reply
    return reply["result"]


def rows(log: dict) -> list[dict]:
    return [e for e in log["entries"] if "cards" in e]


def play_to_end(s: Session, r: dict) -> dict:
    while not r["view"]["over"]:
        r = call(s, "act", {"action": r["view"]["legal"][0]})
    return r


@pytest.mark.parametrize("variant", ["manni", "manille"])
def test_each_trick_is_a_row_with_its_leader_winner_and_points(variant: str) -> None:
    s = Session()
    r = call(s, "new_game", {"variant": variant, "seed": 4, "level": "random"})
    deal = r["view"]["deal"]
    while r["view"]["deal"] == deal:
        r = call(s, "act", {"action": r["view"]["legal"][0]})
    (whole,) = [d for d in call(s, "deal_logs")["deals"] if d["deal"] == deal]
    tricks = rows(whole)
    v = REGISTRY[variant]
    assert len(tricks) == v.hand_size  # every trick of the deal
    for before, row in zip([None, *tricks], tricks):
        assert [c["seat"] for c in row["cards"]] == [(row["leader"] + i) % v.positions for i in range(v.positions)]
        assert before is None or row["leader"] == before["winner"]  # the winner leads next
        points = sum(POINTS[CARD_OF[c["card"]]] for c in row["cards"])
        assert row["points"] == (points if v.scoring == "card_points" else None)
    assert whole["entries"][-1]["say"][0] == "n-deal-end"
    assert all(e["say"][0] not in ("n-play", "n-trick") for e in whole["entries"] if "say" in e)


DEALT = 32


def test_the_log_of_the_deal_in_play_comes_with_every_view_even_within_a_move() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manille", "seed": 8, "level": "random"})
    for _ in range(12):
        r = call(s, "act", {"action": r["view"]["legal"][0]})
        log = r["view"]["log"]
        played = sum(len(row["cards"]) for row in rows(log))
        assert played == DEALT - sum(r["view"]["hand_counts"])  # Manille: four hands of eight, no stock
        view = None
        for frame in r["frames"]:  # each moment's view (laid over the one before) has the cards so far
            if frame["view"] is not None:
                view = {**(view or {}), **frame["view"]}
                shown = sum(len(row["cards"]) for row in rows(view["log"]))
                on_table = DEALT - sum(view["hand_counts"])
                assert shown == on_table or view["log"]["deal"] != log["deal"]


def test_undo_takes_the_moves_back_out_of_the_log() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manni", "seed": 2, "level": "random", "undo": True})
    while not any(a["type"] == "play" for a in r["view"]["legal"]):
        r = call(s, "act", {"action": r["view"]["legal"][0]})
    before = r["view"]["log"]
    after = call(s, "act", {"action": r["view"]["legal"][0]})["view"]["log"]
    assert len(rows(after)) > len(rows(before)) or len(rows(after)[-1]["cards"]) > len(rows(before)[-1]["cards"])
    assert call(s, "undo")["view"]["log"] == before
    assert call(s, "deal_logs")["deals"][-1] == before


def test_the_outcome_says_won_score_and_contracts_once_the_game_is_over() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "trjamann", "seed": 6, "level": "random"})
    assert r["view"]["outcome"] is None
    r = play_to_end(s, r)
    out, view = r["view"]["outcome"], r["view"]
    assert out["won"] == (0 in view["result"]["winners"]) and out["score"] == view["result"]["scores"][0]
    assert out["deals"] == 12
    mine = [row for row in s.game.table.sheet if row["contract"]["declarer"] == 0]  # the engine's own sheet
    assert out["called"] == len(mine) == 4  # Trjámann: each player announces four times in twelve deals
    assert out["made"] == sum(row["negative"][0] == 0 for row in mine)


def test_manille_counts_a_trump_call_made_when_its_side_scores() -> None:
    v = REGISTRY["manille"]
    row = {"contract": {"declarer": 1}, "scores": [0, 12]}
    assert v.contract_made(row) is True and v.contract_made({**row, "scores": [12, 0]}) is False
    assert REGISTRY["manni"].contract_made({"contract": {"declarer": None}}) is None
