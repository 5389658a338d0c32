"""Issue 41's faults in kept games (findings 5 and 6), engine side: the save the page keeps
is sealed (session/kept.py), so the computer players' exchange discards cannot be read
from it, and "no Undo", practice, the seat, the level and the challenge it is kept for
cannot be edited; a readable save (older pages kept them) still opens, as practice."""
from __future__ import annotations

import base64
import json
import random
import zlib

import pytest

from tricktable import Game
from tricktable.session import challenge as C
from tricktable.session.bridge import Session
from tricktable.session.kept import keep, open_kept

from support import opened


def ask(session: Session, method: str, **params: object) -> dict:
    return json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))


def played(variant: str, seed: int, moves: int, **start: object) -> tuple[Session, dict]:
    """A game through the bridge, the human's first choice `moves` times."""
    s = Session()
    r = ask(s, "new_game", variant=variant, seed=seed, level="random", **start)["result"]
    for _ in range(moves):
        r = ask(s, "act", action=r["view"]["legal"][0])["result"]
    return s, r


def hidden_discards(game: Game, human: int) -> list[str]:
    """The cards the computer players discarded in exchanges: never shown to the human."""
    replay, found = Game.from_config(game.config), []
    for act in game.actions:
        if act["type"] == "exchange" and replay.to_move != human:
            found += act["discard"]
        replay.apply(act)
    return found


# --- finding 5: no hidden card in what the page keeps --------------------------------------

def test_the_kept_save_shows_none_of_the_computer_players_discards() -> None:
    """Before: every reply's save held the discards in plain card codes (about 11 a deal in
    Hornafjarðarmanni).  Now the save the page gets is sealed: it is not JSON, not merely
    compressed, and the engine alone opens it to the game."""
    session, reply = played("hornafjardarmanni", 41, 20)
    discards = hidden_discards(session.game, 0)
    readable = session.game.to_json()
    assert len(discards) >= 5 and all(f'"{card}"' in readable for card in discards)
    kept = reply["save"]
    with pytest.raises(json.JSONDecodeError):
        json.loads(kept)
    raw = base64.urlsafe_b64decode(kept[2:] + "=" * (-len(kept[2:]) % 4))
    for at in range(len(raw)):  # no stretch of it inflates to the save: sealed, not only packed
        for wbits in (15, -15):
            try:
                assert b"exchange" not in zlib.decompressobj(wbits).decompress(raw[at:])
            except zlib.error:
                pass
    assert "discard" not in kept and opened(kept) == json.loads(readable)


# --- finding 6: marks that cannot be edited away -------------------------------------------

