"""The worker protocol's Python side, driven with the JSON strings the worker sends."""
from __future__ import annotations

import json
import random

import pytest

from tricktable import Game
from tricktable.bots import make_bot
from tricktable.session.bridge import Session
from tricktable.session.kept import open_kept
from tricktable.rules.records import check
from tricktable.rules.sealed import seal
from tricktable.rules.variants import REGISTRY

from support import GAMES, near_game, opened, play_out


def call(session: Session, method: str, params: dict | None = None, rid: int = 1) -> dict:
    return json.loads(session.handle(json.dumps({"id": rid, "method": method, "params": params or {}})))


def test_hello_sends_the_catalogue_of_every_registered_game() -> None:
    r = call(Session(), "hello")["result"]
    assert r["protocol_version"] == 2
    games = {v["id"]: v for v in r["variants"]}
    assert list(games) == list(REGISTRY)
    for v in REGISTRY.values():
        entry = games[v.id]
        assert entry["teams"] == list(v.teams) and entry["controllers"] == list(v.controllers)
        assert [o["name"] for o in entry["options"]] == list(v.Options.model_fields)
        for opt in entry["options"]:
            assert opt["label"] and opt["help"] and opt["label"] != opt["name"]
            assert check(v.Options, {opt["name"]: opt["default"]})
            for choice in opt.get("choices", []):  # every offered value is valid, and named
                assert choice["label"] and check(v.Options, {opt["name"]: choice["value"]})
    opts = {o["name"]: o for o in games["hornafjardarmanni"]["options"]}
    assert [c["value"] for c in opts["deal_packets"]["choices"]] == ["4-3-3-3", "4-4-4-4"]
    assert opts["target"]["kind"] == "number" and opts["target"]["max"] == 99
    assert {o["name"]: o["kind"] for o in games["manni"]["options"]}["under_four_negative"] == "bool"
    assert games["trjamann"]["contract_kinds"]["clubs"] == "other"


@pytest.mark.slow  # a whole Manille game with the searching player in three seats
def test_bots_move_until_the_human_decides() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manille", "seed": 3, "human_seat": 2, "level": "random"})["result"]
    assert r["view"]["to_move"] == 2 and r["view"]["seat"] == 2
    assert r["config"]["seed"] == seal(3) and opened(r["save"])["config"]["variant"] == "manille"
    while not r["view"]["over"]:
        r = call(s, "act", {"action": r["view"]["legal"][0]})["result"]
        assert r["view"]["over"] or r["view"]["to_move"] == 2
        assert all(f["event"]["type"] for f in r["frames"])
    assert r["view"]["result"]["winners"]


def test_each_computer_decision_is_told_before_it_is_made() -> None:
    """The page marks the seat a computer player decides for (web/table/controller.js):
    the session tells each position, in order, before that player's move is made."""
    s = Session()
    told: list[tuple[int, int]] = []
    s.thinking = lambda position: told.append((position, len(s.game.actions)))
    r = call(s, "new_game", {"variant": "manni", "seed": 4, "human_seat": 1, "level": "medium"})["result"]
    r = call(s, "act", {"action": r["view"]["legal"][0]})["result"]
    moves = opened(r["save"])["actions"]
    game = Game.new("manni", seed=4)
    seen = []
    for action in moves:
        if game.to_move != 1:
            seen.append((game.table.turn, len(game.actions)))
        game.apply(action)
    assert told == seen and len(told) >= 2  # every computer move, none of the human's


@pytest.mark.parametrize("variant", ["manni", "manille", "manillen-2p-dummy"])
def test_the_human_sits_where_their_turn_to_deal_comes(variant: str) -> None:
    """The new-game screen's seat choice names a turn to deal (web/newgame.js): the seat is
    the one the draw for the first dealer puts there, and the deals go round from it."""
    players = REGISTRY[variant].players
    for order in range(players):
        s = Session()
        r = call(s, "new_game", {"variant": variant, "seed": 5, "deal_order": order, "level": "random"})["result"]
        first = Game.new(variant, seed=5).table.dealer
        assert r["human_seat"] == (first + order) % players == r["view"]["seat"]
        game = s.game
        while game.deal_no < order and not game.over:
            game.apply(game.legal_actions()[0])
        assert game.table.dealer == r["human_seat"]  # their turn to deal comes `order` deals on
    assert call(Session(), "new_game", {"variant": variant, "deal_order": players})["error"]["message"].startswith("Your seat")


