"""A learned policy prior for `hard`'s first cards in Manille (issue 51, second road).

`hard` knows least about the hidden cards in the first tricks, and there each search sees
a few hundred worlds, so its averages are noisy.  A small network learns from `hard`'s own
decisions there (which card it played, from the view's inputs) what such a hand usually
plays; `prior` adds the network's log-chance of each card, times BIAS, to the search's
average values (a progressive bias at the root), in the first PRIOR_TRICKS tricks.

Kept in tools/ (out of the browser's wheel) with its weights outside the package until
it is measured better than `hard` (scripts/learned_strength.py).  `train-prior`'s stages:
`generate` here (Manille deals played by `hard` to the end of the third trick), `fit`
and `export` in fit_prior.py (numpy).
"""
from __future__ import annotations

import json
import math
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from ..bots import make_bot
from ..bots.search import SearchBot
from ..rules.cards import CARD_OF, SUITS
from ..rules.engine import Game
from ..search import hidden
from .train import Say, in_chunks

PRIOR_TRICKS = 3  # Manille's first tricks, where the search knows least
BIAS = 0.5  # deal-value points per nat of the prior's log-chance (scripts/prior_offline.py)
CHUNK = 20  # deals per data file
SEED_BASE = 700_000  # generation seeds, far from the tournaments' and train.py's
# Inputs, each card in the network's suit order (trump first, hidden.suit_order): the own
# hand, the cards of the earlier tricks, the current trick's card of each place before the
# viewer (1: the seat just before), no trump, the trump chooser's place, the trick.
HAND, GONE, TRICK = 0, 32, 64
NO_TRUMP = TRICK + 3 * 32
CHOOSER = NO_TRUMP + 1
TRICK_NO = CHOOSER + 4
INPUTS = TRICK_NO + PRIOR_TRICKS


def applies(view: dict) -> bool:
    """Whether the prior was trained for this view: four-player Manille's card play in
    its first PRIOR_TRICKS tricks."""
    return hidden.applies(view) and len(view["played_tricks"]) < PRIOR_TRICKS


def features(view: dict) -> tuple[list[int], list[int]]:
    """The view as the network's inputs (the indices that are 1) and its legal cards, each
    in the network's order of the deck."""
    trump = 4 if view["trump"] is None else SUITS.index(view["trump"])
    order = hidden.suit_order([hidden.TRUMP + trump])
    me, n = view["turn"], view["positions"]

    def place(code: str) -> int:
        return order[hidden.INDEX[CARD_OF[code]]]
    on = [HAND + place(c) for c in view["hand"]]
    on += [GONE + place(c) for t in view["played_tricks"] for c in t["cards"]]
    on += [TRICK + ((me - x["seat"]) % n - 1) * 32 + place(x["card"]) for x in view["trick"]]
    if trump == 4:
        on.append(NO_TRUMP)
    c = view["contract"]
    on.append(CHOOSER + (0 if c is None else (c["declarer"] - me) % n))
    on.append(TRICK_NO + len(view["played_tricks"]))
    return on, [place(a["card"]) for a in view["legal"]]


class Policy:
    """The network: inputs to a ReLU layer to a logit per card, softmaxed over the legal ones."""

    def __init__(self, data: dict) -> None:
        self.w1: list[list[float]] = data["w1"]  # INPUTS rows of `hidden`
        self.b1: list[float] = data["b1"]
        self.w2: list[list[float]] = data["w2"]  # hidden rows of 32
        self.b2: list[float] = data["b2"]

    def chances(self, on: list[int], legal: list[int]) -> list[float]:
        """The chance of each legal card (`features`' order) being the one played."""
        h = self.b1[:]
        for i in on:
            h = [a + b for a, b in zip(h, self.w1[i])]
        z = [self.b2[c] + sum(a * row[c] for a, row in zip(h, self.w2) if a > 0) for c in legal]
        top = max(z)
        e = [math.exp(x - top) for x in z]
        s = sum(e)
        return [x / s for x in e]


@cache
def policy(path: Path) -> Policy:
    """The weights in this file (read once)."""
    return Policy(json.loads(path.read_text()))


class PriorBot(SearchBot):
    """`hard` with the policy prior added to its root values (`prior`, for measuring it)."""
    weights = Path("train-prior/prior.json")  # `train --model prior export`'s; a script may set it

    def root_bias(self, view: dict, candidates: list[dict]) -> list[float] | None:
        if not applies(view):
            return None
        chances = policy(self.weights).chances(*features(view))
        return [BIAS * math.log(max(p, 1e-6)) for p in chances]


def first_decisions(seed: int, iterations: int) -> Iterator[tuple[dict, list[tuple[dict, float | None]]]]:
    """One Manille deal to the end of trick PRIOR_TRICKS, `medium` making the calls (as
    where the prior is measured) and `hard` playing every seat's cards: each card decision
    with a choice, as its view and `hard`'s candidates with their values (its choice first)."""
    g = Game.new("manille", seed=seed)
    caller = make_bot("medium", seed=seed)
    n = 0
    while (seat := g.to_move) is not None:
        view = g.view(seat)
        if view["phase"] != "play":
            g.apply(caller.choose(view))
            continue
        if not applies(view):
            return
        weighed = SearchBot(seed=seed * 64 + n, iterations=iterations).weigh(view)
        n += 1
        if len(weighed) > 1:
            yield view, weighed
        g.apply(weighed[0][0])


def positions(seed: int, iterations: int) -> list[dict]:
    """`first_decisions`' as training rows: the inputs, the legal cards (features' order),
    the one played and the search's average value of each."""
    out = []
    for view, weighed in first_decisions(seed, iterations):
        on, legal = features(view)
        value = {a["card"]: v for a, v in weighed}
        played = next(i for i, a in enumerate(view["legal"]) if a["card"] == weighed[0][0]["card"])
        out.append({"on": on, "legal": legal, "played": played, "values": [value[a["card"]] for a in view["legal"]]})
    return out


def generate(folder: Path, deals: int, iterations: int, chunk: int = CHUNK, seed: int = SEED_BASE,
             say: Say = print) -> int:
    """Play chunks of `chunk` deals until `folder` holds `deals` deals' positions (a chunk
    written whole, so a stopped run goes on where it stopped); the chunks written now."""
    return in_chunks(folder, deals, chunk, seed, lambda s: positions(s, iterations), say)
