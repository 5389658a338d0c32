"""Play the current deal of a table to its end and score it, without dealing the next.

Search works on `Table` copies (microseconds; no history), never on a `Game`.  Card play
uses a fast policy on bitmasks (bitplay.py; listplay.py plays the same cards on lists);
decisions before play, which are few, go through a view to the rule-based player.  `deal_value` turns the scored deal into one number
for a side: what that seat gains over its opponents.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from .bitplay import play_to_end_bits, rule_of
from .listplay import play_to_end_lists
from .table import Phase, Table
from .variants import Variant
from .views import view as seat_view

# Chooses a decision before play from a seat's view (the rule-based player by default).
Decider = Callable[[dict], dict]
# Plays a table's deal to its last trick: play_to_end, or listplay's twin of it.
CardPlay = Callable[[Variant, Table, random.Random, float], None]


def finish_deal(v: Variant, t: Table, rng: random.Random, decide: Decider,
                noise: float = 0.1, play: CardPlay | None = None) -> dict:
    """Play `t` (changed in place) to the end of its deal; returns the deal's sheet row."""
    while t.phase != Phase.PLAY:
        rule = v.phases[t.phase]
        offers = rule.offers(v, t)
        seat = v.controllers[t.turn]
        action = offers[0] if len(offers) == 1 and offers[0]["type"] != "exchange" else \
            decide(seat_view(v, t, seat, offers))
        rule.apply(v, t, action)
    (play or play_to_end)(v, t, rng, noise)
    v.score_deal(t)
    return t.sheet[-1]


def play_to_end(v: Variant, t: Table, rng: random.Random, noise: float) -> None:
    """Card play to the deal's last trick with the fast policy: on bitmasks where the
    variant's card-play rule is one bitplay.py knows, else on lists (the same play)."""
    rule = rule_of(v)
    if rule is None:
        play_to_end_lists(v, t, rng, noise)
    else:
        play_to_end_bits(v, t, rng, noise, rule)


def deal_value(v: Variant, row: dict, pos: int) -> float:
    """What `pos`'s side made in the deal, less what its opponents made on average."""
    if v.scoring == "card_points":
        mine = v.teams[pos]
        return row["scores"][mine] - row["scores"][1 - mine]
    net = [a - b for a, b in zip(row["positive"], row["negative"])]
    others = [x for p, x in enumerate(net) if p != pos]
    return net[pos] - sum(others) / len(others)
