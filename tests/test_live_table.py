"""The several-humans session of a live table (session/table_handlers.py): the host's
worker referees, a friend's action counts only for that friend's seat on its turn, and
every packet a friend is sent holds no card that friend's seat may not see."""
from __future__ import annotations

import json
import random
import weakref
from pathlib import Path

import pytest
from pydantic import TypeAdapter

from tricktable.session import peer_records
from tricktable.session.base import WATCHERS
from tricktable.session.bridge import Session
from tricktable.session.page import page_view

from hidden_cards import hidden_from, this_deal
from support import RULES_GAMES, opened


# What each friend's page has of each session's table: the views its packets laid over
# one another, as web/live/friend.js lays them.
PAGES: weakref.WeakKeyDictionary[Session, dict[int, dict]] = weakref.WeakKeyDictionary()


def ask(session: Session, method: str, **params: object) -> dict:
    """The worker's answer; each friend's packet in it with its views as sent (`sent`: what
    changed) and as the friend's page then has it (`view`: whole)."""
    answer = json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))
    result = answer.get("result")
    if isinstance(result, dict):
        pages = PAGES.setdefault(session, {})
        own = [*result.get("guests", {}).values(), *([result] if method == "table_view" else [])]
        watched = [*([result["watch"]] if "watch" in result else []), *([result] if method == "table_watch" else [])]
        for page, packet in [*((p["seat"], p) for p in own), *((WATCHERS, p) for p in watched)]:
            view = pages.get(page, {})
            for frame in packet["frames"]:
                view = {**view, **(frame["view"] or {})}
            packet["sent"] = packet["view"]
            pages[page] = packet["view"] = {**view, **packet["sent"]}
    return answer


def to_move(reply: dict, host: int) -> tuple[int, dict]:
    """Who is to move, and the view that seat decides from (the host's, or a friend's packet)."""
    seat = reply["view"]["to_move"]
    return seat, reply["view"] if seat == host else reply["guests"][str(seat)]["view"]


# Characters of the friends' final views, as sent and whole (check_packets adds them up).
SIZES = {"sent": 0, "whole": 0}


def check_packets(session: Session, reply: dict) -> int:
    """Each friend's packet: their seat's, and no card their seat cannot see now; returns
    how many frames were checked."""
    checked = 0
    for key, packet in reply["guests"].items():
        SIZES["sent"] += len(json.dumps(packet["sent"]))
        SIZES["whole"] += len(json.dumps(packet["view"]))
        seat = int(key)
        assert packet["seat"] == seat and packet["view"] == page_view(session.game, seat)  # laid over, the whole view
        assert ("save" in packet) is ("seed" in packet) is packet["view"]["over"]  # the save once nothing is hidden
        text = json.dumps(this_deal(packet))
        hidden = hidden_from(session.game, seat)
        assert not [card for card in hidden if f'"{card}"' in text], (seat, hidden)
        checked += len(packet["frames"])
    return checked


def check_watched(session: Session, packet: dict) -> int:
    """The watchers' packet: the view from the host's place with nothing of that seat's
    own, and no card any seat cannot see now (the public table); returns how many frames
    were checked."""
    game = session.game
    assert packet["view"] == page_view(game, session.human, watching=True)  # laid over, the whole view
    assert packet["view"]["hand"] == packet["view"]["legal"] == [] and "save" not in packet
    text = json.dumps(this_deal(packet))
    hidden = set().union(*(hidden_from(game, seat) for seat in range(game.variant.players)))
    assert not [card for card in hidden if f'"{card}"' in text], hidden
    return len(packet["frames"])


