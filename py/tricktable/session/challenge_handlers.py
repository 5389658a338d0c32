"""The session's endpoints for duplicate challenges (challenge.py, challenge_desk.py):
start one, replay the other players' games a little at a time, the results side by side,
two links of one challenge merged.  A challenge a link opened is checked before it is
played for as long as a player would wait, and the rest while it is played: one whose
moves do not fit is refused as soon as the check meets them."""
from __future__ import annotations

from dataclasses import replace

from ..rules import wire
from ..rules.engine import Game
from . import challenge as C
from .base import BadRequest, SessionBase
from .challenge_desk import Desk
from .names import MAX_NAME, clean_name, skeleton
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
        """Play the challenge `open_link` opened: refused if the check so far found a
        player's moves that do not fit.  The page checks before Play for as long as a
        player would wait (web/challenge.js, CHECK_WAIT), and the rest is checked while its
        player plays (`challenge_check` between moves, and `challenge_end`): a replay of
        `hard` computer players costs seconds a deal in the browser, and a link may ask
        for 200 deals (issue 49)."""
        if self.opened is None:
            raise BadRequest("No challenge link was opened")
        self.opened.check()
        desk, self.opened = self.opened, None
        return self._start_challenge(desk)

    def do_challenge_check(self, params: dict) -> dict:
        """Replay the other players' games for a moment (the page asks before its player
        plays, and again and again while it waits for the results); how many are replayed,
        how much of the whole (`part`, 0 to 1), and whose game and which deal of it is being
        replayed now (`Desk.now`); refused once a player's moves are found not to fit."""
        p = wire.validate(wire.CheckParams, params, BadRequest)
        desk = self.opened if p.opened else self.desk or self.opened
        if desk is None:
            raise BadRequest("No challenge link was opened" if p.opened else "No challenge is in play")
        finished = desk.work(0.15, self.game if desk is self.desk else None)
        desk.check()
        return {"checked": desk.checked, "of": len(desk.ch.players), "part": desk.part, "finished": finished,
                **desk.now}

    def do_challenge_digest(self, params: dict) -> dict:
        """What the page signs for its player's result of the challenge played through, and
        the name it is filed under (numbered if another player has it): `challenge_end`
        then takes the signature."""
        p = wire.validate(wire.ChallengeEndParams, params, BadRequest)
        desk, _, mine = self._mine(p.name)
        return {"name": mine.name, "digest": C.digest(desk.ch, mine.name, mine.moves)}

    def do_challenge_end(self, params: dict) -> dict:
        """The challenge played through: the results side by side, and the link that carries
        them all on, the player's own result added (signed, where the page gave `key` and
        `sig`) if there is room and it is no practice (`full` says why not: eight `players`
        already, more `deals` to check than MAX_REPLAY_DEALS, `limit`, or `practice`: an older
        save was put back during it)."""
        p = wire.validate(wire.ChallengeEndParams, params, BadRequest)
        desk, game, mine = self._mine(p.name)
        C.check_signed(mine.name, p.key, p.sig)
        ch, mine = desk.ch, mine._replace(key=p.key, sig=p.sig)
        games = desk.finish(game)  # every other player's game replayed (or the link refused)
        # A game put back to an older save (do_resume) is practice: its result stays out of the link.
        full = "practice" if game.practice else C.no_room(ch, mine)
        both = replace(ch, lang=p.lang or ch.lang, players=[*ch.players, mine])
        table = C.table(both, [*games, game], len(ch.players))
        kept = C.opened_from(both if full is None else replace(both, players=ch.players), game)
        return {"code": C.encode(kept), "table": table, "full": full, "limit": C.MAX_REPLAY_DEALS}

    def do_challenge_table(self, params: dict) -> dict:
        """The results of the challenge `open_link` opened, for its `player` (the page's own,
        as its key says), who has played it."""
        p = wire.validate(wire.ChallengeTableParams, params, BadRequest)
        if self.opened is None:
            raise BadRequest("No challenge link was opened")
        if p.player >= len(self.opened.ch.players):
            raise BadRequest("Play the challenge first: its results show once you have")
        return {"table": self.opened.table(p.player)}

    def do_challenge_merge(self, params: dict) -> dict:
        """One link for two links of the same challenge: the players of both (up to eight)."""
        p = wire.validate(wire.MergeParams, params, BadRequest)
        merged = C.merge(C.decode(p.codes[0]), C.decode(p.codes[1]))
        return {"code": C.encode(merged), "challenge": self._public(merged)}

    def _open_challenge(self, ch: C.Challenge) -> dict:
        """A challenge a link holds, taken on to be played (`challenge_play`) or its results
        shown: its public part, and how many deals checking it replays (`check`: within
        `limit`, MAX_REPLAY_DEALS).  The same challenge opened again keeps its replays."""
        if self.opened is None or self.opened.ch != ch:
            # The game in play, if it is this challenge's, is one its replays may copy from.
            game = self.game
            mine = game is not None and (game.config, self.human, self.level) == (ch.config, ch.seat, ch.level)
            self.opened = Desk(ch, [game] if game is not None and mine else [])
        return {"challenge": self._public(ch), "check": {"deals": C.replay_cost(ch), "limit": C.MAX_REPLAY_DEALS}}

    def _start_challenge(self, desk: Desk) -> dict:
        game = C.start(desk.ch)
        game.undo = False
        self._seat_at(game, desk.ch.seat, desk.ch.level, desk)
        start = frames(game, self.human, game.events, True, 0)
        return self._reply(start + self._bots_move())


    def _mine(self, name: str) -> tuple[Desk, Game, C.Player]:
        """The challenge in play, played through, its game, and its player's result, unsigned."""
        game, desk = self._need_game(), self.desk
        if desk is None or not self._challenge_done():
            raise BadRequest("The challenge is not played through yet")
        return desk, game, C.Player(_unique(clean_name(name), desk.ch.names), C.human_moves(desk.ch, game))


def _unique(name: str, taken: list[str]) -> str:
    """`name`, numbered if another player of the challenge has it already, or one that looks
    the same ("Воb" in Cyrillic letters beside "Bob"): the results never show two alike."""
    looks = {skeleton(other) for other in taken}
    n, out = 1, name[:MAX_NAME]
    while skeleton(out) in looks:
        n += 1
        out = f"{name[:MAX_NAME - 3]} {n}"
    return out
