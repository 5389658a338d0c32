"""The worker-facing session: one game, one human seat, computer players for the rest.

The worker passes each request as a JSON string and gets a JSON string back, so no
Python object crosses into JavaScript.  After every human action the bots move until
the human must decide again; every event comes back as a frame with its words, and each
moment the table changes (a card played, a trick whole, then taken, a deal scored, a
decision) carries the human's page view (page.py), so the page shows them one by one
without knowing a rule.

The seed stays here: the page gets it only sealed (sealed.py), in the save and in the
config a link is written from, and gives it back as it came; no view carries it.
"""
from __future__ import annotations

import json

from . import wire
from .bots import STRONGEST, make_bot
from .catalogue import catalogue
from .engine import Game
from .errors import TricktableError
from .page import as_changes, frames, page_view
from .records import check
from .review import DealReview
from .review_records import Judgement, ReviewOutline
from .sealed import seal


class BadRequest(TricktableError):
    """A request the worker should not have sent (wrong shape, no game, not your turn)."""
    default_code = "bad_request"


class Session:
    def __init__(self) -> None:
        self.game: Game | None = None
        self.human = 0
        self.level = "hard"
        # The deal under review, kept between its requests (one per decision), by what
        # made it: the page's game is never touched.
        self.review: tuple[tuple[str, int, int | None], DealReview] | None = None

    # --- protocol -------------------------------------------------------------------
    def handle(self, text: str) -> str:
        """One request in, one reply out; errors are replies, never exceptions.

        A refused request changes nothing: each method checks everything before it
        replaces the session's game.
        """
        rid = None
        try:
            raw = wire.parse_json(text, BadRequest, "request")
            if isinstance(raw, dict) and type(raw.get("id")) is int:
                rid = raw["id"]
            req = wire.validate(wire.Request, raw, BadRequest)
            result = getattr(self, "do_" + req.method)(req.params)
            return json.dumps({"id": rid, "result": result})
        except TricktableError as err:
            return _error(rid, type(err).__name__, str(err), err.code, err.params)
        except Exception as err:  # a bug: still a reply, so the page is never left waiting
            return _error(rid, "InternalError", f"{type(err).__name__}: {err}"[:300], "internal", {})

    def do_hello(self, params: dict) -> dict:
        return {"protocol_version": wire.PROTOCOL_VERSION, "variants": catalogue()}

    def do_new_game(self, params: dict) -> dict:
        p = wire.validate(wire.NewGameParams, params, BadRequest)
        game = Game.new(p.variant, seed=p.seed, options=p.options)
        self._check_seat(game, p.human_seat)
        game.undo = p.undo
        self.game, self.human, self.level = game, p.human_seat, p.level
        start = frames(game, self.human, game.events, True, 0)
        return self._reply(start + self._bots_move())

    def do_act(self, params: dict) -> dict:
        p = wire.validate(wire.ActParams, params, BadRequest)
        game = self._need_game()
        if game.to_move != self.human:
            raise BadRequest("It is not your turn")
        shown = self._move(game, p.action)
        return self._reply(shown + self._bots_move())

    def do_resume(self, params: dict) -> dict:
        p = wire.validate(wire.ResumeParams, params, BadRequest)
        game = Game.from_json(p.save)
        self._check_seat(game, p.human_seat)
        game.undo = game.undo and p.undo  # a page may turn it off (a deal link), never on
        self.game, self.human, self.level = game, p.human_seat, p.level
        starts = deal_starts(game)
        return {**self._reply(self._bots_move()), "deal_starts": starts}

    def do_view(self, params: dict) -> dict:
        return self._reply([])

    def do_hint(self, params: dict) -> dict:
        """What the strongest computer player would do in the human's place."""
        game = self._need_game()
        if game.to_move != self.human:
            raise BadRequest("It is not your turn")
        bot = make_bot(STRONGEST, seed=game.seed * 1013 + len(game.actions))
        ranked = bot.weigh(game.view(self.human))
        (action, best), rest = ranked[0], ranked[1:]
        # Why, in numbers: how much better than the next choice it scored on sampled deals
        # (none when a call stands although another scored a little better).
        reason = None if best is None or not rest or best < rest[0][1] \
            else {"margin": round(best - rest[0][1], 1)}
        return {"action": action, "reason": reason, "say": game.variant.say_choice(game.table, action)}

    def do_undo(self, params: dict) -> dict:
        """Take back the human's last decision and the computer moves that followed it."""
        game = self._need_game()
        if not game.undo:
            raise BadRequest("Taking moves back is off in this game")
        replay = Game.from_config(game.config)
        rewound = None
        for act in game.actions:  # one replay, keeping a copy before each human decision
            if replay.to_move == self.human:
                rewound = replay.clone()
            replay.apply(act)
        if rewound is None:
            raise BadRequest("You have made no move to take back")
        self.game = rewound
        return self._reply([])

    def do_review(self, params: dict) -> dict:
        """A finished deal's open replay, or the search's judgement of one of the seat's
        decisions in it: one request per decision, so the page can show progress and stop."""
        p = wire.validate(wire.ReviewParams, params, BadRequest)
        key = (p.save, p.human_seat, p.deal)
        if self.review is None or self.review[0] != key:
            self.review = (key, DealReview(p.save, p.human_seat, p.deal))
        deal = self.review[1]
        if p.decision is None:
            return check(ReviewOutline, deal.outline()).model_dump()
        return check(Judgement, deal.judge(p.decision)).model_dump()

    # --- helpers ----------------------------------------------------------------------
    def _need_game(self) -> Game:
        if self.game is None:
            raise BadRequest("No game is in progress")
        return self.game

    def _check_seat(self, game: Game, seat: int) -> None:
        if not 0 <= seat < game.players:
            raise BadRequest(f"Your seat must be 0 to {game.players - 1}")

    def _move(self, game: Game, action: dict) -> list[dict]:
        """Apply one action (checked: a refused one changes nothing); its frames, with a view
        at each moment within the move the engine pauses at, and after the move."""
        shown: list[dict] = []
        moves = len(game.actions) + 1
        game.watch = lambda events: shown.extend(frames(game, self.human, events, False, moves))
        try:
            events = game.apply(action)
        finally:
            game.watch = None
        return shown + frames(game, self.human, events[len(shown):], True, moves)

    def _bots_move(self) -> list[dict]:
        """Computer players act until the human must decide or the game ends."""
        game = self._need_game()
        shown = []
        while not game.over and game.to_move != self.human:
            seat = game.to_move
            # A fresh bot per decision, seeded by the game and the move number, so a
            # resumed game continues exactly as the uninterrupted one would.
            bot = make_bot(self.level, seed=game.seed * 1009 + len(game.actions) * 7 + seat)
            shown += self._move(game, bot.choose(game.view(seat)))
        return shown

    def _reply(self, shown: list[dict]) -> dict:
        game = self._need_game()
        # The seed only sealed: the page passes it on (saves, links) and never reads it.
        return {"frames": as_changes(shown), "view": page_view(game, self.human),
                "save": game.to_json(sealed=True),
                "config": {"variant": game.variant.id, "seed": seal(game.seed), "options": game.options},
                "human_seat": self.human, "level": self.level, "undo": game.undo}


def deal_starts(game: Game) -> list[int]:
    """Where each deal of `game` starts, in moves of its save (after the move that ended
    the deal before), for the page's links to "this deal" when it has lost its own note."""
    replay = Game.from_config(game.config)
    starts = [0]
    for moves, act in enumerate(game.actions, 1):
        if any(e["type"] == "deal_end" for e in replay.apply(act)):
            starts.append(moves)
    return starts


def _error(rid: int | None, kind: str, message: str, code: str, params: dict) -> str:
    """An error reply: the English message, and a code and params to say it in any language."""
    return json.dumps({"id": rid, "error": {"kind": kind, "message": message, "code": code,
                                            "params": params}})


_session = Session()


def handle(text: str) -> str:
    """Entry point for the worker: one session per worker."""
    return _session.handle(text)
