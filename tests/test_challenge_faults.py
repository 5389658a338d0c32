"""Issue 41's faults in challenges, engine side (the page's: e2e/test_faults_challenges.py):
a link whose moves do not fit is refused before its player plays (finding 9), a player's
result is added to a link only within MAX_REPLAY_DEALS (bounded replays), the deal of the
day is only about today's and is known as one from any link (finding 7), and a name keeps
no control that would turn the text around it (finding 10)."""
from __future__ import annotations

import datetime
import json
import random
from dataclasses import replace

import pytest

from tricktable.bots.base import random_action
from tricktable.session import challenge as C
from tricktable.session.bridge import Session
from tricktable.session.linkcode import pack, unpack

from test_faults_links import played_moves, seeded, with_players


def ask(session: Session, method: str, **params: object) -> dict:
    return json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))


def call(session: Session, method: str, **params: object) -> dict:
    reply = ask(session, method, **params)
    assert "error" not in reply, reply
    return reply["result"]


def play_through(session: Session, reply: dict, seed: int) -> dict:
    rng = random.Random(seed)
    while not reply["challenge"]["done"]:
        reply = call(session, "act", action=random_action(reply["view"], rng))
    return reply


def played(name: str, code: str | None = None, seed: int = 1) -> str:
    """A one-deal challenge of Manille (a new one, or `code`'s) played by `name`: its link."""
    s = Session()
    if code is None:
        reply = call(s, "challenge_new", variant="manille", deals=1, level="easy")
    else:
        call(s, "open_link", code=code)
        reply = call(s, "challenge_play")
    play_through(s, reply, seed)
    return call(s, "challenge_end", name=name)["code"]


def resigned(code: str, player: int, change) -> str:
    """`code` with player `player`'s moves changed by `change` (bytes -> bytes), its header's
    counts to match and its checksum made anew: a link as only someone with the engine's key
    could write, which reads well and whose moves do not fit."""
    header, moves = unpack(code)
    parts, at = [], 0
    for _, n in header["p"]:
        parts.append(moves[at:at + n])
        at += n
    parts[player] = change(parts[player])
    counts = [[name, len(part)] for (name, _), part in zip(header["p"], parts)]
    return pack({**header, "p": counts}, b"".join(parts))


CHANGES = {"cut": lambda m: m[:-1], "longer": lambda m: m + b"\0", "another move": lambda m: bytes([250]) + m[1:]}


# --- finding 9: refused before play ------------------------------------------------------

@pytest.mark.parametrize("change", CHANGES)
@pytest.mark.parametrize("player", [0, 1])
def test_a_link_whose_moves_do_not_fit_is_refused_before_its_player_plays(change: str, player: int) -> None:
    """Before: `challenge_play` started it, and only `challenge_end` refused it, the friend's
    game played through and lost. Now the check and `challenge_play` (and `play_link`)
    refuse it, naming the player whose moves do not fit; the game in play is untouched."""
    anna = played("Anna")
    both = played("Björn", anna, seed=2)
    bad = resigned(both, player, CHANGES[change])
    name = ("Anna", "Björn")[player]
    s = Session()
    before = call(s, "new_game", variant="manni", level="easy")
    assert call(s, "open_link", code=bad)["challenge"]["players"] == ["Anna", "Björn"]  # its form reads well
    for _ in range(100):
        check = ask(s, "challenge_check", opened=True)
        if "error" in check or check["result"]["finished"]:
            break
    error = check["error"]
    assert (error["code"], error["params"]) == ("challenge_unplayable", {"name": name}), error
    assert error["message"].startswith(f"{name}'s game in this challenge cannot be replayed")
    for method, params in (("challenge_play", {}), ("play_link", {"code": bad})):
        refused = ask(s, method, **params)["error"]
        assert refused["code"] == "challenge_unplayable", (method, refused)
    assert call(s, "view")["save"] == before["save"]
    # Asked to play at once, with no check before: refused all the same.
    fresh = Session()
    call(fresh, "open_link", code=bad)
    assert ask(fresh, "challenge_play")["error"]["code"] == "challenge_unplayable"


def test_a_good_link_is_replayed_once_however_often_it_is_opened() -> None:
    code = played("Björn", played("Anna"), seed=2)
    s = Session()
    opened = call(s, "open_link", code=code)
    assert opened["check"] == {"deals": 2, "limit": C.MAX_REPLAY_DEALS}  # a deal each, said before the check
    while not call(s, "challenge_check", opened=True)["finished"]:
        pass
    call(s, "open_link", code=code)  # again (the page asks as the invitation shows): the replays kept
    assert call(s, "challenge_check", opened=True) == {"checked": 2, "of": 2, "part": 1.0, "finished": True, "name": None,
                                                      "deal": None, "deals": None}
    reply = call(s, "challenge_play")
    assert not reply["challenge"]["done"] and call(s, "challenge_check")["finished"]


# --- bounded replays: a result added only within the limit -------------------------------

