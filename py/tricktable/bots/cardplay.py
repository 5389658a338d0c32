"""Card play: win tricks cheaply, duck in nullo, feed and respect the partner in Manille."""
from __future__ import annotations

from collections import Counter

from ..rules.cards import CARD_OF, POINTS, SUIT_OF
from .base import ints, strength_of
from .handeval import is_top, unseen


class Trick:
    """The current trick as the player to move sees it."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.strength = strength_of(view)
        self.trump = None if view["trump"] is None else "SHDC".index(view["trump"])
        self.cards = [(x["seat"], CARD_OF[x["card"]]) for x in view["trick"]]
        self.me = view["turn"]
        self.n = view["positions"]
        self.teams = view["teams"]
        self.live = unseen(view)
        self.winner, self.best = self._winner()
        # Face-up layout cards of mine with a face-down card beneath: playing one uncovers it.
        self.uncovers = {CARD_OF[s["up"]] for pos in view["controls"]
                         for s in view["layouts"][pos] if s["up"] and s["down"]}
        self.mine = mover_cards(view)

    def _winner(self) -> tuple[int, int]:
        if not self.cards:
            return -1, -1
        pos, best = self.cards[0]
        for p, c in self.cards[1:]:
            if self.beats(c, best):
                pos, best = p, c
        return pos, best

    def beats(self, card: int, best: int) -> bool:
        if SUIT_OF[card] == SUIT_OF[best]:
            return self.strength[card] > self.strength[best]
        return SUIT_OF[card] == self.trump

    @property
    def last(self) -> bool:
        return len(self.cards) == self.n - 1

    def partner_winning(self) -> bool:
        return bool(self.cards) and self.teams[self.winner] == self.teams[self.me]

    @property
    def after(self) -> list[int]:
        """Positions still to play to this trick after the mover."""
        return [(self.me + k) % self.n for k in range(1, self.n - len(self.cards))]

    def others_after_me_are_partners(self) -> bool:
        return all(self.teams[p] == self.teams[self.me] for p in self.after)

    @property
    def later_opponents(self) -> list[int]:
        """Positions still to play to this trick after the mover, on the other side."""
        return [p for p in self.after if self.teams[p] != self.teams[self.me]]

    def shown_void(self, pos: int, suit: int) -> bool:
        """`pos` failed to follow `suit` earlier in this deal (or in this trick)."""
        tricks = [[((tr["leader"] + i) % self.n, CARD_OF[c]) for i, c in enumerate(tr["cards"])]
                  for tr in self.view["played_tricks"]] + [self.cards]
        return any(plays and SUIT_OF[plays[0][1]] == suit and p == pos and SUIT_OF[c] != suit
                   for plays in tricks for p, c in plays)

    def trump_danger(self) -> bool:
        """A later opponent may trump this trick: trumps are out and one of them has shown
        a void in the led suit, or too few cards of it are out to go round."""
        if self.trump is None or not self.cards or SUIT_OF[self.cards[0][1]] == self.trump:
            return False
        if not any(SUIT_OF[c] == self.trump for c in self.live):
            return False
        led = SUIT_OF[self.cards[0][1]]
        later = self.later_opponents
        left = sum(1 for c in self.live if SUIT_OF[c] == led)
        return any(self.shown_void(p, led) for p in later) or left < len(later) * 2

    def likely_stands(self, card: int) -> bool:
        """`card`, winning the trick, will probably hold: at most one card still out beats
        it in its suit and no later opponent is likely to trump it."""
        higher = sum(1 for c in self.live if SUIT_OF[c] == SUIT_OF[card]
                     and self.strength[c] > self.strength[card])
        ruff_risk = SUIT_OF[card] != self.trump and self.trump_danger()
        return higher <= 1 and not ruff_risk

    def sure(self, card: int) -> bool:
        """`card` will stand: best of its suit still out, and trumping is not a worry
        (no trump out, last to play, or a lead in a suit nobody has had to discard on)."""
        if not is_top(card, self.live, self.strength):
            return False
        if SUIT_OF[card] == self.trump or self.trump is None:
            return True
        return (not any(SUIT_OF[c] == self.trump for c in self.live) or self.last
                or (not self.cards and SUIT_OF[card] not in self.led_suits))

    @property
    def led_suits(self) -> set[int]:
        """Suits led to an earlier trick of this deal (a void may have shown)."""
        return {SUIT_OF[CARD_OF[t["cards"][0]]] for t in self.view["played_tricks"]}

    def low(self, cards: list[int]) -> int:
        """The cheapest card: fewest points, then weakest; keeps trumps when it can.

        Between cards otherwise alike, one that uncovers a layout card goes first: it
        brings a new card into play.
        """
        return min(cards, key=lambda c: (SUIT_OF[c] == self.trump, POINTS[c],
                                         self.strength[c] - (0.5 if c in self.uncovers else 0)))

    def high(self, cards: list[int]) -> int:
        return max(cards, key=lambda c: (self.strength[c], POINTS[c]))


def mover_cards(view: dict) -> list[int]:
    """The cards the position to move holds: a dummy's face-up cards when the dummy
    plays, else the hand and any face-up layout of one's own."""
    pos = view["turn"]
    held = [CARD_OF[s["up"]] for s in view["layouts"][pos] if s["up"]]
    return held + (ints(view["hand"]) if pos == view["seat"] else [])


