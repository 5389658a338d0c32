"""Card codes, decks and rank orders (RULES.md §0).

A card is an int ``suit * 13 + rank`` so the inner loop compares ints, never strings.
Suits are indexed in code order ``S H D C``; ranks ``2..A`` are 0..12.  Trick strength
is a separate table per rank order, so nullo's ace-low and Manille's ten-high cost
nothing at play time.
"""
from __future__ import annotations

SUITS = "SHDC"
RANKS = "23456789TJQKA"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
              "jack", "queen", "king", "ace")

SUIT_OF: tuple[int, ...] = tuple(c // 13 for c in range(52))
RANK_OF: tuple[int, ...] = tuple(c % 13 for c in range(52))
CODE_OF: tuple[str, ...] = tuple(RANKS[c % 13] + SUITS[c // 13] for c in range(52))
CARD_OF: dict[str, int] = {code: c for c, code in enumerate(CODE_OF)}

ACE, TEN = 12, 8

# Strength tables: index by card, compare within one suit.
NORMAL: tuple[int, ...] = RANK_OF
ACE_LOW: tuple[int, ...] = tuple(-1 if r == ACE else r for r in RANK_OF)
MANILLE: tuple[int, ...] = tuple(13 if r == TEN else r for r in RANK_OF)

# Rank orders by the name views give them (bots read the name back).
RANK_ORDERS: dict[str, tuple[int, ...]] = {"normal": NORMAL, "ace_low": ACE_LOW, "manille": MANILLE}

# Manille card points: T 5, A 4, K 3, Q 2, J 1 (RULES.md §5).
POINTS: tuple[int, ...] = tuple({8: 5, 12: 4, 11: 3, 10: 2, 9: 1}.get(r, 0) for r in RANK_OF)

# Tie-break of the first-dealer draw: hearts > spades > diamonds > clubs (RULES.md §0).
DRAW_SUIT_ORDER = {1: 3, 0: 2, 2: 1, 3: 0}


def trump_of(contract: str) -> int | None:
    """The trump suit a contract name sets: a suit's name gives that suit, others none."""
    return SUIT_NAMES.index(contract) if contract in SUIT_NAMES else None


def make_deck(size: int) -> list[int]:
    """The sorted deck of 52, 48 (no twos) or 32 (seven to ace) cards."""
    lowest = {52: 0, 48: 1, 32: 5}[size]
    return [s * 13 + r for s in range(4) for r in range(lowest, 13)]


def card_name(card: int) -> str:
    """Spoken name, e.g. 'ten of hearts' (for messages and accessible labels)."""
    return f"{RANK_NAMES[RANK_OF[card]]} of {SUIT_NAMES[SUIT_OF[card]]}"


def codes(cards: list[int] | tuple[int, ...]) -> list[str]:
    return [CODE_OF[c] for c in cards]


def sort_hand(cards: list[int], strength: tuple[int, ...]) -> list[int]:
    """Display order: by suit (S H D C), strongest first within a suit."""
    return sorted(cards, key=lambda c: (SUIT_OF[c], -strength[c]))
