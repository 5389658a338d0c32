"""The playout policy on bitmasks: the same cards and the same random draws as the
list version (`listplay.py`), several times faster.

A playout is most of a searching player's time, so its card play runs on ints: each
position's playable cards are one int, one bit per card, laid out suit by suit in
strength order (bit ``13 * suit + place``, the higher place the stronger card), so
following suit, overtaking and "nobody left can beat it" are a few bit operations.

It stays the list version's twin, decision for decision: where the list version takes
the first of equal cards (`min`/`max` over a hand) or a random card (`rng.choice`), this
one takes the first in the order the list version holds the position's cards (hand
first, then layout stacks), so a seeded search decides exactly as before
(tests/test_search.py compares them card by card).

A search plays each sampled world out once per candidate, so a world is turned into
bits once (`BitDeal`) and each playout copies a few ints; the policy's choices are table
lookups per suit (13 bits) wherever its cards lie in one suit, and no list or dict is
built in the loop but for a random card.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..rules.cards import POINTS
from ..rules.table import Table
from ..rules.variants import Variant
from ..rules.variants.base import Variant as _Base
from ..rules.variants.manille import ManilleFamily

FULL_SUIT = (1 << 13) - 1
SUIT_MASK = tuple(FULL_SUIT << (13 * s) for s in range(4))
ONE = tuple(1 << b for b in range(52))
BELOW = tuple((1 << b) - 1 for b in range(52))  # the bits below each bit
# The highest card of each set of places in a suit (13 bits), as a one-bit set.
TOP = tuple(1 << (m.bit_length() - 1) if m else 0 for m in range(1 << 13))


class Layout:
    """Bits for one rank order, and the keys the policy compares cards by (per trump)."""

    def __init__(self, strength: tuple[int, ...]) -> None:
        self.strength = strength
        self.bit = [0] * 52                       # card -> bit
        self.card = [0] * 52                      # bit -> card
        for s in range(4):
            for place, c in enumerate(sorted(range(13 * s, 13 * s + 13), key=lambda c: strength[c])):
                self.bit[c], self.card[13 * s + place] = 13 * s + place, c
        self.points = [POINTS[c] for c in self.card]
        self.str = [strength[c] for c in self.card]
        # Within one suit the keys below never tie, so the best card of a one-suit set is
        # looked up: by the set's 13 bits, its place in the suit.
        pts, st = self.points, self.str
        self.lowest_cheap = _suit_best([(pts[b], st[b]) for b in range(13)], min)
        self.highest_gift = _suit_best([(pts[b], -st[b]) for b in range(13)], max)
        self.highest_bank = _suit_best([pts[b] - st[b] / 20 for b in range(13)], max)
        self.lowest = _suit_best(range(13), min)
        self.highest = _suit_best(range(13), max)
        # The bits of the same suit above each bit (the cards that beat it in its suit).
        self.above = [SUIT_MASK[b // 13] & ~((2 << b) - 1) for b in range(52)]
        self.keys: dict[int | None, Keys] = {}

    def keys_for(self, trump: int | None) -> Keys:
        keys = self.keys.get(trump)
        if keys is None:
            keys = self.keys[trump] = Keys(self, trump)
        return keys


class Keys:
    """The list version's sort keys (listplay.py) and what beats each card, per bit, for one trump."""

    def __init__(self, lay: Layout, trump: int | None) -> None:
        is_trump = [b // 13 == trump for b in range(52)]
        pts, st = lay.points, lay.str
        self.cheap = [(is_trump[b], pts[b], st[b]) for b in range(52)]
        self.gift = [(pts[b], -st[b]) for b in range(52)]
        self.master = [(is_trump[b], pts[b]) for b in range(52)]
        tmask = SUIT_MASK[trump] if trump is not None else 0
        # The cards that beat each card: higher of its suit, or any trump when it is not one.
        self.beaten_by = [lay.above[b] if is_trump[b] else lay.above[b] | tmask for b in range(52)]
        # What a playout reads of these and of the layout, in one tuple.
        self.consts = (trump, tmask, lay.above, lay.points, lay.str, lay, self.cheap, self.gift,
                       self.master, self.beaten_by, lay.lowest_cheap, lay.highest_gift, lay.highest_bank)


_LAYOUTS: dict[int, Layout] = {}  # by the id of a rank order (cards.RANK_ORDERS' tuples)


def layout(strength: tuple[int, ...]) -> Layout:
    """The layout of a rank order, found by the tuple's identity (hashing its 52 ints
    each playout would cost more than the lookup)."""
    lay = _LAYOUTS.get(id(strength))
    if lay is None or lay.strength is not strength:
        lay = _LAYOUTS[id(strength)] = Layout(strength)
    return lay


# How a variant's legal_cards reads a trick: follow suit, or Manille's overtake and trump.
FOLLOW, OVERTAKE = 0, 1


def rule_of(v: Variant) -> int | None:
    """The card-play rule this module knows the variant by; None when it knows neither."""
    method = type(v).legal_cards
    if method is _Base.legal_cards:
        return FOLLOW
    if method is ManilleFamily.legal_cards:
        return OVERTAKE
    return None


def _suit_best(key: Sequence[Any], best: Callable[..., int] = min) -> list[int]:
    """For each set of places in a suit (13 bits), the place with the `best` key."""
    out = [-1] * (1 << 13)
    for m in range(1, 1 << 13):
        low = m & -m
        b, rest = low.bit_length() - 1, out[m ^ low]
        out[m] = b if rest < 0 or best(key[b], key[rest]) == key[b] else rest
    return out


def _pick(m: int, in_suit: list[int], key: list, idx: list[int], most: bool = False) -> int:
    """The card of mask `m` with the least (`most`: the greatest) key, the first in its
    position's order (`idx`) among equal keys, as `min`/`max` over the list version's
    hand: each suit's best looked up in `in_suit` (no ties within a suit), then at most
    four compared."""
    base = (m.bit_length() - 1) // 13 * 13
    if not m & BELOW[base]:  # one suit
        return base + in_suit[m >> base]
    best, best_key = -1, None
    while m:
        base = (m.bit_length() - 1) // 13 * 13
        b = base + in_suit[m >> base]
        m &= BELOW[base]
        k = key[b]
        if best < 0 or (k > best_key if most else k < best_key) or (k == best_key and idx[b] < idx[best]):
            best, best_key = b, k
    return best


class BitDeal:
    """A table's card play on bits, built once and played out as often as asked: a
    search turns each sampled world into bits once and plays it out for every candidate."""

    def __init__(self, v: Variant, t: Table, rule: int) -> None:
        n = t.positions
        lay = self.lay = layout(t.strength)
        bit = self.bit = lay.bit
        # Playable cards per position, and each card's place in its position's order
        # (hand first, then the layout stacks: the list version's order, for its ties).
        hands = [0] * n
        order: list[list[int]] = []
        idx = [0] * 52
        under: dict[int, int] = {}
        for p in range(n):
            seq: list[int] = []
            mask = 0
            for c in t.hands[p]:
                b = bit[c]
                idx[b] = len(seq)
                seq.append(b)
                mask |= ONE[b]
            for down, up in t.layouts[p]:
                if up is not None:
                    idx[bit[up]] = len(seq)
                    seq.append(bit[up])
                    mask |= ONE[bit[up]]
                    if down is not None:
                        under[bit[up]] = bit[down]
                if down is not None:
                    idx[bit[down]] = len(seq)
                    seq.append(bit[down])
            order.append(seq)
            hands[p] = mask
        live = 0
        for m in hands:
            live |= m
        played = len(t.trick)
        self.hands, self.live = hands, live
        self.tricks, self.points = list(t.tricks), list(t.points)
        self.pending = [(p, bit[t.layouts[p][i][0]]) for p, i in t.uncover if t.layouts[p][i][0] is not None]
        self.start = (t.turn, played, sum(POINTS[c] for _, c in t.trick) if played else 0, t.win_pos,
                      bit[t.win_card] if played else -1, bit[t.trick[0][1]] // 13 if played else -1,
                      t.tricks_left)
        self.consts = lay.keys_for(t.trump).consts
        nullo = bool(t.contract and t.contract.get("nullo"))
        self.fixed = (n, rule, v.teams, v.scoring == "card_points", nullo, order, idx, under)

    def play(self, rng: random.Random, noise: float,
             first: int = -1) -> tuple[list[int], list[int], int, int]:
        """The deal played to its last trick (`first`: the bit of the card the position
        to move plays first, else the policy's): each position's tricks and points, the
        last trick's winner and winning bit."""
        (trump, tmask, above, pts, st, lay, cheap, gift, master, beaten_by,
         lowest_cheap, highest_gift, highest_bank) = self.consts
        n, rule, teams, card_points, nullo, order, idx, under = self.fixed
        pos, played, trick_points, win_pos, win, led, left = self.start
        hands, live, pending = self.hands[:], self.live, self.pending[:]
        tricks, points = self.tricks[:], self.points[:]
        chance = rng.random
        while left:
            mine = hands[pos]
            if first >= 0:
                b, first = first, -1
            else:
                # --- the legal cards (the variant's legal_cards, on bits) ---
                late, base = 0, -1  # base: the first bit of the suit all legal cards are in
                if not played:
                    legal = mine
                else:
                    partner = teams[win_pos] == teams[pos]
                    legal = mine & SUIT_MASK[led]
                    if legal:  # following suit
                        base = 13 * led
                        if rule == OVERTAKE and not partner and (win // 13 != trump or led == trump):
                            legal = legal & above[win] or legal  # overtake if it can
                    elif rule == FOLLOW:
                        legal = mine
                    else:
                        legal, late = legal_bits(rule, mine, led, win, partner, trump, tmask, above)
                # --- the policy (listplay.fast_card) ---
                if not legal & (legal - 1):
                    b = legal.bit_length() - 1
                elif chance() < noise:
                    seq = order[pos]
                    cards = [x for x in seq if legal >> x & 1 and not late >> x & 1]
                    b = rng.choice(cards + [x for x in seq if late >> x & 1] if late else cards)
                elif not played:
                    b = _lead(legal, live, idx, lay, master, tmask, nullo)
                elif nullo:
                    under_win = legal & ~beaten_by[win] or legal
                    b = base + lay.highest[under_win >> base] if base >= 0 else \
                        _pick(under_win, lay.highest, st, idx, True)
                else:
                    beat = legal & beaten_by[win]
                    if partner:  # the partner is winning
                        if card_points and (played == n - 1 or
                                            _standing(ONE[win], pos, played, n, hands, led, above, tmask)):
                            gifts = legal & ~tmask or legal
                            b = base + highest_gift[gifts >> base] if base >= 0 else \
                                _pick(gifts, highest_gift, gift, idx, True)
                        else:
                            b = base + lowest_cheap[legal >> base] if base >= 0 else \
                                _pick(legal, lowest_cheap, cheap, idx)
                    elif not beat:
                        b = base + lowest_cheap[legal >> base] if base >= 0 else \
                            _pick(legal, lowest_cheap, cheap, idx)
                    else:  # of one suit, as following is compulsory: looked up in it
                        base = (beat.bit_length() - 1) // 13 * 13
                        if played == n - 1:
                            b = base + (highest_bank if card_points else lowest_cheap)[beat >> base]
                        else:
                            masters = _standing(beat, pos, played, n, hands, led, above, tmask)
                            if masters:
                                b = base + lowest_cheap[masters >> base]
                            elif beat & ~tmask:  # same suit as the winner: the strongest
                                b = beat.bit_length() - 1
                            else:
                                b = base + lay.lowest[beat >> base]
            # --- play it (Table.play) ---
            hands[pos] = mine ^ ONE[b]
            live ^= ONE[b]
            if under and b in under:
                pending.append((pos, under[b]))
            trick_points += pts[b]
            suit = b // 13
            if not played:
                win_pos, win, led = pos, b, suit
            elif suit == win // 13:
                if b > win:
                    win_pos, win = pos, b
            elif suit == trump:
                win_pos, win = pos, b
            played += 1
            if played < n:
                pos = pos + 1 if pos + 1 < n else 0
                continue
            tricks[win_pos] += 1
            points[win_pos] += trick_points
            if pending:
                for p, x in pending:
                    hands[p] |= ONE[x]
                    live |= ONE[x]
                pending = []
            played = trick_points = 0
            left -= 1
            pos = win_pos
        return tricks, points, win_pos, win


def play_to_end_bits(v: Variant, t: Table, rng: random.Random, noise: float, rule: int) -> None:
    """Card play to the deal's last trick; leaves `t` with its tricks and points counted
    and its cards gone (not its trick history, which scoring does not read)."""
    if not t.tricks_left:
        return
    deal = BitDeal(v, t, rule)
    t.tricks, t.points, win_pos, win = deal.play(rng, noise)
    for hand in t.hands:
        hand.clear()
    for stacks in t.layouts:
        for stack in stacks:
            stack[0] = stack[1] = None
    t.trick, t.uncover, t.tricks_left = [], [], 0
    t.turn = t.leader = t.win_pos = win_pos
    t.win_card = deal.lay.card[win]


def legal_bits(rule: int, mine: int, led: int, win: int, partner_winning: bool,
               trump: int | None, tmask: int, above: list[int]) -> tuple[int, int]:
    """The variant's legal_cards on bits, for a trick already led: the playable cards of
    `mine`, and the trumps among them the list version puts after the others (Manille
    lets one trump over a partner's trump while holding other cards)."""
    follow = mine & SUIT_MASK[led]
    if rule == FOLLOW:
        return follow or mine, 0
    if follow:
        if partner_winning or (win // 13 == trump and led != trump):
            return follow, 0
        return (follow & above[win]) or follow, 0
    if trump is None:
        return mine, 0
    in_trump = win // 13 == trump
    beating = mine & tmask & above[win] if in_trump else mine & tmask
    others = mine & ~tmask
    if beating and not partner_winning:
        return beating, 0
    if in_trump and others:
        if partner_winning and beating:
            return others | beating, beating
        return others, 0
    return mine, 0


def _standing(cards: int, pos: int, played: int, n: int, hands: list[int], led: int,
              above: list[int], tmask: int) -> int:
    """Those of `cards` no card still to be played to this trick can beat (every hand is
    known): above the best card of its suit that is still to come, and no trump to come
    from a hand out of the led suit, unless it is a trump itself."""
    later, ruff = 0, False
    lmask = SUIT_MASK[led]
    for k in range(1, n - played):
        m = hands[(pos + k) % n]
        later |= m
        if not m & lmask and m & tmask:
            ruff = True
    out = 0
    while cards:
        suit = SUIT_MASK[(cards.bit_length() - 1) // 13]
        threat = later & suit
        out |= cards & suit & above[threat.bit_length() - 1] if threat else cards & suit
        cards &= ~suit
    return out & tmask if ruff else out


def _lead(legal: int, live: int, idx: list[int], lay: Layout, master: list, tmask: int,
          nullo: bool) -> int:
    """Lead a card that holds the suit, else low from the longest side suit."""
    if nullo:
        return _pick(legal, lay.lowest, lay.str, idx)
    masters = legal & (TOP[live & FULL_SUIT] | TOP[live >> 13 & FULL_SUIT] << 13
                       | TOP[live >> 26 & FULL_SUIT] << 26 | TOP[live >> 39] << 39)
    if masters:  # one card a suit
        return _pick(masters, lay.highest, master, idx, True)
    side = (legal & ~tmask) or legal
    # The least (-length of its suit in hand, points, strength), first in order among
    # equals; as one int: a card's place in its suit orders strength alike in every suit.
    lowest_cheap, pts = lay.lowest_cheap, lay.points
    best, best_key = -1, 0
    while side:
        base = (side.bit_length() - 1) // 13 * 13
        b = base + lowest_cheap[side >> base]
        side &= BELOW[base]
        k = (13 - (legal >> base & FULL_SUIT).bit_count()) << 8 | pts[b] << 4 | b - base
        if best < 0 or k < best_key or (k == best_key and idx[b] < idx[best]):
            best, best_key = b, k
    return best
