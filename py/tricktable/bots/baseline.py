"""`baseline`: `hard` as it was before its playouts moved to bitmasks, kept to measure
later changes of `hard` against (duplicate tournaments, `python -m tricktable
tournament --players hard,baseline,...`); never offered on the page (wire.Level).

It is the same search with the list playout (listplay.py), no exact endgame, no
inference from plays and no playing for the game (stakes.py): at a fixed number of
playouts it decides exactly as `hard` does with those three turned off; in a time budget
it gets through fewer playouts.
tests/test_search.py pins its decisions on a set of positions, so a change to the code
it shares with `hard` (search.py, heuristic.py, determinize.py) that would change it
fails there: then copy the old code here before changing it.
"""
from __future__ import annotations

from ..listplay import play_to_end_lists
from ..playout import CardPlay
from .search import SearchBot


# The page's budget when `hard` was frozen as `baseline`.
BASELINE_ITERATIONS = 600


class BaselineBot(SearchBot):
    default_iterations = BASELINE_ITERATIONS
    card_play: CardPlay = staticmethod(play_to_end_lists)
    endgame_tricks = 0
    infer = False
    for_game = False