def test_errors_are_replies_and_change_nothing() -> None:
    s = Session()
    assert call(s, "act", {"action": {"type": "pass"}})["error"]["message"] == "No game is in progress"
    r = call(s, "new_game", {"variant": "manni", "seed": 9})["result"]
    before = r["save"]
    err = call(s, "act", {"action": {"type": "play", "card": "ZZ"}}, rid=7)
    assert err["id"] == 7 and err["error"]["kind"] == "IllegalAction"
    assert err["error"]["code"] == "malformed" and "ZZ" in err["error"]["params"]["detail"]
    assert call(s, "view")["result"]["save"] == before
    assert call(s, "new_game", {"variant": "manni", "human_seat": 5})["error"]["message"].startswith("Your seat")
    assert call(s, "frobnicate")["error"]["kind"] == "BadRequest"
    assert json.loads(s.handle("{nope"))["error"]["message"].startswith("The request is not valid JSON")


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


def test_hint_names_a_legal_action_and_changes_nothing() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manille", "seed": 4})["result"]
    hint = call(s, "hint")["result"]["action"]
    assert hint in r["view"]["legal"]
    assert call(s, "view")["result"]["save"] == r["save"]


def test_undo_takes_back_the_last_decision_and_the_replies_to_it() -> None:
    s = Session()
    start = call(s, "new_game", {"variant": "manni", "seed": 8, "human_seat": 1, "undo": True})["result"]
    assert call(s, "undo")["error"]["message"] == "You have made no move to take back"
    first = call(s, "act", {"action": start["view"]["legal"][0]})["result"]
    second = call(s, "act", {"action": first["view"]["legal"][-1]})["result"]
    back = call(s, "undo")["result"]
    marked = lambda reply: {**opened(reply["save"]), "practice": True}  # noqa: E731
    assert opened(back["save"]) == marked(first) and back["view"] == first["view"]
    assert opened(call(s, "undo")["result"]["save"]) == marked(start)
    again = call(s, "act", {"action": start["view"]["legal"][0]})["result"]
    # The computer players answer exactly as before; the save now also says it is practice.
    assert opened(again["save"]) == marked(first)
    assert second["save"] != first["save"]


def test_undo_is_off_unless_asked_for() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manni", "seed": 8})["result"]
    assert r["undo"] is False and r["practice"] is False
    call(s, "act", {"action": r["view"]["legal"][0]})
    err = call(s, "undo")["error"]
    assert err["kind"] == "BadRequest" and "off" in err["message"]


def test_a_takeback_marks_the_game_practice_for_good() -> None:
    """Allowing takebacks marks nothing; taking one back marks the game, in its replies and
    its save, and the mark survives a resume, more moves and a page that turns undo off."""
    s = Session()
    r = call(s, "new_game", {"variant": "manni", "seed": 8, "undo": True, "level": "random"})["result"]
    r = call(s, "act", {"action": r["view"]["legal"][0]})["result"]
    assert r["practice"] is False and "practice" not in opened(r["save"])
    back = call(s, "undo")["result"]
    assert back["practice"] is True and back["undo"] is True and opened(back["save"])["practice"] is True
    on = call(s, "act", {"action": back["view"]["legal"][-1]})["result"]
    assert on["practice"] is True
    resumed = call(Session(), "resume", {"save": on["save"], "undo": False, "level": "random"})["result"]
    assert resumed["practice"] is True and resumed["undo"] is False
    assert opened(resumed["save"])["practice"] is True


