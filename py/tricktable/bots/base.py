"""The bot interface and what every bot may read from a view."""
from __future__ import annotations

import random

from ..rules.cards import CARD_OF, RANK_ORDERS


class Bot:
    """Decides from a view alone; deterministic for a given seed and sequence of views."""

    # A yardstick that sees every card: tournaments show it the whole table (sim.py).
    sees_all = False

    def __init__(self, seed: int = 0, noise: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, view: dict) -> dict:
        raise NotImplementedError

    def weigh(self, view: dict) -> list[tuple[dict, float | None]]:
        """The choices worth telling a player about, best first, with their values where
        the player weighs them (a searching player does)."""
        return [(self.choose(view), None)]

    def random_action(self, view: dict) -> dict:
        return random_action(view, self.rng)


def random_action(view: dict, rng: random.Random) -> dict:
    """A uniformly random legal action (an exchange discards a random subset of the hand).

    The one random player: the random bot, the easy bot's noise and the test suites'
    random games all draw their actions here.
    """
    action = dict(rng.choice(view["legal"]))
    if action["type"] == "exchange":
        k = rng.randint(0, action["max_discard"])
        action["discard"] = rng.sample(view["hand"], k)
        del action["max_discard"]
    return action


def strength_of(view: dict) -> tuple[int, ...]:
    return RANK_ORDERS[view["rank_order"]]


def ints(codes: list[str]) -> list[int]:
    return [CARD_OF[c] for c in codes]