@pytest.mark.parametrize("variant", RULES_GAMES)
def test_someone_who_watches_a_whole_game_sees_no_card_any_seat_cannot_see(variant: str) -> None:
    """A page that finds every seat taken watches: it is sent what every seat has been
    shown (cards played, tricks, scores, whose turn) and never a hand or a hidden card."""
    rng = random.Random(variant)
    s = Session()
    reply = ask(s, "table_new", variant=variant, seed=11, human_seat=0, guests=[1], level="random")["result"]
    assert "watch" not in reply  # no one watches yet: nothing is built for watchers
    first = ask(s, "table_watch")["result"]
    assert first["frames"] == [] and check_watched(s, first) == 0
    frames = 0
    while not reply["view"]["over"]:
        seat, view = to_move(reply, 0)
        reply = ask(s, "act", action=rng.choice(view["legal"]), **({"seat": seat} if seat else {}))["result"]
        frames += check_watched(s, reply["watch"])
    assert frames > 20
    assert reply["watch"]["view"]["prompt"] == ["prompt-over", {}] and reply["watch"]["view"]["outcome"] is None
    again = ask(s, "table_watch")["result"]  # another page starts watching: the table whole
    assert again["view"] == reply["watch"]["view"]


@pytest.mark.parametrize("variant", RULES_GAMES)
def test_a_whole_game_with_friends_is_refereed_and_no_friend_sees_a_hidden_card(variant: str) -> None:
    rng = random.Random(variant)
    s = Session()
    players = 4 if variant == "manille" else 3 if "manni" in variant or variant == "trjamann" else 2
    guests = [1, 2] if players == 4 else [1]
    reply = ask(s, "table_new", variant=variant, seed=9, human_seat=0, guests=guests, level="random")["result"]
    assert reply["undo"] is False and sorted(reply["guests"]) == [str(g) for g in guests]
    SIZES.update(sent=0, whole=0)
    frames = check_packets(s, reply)
    while not reply["view"]["over"]:
        seat, view = to_move(reply, 0)
        assert seat in [0, *guests]  # the computer players never wait
        action = rng.choice(view["legal"])
        if seat != 0:  # the same action from another friend's seat, or the host's, is refused
            for other in [g for g in guests if g != seat]:
                assert ask(s, "act", action=action, seat=other)["error"]["message"] == "It is not your turn"
            assert ask(s, "act", action=action)["error"]["message"] == "It is not your turn"
        before = s.game.to_json()
        assert ask(s, "act", action={"type": "play", "card": "ZZ"}, **({"seat": seat} if seat else {}))["error"]
        assert s.game.to_json() == before
        reply = ask(s, "act", action=action, **({"seat": seat} if seat else {}))["result"]
        frames += check_packets(s, reply)
    assert frames > 20
    assert SIZES["sent"] * 3 < SIZES["whole"]  # a packet's view says what changed: most stays as it was
    for g in guests:
        packet = reply["guests"][str(g)]
        assert packet["view"]["over"] is True and packet["seed"] == reply["config"]["seed"]
        assert opened(packet["save"])["actions"] == opened(reply["save"])["actions"]
        assert ask(s, "table_view", seat=g)["result"]["save"] == packet["save"]  # a friend who comes back
        # The friend's own engine reviews the friend's decisions from that save.
        outline = ask(Session(), "review", save=packet["save"], human_seat=g, deal=0)["result"]
        assert outline["deal"] == 0 and outline["decisions"]


def test_a_request_for_a_seat_no_friend_plays_is_refused_in_one_line() -> None:
    s = Session()
    reply = ask(s, "table_new", variant="manille", seed=3, human_seat=0, guests=[2], level="random")["result"]
    err = ask(s, "act", action=reply["view"]["legal"][0] if reply["view"]["legal"] else {}, seat=1)["error"]
    assert err["code"] == "not_a_guest" and err["params"] == {"seat": 1}
    assert ask(s, "table_view", seat=3)["error"]["code"] == "not_a_guest"
    for guests in ([0], [2, 2], [4], []):
        assert ask(Session(), "table_new", variant="manille", human_seat=0, guests=guests)["error"]["kind"] == "BadRequest"