def test_room_for_a_player_is_judged_by_players_and_by_deals() -> None:
    ch = seeded("manni", {"target": 99}, None)
    long = ("X", bytes(1_260))  # moves enough for a whole game to 99: 100 deals to replay
    assert C.no_room(C.Challenge(ch.config, 1, "random", 0, players=[("P", b"")] * 8), ("X", b"")) == "players"
    assert C.no_room(replace(ch, players=[long]), long) is None  # 200 deals: within the limit
    assert C.no_room(replace(ch, players=[long, long]), long) == "deals"


@pytest.mark.slow
def test_a_result_is_added_to_a_link_only_while_checking_it_stays_within_the_limit() -> None:
    """Two whole games of Manni to 99 (about 200 deals to replay): a third player's result
    is shown but not added. Before, it was, and the link it wrote was refused by everyone
    who opened it, its own player too ("challenge_too_long")."""
    ch = seeded("manni", {"target": 99}, None)
    code = with_players(ch, [played_moves(ch, seed)[0] for seed in range(2)])
    assert C.replay_cost(C.decode(code)) <= C.MAX_REPLAY_DEALS
    s = Session()
    call(s, "open_link", code=code)
    while not call(s, "challenge_check", opened=True)["finished"]:
        pass
    play_through(s, call(s, "challenge_play"), 3)
    end = call(s, "challenge_end", name="Chloé")
    assert end["full"] == "deals" and end["limit"] == C.MAX_REPLAY_DEALS
    assert [p["name"] for p in end["table"]["players"]] == ["P0", "P1", "Chloé"]
    assert C.decode(end["code"]).names == ["P0", "P1"]  # the link opens, within the limit
    assert call(Session(), "open_link", code=end["code"])["challenge"]["players"] == ["P0", "P1"]


def test_a_short_challenge_still_takes_every_result_up_to_eight() -> None:
    code = played("Anna")
    s = Session()
    call(s, "open_link", code=code)
    play_through(s, call(s, "challenge_play"), 2)
    end = call(s, "challenge_end", name="Björn")
    assert end["full"] is None and C.decode(end["code"]).names == ["Anna", "Björn"]


# --- finding 7: the deal of the day, about today only ------------------------------------

def test_the_deal_of_the_day_is_dealt_only_for_about_today() -> None:
    """Before: any date was dealt, tomorrow's deal too, today."""
    today = datetime.datetime.now(datetime.UTC).date()
    for days in (0, -1, 1):
        date = (today + datetime.timedelta(days=days)).isoformat()
        assert call(Session(), "challenge_new", variant="manille", daily=date)["challenge"]["daily"] == date
    for days in (2, -2, 365):
        date = (today + datetime.timedelta(days=days)).isoformat()
        error = ask(Session(), "challenge_new", variant="manille", daily=date)["error"]
        assert (error["code"], error["params"]) == ("daily_not_today", {"date": date}), error


def test_a_deal_of_the_day_is_known_as_one_whichever_link_brings_it() -> None:
    """The page counts attempts at the deal of the day, however a player comes to it: the
    engine says which deal of the day a challenge is, from its cards and settings alone."""
    today = C.daily_dates()[0]
    s = Session()
    reply = call(s, "challenge_new", variant="manille", daily=today)
    play_through(s, reply, 1)
    link = call(s, "challenge_end", name="Dagný")["code"]
    assert call(Session(), "open_link", code=link)["challenge"]["daily"] == today
    ordinary = played("Anna")
    assert call(Session(), "open_link", code=ordinary)["challenge"]["daily"] is None
    long_ago = C._daily("manille", "2000-01-01")
    assert C.decode(C.encode(long_ago)).daily is None  # another day's: an ordinary challenge now


# --- finding 10: names -----------------------------------------------------------------

def test_a_name_keeps_no_control_that_turns_the_text_around_it() -> None:
    """Before: "\u202eAnna" was written into the link and the results as it came, and turned
    the invitation line ("A challenge from …") around on every page that showed it."""
    assert C.clean_name("\u202eAnna\u2066") == "Anna"
    assert C.clean_name(" \u200fאנה\u200e ") == "אנה"  # a name written right to left keeps its letters
    assert C.clean_name("\u202e\u202c\n") == "?"
    s = Session()
    play_through(s, call(s, "challenge_new", variant="manille", deals=1, level="easy"), 1)
    end = call(s, "challenge_end", name="\u202eAnna")
    assert end["table"]["players"][0]["name"] == "Anna" and C.decode(end["code"]).names == ["Anna"]
    header, moves = unpack(end["code"])
    raw = pack({**header, "p": [["\u202eBjörn\u2069", header["p"][0][1]]]}, moves)  # written by hand
    other = Session()
    assert call(other, "open_link", code=raw)["challenge"]["players"] == ["Björn"]
    while not call(other, "challenge_check", opened=True)["finished"]:
        pass
    assert call(other, "challenge_table", name="\u202eBjörn")["table"]["players"][0]["name"] == "Björn"
