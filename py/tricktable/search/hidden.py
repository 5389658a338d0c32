"""A learned model of who holds which unseen card, for the worlds of a search.

The rules say which cards a player cannot hold (determinize.py) and a rule of thumb says
which it probably does not, from its plays (inference.py); what the calls and the seat's
own hand say is learned here from the search's own games (`python -m tricktable train`):
a small network reads the view (the hand, the trump, who chose it, the cards each other
seat has left) and gives, for each card, the chance that each other seat holds it, among
the seats the rules allow.  Worlds are then dealt card by card with those chances
(`deal`) instead of evenly, in place of the search's own test of the trump call.

Manille with four players only: the network was trained there (MODEL_GAMES).  The
weights are a data file of the package (hidden_cards.json, FORMAT); the forward pass is
pure Python, a millisecond or two once per decision.
"""
from __future__ import annotations

import json
import math
import random
from functools import cache
from pathlib import Path

from ..rules.cards import CARD_OF, SUITS, make_deck

WEIGHTS = Path(__file__).with_name("hidden_cards.json")
FORMAT = 1  # the weights file's layout; a file of another is refused
MODEL_GAMES = ("manille",)
DECK = make_deck(32)
INDEX = {c: i for i, c in enumerate(DECK)}
OTHERS = 3  # the seats the model places cards in: 1, 2, 3 places after the viewer
# Inputs: the own hand, the trump suit (or none), the trump chooser's place, and each other
# seat's cards left (/ 8).  Plays are left to inference.py: with a thousand or two deals to
# learn from, the network's inputs for who played which card how (led, under an opponent's
# winning card, under a partner's, off the suit led) made its guesses worse on deals it
# had not seen (docs/bots.md, "A learned hidden-card model").
HAND = 0
TRUMP = 32
CHOOSER = TRUMP + 5
LEFT = CHOOSER + 4
INPUTS = LEFT + OTHERS
EMPTY = 1e-3  # an empty hand's share in the even guess the network corrects (not 0: a log)


def applies(view: dict) -> bool:
    """Whether the model was trained for this view's game and moment (card play)."""
    return view["variant"] in MODEL_GAMES and view["phase"] == "play" and view["positions"] == 4


def features(view: dict) -> tuple[list[int], list[float]]:
    """The view as the network's inputs: the indices of the inputs that are 1 (all but
    the last OTHERS, each other seat's cards left over 8, given as floats)."""
    me, n = view["turn"], view["positions"]
    on = [HAND + INDEX[CARD_OF[c]] for c in view["hand"]]
    on.append(TRUMP + (4 if view["trump"] is None else SUITS.index(view["trump"])))
    c = view["contract"]
    on.append(CHOOSER + (0 if c is None else (c["declarer"] - me) % n))
    counts = view["hand_counts"]
    return on, [counts[(me + r) % n] / 8 for r in range(1, OTHERS + 1)]


def suit_order(on: list[int]) -> list[int]:
    """Per card (DECK order), its place in the network's order of the deck: the trump
    suit's cards first, the other suits after in their usual order (so what is learned
    of a trump suit is learned once, not once per suit).  Read from the inputs' trump."""
    trump = next(i - TRUMP for i in on if TRUMP <= i < CHOOSER)
    suits = list(range(4)) if trump == 4 else [trump] + [s for s in range(4) if s != trump]
    place = [suits.index(s) for s in range(4)]
    return [place[i // 8] * 8 + i % 8 for i in range(32)]


def in_suit_order(on: list[int], order: list[int]) -> list[int]:
    """The inputs with every card of the hand moved to its `suit_order` place, and the
    trump given as trump or none."""
    def moved(i: int) -> int:
        if i < TRUMP:
            return i - i % 32 + order[i % 32]
        return TRUMP + (4 if i == TRUMP + 4 else 0) if i < CHOOSER else i
    return [moved(i) for i in on]


class Model:
    """The network: inputs to a ReLU layer to a logit per card and other seat, added to
    the log of that seat's cards left (so a silent network is the even guess)."""

    def __init__(self, data: dict) -> None:
        if data.get("format") != FORMAT:
            raise ValueError(f"hidden-card weights of format {data.get('format')!r}; "
                             f"this engine reads format {FORMAT}")
        self.w1: list[list[float]] = data["w1"]  # INPUTS rows of `hidden`
        self.b1: list[float] = data["b1"]
        self.w2: list[list[float]] = data["w2"]  # hidden rows of 32 * OTHERS
        self.b2: list[float] = data["b2"]

    def chances(self, on: list[int], left: list[float]) -> list[list[float]]:
        """Per card (DECK order), the chance of each other seat holding it (`features`'
        inputs)."""
        order = suit_order(on)
        on = in_suit_order(on, order)
        h = self.b1[:]
        for i in on:
            h = [a + b for a, b in zip(h, self.w1[i])]
        for k, x in enumerate(left):
            h = [a + x * b for a, b in zip(h, self.w1[LEFT + k])]
        out = self.b2[:]
        for a, row in zip(h, self.w2):
            if a > 0:
                out = [o + a * w for o, w in zip(out, row)]
        odds = [math.log(max(x, EMPTY)) for x in left]  # the even guess, which the network corrects
        probs = []
        for c in order:
            z = [a + b for a, b in zip(out[c * OTHERS:(c + 1) * OTHERS], odds)]
            top = max(z)
            e = [math.exp(x - top) for x in z]
            s = sum(e)
            probs.append([x / s for x in e])
        return probs


@cache
def shipped() -> Model:
    """The package's own weights (read once)."""
    return Model(json.loads(WEIGHTS.read_text()))


def deal(probs: list[list[float]], me: int, order: list[tuple], choices: dict[int, list[int]],
         rooms: list[int], rng: random.Random) -> list[list[int]] | None:
    """The unseen cards dealt to the other hands (`order`'s places, all hands), each card
    (most constrained first) to one of its allowed places with the model's chance for its
    seat times the share of that place's room still open; None when a card finds no room
    (the caller draws again).  With even chances this is the uniform deal."""
    seat_of = [(p[1] - me) % 4 - 1 for p in order]
    room = rooms[:]
    out: list[list[int]] = [[] for _ in room]
    cards = list(choices)
    rng.shuffle(cards)
    cards.sort(key=lambda c: len(choices[c]))
    for c in cards:
        p = probs[INDEX[c]]
        weights = [p[seat_of[i]] * room[i] / rooms[i] if room[i] else 0.0 for i in choices[c]]
        total = sum(weights)
        if total <= 0:
            return None
        x, i = rng.random() * total, 0
        while i < len(weights) - 1 and x >= weights[i]:
            x -= weights[i]
            i += 1
        place = choices[c][i]
        room[place] -= 1
        out[place].append(c)
    return out
