"""The session's endpoints for short links (linkcode.py): make one, open one, and start
its game, deal or challenge at once; a link starts what the game and challenge endpoints
start, so these build on both."""
from __future__ import annotations

from ..rules import wire
from ..rules.errors import Reason, add_reasons
from . import challenge as C
from .base import BadRequest, deal_starts
from .challenge_handlers import ChallengeHandlers
from .game_handlers import GameHandlers
from .linkcode import (BadLink, ReviewHeader, _replayed, game_link, open_game_link, open_review_link, review_link,
                       unpack)

add_reasons({
    "review_in_play": Reason((), "a review link asked for where no deal has ended: a deal is reviewed once it is over"),
})


class LinkHandlers(GameHandlers, ChallengeHandlers):
    def do_make_link(self, params: dict) -> dict:
        """A short link to a saved game from its start, or from the deal after `moves` moves."""
        p = wire.validate(wire.MakeLinkParams, params, BadRequest)
        make = review_link if p.kind == "review" else game_link
        code = make(p.save, p.moves, p.human_seat, p.level, p.lang)
        if p.kind == "review" and not _ends_a_deal(code):
            raise BadLink("That deal is not over: a deal can be linked for review once it is", "review_in_play")
        return {"code": code}

    def do_open_link(self, params: dict) -> dict:
        """What a short link holds: a game's or a deal's start (`game` or `deal`, and `lang`),
        a deal's review (`review`: its save and seat, and `lang`), or a challenge's public part
        (`challenge`) and the cost of checking it (`check`), which `challenge_play` then starts.
        Nothing of the game in play changes."""
        p = wire.validate(wire.LinkParams, params, BadRequest)
        header, moves = unpack(p.code)
        if header.get("k") == "r":
            return open_review_link(header, moves)
        if header.get("k") != "c":
            return open_game_link(header, moves)
        return self._open_challenge(C.decode(p.code))

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


def _ends_a_deal(code: str) -> bool:
    """Whether the review link `code` ends where a deal does, as its reader's review needs
    (review.py reviews the last deal over): the game its moves lead to, read again."""
    header, moves = unpack(code)
    game = _replayed(wire.validate(ReviewHeader, header, BadLink), moves)
    return bool(game.actions) and deal_starts(game)[-1] == len(game.actions)
