"""Computer players.  A bot is given a seat's view (never the game) and returns an action.

>>> from tricktable import Game
>>> from tricktable.bots import make_bot
>>> g = Game.new("manille", seed=1)
>>> bot = make_bot("medium", seed=1)
>>> g.apply(bot.choose(g.view(g.to_move))) is not None
True
"""
from __future__ import annotations

from .base import Bot
from .heuristic import HeuristicBot
from .random_bot import RandomBot

# The names the page offers.  A searching player can be added here without engine changes.
LEVELS = {"random": (RandomBot, 0.0), "easy": (HeuristicBot, 0.3), "medium": (HeuristicBot, 0.0),
          "heuristic": (HeuristicBot, 0.0)}


STRONGEST = "medium"  # what the Hint button asks


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by level name; the same seed gives the same decisions for the same views."""
    try:
        cls, noise = LEVELS[name]
    except KeyError:
        raise ValueError(f"Unknown bot {name!r}; choose one of: {', '.join(LEVELS)}") from None
    return cls(seed=seed, noise=noise)


__all__ = ["Bot", "make_bot", "LEVELS", "STRONGEST"]