@pytest.mark.parametrize("variant", GAMES)
def test_every_game_plays_to_its_end_through_the_bridge(variant: str) -> None:
    """The human takes the first legal choice; every reply is a view the page can draw."""
    s = Session()
    r = call(s, "new_game", {"variant": variant, "seed": 11, "human_seat": 1, "level": "random"})["result"]
    while not r["view"]["over"]:
        assert r["view"]["to_move"] == 1 and r["view"]["legal"]
        r = call(s, "act", {"action": r["view"]["legal"][0]})["result"]
    resumed = call(Session(), "resume", {"save": r["save"], "human_seat": 1, "level": "random"})["result"]
    assert resumed["view"]["result"] == r["view"]["result"] and r["view"]["result"]["reason"]
    assert_end_said(r["view"], r["save"])


def assert_end_said(view: dict, save: str) -> None:
    """The engine words why the game ended from its own scores (those of the bots' view of
    the game `save` keeps): the page adds no arithmetic."""
    mid, args = view["end_say"]
    seen = open_kept(save).game.view(view["seat"])
    reason, rows = view["result"]["reason"], seen["sheet"]
    expected = {"deals": "end-deals", "deal_limit": "end-deal-limit", "match": "end-match"}
    if reason in expected:
        assert mid == expected[reason]
        assert args == ({"side": view["result"]["scores"].index(2)} if reason == "match" else {"n": len(rows)})
        return
    assert reason == "target" and mid in ("end-target", "end-plus") and args["target"] == view["target"]
    scores = rows[-1]["totals"] if mid == "end-target" else seen["positive"]
    assert args["sides"] == [side for side, score in enumerate(scores) if score >= view["target"]] != []


@pytest.mark.parametrize("variant", ["hornafjardarmanni", "laugavatnsmanni"])
def test_a_game_that_ends_on_plus_or_net_points_says_which(variant: str) -> None:
    options = {"hornafjardarmanni": {"target": 3}, "laugavatnsmanni": {"end_on": "net"}}[variant]
    for seed in range(40):
        g = Game.new(variant, seed=seed, options=options)
        for _ in play_out(g, random.Random(seed)):
            pass
        r = call(Session(), "resume", {"save": g.to_json(), "human_seat": 0})["result"]
        view = r["view"]
        assert view["over"] and view["end_say"] is not None
        if view["result"]["reason"] == "target":
            assert_end_said(view, r["save"])
            return
    pytest.fail(f"no game of {variant} with {options} ended on its target in 40 seeds")


def test_a_hint_says_by_how_much_the_search_prefers_it() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "manillen-2p-open", "seed": 6, "level": "random"})["result"]
    while len(r["view"]["legal"]) < 2:
        r = call(s, "act", {"action": r["view"]["legal"][0]})["result"]
    hint = call(s, "hint")["result"]
    assert hint["action"] in r["view"]["legal"] and hint["reason"]["margin"] >= 0


def test_near_the_games_end_a_hint_says_how_much_more_often_it_wins() -> None:
    g = near_game("manille")
    while len(g.view(0)["legal"]) < 2 or g.to_move != 0:
        g.apply(make_bot("medium", seed=1).choose(g.view(g.to_move)))
    s = Session()
    r = call(s, "resume", {"save": g.to_json(), "human_seat": 0})["result"]
    hint = call(s, "hint")["result"]
    assert hint["action"] in r["view"]["legal"]
    assert set(hint["reason"]) == {"chance"} and 0 <= hint["reason"]["chance"] <= 100


def test_the_page_view_carries_words_not_the_bots_observation() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "laugavatnsmanni", "seed": 3, "options": {"great_target": 15}})["result"]
    view = r["view"]
    assert "public_table" not in view and "public_table" in s.game.view(0)  # the bots' view is as it was
    assert view["prompt"] == ["prompt-great", {}]
    assert len(view["legal_say"]) == len(view["legal"])
    great = [w["help"] for a, w in zip(view["legal"], view["legal_say"]) if a["type"] == "great"]
    assert great and all(h[0] == "help-great" and h[1]["need"] == 15 for h in great)  # the option, not a default
    assert rank_order(view) == list("AKQJT98765432") and view["target"] is None
    assert view["standing_say"][0] == "standing"
    calls = next(f for f in view["facts_say"] if f["say"][0] == "calls-title")
    assert calls["items"][0][0] == "call-line"
    assert [f["say"][0] for f in r["frames"][:2]] == ["n-draw", "n-deal"]
    manille = call(Session(), "new_game", {"variant": "manille", "seed": 4})["result"]["view"]
    assert rank_order(manille) == list("TAKQJ987") and manille["target"] == 101