def test_a_seat_handed_to_a_computer_player_and_back() -> None:
    """A friend who stays away: the host hands the seat to a computer player, which plays
    it at once; given back, the seat waits for its friend again."""
    s = Session()
    reply = ask(s, "table_new", variant="manni", seed=4, human_seat=0, guests=[1], level="random")["result"]
    rng = random.Random(4)
    while reply["view"]["to_move"] != 1:
        reply = ask(s, "act", action=rng.choice(reply["view"]["legal"]))["result"]
    away = ask(s, "table_seat", seat=1, friend=False)["result"]
    assert "guests" not in away and away["view"]["to_move"] == 0 and away["moves"] > reply["moves"]
    back = ask(s, "table_seat", seat=1, friend=True)["result"]
    assert list(back["guests"]) == ["1"] and back["guests"]["1"]["frames"] == []
    assert ask(s, "table_seat", seat=0, friend=False)["error"]["kind"] == "BadRequest"


def test_the_host_reopening_the_table_finds_its_friends_seats() -> None:
    s = Session()
    reply = ask(s, "table_new", variant="trjamann", seed=5, human_seat=1, guests=[0, 2], level="random")["result"]
    seat, view = to_move(reply, 1)
    reply = ask(s, "act", action=view["legal"][0], **({"seat": seat} if seat != 1 else {}))["result"]
    again = ask(Session(), "resume", save=reply["save"], human_seat=1, level="random")["result"]
    assert sorted(again["guests"]) == ["0", "2"] and again["view"] == reply["view"]
    assert opened(again["save"]) == opened(reply["save"])
    joined = ask(s, "table_view", seat=2)["result"]
    assert joined["view"] == reply["guests"]["2"]["view"] and joined["moves"] == reply["moves"]


def test_a_move_made_alone_answers_before_the_computer_players_move() -> None:
    """At a live table each move goes out at once; the computer players move on table_go."""
    s = Session()
    reply = ask(s, "table_new", variant="manille", seed=3, human_seat=0, guests=[1], level="easy", alone=True)["result"]
    moves = reply["moves"]
    while True:
        to_move = s.game.to_move
        if to_move in (0, 1):
            view = reply["view"] if to_move == 0 else reply["guests"]["1"]["view"]
            reply = ask(s, "act", action=view["legal"][0], alone=True, **({"seat": 1} if to_move else {}))["result"]
            assert reply["moves"] == moves + 1  # that move alone
        else:
            reply = ask(s, "table_go")["result"]
            assert s.game.to_move in (0, 1) or s.game.over  # every computer player's move, up to a person's
        moves = reply["moves"]
        if moves > 12:
            break
    if s.game.to_move not in (0, 1):
        reply = ask(s, "table_go")["result"]
    still = ask(s, "table_go")["result"]  # a person is to move: no one else does
    assert still["moves"] == reply["moves"] and still["frames"] == []


def test_a_friend_asks_for_a_hint_on_their_own_turn_only() -> None:
    """The host's engine weighs a friend's choices from that friend's seat's view."""
    s = Session()
    reply = ask(s, "table_new", variant="manni", seed=6, human_seat=0, guests=[1], level="random")["result"]
    rng = random.Random(6)
    while reply["view"]["to_move"] != 1:
        assert ask(s, "hint", seat=1)["error"]["message"] == "It is not your turn"
        reply = ask(s, "act", action=rng.choice(reply["view"]["legal"]))["result"]
    hint = ask(s, "hint", seat=1)["result"]
    assert hint["action"] in reply["guests"]["1"]["view"]["legal"]
    assert ask(s, "hint")["error"]["message"] == "It is not your turn"
    assert ask(s, "hint", seat=2)["error"]["code"] == "not_a_guest"


@pytest.mark.parametrize("message, ok", [
    ({"t": "ask", "n": 3, "what": "hint"}, True),
    ({"t": "ask", "n": 4, "what": "deal_logs"}, True),
    ({"t": "ask", "n": 5, "what": "review"}, False),
    ({"t": "ready", "ready": True}, True),
    ({"t": "ready", "ready": "yes"}, False),
])
def test_a_friends_question_or_ready_mark_is_read_or_refused(message: dict, ok: bool) -> None:
    answer = ask(Session(), "friend_message", text=json.dumps(message))
    assert ("result" in answer) is ok
    if ok:
        assert answer["result"] == {"message": message}


