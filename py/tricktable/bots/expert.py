"""`expert`: `hard`'s search with three times its playouts per decision.

The same algorithm (bots/search.py); only the default budget differs, so a level costs
what it plays: `python -m tricktable tournament --players expert,hard,...` measures what
the larger budget buys (docs/bots.md, "Ratings of the levels").
"""
from __future__ import annotations

from .search import DEFAULT_ITERATIONS, SearchBot

EXPERT_ITERATIONS = 3 * DEFAULT_ITERATIONS


class ExpertBot(SearchBot):
    def __init__(self, seed: int = 0, noise: float = 0.0, iterations: int | None = None,
                 think_ms: float | None = None) -> None:
        if iterations is None and think_ms is None:
            iterations = EXPERT_ITERATIONS
        super().__init__(seed, noise, iterations, think_ms)
