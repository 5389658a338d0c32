"""A live table: the host's session referees a game that friends play from their own
browsers (the worker's `table_new`, `table_view`, `table_seat`), and others watch
(`table_watch`).

The host's page runs the engine as for any game; the friends' pages run none.  The host's
page passes each friend's action on as `act` with that friend's `seat`, accepted only for
a seat a friend plays and only when it is that seat's turn; every reply then carries, for
each friend, a packet built from that friend's seat's view alone (`guests`: the frames
since their last packet and their view), which the host's page sends on.  No friend's
page is ever sent a card its seat may not see; the host's own page holds the whole game,
as every page holds its own engine (docs/browser.md, "What the page keeps from you").
"""
from __future__ import annotations

from ..rules import wire
from ..rules.engine import Game
from ..rules.errors import TricktableError
from . import challenge as C
from . import peer_records
from .base import BadRequest
from .game_handlers import GameHandlers
from .page import frames


class TableHandlers(GameHandlers):  # a friend's decision is an `act` (do_friend_message)
    def do_table_new(self, params: dict) -> dict:
        """A live table: the host at `human_seat`, friends at `guests`, computer players in
        the other seats; taking moves back is off, as at any table of several people."""
        p = wire.validate(wire.TableParams, params, BadRequest)
        C.refuse_daily_seed(p.seed)
        game = Game.new(p.variant, seed=p.seed, options=p.options)
        for seat in (p.human_seat, *p.guests):
            self._check_seat(game, seat)
        if len({p.human_seat, *p.guests}) != 1 + len(p.guests):
            raise BadRequest("Each friend needs a seat of their own, not the host's or another friend's")
        game.undo = False
        self._seat_at(game, p.human_seat, p.level, None, p.guests)
        for seat, unsent in self.guests.items():
            unsent.extend(frames(game, seat, game.events, True, 0))
        return self._reply(frames(game, self.human, game.events, True, 0) + ([] if p.alone else self._bots_move()))

    def do_table_go(self, params: dict) -> dict:
        """The computer players move as far as they may (after a move made `alone`: the
        other players have seen it by then)."""
        return self._reply(self._bots_move())

    def do_table_view(self, params: dict) -> dict:
        """A friend's seat as it stands, for a friend who joins or comes back: their view,
        and no frames (what happened before is on their table already, or not needed)."""
        p = wire.validate(wire.SeatParams, params, BadRequest)
        game = self._need_game()
        self._check_guest(p.seat)
        return self._packet(game, p.seat, [], whole=True)

    def do_table_watch(self, params: dict) -> dict:
        """The table as those who watch it see it now (whole: for a page that starts
        watching), from the host's place with no hand; from now on every reply carries the
        watchers' packet too (`watch`)."""
        game = self._need_game()
        if self.watched is None:
            self.watched = []
        return self._packet(game, self.human, [], whole=True, watching=True)

    def do_table_seat(self, params: dict) -> dict:
        """Hand a friend's seat to a computer player (`friend` false: its friend stays away)
        or give it back (`friend` true); the computer players then move as far as they may."""
        p = wire.validate(wire.SeatParams, params, BadRequest)
        game = self._need_game()
        self._check_seat(game, p.seat)
        if p.seat == self.human:
            raise BadRequest("The host's own seat is not handed to anyone")
        if p.friend:
            self.guests.setdefault(p.seat, [])
        else:
            self._check_guest(p.seat)
            del self.guests[p.seat]
        return self._reply(self._bots_move())

    def do_friend_message(self, params: dict) -> dict:
        """A message a friend's page sent the host's, as it came (`text`): read within the
        limits every request has and checked against the live table's records
        (peer_records.py); the host's page acts only on what this returns (`message`).
        One call a message, as a referee hears each once: a decision, from a friend who may
        play now at `seat` (the host's page knows who that is), is made for that seat at
        once, alone, and its reply (or the engine's refusal, which the friend's page is
        answered with) comes back beside it: everything the host's page sends on."""
        text = params.get("text")
        if not isinstance(text, str) or len(text) > peer_records.MAX_MESSAGE:
            raise BadRequest(f"A friend's message must be text of at most {peer_records.MAX_MESSAGE} characters")
        seat = params.get("seat")
        if seat is not None and type(seat) is not int:
            raise BadRequest("A friend's seat is a number")
        message = wire.validate(peer_records.FriendMessage, wire.parse_json(text, BadRequest, "friend's message"), BadRequest)
        checked = {"message": message.model_dump()}
        if not isinstance(message, peer_records.Act) or seat is None:
            return checked
        try:
            return {**checked, "reply": self.do_act({"action": message.action, "seat": seat, "alone": True})}
        except TricktableError as err:
            return {**checked, "error": {"message": str(err), "code": err.code, "params": err.params}}
