"""`baseline`: `hard` as it was before its playouts moved to bitmasks, kept to measure
later changes of `hard` against (duplicate tournaments, `python -m tricktable
tournament --players hard,baseline,...`); never offered on the page (wire.Level).

It is the same search with the list playout (listplay.py), no exact endgame, no
inference from plays, no playing for the game (stakes.py) and its own way of dealing
worlds (`FrozenSampler`, the same chances for more random draws): at a fixed number of
playouts it decides exactly as `hard` does with those turned off and that sampler; in a
time budget it gets through fewer playouts.
tests/test_search.py pins its decisions on a set of positions, so a change to the code
it shares with `hard` (search.py, heuristic.py, determinize.py) that would change it
fails there: then copy the old code here before changing it.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from ..search.determinize import Sampler, place_cards, shuffle
from ..search.listplay import play_to_end_lists
from ..search.playout import CardPlay
from ..bots.search import SearchBot


# The page's budget when `hard` was frozen as `baseline`.
BASELINE_ITERATIONS = 600


class FrozenSampler(Sampler):
    """The sampler as `baseline` was frozen with: every card dealt one by one."""

    def _assign(self, rng: random.Random, choices: dict[int, list[int]],
                first: tuple[int, Callable[[list[int]], bool]] | None = None) -> list[list[int]] | None:
        """The cards of each place (in `order`): most constrained cards first, each to an
        open place of its `choices` (indices into `order`), weighted by room.  Never asked
        to deal a hand `first`: its deal_fitting deals whole deals and tests them."""
        if first is not None:
            raise ValueError("FrozenSampler deals no hand first")
        room = self.rooms[:]
        out: list[list[int]] = [[] for _ in room]
        if not place_cards(list(self.pool), choices, room, out, rng):
            return None
        for cards_in in out:
            shuffle(cards_in, rng.getrandbits)
        return out

    deal_fitting = Sampler.deal_tested  # whole deals, tested


class BaselineBot(SearchBot):
    default_iterations = BASELINE_ITERATIONS
    sampler = FrozenSampler
    card_play: CardPlay = staticmethod(play_to_end_lists)
    endgame_tricks = 0
    infer = False
    for_game = False
