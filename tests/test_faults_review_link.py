"""Issue 41, finding 10: a review link of a deal in play was written, then refused by its
reader as "This game has no deal 0". The engine now writes a review link only where a deal
ends, and says why not in words; every link it writes opens to its deal's review."""
from __future__ import annotations

import json
import random

from tricktable.bots.base import random_action
from tricktable.session.bridge import Session


def ask(session: Session, method: str, **params: object) -> dict:
    return json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))


def review_link(session: Session, save: str, moves: int) -> dict:
    return ask(session, "make_link", save=save, moves=moves, human_seat=0, level="random", lang="en", kind="review")


def test_a_review_link_is_written_only_where_a_deal_ends_and_each_one_opens() -> None:
    s, rng = Session(), random.Random(1)
    reply = ask(s, "new_game", variant="manillen-2p-open", seed=7, human_seat=0, level="random")["result"]
    while not reply["view"]["over"]:
        reply = ask(s, "act", action=random_action(reply["view"], rng))["result"]
    ends = reply["deal_starts"][1:]  # where each deal ended, the last with the game
    assert len(ends) >= 2 and ends[-1] == reply["moves"]
    written = refused = 0
    for moves in range(1, reply["moves"] + 1):
        made = review_link(s, reply["save"], moves)
        if moves in ends:
            code = made["result"]["code"]
            opened = ask(Session(), "open_link", code=code)["result"]["review"]
            outline = ask(Session(), "review", save=opened["save"], human_seat=opened["seat"])["result"]
            assert outline["deal"] == ends.index(moves)
            written += 1
        else:
            assert made["error"]["code"] == "review_in_play", made
            assert made["error"]["message"] == "That deal is not over: a deal can be linked for review once it is"
            refused += 1
    print(f"\n{written} review links written at a deal's end, {refused} refused within a deal")
    assert written == len(ends) and refused == reply["moves"] - len(ends)
