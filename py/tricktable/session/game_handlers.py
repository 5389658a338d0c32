"""The session's endpoints for the game in play: start, act, resume, hints, the deal logs
and takebacks (the worker's `new_game`, `act`, `resume`, `view`, `hint`, `deal_logs`,
`undo`, and `hello`)."""
from __future__ import annotations

from ..bots import STRONGEST, make_bot
from ..rules import wire
from ..rules.engine import Game
from ..rules.errors import BadSave, TricktableError
from ..search.stakes import near_end
from . import challenge as C
from .base import BadRequest, SessionBase
from .catalogue import catalogue
from .challenge_desk import Desk
from .deal_log import deal_logs
from .kept import Kept, open_kept
from .page import frames


class GameHandlers(SessionBase):
    def do_hello(self, params: dict) -> dict:
        return {"protocol_version": wire.PROTOCOL_VERSION, "variants": catalogue()}

    def do_new_game(self, params: dict) -> dict:
        p = wire.validate(wire.NewGameParams, params, BadRequest)
        C.refuse_daily_seed(p.seed)
        game = Game.new(p.variant, seed=p.seed, options=p.options)
        seat = p.human_seat
        if p.deal_order is not None:  # the dealer rotates clockwise: seat + 1 deals next (RULES.md §0)
            self._check_seat(game, p.deal_order)
            seat = (game.table.dealer + p.deal_order) % game.players
        self._check_seat(game, seat)
        game.undo = p.undo
        self._seat_at(game, seat, p.level, None)
        start = frames(game, self.human, game.events, True, 0)
        return self._reply(start + self._bots_move())

    def do_act(self, params: dict) -> dict:
        p = wire.validate(wire.ActParams, params, BadRequest)
        game = self._need_game()
        seat = self._asking(p.seat)
        if game.to_move != seat or self._challenge_done():
            raise BadRequest("It is not your turn")
        shown = self._move(game, p.action)
        return self._reply(shown if p.alone else shown + self._bots_move())

    def do_resume(self, params: dict) -> dict:
        p = wire.validate(wire.ResumeParams, params, BadRequest)
        kept = open_kept(p.save)
        game = kept.game
        self._check_seat(game, p.human_seat)
        desk = None if p.challenge is None else Desk(C.decode(p.challenge))
        if desk is None:  # no deal of the day outside its challenge
            C.refuse_daily_kept(kept)
        if desk is not None and (desk.ch.config, desk.ch.seat, desk.ch.level) != (game.config, p.human_seat, p.level):
            raise BadRequest("This saved game is not the game of its challenge")
        self._check_kept(kept, p.human_seat, p.level, desk)
        game.undo = game.undo and p.undo and desk is None  # a page may turn it off (a deal link), never on
        # An older copy put back (the page kept more moves of this game than the save holds):
        # its decisions since could be made again knowing what came of them (issue 49).  A
        # practice game has fewer after a takeback: nothing to mark or say.
        behind = p.seen is not None and len(game.actions) < p.seen and not game.practice
        if behind:
            game.practice = game.put_back = True
        record = kept.record
        self._seat_at(game, p.human_seat, p.level, desk, record.guests if record else (), bool(record and record.linked))
        if p.decision is not None:
            self._decide_kept(game, p.decision)
        reply = self._reply(self._bots_move())
        return {**reply, "rolled_back": True} if behind else reply

    @staticmethod
    def _check_kept(kept: Kept, seat: int, level: str, desk: Desk | None) -> None:
        """A kept game resumes only as it was kept: at its seat and level, in its challenge
        (or none).  A readable save (kept.py) resumes as practice, and never in a challenge."""
        if kept.record is None:
            if desk is not None:
                raise BadSave("This challenge was kept by an older Tricktable in a form that could be "
                              "changed; open the challenge's link again to play it", "kept_challenge")
            kept.game.practice = True
            return
        challenge = None if desk is None else C.key(desk.ch)
        if (kept.record.seat, kept.record.level, kept.record.challenge) != (seat, level, challenge):
            raise BadSave("This kept game was kept for another seat, level or challenge than the "
                          "record beside it says", "kept_elsewhere")

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
        """What the strongest computer player would do in the human's place (at a live
        table, or a friend's: from that seat's view alone)."""
        p = wire.validate(wire.HintParams, params, BadRequest)
        game = self._need_game()
        seat = self._asking(p.seat)
        if game.to_move != seat:
            raise BadRequest("It is not your turn")
        if self.desk is not None:
            raise BadRequest("A challenge is played without hints")
        bot = make_bot(STRONGEST, seed=game.seed * 1013 + len(game.actions))
        ranked = bot.weigh(game.view(seat))
        (action, best), rest = ranked[0], ranked[1:]
        # Why, in numbers: how much better than the next choice it scored on sampled deals
        # (none when a call stands although another scored a little better); near the
        # game's end, in how many more of a hundred games it won (stakes.py).
        reason = None
        second = rest[0][1] if rest else None  # a bot weighs every choice or none
        if best is not None and second is not None and best >= second:
            ahead = best - second
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
        rewound.put_back = game.put_back  # and one put back earlier still says so
        self.game = rewound
        self.starts = [n for n in self.starts if n <= len(rewound.actions)]
        return self._reply([])
