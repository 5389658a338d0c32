"""An exact endgame: the last few tricks of one sampled world solved by alpha-beta.

Once few cards are left, a random playout is a poor judge of a card (one slip of the
policy swings a trick), while the whole tree is small: every card of the world is known,
so minimax finds what each candidate is worth with the best play of both sides.  The
value is what the search's judge makes of the outcome, as in a playout (the searching
seat's `deal_value`, or near the game's end its chance to win it): its side maximises,
the others minimise it (in the Manni games, where each plays for themselves, the others
are assumed to play against the seat).

Fast on ints: hands are bitmasks (bitplay.py's layout), a transposition table keyed by
the hands and the leader at each trick's start holds bounds, and of cards adjacent in
strength among the cards still out, with the same points, only one is tried.  The
deal's score is a function of what each position takes from here on (`acc`, below),
looked up once per outcome by scoring a copy of the table.  Where only card points
count and no side can still take every trick, the future points of the seat's side are
what is searched (the score, and the chance to win the game, never fall as they rise, so
the best play is the same), and positions reached by different tricks share entries.
"""
from __future__ import annotations

from ..rules.cards import POINTS
from ..rules.table import Table
from ..rules.variants import Variant
from ..rules.variants.manille import ManilleFamily
from .bitplay import SUIT_MASK, layout, legal_bits, rule_of
from .playout import Judge, deal_judge

# acc: the side's future card points in the low bits, then each position's future tricks.
POINT_BITS, TRICK_BITS = 7, 5
INF = float("inf")
EXACT, LOWER, UPPER = 0, 1, 2


def solvable(v: Variant, t: Table) -> bool:
    """Whether this module can solve the table's play: a card-play rule bitplay.py knows,
    every card in a hand (no stacks to turn up), the deal in play."""
    return (rule_of(v) is not None and t.tricks_left > 0 and not t.uncover
            and not any(s[0] is not None or s[1] is not None for lay in t.layouts for s in lay))


