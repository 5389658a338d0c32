"""How often computer players make each call, per game: the share of deals with no trump,
blind, along, against, Great, a trade.  It shows that bot-against-bot games reach every
rule, and it is how docs/bots.md measures a change to the calls.  Counts come from the
deals' public events only.
"""
from __future__ import annotations

from collections import Counter

from ..rules.engine import Game
from ..bots import make_bot


def call_names(event: dict) -> list[str]:
    """The call an event records, if it is one (a suit trump is counted as "suit")."""
    kind = event["type"]
    if kind == "trump":
        if event["blind"]:
            return ["no trump blind"]
        return ["no trump" if event["suit"] is None else "suit"]
    if kind == "double":
        return [event["call"]]
    if kind in ("great", "trade") and event.get("take", True):
        return [kind]
    return []


def call_counts(variant: str, deals: int, level: str,
                iterations: int | None = None) -> tuple[int, Counter]:
    """Play `deals` deals (whole games from seed 0 on, one after another) with `level` in
    every seat; returns the deals played and how many times each call was made."""
    counts: Counter = Counter()
    played, seed = 0, 0
    while played < deals:
        g = Game.new(variant, seed=seed)
        bots = [make_bot(level, seed=seed * 7 + i, iterations=iterations)
                for i in range(g.players)]
        seed += 1
        while (seat := g.to_move) is not None and played < deals:  # None: the game is over
            before = g.deal_no
            for e in g.apply(bots[seat].choose(g.view(seat))):
                counts.update(call_names(e))
            played += g.deal_no != before or g.over
    return played, counts
