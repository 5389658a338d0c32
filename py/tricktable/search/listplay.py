"""The playout policy on card lists: the reference the bitmask version (bitplay.py)
must match decision for decision, and the playout the frozen `baseline` player uses.

A quick, sensible card for the position to move in a sampled world, where every card is
known: win cheaply, hold what stands, feed the partner's sure trick in Manille.
"""
from __future__ import annotations

import random

from ..rules.cards import POINTS, SUIT_OF
from ..rules.table import Table
from ..rules.variants import Variant


def play_to_end_lists(v: Variant, t: Table, rng: random.Random, noise: float) -> None:
    """Card play to the deal's last trick with the list policy."""
    while t.tricks_left:
        t.play(fast_card(v, t, rng, noise))


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