class Endgame:
    """One world's play from its current position, solved for `me`'s side.  `value(card)`
    is the deal value for `me` after the position to move plays `card`, then best play."""

    def __init__(self, v: Variant, t: Table, me: int, leaves: dict | None = None,
                 judge: Judge | None = None) -> None:
        self.v, self.t, self.me = v, t, me
        self.judge = judge or deal_judge(v, me)
        rule = rule_of(v)
        if rule is None:
            raise ValueError(f"{v.id}: no card-play rule to solve by (see solvable)")
        self.rule = rule
        lay = layout(t.strength)
        self.bit, self.above, self.pts = lay.bit, lay.above, lay.points
        self.trump = t.trump
        self.tmask = SUIT_MASK[t.trump] if t.trump is not None else 0
        self.teams = v.teams
        n = self.n = t.positions
        self.mine = [v.teams[p] == v.teams[me] for p in range(n)]
        self.card_points = v.scoring == "card_points"
        # Additive: the score depends on the side's card points alone and rises with them.
        sweep_possible = getattr(type(v), "sweep_bonus", None) is not ManilleFamily.sweep_bonus and (
            min(sum(t.tricks[p] for p in range(n) if self.mine[p]),
                sum(t.tricks[p] for p in range(n) if not self.mine[p])) == 0)
        self.additive = self.card_points and not sweep_possible
        self.inc = [1 << (POINT_BITS + TRICK_BITS * p) for p in range(n)]
        self.hands = [sum(1 << self.bit[c] for c in h) for h in t.hands]
        self.tt: dict[tuple, tuple[int, float]] = {}
        # An outcome's score depends only on what is public (the tricks so far, the
        # contract), so the worlds of one decision may share `leaves`.
        self.leaves: dict[tuple[bool, int], float] = {} if leaves is None else leaves
        self.nodes = 0

    def value(self, card: int) -> float:
        """The deal value for `me` once `card` is played by the position to move."""
        t = self.t
        b = self.bit[card]
        pos = t.turn
        played = len(t.trick)
        if played:
            win, win_pos = self.bit[t.win_card], t.win_pos
            led = self.bit[t.trick[0][1]] // 13
            tpts = sum(POINTS[c] for _, c in t.trick)
            out = sum(1 << self.bit[c] for _, c in t.trick)
        else:
            win, win_pos, led, tpts, out = -1, -1, b // 13, 0, 0
        self.hands[pos] ^= 1 << b
        try:
            x = self._after(b, pos, played, win, win_pos, led, tpts, out, 0, -INF, INF)
        finally:
            self.hands[pos] ^= 1 << b
        return self.leaf(int(x)) if self.additive else x  # additive: x counts card points

    def _after(self, b: int, pos: int, played: int, win: int, win_pos: int, led: int,
               tpts: int, out: int, acc: int, alpha: float, beta: float) -> float:
        """The value once `pos` has put bit `b` (already out of its hand) in the trick."""
        if not played or (b // 13 == win // 13 and b > win) or (b // 13 != win // 13 and self.tmask >> b & 1):
            win, win_pos = b, pos
        tpts += self.pts[b]
        played += 1
        if played < self.n:
            return self._node((pos + 1) % self.n, played, win, win_pos, led, tpts, out | 1 << b,
                              acc, alpha, beta)
        if self.additive:
            gain = tpts if self.mine[win_pos] else 0
            return gain + self._node(win_pos, 0, -1, -1, -1, 0, 0, 0, alpha - gain, beta - gain)
        acc += self.inc[win_pos] + (tpts if self.mine[win_pos] and self.card_points else 0)
        return self._node(win_pos, 0, -1, -1, -1, 0, 0, acc, alpha, beta)

    def _node(self, pos: int, played: int, win: int, win_pos: int, led: int, tpts: int,
              out: int, acc: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        hands = self.hands
        mine = hands[pos]
        key = None
        if not played:
            if not mine:
                return 0 if self.additive else self.leaf(acc)
            key = (*hands, pos, acc)
            hit = self.tt.get(key)
            if hit is not None:
                flag, x = hit
                if flag == EXACT or (flag == LOWER and x >= beta) or (flag == UPPER and x <= alpha):
                    return x
            legal = mine
        else:
            legal = legal_bits(self.rule, mine, led, win, self.teams[win_pos] == self.teams[pos],
                               self.trump, self.tmask, self.above)[0]
        live = out
        for h in hands:
            live |= h
        moves = self._distinct(legal, live)
        a0, b0 = alpha, beta
        maxing = self.mine[pos]
        best = -INF if maxing else INF
        for b in moves:
            hands[pos] = mine ^ (1 << b)
            x = self._after(b, pos, played, win, win_pos, led if played else b // 13, tpts, out,
                            acc, alpha, beta)
            if maxing:
                if x > best:
                    best = x
                    if x > alpha:
                        alpha = x
            elif x < best:
                best = x
                if x < beta:
                    beta = x
            if alpha >= beta:
                break
        hands[pos] = mine
        if key is not None:
            self.tt[key] = (UPPER if best <= a0 else LOWER if best >= b0 else EXACT, best)
        return best

    def _distinct(self, legal: int, live: int) -> list[int]:
        """The legal bits worth trying, strongest first: of cards with no live card between
        them in strength and the same points (when points count), the strongest."""
        above, pts = self.above, self.pts
        moves = []
        m = legal
        while m:
            b = m.bit_length() - 1
            m ^= 1 << b
            nxt = live & above[b]
            if nxt:
                n = (nxt & -nxt).bit_length() - 1
                if legal >> n & 1 and (not self.card_points or pts[n] == pts[b]):
                    continue
            moves.append(b)
        return moves

    def leaf(self, acc: int) -> float:
        """`me`'s deal value when the positions take what `acc` says from here on
        (additive: `acc` is the side's future card points)."""
        key = (self.additive, acc)
        x = self.leaves.get(key)
        if x is None:
            x = self.leaves[key] = self._score(acc)
        return x

    def _score(self, acc: int) -> float:
        t, v, n = self.t.copy(), self.v, self.n
        left = sum(POINTS[c] for h in t.hands for c in h) + sum(POINTS[c] for _, c in t.trick)
        side = acc if self.additive else acc & ((1 << POINT_BITS) - 1)
        other = next(p for p in range(n) if not self.mine[p]) if not all(self.mine) else self.me
        t.points[self.me] += side
        t.points[other] += left - side
        if not self.additive:
            for p in range(n):
                t.tricks[p] += acc >> (POINT_BITS + TRICK_BITS * p) & ((1 << TRICK_BITS) - 1)
        for h in t.hands:
            h.clear()
        t.trick, t.tricks_left = [], 0
        v.score_deal(t)
        return self.judge(t)

