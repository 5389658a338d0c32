"""A session's challenge: the one in play or on show, and the replays of its players' games.

The other players' games are replayed here, in the worker, a little at a time (`work`),
before the page's player is invited to play it (a link whose moves do not fit is refused
then, in the name of the player whose they are), and it is told whose game and which deal
is being replayed (`now`); it is told their names and nothing of their play until its own
player has played the challenge through (bridge.py asks `done`).
"""
from __future__ import annotations

import time
from collections.abc import Generator, Sequence

from ..rules.engine import Game
from . import challenge as C
from .linkcode import BadLink


class Desk:
    def __init__(self, ch: C.Challenge, known: Sequence[Game] = ()) -> None:
        self.ch = ch
        self.games: list[Game | None] = [None] * len(ch.players)
        self.error: BadLink | None = None
        self._known = list(known)
        self._steps: list[Generator[tuple[Game, int], None, Game] | None] = [None] * len(ch.players)
        self._read = [0] * len(ch.players)  # how many bytes of each player's moves are replayed
        # The game being replayed and its deal (the player's index and the deal's number).
        self._at: tuple[int, int] | None = None
        self._deals: int | None = ch.deals

    @property
    def checked(self) -> int:
        return sum(g is not None for g in self.games)

    def work(self, seconds: float, own: Game | None = None) -> bool:
        """Replay for about `seconds`, and no further than the start of another player's
        game or of another deal of it (so the page can say each, however quick); whether
        every game is replayed (or one was refused).  `own`: the page's player's game of
        this challenge, so far, to take decisions from."""
        until = time.perf_counter() + seconds
        for i, moves in enumerate(p.moves for p in self.ch.players):
            while self.games[i] is None and self.error is None:
                steps = self._steps[i]
                if steps is None:
                    known = [g for g in (*self._known, own, *self.games) if g is not None]
                    steps = self._steps[i] = C.replay_steps(self.ch, moves, known)
                try:
                    game, self._read[i] = next(steps)
                except StopIteration as end:
                    self.games[i], self._read[i] = end.value, len(moves)
                    continue
                except BadLink as err:
                    name = self.ch.players[i].name
                    self.error = BadLink(f"{name}'s game in this challenge cannot be replayed: {err}",
                                         "challenge_unplayable", name=name)
                    break
                at, self._at = self._at, (i, game.deal_no)
                if self.ch.deals is None:
                    self._deals = game.variant.shown_deals(game.table)
                if at != self._at or time.perf_counter() >= until:
                    return False
        return self.finished

    @property
    def now(self) -> dict:
        """Whose game is being replayed and which deal of it, from 0 (and of how many deals,
        if the challenge has a fixed number); all None once every game is replayed."""
        if self.finished or self._at is None:
            return {"name": None, "deal": None, "deals": None}
        i, deal = self._at
        return {"name": self.ch.players[i].name, "deal": deal, "deals": self._deals}

    @property
    def part(self) -> float:
        """How much of the replaying is done, from 0 to 1: the share of every player's moves
        replayed so far (the computer players' decisions between them take the time)."""
        total = sum(len(p.moves) for p in self.ch.players)
        return round(sum(self._read) / total, 3) if total else 1.0

    @property
    def finished(self) -> bool:
        return self.error is not None or self.checked == len(self.games)

    def finish(self, own: Game | None = None) -> list[Game]:
        """Every player's game, replayed to the end; BadLink if one's moves were refused."""
        while not self.work(3600, own):
            pass
        self.check()
        return [g for g in self.games if g is not None]  # every one, once finished

    def check(self) -> None:
        """Raise the refusal of a player's moves, if the replays so far met one."""
        if self.error is not None:
            raise self.error

    def table(self, me: int) -> dict:
        """The players' results side by side, for player `me`."""
        return C.table(self.ch, self.finish(), me)
