"""Reading a hand: card counting from the view and rough trick estimates."""
from __future__ import annotations

from collections import Counter

from ..rules.cards import CARD_OF, SUIT_OF, make_deck


def seen_elsewhere(view: dict) -> set[int]:
    """Cards whose place the seat knows: played, in the trick, own discards, face up."""
    known = {CARD_OF[c] for t in view["played_tricks"] for c in t["cards"]}
    known |= {CARD_OF[x["card"]] for x in view["trick"]}
    known |= {CARD_OF[c] for c in view["discards"]}
    known |= {CARD_OF[s["up"]] for lay in view["layouts"] for s in lay if s["up"]}
    return known


def deck_of(view: dict) -> list[int]:
    """The whole deck of the game the view belongs to."""
    return make_deck(view["deck_size"])


def unseen(view: dict) -> set[int]:
    """Cards that may still be in another hand (or out of play, unseen)."""
    return set(deck_of(view)) - seen_elsewhere(view) - {CARD_OF[c] for c in view["hand"]}


def is_top(card: int, live: set[int], strength: tuple[int, ...]) -> bool:
    """No card that could still be played beats `card` within its suit."""
    s = SUIT_OF[card]
    return all(SUIT_OF[c] != s or strength[c] < strength[card] for c in live)


def rank_from_top(card: int, hand: list[int], strength: tuple[int, ...], deck: list[int]) -> int:
    """How many cards of the suit, not in this hand, outrank `card` (0: it is the best)."""
    s = SUIT_OF[card]
    return sum(1 for c in deck if SUIT_OF[c] == s and strength[c] > strength[card] and c not in hand)


def est_tricks(hand: list[int], trump: int | None, strength: tuple[int, ...], deck: list[int]) -> float:
    """Rough number of tricks a hand takes when it wants them."""
    lengths = Counter(SUIT_OF[c] for c in hand)
    total = 0.0
    for c in hand:
        above = rank_from_top(c, hand, strength, deck)
        if SUIT_OF[c] == trump:
            total += (1.0, 0.85, 0.65, 0.5)[min(above, 3)] if above < 6 else 0.35
        elif above < lengths[SUIT_OF[c]]:  # guarded well enough to come good
            total += (1.0, 0.6, 0.3)[above] if above < 3 else 0.0
    if trump is not None:
        spare = lengths[trump] - 3
        for s in range(4):
            if s != trump and lengths[s] <= 1 and spare > 0:
                total += 0.5 * (2 - lengths[s])
                spare -= 1
    return total


def est_nullo_tricks(hand: list[int], strength: tuple[int, ...], deck: list[int]) -> float:
    """Rough number of tricks a hand cannot avoid in a no-trump nullo."""
    lengths = Counter(SUIT_OF[c] for c in hand)
    total = 0.0
    for c in hand:
        below = sum(1 for x in deck if SUIT_OF[x] == SUIT_OF[c] and strength[x] < strength[c]
                    and x not in hand)
        # A high card in a long suit is likely to be caught; low cards can always duck.
        if below >= 8:
            total += 0.6 if lengths[SUIT_OF[c]] >= 3 else 0.35
        elif below >= 6:
            total += 0.25
    return total

