"""Determinization: from a seat's view, tables that seat cannot tell from the real one.

A searching player never sees the game, only a view.  The view's `public_table` is the
table with each unseen card shown as -1 (views.py); a `Sampler` fills those places with
the unseen cards, consistently with everything public: the sizes of the places, the cut
card's place, and every card a play proved its player could not hold under the rules
(a failure to follow suit, to overtake, to trump...).  Nothing but the view is read, so
two games that look the same to the seat give the same samples for the same seed.
"""
from __future__ import annotations

import copy
import random
from collections.abc import Callable

from ..rules.cards import CARD_OF, RANK_ORDERS, SUIT_OF, make_deck
from ..rules.table import Table
from ..rules.variants import REGISTRY, Variant
from ..rules.views import HIDDEN

Place = tuple  # ("hands", pos) | ("discards", pos) | ("stock",) | ("layouts", pos, stack)

# Fields of the public table that hold tuples (JSON turned them into lists).
_TUPLE_LISTS = ("trick", "uncover")


def table_from_view(view: dict) -> tuple[Variant, Table]:
    """The public table of a view as a real table, unseen cards still -1."""
    v = REGISTRY[view["variant"]]
    public = view["public_table"]
    t = v.new_table(copy.deepcopy(public["options"]))
    for name, value in public.items():
        if name == "cut_card_places":
            continue
        value = copy.deepcopy(value)
        if name == "phase":
            value = v.phase_named(value)
        elif name in _TUPLE_LISTS:
            value = [tuple(x) for x in value]
        elif name == "high" and value is not None:
            value = tuple(value)
        setattr(t, name, value)
    t.strength = RANK_ORDERS[view["rank_order"]]
    return v, t


def without_own_hand(view: dict) -> dict:
    """The view as if the seat had not looked at its hand: for what an average hand is worth."""
    public = dict(view["public_table"])
    public["hands"] = [[HIDDEN] * len(h) if p in view["controls"] else h
                       for p, h in enumerate(public["hands"])]
    return {**view, "hand": [], "public_table": public}


def _hidden_places(t: Table) -> dict[Place, int]:
    """Each place holding unseen cards, with how many."""
    places: dict[Place, int] = {}
    for p in range(t.positions):
        for kind in ("hands", "discards"):
            k = getattr(t, kind)[p].count(HIDDEN)
            if k:
                places[(kind, p)] = k
        for i, stack in enumerate(t.layouts[p]):
            if stack[0] == HIDDEN:
                places[("layouts", p, i)] = 1
    if t.stock:
        places[("stock",)] = len(t.stock)
    return places


def _known_cards(t: Table, view: dict) -> set[int]:
    """Every card whose place the seat knows (its own, face up, played)."""
    known = {c for _, c in t.trick}
    known |= {CARD_OF[c] for trick in view["played_tricks"] for c in trick["cards"]}
    for p in range(t.positions):
        known |= {c for c in t.hands[p] + t.discards[p] if c != HIDDEN}
        known |= {c for s in t.layouts[p] for c in s if c is not None and c != HIDDEN}
    return known


def proven_absent(v: Variant, t: Table, view: dict, pool: set[int]) -> dict[int, set[int]]:
    """Per position, the unseen cards its plays this deal prove it does not hold.

    A play of card c with x beside it in hand would have been illegal: then x was not
    in that hand, and hands only shrink during play.  The variant's own legal_cards
    judges, so every rule of every game counts (the rules here are monotone: more
    cards in hand never make an illegal card legal).
    """
    tricks = [[((tr["leader"] + i) % t.positions, CARD_OF[c]) for i, c in enumerate(tr["cards"])]
              for tr in view["played_tricks"]]
    tricks.append(list(t.trick))
    absent: dict[int, set[int]] = {p: set() for p in range(t.positions)}
    scratch = Table(positions=t.positions, options=t.options)
    scratch.clear_deal()
    scratch.trump, scratch.strength = t.trump, t.strength
    for plays in tricks:
        scratch.trick = []
        for pos, card in plays:
            if scratch.trick:
                for x in pool - absent[pos]:
                    scratch.hands[pos] = [card, x]
                    if card not in v.legal_cards(scratch, pos):
                        absent[pos].add(x)
                scratch.hands[pos] = []
            _add_to_trick(scratch, pos, card)
    return absent