def test_a_changed_character_anywhere_in_a_kept_save_is_refused_in_words() -> None:
    session, reply = played("manni", 8, 6, undo=False)
    kept = reply["save"]
    rng = random.Random(6)
    for at in rng.sample(range(2, len(kept)), 40) + [len(kept) - 1]:
        other = "A" if kept[at] != "A" else "B"
        err = ask(Session(), "resume", save=kept[:at] + other + kept[at + 1:], level="random")["error"]
        assert err["kind"] == "BadSave" and err["code"] in {"kept_altered", "bad_save"}
    for cut in (kept[:-1], kept[:len(kept) // 2], kept + "A", "k1"):
        assert ask(Session(), "resume", save=cut, level="random")["error"]["code"] in {"kept_altered", "bad_save"}


def test_no_undo_and_practice_cannot_be_edited_out_of_a_kept_game() -> None:
    """Before: deleting "undo": false brought Undo back, deleting "practice": true made a
    practised game fair.  A readable save made without them now opens as practice, and a
    kept one cannot be edited."""
    session, reply = played("manni", 8, 4, undo=False)
    edited = opened(reply["save"])
    edited.pop("undo")
    resumed = ask(Session(), "resume", save=json.dumps(edited), level="random", undo=True)["result"]
    assert resumed["practice"] is True and opened(resumed["save"])["practice"] is True
    fair = ask(Session(), "resume", save=reply["save"], level="random", undo=True)["result"]
    assert fair["undo"] is False and fair["practice"] is False
    practised, r = played("manni", 8, 2, undo=True)
    ask(practised, "undo")
    marked = ask(practised, "view")["result"]
    assert marked["practice"] is True
    unmarked = opened(marked["save"])
    unmarked.pop("practice")
    assert ask(Session(), "resume", save=json.dumps(unmarked), level="random")["result"]["practice"] is True


def test_a_kept_game_resumes_only_at_its_seat_and_level() -> None:
    """Another seat would show another hand; another level another game."""
    _, reply = played("manille", 3, 5, human_seat=2)
    assert ask(Session(), "resume", save=reply["save"], human_seat=2, level="random")["result"]["view"]["seat"] == 2
    for seat, level in ((0, "random"), (1, "random"), (2, "hard")):
        err = ask(Session(), "resume", save=reply["save"], human_seat=seat, level=level)["error"]
        assert err["code"] == "kept_elsewhere"


def test_a_challenges_game_resumes_only_with_its_challenge() -> None:
    """Before: a challenge resumed from an edited record lost its challenge (and with it
    "no Undo").  The challenge's key is kept in the sealed save."""
    s = Session()
    started = ask(s, "challenge_new", variant="manni", deals=1, level="random", human_seat=0, lang="en")["result"]
    reply = ask(s, "act", action=started["view"]["legal"][0])["result"]
    code = reply["challenge"]["code"]
    again = ask(Session(), "resume", save=reply["save"], level="random", challenge=code)["result"]
    assert again["view"] == reply["view"] and again["challenge"]["id"] == reply["challenge"]["id"]
    err = ask(Session(), "resume", save=reply["save"], level="random")["error"]
    assert err["code"] == "kept_elsewhere"
    readable = ask(Session(), "resume", save=json.dumps(opened(reply["save"])), level="random", challenge=code)
    assert readable["error"]["code"] == "kept_challenge"
    other = C.encode(C.new("manni", {}, 1, "random", 0, "en"))
    assert ask(Session(), "resume", save=reply["save"], level="random", challenge=other)["error"]["kind"] in {
        "BadRequest", "BadSave"}


def test_a_game_kept_and_opened_is_the_same_game_and_one_token_per_game() -> None:
    game = Game.new("trjamann", seed=77)
    for _ in range(9):
        game.apply(game.legal_actions()[0])
    token = keep(game, 1, "medium", None)
    back = open_kept(token)
    assert back.game.to_json() == game.to_json() and back.record is not None
    assert (back.record.seat, back.record.level, back.record.challenge) == (1, "medium", None)
    assert keep(game, 1, "medium", None) == token and keep(game, 2, "medium", None) != token
    assert len(token) < len(game.to_json())  # compressed before it is sealed


# --- issue 49, finding 3: an older sealed save put back --------------------------------------

def test_an_older_save_put_back_is_practice_from_then_on() -> None:
    """Before: the save kept at a Hornafjarðarmanni exchange, put back after the exchange,
    resumed at the exchange with no Undo and no mark, and the same cards came in whatever
    was discarded.  Now the page says how many moves of the game it has kept (`seen`, kept
    apart from the save), and a save of fewer resumes as practice, said so (`rolled_back`)."""
    session, before = played("hornafjardarmanni", 41, 3)
    after = ask(session, "act", action=before["view"]["legal"][0])["result"]
    assert after["moves"] > before["moves"]
    back = ask(Session(), "resume", save=before["save"], level="random", seen=after["moves"])["result"]
    assert back["practice"] is True and back["rolled_back"] is True and back["undo"] is False
    again = ask(Session(), "resume", save=back["save"], level="random")["result"]
    assert again["practice"] is True, "the mark is kept in the sealed save from then on"
    same = ask(Session(), "resume", save=after["save"], level="random", seen=after["moves"])["result"]
    assert same["practice"] is False and "rolled_back" not in same
    assert ask(Session(), "resume", save=before["save"], level="random")["result"]["practice"] is False  # nothing kept apart


def test_a_game_put_back_says_so_to_its_end_apart_from_one_played_with_undo() -> None:
    """Before: a game put back was practice like one played with Undo, and nothing told the
    two apart, so Statistics called it "played with Undo".  Now its saves keep `put_back`
    (through an Undo too) and every reply says it, to the game's end."""
    session, before = played("hornafjardarmanni", 41, 3, undo=True)
    after = ask(session, "act", action=before["view"]["legal"][0])["result"]
    s = Session()
    reply = ask(s, "resume", save=before["save"], level="random", undo=True, seen=after["moves"])["result"]
    assert reply["put_back"] is True and reply["rolled_back"] is True
    reply = ask(s, "act", action=reply["view"]["legal"][0])["result"]
    reply = ask(s, "undo")["result"]
    assert reply["put_back"] is True, "an Undo after it keeps what happened first"
    s = Session()
    reply = ask(s, "resume", save=reply["save"], level="random")["result"]
    while not reply["view"]["over"]:
        reply = ask(s, "act", action=reply["view"]["legal"][0])["result"]
    assert reply["practice"] is True and reply["put_back"] is True
    s = Session()
    undone = ask(s, "resume", save=after["save"], level="random", undo=True)["result"]
    ask(s, "act", action=undone["view"]["legal"][0])
    undone = ask(s, "undo")["result"]
    assert undone["practice"] is True and undone["put_back"] is False


def test_a_challenge_put_back_to_an_older_save_leaves_its_result_out_of_the_link() -> None:
    """A challenge (a deal of the day too) resumed from an older save is practice: the results
    show, the link sent on does not carry the player's result, and says why (`full`)."""
    s = Session()
    started = ask(s, "challenge_new", variant="manni", deals=1, level="random", human_seat=0, lang="en")["result"]
    later = ask(s, "act", action=started["view"]["legal"][0])["result"]
    code = started["challenge"]["code"]
    s2 = Session()
    back = ask(s2, "resume", save=started["save"], level="random", challenge=code, seen=later["moves"])["result"]
    assert back["practice"] is True
    reply = back
    while not reply["challenge"]["done"]:
        reply = ask(s2, "act", action=reply["view"]["legal"][0])["result"]
    end = ask(s2, "challenge_end", name="Ann")["result"]
    assert end["full"] == "practice"
    assert C.decode(end["code"]).names == [] and [p["name"] for p in end["table"]["players"]] == ["Ann"]