def rank_order(view: dict) -> list[str]:
    """The ranks, strongest first, as the facts beside the table say them."""
    return next(f["say"][1]["order"] for f in view["facts_say"] if f["say"][0] == "rank-order")


@pytest.mark.parametrize(("variant", "options", "deals"), [
    ("laugavatnsmanni", {}, 18), ("trjamann", {}, 12), ("hornafjardarmanni", {"contract_by": "dealer_choice"}, 9),
    ("hornafjardarmanni", {}, None), ("manni", {}, None), ("manille", {}, None)])
def test_the_page_view_says_how_many_deals_a_game_runs(variant: str, options: dict, deals: int | None) -> None:
    """The page's deal counter ("deal 3 of 12") reads the number from the view; a game that
    ends on its target has no fixed number."""
    s = Session()
    view = call(s, "new_game", {"variant": variant, "seed": 5, "options": options})["result"]["view"]
    assert view["deals"] == deals and view["deal"] == 0


def test_every_moment_that_changes_the_table_comes_with_its_view() -> None:
    """A whole trick before it is taken, the trick taken, the deal scored: each has a view,
    so the page never works one out (the tallies of a deal's end include that deal)."""
    s = Session()
    r = call(s, "new_game", {"variant": "manni", "seed": 8, "level": "random"})["result"]
    view = r["view"]
    seen = {"trick": 0, "deal_end": 0}
    while seen["deal_end"] < 2:
        r = call(s, "act", {"action": view["legal"][0]})["result"]
        for frame in r["frames"]:
            if frame["view"] is not None:
                view = {**view, **frame["view"]}  # what changed since the frame before
            kind = frame["event"]["type"]
            if kind == "play":
                assert frame["view"] is not None and frame["event"]["card"] in [c["card"] for c in view["trick"]]
                if len(view["trick"]) == 3:  # whole, not yet taken: nobody is to move
                    assert view["to_move"] is None and view["prompt"] is None and not view["legal"]
            if kind == "trick":
                assert not view["trick"] and view["last_trick"]["winner"] == frame["event"]["winner"]
                assert frame.get("aloud")
                seen["trick"] += 1
            if kind == "deal_end":
                replay = Game.from_config(s.game.config)  # the next deal starts after `moves` moves
                for act in s.game.actions[:frame["moves"]]:
                    replay.apply(act)
                assert replay.deal_no == frame["event"]["deal"] + 1
                sheet = replay.table.sheet
                assert sheet[-1]["positive"] == frame["event"]["positive"] and view["sheet_say"][-1]["deal"] == sheet[-1]["deal"]
                assert [(side["tally"] or [0, 0])[0] for side in view["strip"]] == [sum(row["positive"][p] for row in sheet) for p in range(3)]
                seen["deal_end"] += 1
        assert r["view"] == {**view, **r["view"]}
        view = r["view"]
    assert seen["trick"] >= 24


def test_a_pick_says_how_many_cards_it_takes_and_a_hint_is_worded() -> None:
    s = Session()
    r = call(s, "new_game", {"variant": "hornafjardarmanni", "seed": 2, "level": "random"})["result"]
    while s.game.table.phase.value != "exchange":
        r = call(s, "act", {"action": r["view"]["legal"][0]})["result"]
    (words,) = r["view"]["legal_say"]
    assert words["pick"]["field"] == "discard" and words["pick"]["max"] == r["view"]["legal"][0]["max_discard"]
    assert r["view"]["prompt"] == ["prompt-exchange", {"max": words["pick"]["max"]}]
    hint = call(s, "hint")["result"]
    assert hint["say"]["label"][0] in ("act-exchange", "act-keep")
