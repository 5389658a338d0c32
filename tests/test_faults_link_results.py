"""Issue 49, finding 1: a share link counted as a won game. "Share → this deal" at a game's
end wrote a link whose moves ran to the end, and the browser that opened it filed the
sender's game in its own Statistics (the view's `outcome`, which stats.js counts). A game
comes into Statistics only when this browser made its decisions: one opened part-way from
a link is kept marked so and never has an outcome; a game link from the start still has."""
from __future__ import annotations

import json
import random

from tricktable.bots.base import random_action
from tricktable.session.bridge import Session

GAME = {"variant": "manillen-2p-open", "seed": 7, "human_seat": 0, "level": "random"}


def ask(session: Session, method: str, **params: object) -> dict:
    reply = json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))
    assert "result" in reply, reply
    return reply["result"]


def play_on(session: Session, reply: dict, until=lambda r: r["view"]["over"]) -> dict:
    rng = random.Random(7)
    while not until(reply):
        reply = ask(session, "act", action=random_action(reply["view"], rng))
    return reply


def link(reply: dict, moves: int, kind: str = "game") -> str:
    return ask(Session(), "make_link", save=reply["save"], moves=moves, human_seat=0, level="random", lang="en",
               kind=kind)["code"]


def test_a_link_to_a_finished_game_brings_no_result_to_its_receiver() -> None:
    sender = Session()
    played = play_on(sender, ask(sender, "new_game", **GAME))
    assert played["view"]["outcome"] is not None  # the sender's own game counts
    for moves in (played["deal_starts"][-1], played["deal_starts"][-2]):  # at the end, and the last deal
        receiver = Session()
        opened = play_on(receiver, ask(receiver, "play_link", code=link(played, moves)))
        assert opened["view"]["over"] and opened["view"]["outcome"] is None, moves
        again = ask(Session(), "resume", save=opened["save"], human_seat=0, level="random")  # a reload
        assert again["view"]["outcome"] is None, "the mark is kept with the save"


def test_a_game_from_a_deal_link_played_to_its_end_counts_for_nobody_here() -> None:
    sender = Session()
    second = play_on(sender, ask(sender, "new_game", **GAME), lambda r: len(r["deal_starts"]) > 1)
    receiver = Session()
    opened = ask(receiver, "play_link", code=link(second, second["deal_starts"][-1]))
    assert not opened["view"]["over"]
    reloaded = Session()
    ended = play_on(reloaded, ask(reloaded, "resume", save=opened["save"], human_seat=0, level="random"))
    assert ended["view"]["outcome"] is None


def test_a_game_link_from_the_start_is_the_receivers_own_game() -> None:
    sender = Session()
    played = play_on(sender, ask(sender, "new_game", **GAME))
    receiver = Session()
    ended = play_on(receiver, ask(receiver, "play_link", code=link(played, 0)))
    assert ended["view"]["outcome"] is not None


def test_a_review_links_save_played_on_counts_for_nobody_here() -> None:
    """The review's save is the sender's game up to a deal's end: resumed (from the console),
    its game goes on, and its result is not the receiver's."""
    sender = Session()
    played = play_on(sender, ask(sender, "new_game", **GAME))
    opened = ask(Session(), "open_link", code=link(played, played["deal_starts"][1], "review"))["review"]
    s = Session()
    ended = play_on(s, ask(s, "resume", save=opened["save"], human_seat=0, level="random"))
    assert ended["view"]["over"] and ended["view"]["outcome"] is None
