"""The playout policy on bitmasks: the same cards and the same random draws as the
list version (`listplay.py`), several times faster.

A playout is most of a searching player's time, so its card play runs on ints: each
position's playable cards are one int, one bit per card, laid out suit by suit in
strength order (bit ``13 * suit + place``, the higher place the stronger card), so
following suit, overtaking and "nobody left can beat it" are a few bit operations.

It stays the list version's twin, decision for decision: where the list version takes
the first of equal cards (`min`/`max` over a hand) or a random card (`rng.choice`), this
one walks the position's cards in the same order the list version holds them (hand
first, then layout stacks), so a seeded search decides exactly as before
(tests/test_search.py compares them card by card).
"""
from __future__ import annotations

import random

from .cards import POINTS
from .table import Table
from .variants import Variant
from .variants.base import Variant as _Base
from .variants.manille import ManilleFamily

FULL_SUIT = (1 << 13) - 1
SUIT_MASK = tuple(FULL_SUIT << (13 * s) for s in range(4))
ONE = tuple(1 << b for b in range(52))


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
    """The list version's sort keys (listplay.py), per bit, for one trump."""

    def __init__(self, lay: Layout, trump: int | None) -> None:
        is_trump = [b // 13 == trump for b in range(52)]
        pts, st = lay.points, lay.str
        self.cheap = [(is_trump[b], pts[b], st[b]) for b in range(52)]
        self.gift = [(pts[b], -st[b]) for b in range(52)]
        self.bank = [(not is_trump[b], pts[b] - st[b] / 20) for b in range(52)]
        self.master = [(is_trump[b], pts[b]) for b in range(52)]


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


def _suit_best(key, best=min) -> list[int]:
    """For each set of places in a suit (13 bits), the place with the `best` key."""
    out = [-1] * (1 << 13)
    for m in range(1, 1 << 13):
        low = m & -m
        b, rest = low.bit_length() - 1, out[m ^ low]
        out[m] = b if rest < 0 or best(key[b], key[rest]) == key[b] else rest
    return out


def _first(m: int, seq: list[int], key: list, best=min, in_suit: list[int] | None = None) -> int:
    """The first card of `seq` in mask `m` with the least (or `best`) key; `in_suit`
    answers at once for a set within one suit (no ties there)."""
    if not m & (m - 1):
        return m.bit_length() - 1
    if in_suit is not None:
        base = (m.bit_length() - 1) // 13 * 13
        if not m & ((1 << base) - 1):
            return base + in_suit[m >> base]
    return best([b for b in seq if m >> b & 1], key=key.__getitem__)


def play_to_end_bits(v: Variant, t: Table, rng: random.Random, noise: float, rule: int) -> None:
    """Card play to the deal's last trick; leaves `t` with its tricks and points counted
    and its cards gone (not its trick history, which scoring does not read)."""
    if not t.tricks_left:
        return
    n = t.positions
    lay = layout(t.strength)
    bit, above, pts, st = lay.bit, lay.above, lay.points, lay.str
    trump = t.trump
    keys = lay.keys_for(trump)
    cheap, gift, bank, master = keys.cheap, keys.gift, keys.bank, keys.master
    tmask = SUIT_MASK[trump] if trump is not None else 0
    teams = v.teams
    card_points = v.scoring == "card_points"
    nullo = bool(t.contract and t.contract.get("nullo"))
    # Playable cards and their order per position; face-down stack cards come up later.
    hands = [0] * n
    order: list[list[int]] = []
    under: dict[int, int] = {}
    to_bit, one = bit.__getitem__, ONE.__getitem__
    for p in range(n):
        seq = list(map(to_bit, t.hands[p]))
        mask = sum(map(one, seq))  # distinct bits: the sum is their union
        for down, up in t.layouts[p]:
            if up is not None:
                seq.append(bit[up])
                mask |= ONE[bit[up]]
                if down is not None:
                    under[bit[up]] = bit[down]
            if down is not None:
                seq.append(bit[down])
        order.append(seq)
        hands[p] = mask
    pending = [(p, bit[t.layouts[p][i][0]]) for p, i in t.uncover if t.layouts[p][i][0] is not None]
    tricks, points = t.tricks, t.points
    pos = t.turn
    played = len(t.trick)
    trick_points = sum(POINTS[c] for _, c in t.trick) if played else 0
    win_pos = t.win_pos
    win = bit[t.win_card] if played else -1
    led = bit[t.trick[0][1]] // 13 if played else -1
    left = t.tricks_left
    chance = rng.random
    while left:
        mine = hands[pos]
        seq = order[pos]
        # --- the legal cards (the variant's legal_cards, on bits) ---
        if not played:
            legal, late = mine, 0
        else:
            legal, late = legal_bits(rule, mine, led, win, teams[win_pos] == teams[pos], trump, tmask, above)
        # --- the policy (listplay.fast_card) ---
        if not legal & (legal - 1):
            b = legal.bit_length() - 1
        elif chance() < noise:
            cards = [x for x in seq if legal >> x & 1 and not late >> x & 1]
            b = rng.choice(cards + [x for x in seq if late >> x & 1] if late else cards)
        elif not played:
            b = _lead(legal, hands, seq, lay, cheap, master, tmask, nullo)
        elif nullo:
            under_win = legal & ~_beating(win, above, tmask)
            b = _first(under_win or legal, seq, st, max, lay.highest)
        else:
            last = played == n - 1
            beat = legal & _beating(win, above, tmask)
            if teams[win_pos] == teams[pos]:  # the partner is winning
                if card_points and (last or _standing(1 << win, pos, played, n, hands, led, above, tmask)):
                    b = _first((legal & ~tmask) or legal, seq, gift, max, lay.highest_gift)
                else:
                    b = _first(legal, seq, cheap, min, lay.lowest_cheap)
            elif not beat:
                b = _first(legal, seq, cheap, min, lay.lowest_cheap)
            elif last:
                b = _first(beat, seq, bank, max, lay.highest_bank) if card_points else \
                    _first(beat, seq, cheap, min, lay.lowest_cheap)
            else:
                masters = _standing(beat, pos, played, n, hands, led, above, tmask)
                if masters:
                    b = _first(masters, seq, cheap, min, lay.lowest_cheap)
                elif beat & ~tmask:  # same suit as the winner: the strongest
                    b = (beat & ~tmask).bit_length() - 1
                else:
                    b = _first(beat, seq, st, min, lay.lowest)
        # --- play it (Table.play) ---
        hands[pos] = mine ^ ONE[b]
        if under and b in under:
            pending.append((pos, under[b]))
        trick_points += pts[b]
        if not played:
            win_pos, win, led = pos, b, b // 13
        elif b // 13 == win // 13:
            if b > win:
                win_pos, win = pos, b
        elif b // 13 == trump:
            win_pos, win = pos, b
        played += 1
        if played < n:
            pos = (pos + 1) % n
            continue
        tricks[win_pos] += 1
        points[win_pos] += trick_points
        for p, x in pending:
            hands[p] |= ONE[x]
        pending = []
        played = trick_points = 0
        left -= 1
        pos = win_pos
    for hand in t.hands:
        hand.clear()
    for stacks in t.layouts:
        for stack in stacks:
            stack[0] = stack[1] = None
    t.trick, t.uncover, t.tricks_left = [], [], 0
    t.turn = t.leader = t.win_pos = win_pos
    t.win_card = lay.card[win]


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


def _beating(win: int, above: list[int], tmask: int) -> int:
    """The cards that beat `win`: higher of its suit, or any trump when it is not one."""
    return above[win] if tmask >> win & 1 else above[win] | tmask


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


def _lead(legal: int, hands: list[int], seq: list[int], lay: Layout, cheap: list,
          master: list, tmask: int, nullo: bool) -> int:
    """Lead a card that holds the suit, else low from the longest side suit."""
    if nullo:
        return _first(legal, seq, lay.str, min, lay.lowest)
    live = 0
    for m in hands:
        live |= m
    masters = 0
    for mask in SUIT_MASK:
        x = live & mask
        if x:
            top = 1 << (x.bit_length() - 1)
            masters |= legal & top
    if masters:
        return _first(masters, seq, master, max)
    side = (legal & ~tmask) or legal
    length = [(legal & mask).bit_count() for mask in SUIT_MASK]
    return min([b for b in seq if side >> b & 1],
               key=lambda b: (-length[b // 13], cheap[b][1], cheap[b][2]))
