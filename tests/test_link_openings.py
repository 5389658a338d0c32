"""A short link's opening (linkcode.py): the receiver's first decision, written into the link
by the engine that makes it, is the very view the receiver's engine answers `play_link` with;
a link with an opening altered is refused by its checksum, and one whose opening is false
(or missing) is still played the engine's way."""
from __future__ import annotations

import json
import random

import pytest

from tricktable.bots.base import random_action
from tricktable.session.bridge import Session
from tricktable.session.linkcode import BadLink, pack, unpack, with_opening

from support import RULES_GAMES


def call(session: Session, method: str, **params) -> dict:
    reply = json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))
    if "error" in reply:
        raise AssertionError(reply["error"])
    return reply["result"]


def until_next_deal(session: Session, reply: dict, rng: random.Random) -> dict:
    """Random decisions until a new deal has started (the reply's deal number moved on)."""
    deal = reply["view"]["deal"]
    while reply["view"]["deal"] == deal and not reply["view"]["over"]:
        reply = call(session, "act", action=random_action(reply["view"], rng))
    return reply


@pytest.mark.parametrize("variant", RULES_GAMES)
def test_the_opening_is_the_view_the_receivers_engine_answers(variant: str) -> None:
    maker = Session()
    seat = 1
    reply = call(maker, "new_game", variant=variant, seed=11, human_seat=seat, level="medium")
    first = reply["view"]
    reply = until_next_deal(maker, reply, random.Random(11))
    starts = call(maker, "resume", save=reply["save"], human_seat=seat, level="medium")["deal_starts"]
    for moves, what in ((0, "game"), (starts[-1], "deal")):
        code = call(maker, "make_link", save=reply["save"], moves=moves, human_seat=seat, level="medium", lang="fr")["code"]
        shown = unpack(code)[0]["w"]
        played = call(Session(), "play_link", code=code)
        assert played["view"] == shown, what
        assert (played["human_seat"], played["level"], played["undo"], played["lang"]) == (seat, "medium", False, "fr")
        if moves == 0:
            assert shown == first and played["deal_starts"] == [0]
        print(f"\n{variant} {what} link with its opening: {len(code)} characters")
        assert len(code) <= 1_900


def test_a_challenges_opening_is_its_first_decision() -> None:
    anna = Session()
    reply = call(anna, "challenge_new", variant="manni", deals=1, level="medium", lang="is")
    first = reply["view"]
    while not reply["challenge"]["done"]:
        reply = call(anna, "act", action=random_action(reply["view"], random.Random(3)))
    code = call(anna, "challenge_end", name="Anna")["code"]
    assert unpack(code)[0]["w"] == first
    bjorn = Session()
    played = call(bjorn, "play_link", code=code)
    assert played["view"] == first and played["challenge"]["players"] == ["Anna"]
    print(f"\none-deal challenge link with its opening: {len(code)} characters")
    assert len(code) <= 1_900


def test_an_altered_opening_is_refused_and_a_false_one_loses_to_the_engine() -> None:
    maker = Session()
    reply = call(maker, "new_game", variant="manille", seed=4, level="easy")
    code = call(maker, "make_link", save=reply["save"], moves=0, human_seat=0, level="easy", lang="en")["code"]
    header, moves = unpack(code)
    # Changed by hand: the checksum refuses the whole link.
    raw = code[:40] + ("A" if code[40] != "A" else "B") + code[41:]
    with pytest.raises(BadLink):
        unpack(raw)
    # Written with a false opening (a link of another version, say): the engine plays the
    # link's game and answers its own view, which the page then shows instead.
    false = {**header["w"], "hand": header["w"]["hand"][::-1], "deal": 3}
    played = call(Session(), "play_link", code=pack({**header, "w": false}, moves))
    assert played["view"] == reply["view"] != false
    # Without an opening: the same game.
    bare = {k: v for k, v in header.items() if k != "w"}
    assert call(Session(), "play_link", code=pack(bare, moves))["view"] == reply["view"]


def test_an_opening_over_the_budget_even_cut_is_left_out() -> None:
    header = {"k": "g", "v": "manni"}
    rng = random.Random(1)
    huge = {"noise": "".join(rng.choice("abcdefghij") for _ in range(4_000)), "sheet_say": [], "log": None}
    assert "w" not in unpack(with_opening(header, b"", huge))[0]
    small = {"small": 1, "sheet_say": [], "log": None}
    assert unpack(with_opening(header, b"", small))[0]["w"] == small
