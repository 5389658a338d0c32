"""`expert`: `hard`'s search with three times its playouts per card decision.

The same algorithm (bots/search.py); only the default budget differs (a call's is capped
alike, search.CALL_MOST), so a level costs what it plays: `python -m tricktable tournament
--players expert,hard,...` measures what the larger budget buys (docs/bots.md, "Ratings
of the levels").
"""
from __future__ import annotations

from .search import DEFAULT_ITERATIONS, SearchBot

EXPERT_ITERATIONS = 3 * DEFAULT_ITERATIONS


class ExpertBot(SearchBot):
    default_iterations = EXPERT_ITERATIONS