def _add_to_trick(t: Table, pos: int, card: int) -> None:
    """Put a card in the scratch trick and keep its winner, as Table.play does."""
    t.trick.append((pos, card))
    win = t.win_card
    if (len(t.trick) == 1 or (SUIT_OF[card] == SUIT_OF[win] and t.strength[card] > t.strength[win])
            or (SUIT_OF[card] == t.trump and SUIT_OF[win] != t.trump)):
        t.win_pos, t.win_card = pos, card


class Sampler:
    """Deals the unseen cards of one view into its hidden places, again and again."""

    RETRIES = 30

    def __init__(self, view: dict, hide_own: bool = False) -> None:
        if hide_own:
            view = without_own_hand(view)
        self.variant, self.template = table_from_view(view)
        t = self.template
        self.places = _hidden_places(t)
        self.pool = sorted(set(make_deck(view["deck_size"])) - _known_cards(t, view))
        if len(self.pool) != sum(self.places.values()):
            raise ValueError("The view's hidden places do not match its unseen cards")
        absent = proven_absent(self.variant, t, view, set(self.pool))
        pinned = [tuple(p) for p in view["public_table"]["cut_card_places"]]
        # The places, and each card's allowed ones as indices into them (faster than tuples).
        self.order = list(self.places)
        self.rooms = [self.places[p] for p in self.order]
        self.hand_place = {p[1]: i for i, p in enumerate(self.order) if p[0] == "hands"}
        # What a hand or discard pile holds besides its hidden cards, kept once for every deal.
        self.seen = {p: [c for c in getattr(t, p[0])[p[1]] if c != HIDDEN]
                     for p in self.order if p[0] in ("hands", "discards")}
        self.choices: dict[int, list[int]] = {}
        for c in self.pool:
            allowed = [i for i, p in enumerate(self.order) if not (p[0] == "hands" and c in absent[p[1]])]
            if c == t.cut_card and pinned:
                allowed = [i for i in allowed if self.order[i] in pinned]
            self.choices[c] = allowed
        self.bound, self.free = split(self.choices, len(self.order))
        self.relaxed = False  # set when no consistent deal was found (should not happen)

    def sample(self, rng: random.Random) -> Table:
        """A full table: the template with every hidden place filled."""
        return self.table(self.deal(rng))

    def deal(self, rng: random.Random) -> list[list[int]]:
        """The unseen cards dealt to the hidden places: each place's cards, in `order`.
        Cheaper than a table, so a search tests a deal (its hands) before making one."""
        assignment = None
        for _ in range(self.RETRIES):
            assignment = self._assign(rng, self.choices)
            if assignment is not None:
                return assignment
        self.relaxed = True
        every = {c: list(range(len(self.order))) for c in self.pool}
        while assignment is None:
            assignment = self._assign(rng, every)
        return assignment

    def deal_fitting(self, rng: random.Random, pos: int,
                     fits: Callable[[list[int]], bool]) -> list[list[int]] | None:
        """`deal`, or None when position `pos`'s hand fails `fits` (a trump chooser's
        against its call).  Its unseen cards are drawn first and tested before the others
        are dealt, so a deal that fails costs a few draws, not a whole deal (most of
        Manille's fail).  The chances are those of testing `deal`'s whole deals: the end of a
        shuffle is a uniform draw of its cards, and the rest of it a uniform order of the
        others, whichever they were."""
        i = self.hand_place.get(pos)
        return self.deal_tested(rng, pos, fits) if i is None else self._assign(rng, self.choices, (i, fits))

    def deal_tested(self, rng: random.Random, pos: int,
                    fits: Callable[[list[int]], bool]) -> list[list[int]] | None:
        """`deal`, or None when position `pos`'s hand fails `fits`: a whole deal, tested."""
        dealt = self.deal(rng)
        return dealt if fits(self.hand(dealt, pos)) else None

    def hand(self, dealt: list[list[int]], pos: int) -> list[int]:
        """Position `pos`'s hand in the table `dealt` makes (`table`), without making it."""
        i = self.hand_place.get(pos)
        return list(self.template.hands[pos]) if i is None else self.seen[("hands", pos)] + dealt[i]

    def table(self, dealt: list[list[int]]) -> Table:
        """The template with the hidden places filled by `dealt` (from `deal`)."""
        t = self.template.copy()
        for place, cards in zip(self.order, dealt):
            kind = place[0]
            if kind == "stock":
                t.stock = cards
            elif kind == "layouts":
                t.layouts[place[1]][place[2]][0] = cards[0]
            else:
                getattr(t, kind)[place[1]][:] = self.seen[place] + cards
        return t

    def world(self, dealt: list[list[int]]) -> Table:
        """`table(dealt)` for reading only: the filled places are new lists, every other
        field is the template's own, so whoever plays in it must copy it first (a search
        turns it into bits or copies it; copying the whole table was a tenth of drawing
        a world)."""
        t = object.__new__(type(self.template))
        state = self.template.__dict__.copy()
        hands, discards = state["hands"][:], state["discards"][:]
        layouts = state["layouts"]
        for place, cards in zip(self.order, dealt):
            kind = place[0]
            if kind == "stock":
                state["stock"] = cards
            elif kind == "layouts":
                if layouts is state["layouts"]:
                    layouts = [[stack[:] for stack in stacks] for stacks in layouts]
                layouts[place[1]][place[2]][0] = cards[0]
            elif kind == "hands":
                hands[place[1]] = self.seen[place] + cards
            else:
                discards[place[1]] = self.seen[place] + cards
        state["hands"], state["discards"], state["layouts"] = hands, discards, layouts
        t.__dict__ = state
        return t

    def _assign(self, rng: random.Random, choices: dict[int, list[int]],
                first: tuple[int, Callable[[list[int]], bool]] | None = None) -> list[list[int]] | None:
        """The cards of each place (in `order`): the cards some places may not hold first,
        most constrained first, each to an open place of its `choices` (indices into
        `order`) weighted by room; then the others shuffled into the room left.  Dealing
        the free cards one by one, weighted by room, would give the same chance to every
        way of filling it, for several times the draws (`baseline` still deals that way).
        `first`: a place whose cards are drawn first, from the shuffle's end, and a test
        of its whole contents; None when they fail it (or the bound cards find no room)."""
        room = self.rooms[:]
        out: list[list[int]] = [[] for _ in room]
        getrandbits = rng.getrandbits
        bound, free = (self.bound, self.free) if choices is self.choices else split(choices, len(room))
        if bound:
            if not place_cards(bound[:], choices, room, out, rng):
                return None
            holding = [i for i, cards_in in enumerate(out) if cards_in]
        free = free[:]
        end = len(free)
        if first is not None:
            place, fits = first
            end -= room[place]
            shuffle(free, getrandbits, bottom=max(end - 1, 0))
            if not fits(self.seen[self.order[place]] + out[place] + free[end:]):
                return None
            out[place] += free[end:]
            room[place] = 0
        shuffle(free, getrandbits, top=end - 1)
        start = 0
        for place, k in enumerate(room):
            if k:
                out[place] += free[start:start + k]
                start += k
        if bound:
            for i in holding:  # the Manni's order matters to whoever draws from it
                shuffle(out[i], getrandbits)
        return out


