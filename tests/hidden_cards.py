"""What a seat cannot see, worked out from the full state (not from the view it is shown).

The leak tests compare a seat's view against this, and the bots' blindness tests deal these
cards out again and require the same decision; both read the one definition here.
"""
from __future__ import annotations

import random

from tricktable import Game
from tricktable.rules.cards import CODE_OF

# A place holding hidden cards: a whole list (index None), or one slot of a layout stack.
Place = tuple[list, int | None]


def hidden_places(g: Game, seat: int) -> list[Place]:
    """The stock, the hands and discards of positions `seat` does not control (its own
    hand too while it bids blind as dealer), and the face-down card of every layout stack."""
    v = g.variant
    places: list[Place] = [(g.table.stock, None)]
    for p in range(v.positions):
        if v.controller(p) != seat or (g.phase == "blind" and p == g.dealer):
            places.append((g.table.hands[p], None))
        if v.controller(p) != seat:
            places.append((g.table.discards[p], None))
        places += [(stack, 0) for stack in g.table.layouts[p] if stack[0] is not None]
    return places


def movable(g: Game, place: Place) -> list[int]:
    """The hidden cards of a place; the cut card is shown to everyone at the cut (§2)."""
    cards, index = place
    held = cards if index is None else [cards[index]]
    return [c for c in held if c != g.table.cut_card]


def hidden_from(g: Game, seat: int) -> set[str]:
    """The codes of every card `seat` cannot see."""
    return {CODE_OF[c] for place in hidden_places(g, seat) for c in movable(g, place)}


def shuffle_hidden(g: Game, seat: int, rng: random.Random) -> None:
    """Deal the cards `seat` cannot see out again among the places that hide them."""
    places = hidden_places(g, seat)
    parts = [movable(g, place) for place in places]
    pool = [c for part in parts for c in part]
    rng.shuffle(pool)
    for (cards, index), part in zip(places, parts):
        dealt, pool = pool[:len(part)], pool[len(part):]
        if index is None:
            cards[:] = [c for c in cards if c == g.table.cut_card] + dealt
        else:
            cards[index] = dealt[0]


def this_deal(packet: dict) -> dict:
    """The packet's view and its frames of the deal in play now, less the draw for the
    first dealer.  Cards seen in an earlier deal, or drawn for the deal and shuffled back,
    are dealt again: a code there names no card in anyone's hand now."""
    frames = packet["frames"]
    new = [i for i, f in enumerate(frames) if f["event"]["type"] == "deal"]
    frames = frames[new[-1]:] if new else frames
    views = [packet["view"]] + [f["view"] for f in frames if f["view"]]
    return {"views": [{k: v for k, v in view.items() if k != "draw"} for view in views],
            "frames": [{k: v for k, v in f.items() if k != "view"} for f in frames if f["event"]["type"] != "draw"]}
