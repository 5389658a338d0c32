"""What every endpoint of the worker's session shares: its state (one game, one human
seat, the computer players' level, the challenge in play) and the steps the endpoints are
made of: a human's move and its frames, the computer players moving until the human must
decide, and the reply with the human's page view (page.py).

The endpoints themselves are grouped by what they serve (game_handlers.py,
link_handlers.py, challenge_handlers.py, review_handlers.py); bridge.py puts them together
as the worker's `Session`.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from ..rules.engine import Game
from ..rules.errors import Reason, TricktableError, add_reasons
from ..rules.sealed import seal
from ..rules.variants.base import say
from . import challenge as C
from .autoplay import bot_action
from .challenge_desk import Desk
from .kept import keep
from .page import PageView, as_changes, changed, frames, page_view


class BadRequest(TricktableError):
    """A request the worker should not have sent (wrong shape, no game, not your turn)."""
    default_code = "bad_request"


# The key of `shown` that holds the view of those who watch a live table.
WATCHERS = -1

add_reasons({
    "not_a_guest": Reason(("seat",), "at a live table, a request for a seat no friend plays"),
})


class SessionBase:
    """The session's state and the steps its endpoints share."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.human = 0
        self.level = "hard"
        self.desk: Desk | None = None     # the challenge `game` is of, if it is one
        self.starts: list[int] = [0]      # where each deal of `game` starts, in moves of its save
        # Opened part-way from a link (a deal's link, a review's save): its first moves were
        # the link maker's, so its result is not this player's and counts for no statistics.
        self.linked = False
        # At a live table (table_handlers.py): the seats friends play now, and for each the
        # frames they have not been sent yet, built from their own seat's view.
        self.guests: dict[int, list[dict]] = {}
        # Each friend's view as their page has it after their last packet: the next packet's
        # views are sent as what changed since (the friend's page lays them over it);
        # the watchers' under WATCHERS.
        self.shown: dict[int, PageView] = {}
        # Once someone watches the live table (`table_watch`), the frames the watchers have
        # not been sent yet, built from what every seat has been shown (page.watched).
        self.watched: list[dict] | None = None
        # Told the position whose decision a computer player starts on (the worker posts
        # it to the page, which marks that seat until the reply with its move is in).
        self.thinking: Callable[[int], None] = lambda position: None

    def _need_game(self) -> Game:
        if self.game is None:
            raise BadRequest("No game is in progress")
        return self.game

    def _seat_at(self, game: Game, human: int, level: str, desk: Desk | None, guests: Iterable[int] = (),
                 linked: bool = False) -> None:
        """Take `game` on, the human at `human`, friends at `guests`, computer players at `level`
        (`linked`: opened part-way from a link)."""
        self.game, self.human, self.level, self.desk, self.linked = game, human, level, desk, linked
        self.guests = {seat: [] for seat in sorted(guests)}
        self.shown = {}
        self.watched = None
        self.starts = deal_starts(game)

    def _check_guest(self, seat: int) -> None:
        """At a live table, `seat` must be one a friend plays now."""
        if seat not in self.guests:
            raise BadRequest(f"Seat {seat} is not a friend's seat at this table", "not_a_guest", seat=seat)

    def _asking(self, seat: int | None) -> int:
        """The seat a request is for: the human's (None), or at a live table a friend's."""
        if seat is None:
            return self.human
        self._check_guest(seat)
        return seat

    def _people(self) -> set[int]:
        """The seats people play: the human's, and at a live table the friends'."""
        return {self.human, *self.guests}

    def _check_seat(self, game: Game, seat: int) -> None:
        if not 0 <= seat < game.players:
            raise BadRequest(f"Your seat must be 0 to {game.players - 1}")

    def _move(self, game: Game, action: dict) -> list[dict]:
        """Apply one action (checked: a refused one changes nothing); its frames, with a view
        at each moment within the move the engine pauses at, and after the move."""
        shown: list[dict] = []
        moves = len(game.actions) + 1
        seen: list[dict] = []  # the move's events so far: the game keeps them once it ends

        def watch(events: list[dict]) -> None:
            seen.extend(events)
            shown.extend(frames(game, self.human, events, False, moves, seen))
            for seat, unsent in self.guests.items():
                unsent.extend(frames(game, seat, events, False, moves, seen))
            if self.watched is not None:
                self.watched.extend(frames(game, self.human, events, False, moves, seen, watching=True))

        game.watch = watch
        try:
            events = game.apply(action)
        finally:
            game.watch = None
        if any(e["type"] == "deal_end" for e in events):
            self.starts.append(len(game.actions))
        rest = events[len(seen):]
        for seat, unsent in self.guests.items():
            unsent.extend(frames(game, seat, rest, True, moves))
        if self.watched is not None:
            self.watched.extend(frames(game, self.human, rest, True, moves, watching=True))
        return shown + frames(game, self.human, rest, True, moves)

    def _bots_move(self) -> list[dict]:
        """Computer players act until the human must decide or the game ends."""
        game = self._need_game()
        shown = []
        while not game.over and game.to_move not in self._people() and not self._challenge_done():
            self.thinking(game.table.turn)
            shown += self._move(game, bot_action(game, self.level))
        return shown

    def _reply(self, shown: list[dict]) -> dict:
        game = self._need_game()
        view = page_view(game, self.human)
        if self.linked:  # another player's moves: no result of this player's (issue 49)
            view["outcome"] = None
        if self._challenge_done():  # the challenge is over, though the game deals on
            view.update({"legal": [], "legal_say": [], "prompt": say("prompt-challenge-over")})
        # The save and the seed only sealed: the page passes them on and never reads them.
        kept = keep(game, self.human, self.level, C.key(self.desk.ch) if self.desk else None, list(self.guests),
                    self.linked)
        return {"frames": as_changes(shown), "view": view, "save": kept, "moves": len(game.actions), "deal_starts": list(self.starts),
                "config": {"variant": game.variant.id, "seed": seal(game.seed), "options": game.options},
                "human_seat": self.human, "level": self.level, "undo": game.undo,
                "practice": game.practice, "put_back": game.put_back,
                **({"guests": self._packets()} if self.guests else {}),
                **({"watch": self._watchers_packet()} if self.watched is not None else {}),
                **({"challenge": {**self._public(self.desk.ch), "code": C.encode(self.desk.ch),
                                  "done": self._challenge_done()}} if self.desk else {})}

    def _packets(self) -> dict[str, dict]:
        """What each friend at a live table is sent now (`_packet`), with the frames since
        their last packet."""
        game = self._need_game()
        out = {str(seat): self._packet(game, seat, unsent) for seat, unsent in self.guests.items()}
        self.guests = {seat: [] for seat in self.guests}  # sent: the lists are in `out`
        return out

    def _watchers_packet(self) -> dict:
        """What those who watch a live table are sent now: the frames since the last packet
        and the view from the host's place, with nothing any seat has not been shown."""
        unsent, self.watched = self.watched or [], []
        return self._packet(self._need_game(), self.human, unsent, watching=True)

    def _packet(self, game: Game, seat: int, unsent: list[dict], whole: bool = False, watching: bool = False) -> dict:
        """A friend's packet: `unsent` frames and the seat's view, both built from that
        seat's view only (no card it may not see), each view as what changed since the one
        before it on the friend's page (`whole`: for a page that has none yet).  Once the
        game is over nothing is hidden any more: the packet then carries the game's save for
        that seat and its sealed seed, so the friend's page counts the game in its
        statistics and its own engine can review the friend's decisions.  `watching`: the
        watchers' packet, from `seat`'s place (page.watched), with no save."""
        view = page_view(game, seat, watching=watching)
        key = WATCHERS if watching else seat
        before = None if whole else self.shown.get(key)
        last = next((f["view"] for f in reversed(unsent) if f["view"] is not None), before)
        packet = {"seat": seat, "frames": as_changes(unsent, before), "view": changed(last, view),
                  "moves": len(game.actions)}
        self.shown[key] = view
        if game.over and not watching:
            packet.update(save=keep(game, seat, self.level, None, list(self.guests)), seed=seal(game.seed))
        return packet

    def _challenge_done(self) -> bool:
        return self.desk is not None and C.done(self.desk.ch, self._need_game())

    @staticmethod
    def _public(ch: C.Challenge) -> dict:
        """What the page may know of a challenge before its player has played it."""
        return {"id": C.key(ch), "variant": ch.config.variant, "options": ch.config.options, "deals": ch.deals,
                "level": ch.level, "seat": ch.seat, "lang": ch.lang, "players": ch.names, "daily": ch.daily,
                "signed": [C.signed(ch, p) for p in ch.players]}


def deal_starts(game: Game) -> list[int]:
    """Where each deal of `game` starts, in moves of its save (after the move that ended
    the deal before), for the page's links to "this deal"; every reply carries them."""
    replay = Game.from_config(game.config)
    starts = [0]
    for moves, act in enumerate(game.actions, 1):
        if any(e["type"] == "deal_end" for e in replay.apply(act)):
            starts.append(moves)
    return starts