def split(choices: dict[int, list[int]], places: int) -> tuple[list[int], list[int]]:
    """The cards some places may not hold, and those every place may."""
    bound = [c for c, allowed in choices.items() if len(allowed) < places]
    return bound, [c for c, allowed in choices.items() if len(allowed) == places]


def place_cards(cards: list[int], choices: dict[int, list[int]], room: list[int],
                out: list[list[int]], rng: random.Random) -> bool:
    """Put each card (most constrained first, in random order among equals) in one of its
    `choices` (indices into `out`) with room left, chosen with chance in proportion to the
    room (`random.choices`' draw, without its lists); False when a card finds none."""
    shuffle(cards, rng.getrandbits)
    cards.sort(key=lambda c: len(choices[c]))
    draw = rng.random
    for c in cards:
        open_places, cumulative, total = [], [], 0
        for p in choices[c]:
            if room[p]:
                total += room[p]
                open_places.append(p)
                cumulative.append(total)
        if not open_places:
            return False
        x, last, i = draw() * total, len(open_places) - 1, 0
        while i < last and cumulative[i] <= x:
            i += 1
        place = open_places[i]
        room[place] -= 1
        out[place].append(c)
    return True


def shuffle(x: list, getrandbits: Callable[[int], int], top: int | None = None, bottom: int = 0) -> None:
    """`random.shuffle(x)` with the same draws (CPython 3.11 to 3.14 draw each place with
    `_randbelow`, by getrandbits), written out: a sample shuffles every hidden place, and
    a method call per card was about a seventh of a Manille card decision.  `top` and
    `bottom`: only the steps that fill places `top` down to `bottom + 1` (those two calls
    in turn, from the end, make one shuffle)."""
    for i in range(len(x) - 1 if top is None else top, bottom, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]
