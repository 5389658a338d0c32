"""Duplicate challenges (challenge.py, challenge_desk.py and the bridge's methods): the same
deals against the same computer players, results computed from the moves alone, links of
eight players within 4,000 characters, and every altered link refused."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from tricktable.session import challenge as C
from tricktable.session.autoplay import bot_action
from tricktable.bots.base import random_action
from tricktable.session.bridge import Session
from tricktable.rules.engine import Game
from tricktable.session.linkcode import BadLink, game_link, pack, unpack

from support import RULES_GAMES


def play(ch: C.Challenge, rng: random.Random) -> Game:
    """The challenge played by a random human against its computer players."""
    g = C.start(ch)
    while not C.done(ch, g):
        g.apply(random_action(g.view(ch.seat), rng) if g.to_move == ch.seat else bot_action(g, ch.level))
    return g


@pytest.mark.parametrize("variant", RULES_GAMES)
@pytest.mark.parametrize("deals", [1, 8])
def test_eight_players_fit_a_short_link_and_replay_to_their_own_games(variant: str, deals: int) -> None:
    ch = C.new(variant, {}, deals, "medium", lang="nl")
    games = []
    for i in range(C.MAX_PLAYERS):
        games.append(play(ch, random.Random(i)))
        ch.players.append(C.Player(f"Player {i + 1}", C.human_moves(ch, games[-1])))
    ch = C.opened_from(ch, games[0])  # with the receiver's opening, if it fits
    code = C.encode(ch)
    print(f"\n{variant}, {deals} deal(s), 8 players: {len(code)} characters, "
          f"{'with' if 'w' in unpack(code)[0] else 'without'} the opening")
    assert len(code) <= (2_000 if deals == 1 else 4_000)
    back = C.decode(code)
    assert (back.config, back.deals, back.level, back.seat, back.lang) == (ch.config, deals, "medium", 0, "nl")
    assert back.players == ch.players
    for i in (0, 5):  # computed again from the moves alone: the computer players decide as they did
        assert C.replay(back, back.players[i][1]).actions == games[i].actions
    table = C.table(back, games, 0)
    for row, g in zip(table["players"], games):
        assert row["deals"] == C.deal_points(g, 0)[:deals] and row["total"] == sum(row["deals"])


def test_the_hard_players_decide_alike_on_the_same_moves() -> None:
    """`hard` searches a fixed number of playouts (no clock), so a replay with no game to
    copy from recomputes each of its decisions and meets the same ones."""
    ch = C.new("manille", {}, 1, "hard")
    g = play(ch, random.Random(1))
    again = C.replay(ch, C.human_moves(ch, g))
    assert again.actions == g.actions and again.sheet == g.sheet


def test_the_results_side_by_side_say_where_the_players_parted_and_what_it_cost() -> None:
    ch = C.new("manillen-2p-open", {}, 4, "easy")
    a, b = play(ch, random.Random(1)), play(ch, random.Random(2))
    ch.players += [C.Player("Anna", C.human_moves(ch, a)), C.Player("Björn", C.human_moves(ch, b))]
    table = C.table(ch, [a, b], 1)
    anna, bjorn = table["players"]
    assert bjorn["parting"] is None and table["me"] == 1
    part = anna["parting"]
    first = next(i for i, (x, y) in enumerate(zip(a.actions, b.actions)) if x != y)
    assert a.actions[:first] == b.actions[:first]
    replay = C.start(ch)
    for act in a.actions[:first]:
        replay.apply(act)
    assert replay.to_move == ch.seat  # where they part, it is always the human's choice
    assert part["deal"] == replay.deal_no
    assert part["cost"] == bjorn["deals"][part["deal"]] - anna["deals"][part["deal"]]
    assert C.table(ch, [a, a], 1)["players"][0]["parting"] is None


def test_a_changed_challenge_is_refused_never_read_as_another() -> None:
    ch = C.new("manni", {}, 1, "easy")
    g = play(ch, random.Random(4))
    ch.players.append(C.Player("Anna", C.human_moves(ch, g)))
    header, moves = unpack(C.encode(ch))
    with pytest.raises(BadLink) as err:  # another count of moves than the header says
        C.decode(pack({**header, "p": [["Anna", len(moves) + 1]]}, moves))
    assert err.value.code == "link_altered"
    for wrong in (moves[:-1], moves + b"\0", bytes([250]) + moves[1:]):
        bad = C.decode(pack({**header, "p": [["Anna", len(wrong)]]}, wrong))
        with pytest.raises(BadLink) as err:
            C.replay(bad, bad.players[0][1])
        assert err.value.code == "link_moves"
    for wrong in ({**header, "d": 3}, {**header, "p": [["", len(moves)]]}, {**header, "p": [["A", "x"]]},
                  {**header, "p": [[f"P{i}", 0] for i in range(9)]}):
        with pytest.raises(BadLink):
            C.decode(pack(wrong, moves if wrong["p"][0][1] else b""))
    with pytest.raises(BadLink) as err:
        C.decode(game_link(g.to_json(), 0, 0, "easy", None))
    assert err.value.code == "link_kind"


# --- the bridge: what the page can ask, and what it is told ------------------------------

def call(session: Session, method: str, **params) -> dict:
    reply = json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))
    if "error" in reply:
        raise AssertionError(reply["error"])
    return reply["result"]


def refused(session: Session, method: str, **params) -> dict:
    reply = json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))
    assert "error" in reply, reply
    return reply["error"]


def play_through(session: Session, reply: dict, rng: random.Random) -> dict:
    while not reply["challenge"]["done"]:
        reply = call(session, "act", action=random_action(reply["view"], rng))
    return reply


def test_a_challenge_made_played_and_answered_through_the_bridge() -> None:
    anna = Session()
    reply = call(anna, "challenge_new", variant="trjamann", deals=1, level="medium", lang="is")
    assert reply["undo"] is False and reply["challenge"]["players"] == []
    assert refused(anna, "hint")["message"] == "A challenge is played without hints"
    reply = play_through(anna, reply, random.Random(1))
    assert refused(anna, "act", action={"type": "pass"})["message"] == "It is not your turn"
    made = call(anna, "challenge_end", name="Anna")
    assert [p["name"] for p in made["table"]["players"]] == ["Anna"]

    bjorn = Session()
    bjorn_game = call(bjorn, "new_game", variant="manille", level="easy")
    opened = call(bjorn, "open_link", code=made["code"])
    # Before Björn has played: the challenge's form and the names, nothing of Anna's play.
    assert opened == {"challenge": {"id": C.key(C.decode(made["code"])), "variant": "trjamann", "options": reply["challenge"]["options"], "deals": 1,
                                    "level": "medium", "seat": 0, "lang": "is", "players": ["Anna"], "daily": None,
                                    "signed": [None]},
                      "check": {"deals": 1, "limit": C.MAX_REPLAY_DEALS}}
    assert call(bjorn, "view")["save"] == bjorn_game["save"]  # the game in play is untouched
    assert refused(bjorn, "challenge_table", player=1)  # no such player: Björn has not played it
    # Anna's game replayed before Björn plays, her one deal said as it starts, however quickly it is done.
    checks = [call(bjorn, "challenge_check", opened=True) for _ in range(2)]
    assert checks == [{"checked": 0, "of": 1, "part": 0.0, "finished": False, "name": "Anna", "deal": 0, "deals": 1},
                      {"checked": 1, "of": 1, "part": 1.0, "finished": True, "name": None, "deal": None, "deals": None}]
    reply = call(bjorn, "challenge_play")
    assert call(bjorn, "challenge_check")["finished"]
    half = call(bjorn, "act", action=random_action(reply["view"], random.Random(2)))
    # A reload: the save and the challenge's code resume it, and it plays on alike.
    again = Session()
    resumed = call(again, "resume", save=half["save"], human_seat=0, level="medium",
                   challenge=half["challenge"]["code"])
    assert resumed["view"] == call(bjorn, "view")["view"]
    done = play_through(again, resumed, random.Random(3))
    answer = call(again, "challenge_end", name="Anna")  # the same name: numbered
    names = [p["name"] for p in answer["table"]["players"]]
    assert names == ["Anna", "Anna 2"] and answer["table"]["me"] == 1 and not answer["full"]
    assert done["challenge"]["done"]

    # The reply link, opened where Anna made it: both results, computed again.
    home = Session()
    assert call(home, "open_link", code=answer["code"])["challenge"]["players"] == names
    table = call(home, "challenge_table", player=0)["table"]
    assert table["me"] == 0 and [p["deals"] for p in table["players"]] == [p["deals"] for p in answer["table"]["players"]]


def test_a_resume_refuses_a_save_of_another_game_than_its_challenge() -> None:
    s = Session()
    reply = call(s, "challenge_new", variant="manille", deals=1, level="easy")
    other = call(Session(), "new_game", variant="manille", level="easy")
    error = refused(Session(), "resume", save=other["save"], human_seat=0, level="easy",
                    challenge=reply["challenge"]["code"])
    assert error["message"] == "This saved game is not the game of its challenge"
    assert refused(s, "challenge_new", variant="manille", deals=3)
    assert refused(s, "challenge_end", name="Anna")["message"] == "The challenge is not played through yet"


def test_a_ninth_player_sees_the_table_and_the_link_keeps_the_first_eight() -> None:
    ch = C.new("manille", {}, 1, "random")
    for i in range(C.MAX_PLAYERS):
        ch.players.append(C.Player(f"P{i}", C.human_moves(ch, play(ch, random.Random(i)))))
    s = Session()
    call(s, "open_link", code=C.encode(ch))
    play_through(s, call(s, "challenge_play"), random.Random(9))
    end = call(s, "challenge_end", name="Ninth")
    assert end["full"] and len(end["table"]["players"]) == 9
    assert C.decode(end["code"]).players == ch.players


def test_two_replies_to_one_challenge_merge_into_one_table() -> None:
    ch = C.new("manille", {}, 1, "easy")
    anna = C.Player("Anna", C.human_moves(ch, play(ch, random.Random(1))))
    bjorn = C.Player("Björn", C.human_moves(ch, play(ch, random.Random(2))))
    chloe = C.Player("Chloé", C.human_moves(ch, play(ch, random.Random(3))))
    one = C.encode(replace(ch, players=[anna, bjorn]))
    two = C.encode(replace(ch, players=[anna, chloe]))
    s = Session()
    merged = call(s, "challenge_merge", codes=[one, two])
    assert merged["challenge"]["players"] == ["Anna", "Björn", "Chloé"]
    assert merged["challenge"]["id"] == C.key(ch) == call(s, "open_link", code=one)["challenge"]["id"]
    assert C.decode(merged["code"]).players == [anna, bjorn, chloe]
    other = C.new("manille", {}, 1, "easy")
    error = refused(s, "challenge_merge", codes=[one, C.encode(replace(other, players=[anna]))])
    assert error["code"] == "link_kind"


def test_the_deal_of_the_day_is_the_same_for_everyone_that_day_only() -> None:
    today, tomorrow = C.daily_dates()[:2]  # the dates it may be played on (test_challenge_faults.py)
    first = call(Session(), "challenge_new", variant="manille", daily=today, deals=8, level="easy")
    again = call(Session(), "challenge_new", variant="manille", daily=today)
    other = call(Session(), "challenge_new", variant="manille", daily=tomorrow)
    assert first["challenge"]["code"] == again["challenge"]["code"] and first["view"] == again["view"]
    assert (first["challenge"]["deals"], first["challenge"]["level"]) == (1, "hard")
    assert other["challenge"]["id"] != first["challenge"]["id"]
    assert call(Session(), "challenge_new", variant="manni", daily=today)["challenge"]["id"] != first["challenge"]["id"]
    assert refused(Session(), "challenge_new", variant="manille", daily="24/11/2026")


def test_the_check_says_whose_game_and_which_deal_each_time_it_is_asked() -> None:
    """The page asks `challenge_check` until the results are ready and says what each reply
    tells: every deal of every player's game is told as its replay starts, however quick."""
    ch = C.new("manillen-2p-open", {}, 4, "easy")
    a, b = play(ch, random.Random(1)), play(ch, random.Random(2))
    ch.players += [C.Player("Anna", C.human_moves(ch, a)), C.Player("Björn", C.human_moves(ch, b))]
    home = Session()
    other = call(home, "challenge_new", variant="manni", deals=1, level="easy")  # another challenge in play
    assert refused(home, "challenge_check", opened=True)["message"] == "No challenge link was opened"
    call(home, "open_link", code=C.encode(ch))
    told, parts = [], []
    for _ in range(500):
        check = call(home, "challenge_check", opened=True)
        if check["finished"]:
            break
        told.append((check["name"], check["deal"], check["deals"], check["checked"]))
        parts.append(check["part"])
    assert check == {"checked": 2, "of": 2, "part": 1.0, "finished": True, "name": None, "deal": None, "deals": None}
    seen = [t for i, t in enumerate(told) if i == 0 or t != told[i - 1]]
    assert parts == sorted(parts) and 0 <= parts[0] < parts[-1] < 1  # how much is done, rising
    # A game may end before its fourth deal (a side reached the target): its deals are told.
    assert len(a.sheet) <= 4 and len(b.sheet) <= 4
    assert seen == [("Anna", d, 4, 0) for d in range(len(a.sheet))] + [("Björn", d, 4, 1) for d in range(len(b.sheet))]
    table = call(home, "challenge_table", player=0)["table"]
    assert [p["deals"] for p in table["players"]] == [C.deal_points(a, 0)[:4], C.deal_points(b, 0)[:4]]
    assert call(home, "view")["save"] == other["save"]  # the challenge in play is untouched
    assert refused(home, "challenge_check", opened="yes")
