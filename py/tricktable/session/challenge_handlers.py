"""The session's endpoints for duplicate challenges (challenge.py, challenge_desk.py):
start one, replay the other players' games a little at a time, the results side by side,
two links of one challenge merged."""
from __future__ import annotations

from dataclasses import replace

from ..rules import wire
from . import challenge as C
from .base import BadRequest, SessionBase
from .challenge_desk import Desk
from .page import frames


class ChallengeHandlers(SessionBase):
    def __init__(self) -> None:
        super().__init__()
        self.opened: Desk | None = None   # a challenge link opened, not played (yet)

    def do_challenge_new(self, params: dict) -> dict:
        """A new challenge on freshly shuffled cards, played at once."""
        p = wire.validate(wire.ChallengeParams, params, BadRequest)
        ch = C.daily(p.variant, p.daily, p.lang) if p.daily else C.new(p.variant, p.options, p.deals, p.level,
                                                                           p.human_seat, p.lang)
        return self._start_challenge(Desk(ch))

    def do_challenge_play(self, params: dict) -> dict:
        """Play the challenge `open_link` opened."""
        if self.opened is None:
            raise BadRequest("No challenge link was opened")
        desk, self.opened = self.opened, None
        return self._start_challenge(desk)

    def do_challenge_check(self, params: dict) -> dict:
        """Replay the other players' games for a moment (the page asks while its player
        thinks, and again and again while it waits for the results); how many are replayed,
        and whose game and which deal of it is being replayed now (`Desk.now`)."""
        p = wire.validate(wire.CheckParams, params, BadRequest)
        desk = self.opened if p.opened else self.desk or self.opened
        if desk is None:
            raise BadRequest("No challenge link was opened" if p.opened else "No challenge is in play")
        finished = desk.work(0.15, self.game if desk is self.desk else None)
        return {"checked": desk.checked, "of": len(desk.ch.players), "finished": finished, **desk.now}

    def do_challenge_end(self, params: dict) -> dict:
        """The challenge played through: the results side by side, and the link that carries
        them all on (the player's own result added, up to eight)."""
        p = wire.validate(wire.ChallengeEndParams, params, BadRequest)
        game, desk = self._need_game(), self.desk
        if desk is None or not self._challenge_done():
            raise BadRequest("The challenge is not played through yet")
        ch = desk.ch
        games = desk.finish(game)  # every other player's game replayed (or the link refused)
        name = _unique(p.name.strip() or "?", ch.names)
        players = [*ch.players, (name, C.human_moves(ch, game))]
        both = replace(ch, lang=p.lang or ch.lang, players=players)
        table = C.table(both, [*games, game], len(ch.players))
        kept = C.opened_from(replace(both, players=players[:C.MAX_PLAYERS]), game)
        return {"code": C.encode(kept), "table": table, "full": len(players) > C.MAX_PLAYERS}

    def do_challenge_table(self, params: dict) -> dict:
        """The results of the challenge `open_link` opened, for `name`, who has played it."""
        p = wire.validate(wire.ChallengeEndParams, params, BadRequest)
        if self.opened is None:
            raise BadRequest("No challenge link was opened")
        names = self.opened.ch.names
        if p.name not in names:
            raise BadRequest("Play the challenge first: its results show once you have")
        me = len(names) - 1 - names[::-1].index(p.name)
        return {"table": self.opened.table(me)}

    def do_challenge_merge(self, params: dict) -> dict:
        """One link for two links of the same challenge: the players of both (up to eight)."""
        p = wire.validate(wire.MergeParams, params, BadRequest)
        merged = C.merge(C.decode(p.codes[0]), C.decode(p.codes[1]))
        return {"code": C.encode(merged), "challenge": self._public(merged)}

    def _start_challenge(self, desk: Desk) -> dict:
        game = C.start(desk.ch)
        game.undo = False
        self._seat_at(game, desk.ch.seat, desk.ch.level, desk)
        start = frames(game, self.human, game.events, True, 0)
        return self._reply(start + self._bots_move())


def _unique(name: str, taken: list[str]) -> str:
    """`name`, numbered if another player of the challenge has it already."""
    n, out = 1, name[:C.MAX_NAME]
    while out in taken:
        n += 1
        out = f"{name[:C.MAX_NAME - 3]} {n}"
    return out
