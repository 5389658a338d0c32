"""The computer players' moves at a table with one human: the bridge's and a challenge's.

Each decision gets a fresh bot seeded by the game's seed, the move number and the seat,
so the same human moves always meet the same answers: a resumed game goes on as the
uninterrupted one would, and a challenge replayed elsewhere is played exactly as it was.
"""
from __future__ import annotations

from ..bots import make_bot
from ..rules.engine import Game


def bot_action(game: Game, level: str) -> dict:
    """What the computer player to move in `game` decides, at `level`."""
    seat = game.to_move
    if seat is None:
        raise ValueError("The game is over: no one is to move")
    bot = make_bot(level, seed=game.seed * 1009 + len(game.actions) * 7 + seat)
    return bot.choose(game.view(seat))
