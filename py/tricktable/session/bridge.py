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
from collections.abc import Callable
from dataclasses import replace

from ..rules import wire
from ..bots import STRONGEST, make_bot
from ..rules.engine import Game
from ..rules.errors import TricktableError
from ..rules.records import check
from ..rules.sealed import seal
from ..search.stakes import near_end
from ..rules.variants.base import say
from . import challenge as C
from .autoplay import bot_action
from .catalogue import catalogue
from .challenge_desk import Desk
from .deal_log import deal_logs
from .linkcode import BadLink, game_link, open_game_link, open_review_link, review_link, unpack
from .page import as_changes, frames, page_view
from .review import DealReview
from .review_records import Judgement, ReviewOutline


class BadRequest(TricktableError):
    """A request the worker should not have sent (wrong shape, no game, not your turn)."""
    default_code = "bad_request"


class Session:
    def __init__(self) -> None:
        self.game: Game | None = None
        self.human = 0
        self.level = "hard"
        self.desk: Desk | None = None     # the challenge `game` is of, if it is one
        self.starts: list[int] = [0]      # where each deal of `game` starts, in moves of its save
        self.opened: Desk | None = None   # a challenge link opened, not played (yet)
        # The deal under review, kept between its requests (one per decision), by what
        # made it: the page's game is never touched.
        self.review: tuple[tuple[str, int, int | None], DealReview] | None = None
        # Told the position whose decision a computer player starts on (the worker posts
        # it to the page, which marks that seat until the reply with its move is in).
        self.thinking: Callable[[int], None] = lambda position: None

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
        self._seat_at(game, p.human_seat, p.level, None)
        start = frames(game, self.human, game.events, True, 0)
        return self._reply(start + self._bots_move())

    def do_act(self, params: dict) -> dict:
        p = wire.validate(wire.ActParams, params, BadRequest)
        game = self._need_game()
        if game.to_move != self.human or self._challenge_done():
            raise BadRequest("It is not your turn")
        shown = self._move(game, p.action)
        return self._reply(shown + self._bots_move())

    def do_resume(self, params: dict) -> dict:
        p = wire.validate(wire.ResumeParams, params, BadRequest)
        game = Game.from_json(p.save)
        self._check_seat(game, p.human_seat)
        desk = None
        if p.challenge is not None:
            desk = Desk(C.decode(p.challenge))
            if (desk.ch.config, desk.ch.seat, desk.ch.level) != (game.config, p.human_seat, p.level):
                raise BadRequest("This saved game is not the game of its challenge")
        game.undo = game.undo and p.undo and desk is None  # a page may turn it off (a deal link), never on
        self._seat_at(game, p.human_seat, p.level, desk)
        if p.decision is not None:
            self._decide_kept(game, p.decision)
        return self._reply(self._bots_move())

    def _decide_kept(self, game: Game, action: dict) -> None:
        """The decision the page kept beside its save (sent, then the page was closed before
        the reply): made now, unseen, as it was made then.  One the engine no longer offers
        (an edited record) is dropped, and the player decides again: nothing is lost."""
        if game.to_move != self.human or self._challenge_done():
            return
        try:
            self._move(game, action)
        except TricktableError:
            pass

    def do_view(self, params: dict) -> dict:
        return self._reply([])

    def do_hint(self, params: dict) -> dict:
        """What the strongest computer player would do in the human's place."""
        game = self._need_game()
        if game.to_move != self.human:
            raise BadRequest("It is not your turn")
        if self.desk is not None:
            raise BadRequest("A challenge is played without hints")
        bot = make_bot(STRONGEST, seed=game.seed * 1013 + len(game.actions))
        ranked = bot.weigh(game.view(self.human))
        (action, best), rest = ranked[0], ranked[1:]
        # Why, in numbers: how much better than the next choice it scored on sampled deals
        # (none when a call stands although another scored a little better); near the
        # game's end, in how many more of a hundred games it won (stakes.py).
        reason = None
        if best is not None and rest and best >= rest[0][1]:
            ahead = best - rest[0][1]
            reason = {"chance": round(100 * ahead)} if near_end(game.variant, game.table) \
                else {"margin": round(ahead, 1)}
        return {"action": action, "reason": reason, "say": game.variant.say_choice(game.table, action)}

    def do_deal_logs(self, params: dict) -> dict:
        """The log of every deal of the game so far (deal_log.py), for the page's past deals."""
        game = self._need_game()
        return {"deals": deal_logs(game.variant, game.events)}

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
        rewound.undo, rewound.practice = True, True  # taken back: from now on a practice game
        self.game = rewound
        self.starts = [n for n in self.starts if n <= len(rewound.actions)]
        return self._reply([])

    # --- links and challenges (linkcode.py, challenge.py) ---------------------------
    def do_make_link(self, params: dict) -> dict:
        """A short link to a saved game from its start, or from the deal after `moves` moves."""
        p = wire.validate(wire.MakeLinkParams, params, BadRequest)
        make = review_link if p.kind == "review" else game_link
        return {"code": make(p.save, p.moves, p.human_seat, p.level, p.lang)}

    def do_open_link(self, params: dict) -> dict:
        """What a short link holds: a game's or a deal's start (`game` or `deal`, and `lang`),
        a deal's review (`review`: its save and seat, and `lang`), or a challenge's public part (`challenge`), which `challenge_play` then starts.
        Nothing of the game in play changes."""
        p = wire.validate(wire.LinkParams, params, BadRequest)
        header, moves = unpack(p.code)
        if header.get("k") == "r":
            return open_review_link(header, moves)
        if header.get("k") != "c":
            return open_game_link(header, moves)
        ch = C.decode(p.code)
        # The game in play, if it is this challenge's, is one its replays may copy from.
        mine = self.game is not None and (self.game.config, self.human, self.level) == (ch.config, ch.seat, ch.level)
        self.opened = Desk(ch, [self.game] if mine else [])
        return {"challenge": self._public(ch)}

    def do_play_link(self, params: dict) -> dict:
        """A short link's game started at once, as `new_game`, `resume` (a deal) or
        `challenge_play` would start it: the page shows the link's opening meanwhile and
        checks it against this reply's view.  Refused, nothing of the game in play changes."""
        p = wire.validate(wire.LinkParams, params, BadRequest)
        header, moves = unpack(p.code)
        if header.get("k") == "r":
            raise BadLink("This link is a review, not a game", "link_kind")
        if header.get("k") == "c":
            self.do_open_link(params)
            return self.do_challenge_play({})
        opened = open_game_link(header, moves)
        if "game" in opened:
            return {**self.do_new_game(opened["game"]), "lang": opened["lang"]}
        return {**self.do_resume(opened["deal"]), "lang": opened["lang"]}

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

    def _challenge_done(self) -> bool:
        return self.desk is not None and C.done(self.desk.ch, self._need_game())

    @staticmethod
    def _public(ch: C.Challenge) -> dict:
        """What the page may know of a challenge before its player has played it."""
        return {"id": C.key(ch), "variant": ch.config.variant, "options": ch.config.options, "deals": ch.deals,
                "level": ch.level, "seat": ch.seat, "lang": ch.lang, "players": ch.names}

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

    def _seat_at(self, game: Game, human: int, level: str, desk: Desk | None) -> None:
        """Take `game` on, the human at `human`, computer players at `level`."""
        self.game, self.human, self.level, self.desk = game, human, level, desk
        self.starts = deal_starts(game)

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

        game.watch = watch
        try:
            events = game.apply(action)
        finally:
            game.watch = None
        if any(e["type"] == "deal_end" for e in events):
            self.starts.append(len(game.actions))
        return shown + frames(game, self.human, events[len(shown):], True, moves)

    def _bots_move(self) -> list[dict]:
        """Computer players act until the human must decide or the game ends."""
        game = self._need_game()
        shown = []
        while not game.over and game.to_move != self.human and not self._challenge_done():
            self.thinking(game.table.turn)
            shown += self._move(game, bot_action(game, self.level))
        return shown

    def _reply(self, shown: list[dict]) -> dict:
        game = self._need_game()
        view = page_view(game, self.human)
        if self._challenge_done():  # the challenge is over, though the game deals on
            view.update(legal=[], legal_say=[], prompt=say("prompt-challenge-over"))
        # The seed only sealed: the page passes it on (saves, links) and never reads it.
        return {"frames": as_changes(shown), "view": view,
                "save": game.to_json(sealed=True), "moves": len(game.actions), "deal_starts": list(self.starts),
                "config": {"variant": game.variant.id, "seed": seal(game.seed), "options": game.options},
                "human_seat": self.human, "level": self.level, "undo": game.undo,
                "practice": game.practice,
                **({"challenge": {**self._public(self.desk.ch), "code": C.encode(self.desk.ch),
                                  "done": self._challenge_done()}} if self.desk else {})}


def deal_starts(game: Game) -> list[int]:
    """Where each deal of `game` starts, in moves of its save (after the move that ended
    the deal before), for the page's links to "this deal"; every reply carries them."""
    replay = Game.from_config(game.config)
    starts = [0]
    for moves, act in enumerate(game.actions, 1):
        if any(e["type"] == "deal_end" for e in replay.apply(act)):
            starts.append(moves)
    return starts


def _unique(name: str, taken: list[str]) -> str:
    """`name`, numbered if another player of the challenge has it already."""
    n, out = 1, name[:C.MAX_NAME]
    while out in taken:
        n += 1
        out = f"{name[:C.MAX_NAME - 3]} {n}"
    return out


def _error(rid: int | None, kind: str, message: str, code: str, params: dict) -> str:
    """An error reply: the English message, and a code and params to say it in any language."""
    return json.dumps({"id": rid, "error": {"kind": kind, "message": message, "code": code,
                                            "params": params}})


_session = Session()


def handle(text: str) -> str:
    """Entry point for the worker: one session per worker."""
    return _session.handle(text)


def on_thinking(tell: Callable[[int], None]) -> None:
    """The worker's callback for each position a computer player starts to decide for."""
    _session.thinking = tell