def ruff(t: Trick, trumps: list[int]) -> int:
    """A trump to win a trick led in another suit: the lowest, unless an opponent after us
    may over-ruff; then the lowest trump nobody can beat, or failing that the highest."""
    if not t.trump_danger():
        return min(trumps, key=lambda c: t.strength[c])
    masters = [c for c in trumps if is_top(c, t.live, t.strength)]
    if masters:
        return min(masters, key=lambda c: t.strength[c])
    return max(trumps, key=lambda c: t.strength[c])


def play_card(view: dict) -> dict:
    legal = [CARD_OF[a["card"]] for a in view["legal"]]
    t = Trick(view)
    if view["contract"] and view["contract"].get("nullo"):
        card = duck(t, legal)
    elif view["scoring"] == "card_points":
        card = manille_card(t, legal)
    else:
        card = take(t, legal)
    return {"type": "play", "card": view["legal"][legal.index(card)]["card"]}


def lead_suit_low(t: Trick, legal: list[int]) -> int:
    """Lead low from the longest side suit, keeping trumps and unguarded honours."""
    lengths = Counter(SUIT_OF[c] for c in t.mine)
    side = [c for c in legal if SUIT_OF[c] != t.trump] or legal
    return min(side, key=lambda c: (-lengths[SUIT_OF[c]], t.strength[c]))


def take(t: Trick, legal: list[int]) -> int:
    """Trick-taking contracts of the Manni family."""
    if not t.cards:
        sure = [c for c in legal if t.sure(c)]
        if sure:
            return min(sure, key=lambda c: (SUIT_OF[c] == t.trump, t.strength[c]))
        return lead_suit_low(t, legal)
    winners = [c for c in legal if t.beats(c, t.best)]
    if winners:
        sure = [c for c in winners if t.last or t.sure(c)]
        if sure:
            return min(sure, key=lambda c: (SUIT_OF[c] == t.trump, t.strength[c]))
        strong = [c for c in winners if SUIT_OF[c] == t.trump]
        if strong:
            return ruff(t, strong)
    return t.low(legal)


def duck(t: Trick, legal: list[int]) -> int:
    """Nullo: stay under the trick, shed the dangerous high cards."""
    if not t.cards:
        return min(legal, key=lambda c: t.strength[c])
    under = [c for c in legal if not t.beats(c, t.best)]
    if under:
        return max(under, key=lambda c: t.strength[c])
    if not t.last:  # a later player may still overtake a low card
        return min(legal, key=lambda c: t.strength[c])
    return t.high(legal)  # winning anyway: shed the card most likely to win later


def manille_card(t: Trick, legal: list[int]) -> int:
    """Manille: points matter, not tricks; the partner's sure trick gets our points."""
    if not t.cards:
        sure = [c for c in legal if t.sure(c) and SUIT_OF[c] != t.trump]
        if sure:
            return max(sure, key=lambda c: POINTS[c])
        trumps = [c for c in legal if SUIT_OF[c] == t.trump]
        if trumps and len(trumps) * 2 >= len(t.mine):  # draw trumps with a long trump hand
            return draw_trump(t, trumps)
        unguarded = {SUIT_OF[c] for c in t.mine if POINTS[c] >= 4 and not t.sure(c)}
        safe = [c for c in legal if SUIT_OF[c] not in unguarded and SUIT_OF[c] != t.trump]
        return t.low(safe or legal)
    if t.partner_winning():
        if t.others_after_me_are_partners() or t.sure(t.best) or t.likely_stands(t.best):
            gifts = [c for c in legal if SUIT_OF[c] != t.trump] or legal
            return max(gifts, key=lambda c: (POINTS[c], -t.strength[c]))
        return t.low(legal)
    winners = [c for c in legal if t.beats(c, t.best)]
    if winners:
        if t.last or t.others_after_me_are_partners():  # the trick is ours: bank points
            return max(winners, key=lambda c: (SUIT_OF[c] != t.trump, POINTS[c], -t.strength[c]))
        sure = [c for c in winners if t.sure(c)]
        if sure:
            return min(sure, key=lambda c: (SUIT_OF[c] == t.trump, t.strength[c]))
        trick_points = sum(POINTS[c] for _, c in t.cards)
        if trick_points >= 4:
            trumps = [c for c in winners if SUIT_OF[c] == t.trump]
            if trumps and len(trumps) == len(winners) and SUIT_OF[t.cards[0][1]] != t.trump:
                return ruff(t, trumps)
            return min(winners, key=lambda c: t.strength[c])
    return t.low(legal)


def draw_trump(t: Trick, trumps: list[int]) -> int:
    """Lead trumps from length: the top one only when nobody can beat it, else a low one,
    keeping the high trumps to take the tricks that carry points."""
    top = t.high(trumps)
    return top if is_top(top, t.live, t.strength) else min(trumps, key=lambda c: t.strength[c])
