"""Play the current deal of a table to its end and score it, without dealing the next.

Search works on `Table` copies (microseconds; no history), never on a `Game`.  Card play
uses a fast policy on card ints; decisions before play, which are few, go through a
view to the rule-based player.  `deal_value` turns the scored deal into one number
for a side: what that seat gains over its opponents.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from .cards import POINTS, SUIT_OF
from .table import Phase, Table
from .variants import Variant
from .views import view as seat_view

# Chooses a decision before play from a seat's view (the rule-based player by default).
Decider = Callable[[dict], dict]


def finish_deal(v: Variant, t: Table, rng: random.Random, decide: Decider,
                noise: float = 0.1) -> dict:
    """Play `t` (changed in place) to the end of its deal; returns the deal's sheet row."""
    while t.phase != Phase.PLAY:
        rule = v.phases[t.phase]
        offers = rule.offers(v, t)
        seat = v.controllers[t.turn]
        action = offers[0] if len(offers) == 1 and offers[0]["type"] != "exchange" else \
            decide(seat_view(v, t, seat, offers))
        rule.apply(v, t, action)
    play_to_end(v, t, rng, noise)
    v.score_deal(t)
    return t.sheet[-1]


def play_to_end(v: Variant, t: Table, rng: random.Random, noise: float) -> None:
    """Card play to the deal's last trick with the fast policy."""
    while t.tricks_left:
        t.play(fast_card(v, t, rng, noise))


def deal_value(v: Variant, row: dict, pos: int) -> float:
    """What `pos`'s side made in the deal, less what its opponents made on average."""
    if v.scoring == "card_points":
        mine = v.teams[pos]
        return row["scores"][mine] - row["scores"][1 - mine]
    net = [a - b for a, b in zip(row["positive"], row["negative"])]
    others = [x for p, x in enumerate(net) if p != pos]
    return net[pos] - sum(others) / len(others)


def fast_card(v: Variant, t: Table, rng: random.Random, noise: float) -> int:
    """A quick, sensible card for the position to move (it may see every card: the
    table is one sampled world).  With probability `noise`, a random legal card."""
    pos = t.turn
    legal = v.legal_cards(t, pos)
    if len(legal) == 1:
        return legal[0]
    if rng.random() < noise:
        return rng.choice(legal)
    strength, trump = t.strength, t.trump
    nullo = bool(t.contract and t.contract.get("nullo"))
    if not t.trick:
        return _lead(v, t, legal, nullo)
    win = t.win_card

    def beats(c: int) -> bool:
        if SUIT_OF[c] == SUIT_OF[win]:
            return strength[c] > strength[win]
        return SUIT_OF[c] == trump

    def cheap(c: int) -> tuple:
        return (SUIT_OF[c] == trump, POINTS[c], strength[c])

    if nullo:
        under = [c for c in legal if not beats(c)]
        return max(under or legal, key=lambda c: strength[c])
    last = len(t.trick) == t.positions - 1
    if v.teams[t.win_pos] == v.teams[pos]:  # the partner is winning
        if v.scoring == "card_points" and (last or _stands(t, win)):
            gifts = [c for c in legal if SUIT_OF[c] != trump] or legal
            return max(gifts, key=lambda c: (POINTS[c], -strength[c]))
        return min(legal, key=cheap)
    winners = [c for c in legal if beats(c)]
    if not winners:
        return min(legal, key=cheap)
    if last:
        if v.scoring == "card_points":  # win with the most points that cost nothing later
            return max(winners, key=lambda c: (SUIT_OF[c] != trump, POINTS[c] - strength[c] / 20))
        return min(winners, key=cheap)
    masters = [c for c in winners if _stands(t, c)]
    if masters:
        return min(masters, key=cheap)
    same = [c for c in winners if SUIT_OF[c] != trump]
    if same:
        return max(same, key=lambda c: strength[c])
    return min(winners, key=lambda c: strength[c])


def _live(t: Table) -> list[int]:
    """Cards still to be played by anyone (hands and face-up layout cards)."""
    return [c for p in range(t.positions) for c in t.available(p)]


def _stands(t: Table, card: int) -> bool:
    """No card still to be played this trick can beat `card` (the world is known)."""
    suit, s = SUIT_OF[card], t.strength
    played = {p for p, _ in t.trick}
    for p in range(t.positions):
        if p in played or p == t.turn:
            continue
        cards = t.available(p)
        has_suit = any(SUIT_OF[c] == SUIT_OF[t.trick[0][1]] for c in cards)
        for c in cards:
            if SUIT_OF[c] == suit and s[c] > s[card]:
                return False
            if (not has_suit and t.trump is not None and SUIT_OF[c] == t.trump
                    and suit != t.trump):
                return False
    return True


def _lead(v: Variant, t: Table, legal: list[int], nullo: bool) -> int:
    """Lead a card that holds the suit, else low from the longest side suit."""
    strength, trump = t.strength, t.trump
    if nullo:
        return min(legal, key=lambda c: strength[c])
    live = _live(t)
    top: dict[int, int] = {}
    for c in live:
        if SUIT_OF[c] not in top or strength[c] > strength[top[SUIT_OF[c]]]:
            top[SUIT_OF[c]] = c
    masters = [c for c in legal if top[SUIT_OF[c]] == c]
    if masters:
        return max(masters, key=lambda c: (SUIT_OF[c] == trump, POINTS[c]))
    length = {s: sum(1 for c in legal if SUIT_OF[c] == s) for s in range(4)}
    side = [c for c in legal if SUIT_OF[c] != trump] or legal
    return min(side, key=lambda c: (-length[SUIT_OF[c]], POINTS[c], strength[c]))
