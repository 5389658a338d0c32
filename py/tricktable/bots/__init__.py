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
from .expert import ExpertBot
from .heuristic import HeuristicBot
from .random_bot import RandomBot
from .search import DEFAULT_ITERATIONS, SearchBot

# The levels, weakest first: (class, share of random decisions).  The page offers
# those of wire.Level; `expert` is `hard` with three times the playouts
# (bots/expert.py).  The tournament players, `baseline` (a frozen `hard`) and `ismcts`
# (an information-set tree search), are added by tricktable.tools (tools/__init__.py),
# which the browser's wheel leaves out.
LEVELS: dict[str, tuple[type[Bot], float]] = {
    "random": (RandomBot, 0.0), "easy": (HeuristicBot, 0.3), "medium": (HeuristicBot, 0.0),
    "hard": (SearchBot, 0.0), "expert": (ExpertBot, 0.0)}


STRONGEST = "hard"  # what the Hint button asks


def make_bot(name: str, seed: int = 0, iterations: int | None = None,
             think_ms: float | None = None) -> Bot:
    """A bot by level name; the same seed gives the same decisions for the same views.

    `iterations` (playouts per decision) and `think_ms` (a time budget, not
    deterministic) apply to the searching levels; without either, each plays at its
    page budget (`default_iterations`: `hard` DEFAULT_ITERATIONS a card decision).
    """
    try:
        cls, noise = LEVELS[name]
    except KeyError:
        raise ValueError(f"Unknown bot {name!r}; choose one of: {', '.join(LEVELS)}") from None
    if issubclass(cls, SearchBot):
        return cls(seed=seed, iterations=iterations, think_ms=think_ms)
    return cls(seed=seed, noise=noise)


__all__ = ["Bot", "make_bot", "LEVELS", "STRONGEST", "DEFAULT_ITERATIONS"]