def test_a_friends_decision_is_made_in_the_call_that_reads_it() -> None:
    """One engine call a friend's message (structure review, finding 1): a decision from a
    friend who may play now comes back read, made alone for their seat, with the packets
    to send; one refused comes back with the refusal their page is answered with."""
    s = Session()
    reply = ask(s, "table_new", variant="manille", seed=3, human_seat=0, guests=[1], level="easy", alone=True)["result"]
    while s.game.to_move != 1:
        reply = ask(s, "act", action=reply["view"]["legal"][0], alone=True)["result"] if s.game.to_move == 0 \
            else ask(s, "table_go")["result"]
    moves = reply["moves"]
    card = reply["guests"]["1"]["view"]["legal"][0]
    wrong = {"t": "act", "n": 8, "action": {"type": "play", "card": "ZZ"}}
    refused = ask(s, "friend_message", text=json.dumps(wrong), seat=1)["result"]
    assert refused["message"] == wrong and refused["error"]["code"] and "reply" not in refused
    assert ask(s, "friend_message", text=json.dumps({**wrong, "action": card}), seat=3)["result"]["error"]["code"] == "not_a_guest"
    read = ask(s, "friend_message", text=json.dumps({**wrong, "action": card}))["result"]  # no seat: read, not made
    assert read == {"message": {**wrong, "action": card}} and s.game.to_move == 1
    made = ask(s, "friend_message", text=json.dumps({**wrong, "action": card}), seat=1)["result"]
    assert made["reply"]["moves"] == moves + 1 and made["reply"]["guests"]["1"]["frames"]  # that move alone, its packets
    assert "error" in ask(s, "friend_message", text=json.dumps(wrong), seat="1")


KEY = "JvPWhmZI6XGLoPqmPSyOGCrhtvjqNPEvG3aAr3C-zDA"  # an Ed25519 public key, base64url


@pytest.mark.parametrize("name, kept", [
    ("Ása", "Ása"),
    ("Bob\u200b", "Bob"),  # the invisible space dropped
    ("\u200b", None),  # nothing to show: refused
    ("\u202e \u2060", None),
    ("?!", None),
])
def test_a_friends_name_shows_a_letter_or_a_digit_or_is_refused(name: str, kept: str | None) -> None:
    hello = {"t": "hello", "v": "2/x", "key": KEY, "name": name}
    answer = ask(Session(), "friend_message", text=json.dumps(hello))
    assert (answer.get("result") or {"message": {}})["message"].get("name") == kept
    assert ("error" in answer) is (kept is None)


def test_a_hello_proves_its_key_only_with_a_whole_signature() -> None:
    hello = {"t": "hello", "v": "2/x", "key": KEY, "name": "Ása", "nonce": "A" * 22}
    assert "result" in ask(Session(), "friend_message", text=json.dumps({**hello, "sig": "s" * 86}))
    for sig in ("s" * 85, "s" * 86 + "=", None):
        assert "error" in ask(Session(), "friend_message", text=json.dumps({**hello, "sig": sig or 1}))
    assert "error" in ask(Session(), "friend_message", text=json.dumps({**hello, "key": "k" * 22}))  # a key of old


def test_the_host_messages_the_page_checks_are_the_engines_records() -> None:
    """One format: every example the page's checks hold to (tests/js/host-messages.json,
    read by tests/js/live.test.js) is a host message of the engine's records, and every
    kind of those records has an example."""
    examples = json.loads((Path(__file__).parent / "js" / "host-messages.json").read_text(encoding="utf-8"))
    adapter = TypeAdapter(peer_records.HostMessage)
    for kind, message in examples.items():
        assert adapter.validate_python(message).model_dump(exclude_unset=True) == message, kind
    kinds = {member.model_fields["t"].annotation.__args__[0] for member in peer_records.HostMessage.__origin__.__args__}
    assert kinds == {m["t"] for m in examples.values()}
