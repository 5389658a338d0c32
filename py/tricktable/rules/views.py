"""The only place where hidden information is filtered (RULES.md §0, "Hidden information").

A view is a pure function of the game and a seat.  It holds the seat's own cards, what
lies face up, public calls and counts, and never a card the seat could not see at a
real table: not another hand, not the Manni, not a face-down stack, not another
player's discards.
"""
from __future__ import annotations

from .cards import CODE_OF, RANK_ORDERS, codes, sort_hand
from .errors import BadOption
from .table import Table
from .variants import Variant


def view(v: Variant, t: Table, seat: int, legal: list[dict]) -> dict:
    """`seat`'s view; `legal` is what the seat may do now (empty when not to move)."""
    if type(seat) is not int or not 0 <= seat < v.players:
        raise BadOption(f"Seat must be a whole number from 0 to {v.players - 1}", v.id, "seat")
    n = v.positions
    sees_hand = v.sees_hand(t, seat)
    mine = [p for p in range(n) if v.controllers[p] == seat]
    out = {
        "variant": v.id,
        "options": dict(t.options),
        "rank_order": next(name for name, order in RANK_ORDERS.items() if order is t.strength),
        "seat": seat,
        # The game's fixed facts, so readers never need to know a game by its id.
        **v.facts(),
        "nullo_ace_low": v.nullo_ace_low(t.options),
        "controls": mine,
        "deal": t.deal_no,
        "dealer": t.dealer,
        "phase": t.phase.value,
        "to_move": None if t.over else v.controllers[t.turn],
        "turn": None if t.over else t.turn,
        "hand": codes(sort_hand(t.hands[seat], t.strength)) if sees_hand else [],
        "hand_counts": [len(h) for h in t.hands],
        "layouts": [[{"up": None if s[1] is None else CODE_OF[s[1]], "down": s[0] is not None}
                     for s in lay] for lay in t.layouts],
        "discards": codes(sort_hand(t.discards[seat], t.strength)),
        "cut_card": None if t.cut_card is None else CODE_OF[t.cut_card],
        "contract": t.contract,
        "trump": None if t.trump is None else "SHDC"[t.trump],
        "declarer": None if t.contract is None else t.contract["declarer"],
        "multiplier": 1,
        "trick": [{"seat": p, "card": CODE_OF[c]} for p, c in t.trick],
        "leader": t.leader,
        "last_trick": t.last_trick,
        "played_tricks": list(t.played_tricks),
        "tricks": list(t.tricks),
        "sheet": list(t.sheet),
        "draw": [{"seat": s, "card": CODE_OF[c]} for s, c in t.draw],
        "legal": legal,
        "over": t.over,
        "result": v.result(t) if t.over else None,
        "public_table": public_table(t, seat, mine, sees_hand),
    }
    out.update(v.view_extra(t, seat))
    return out


# --- for searching players -------------------------------------------------------------
HIDDEN = -1  # a card in a place the seat cannot see
# Fields the view carries elsewhere (strength: rank_order), or that play never reads.
_NOT_COPIED = ("sheet", "played_tricks", "last_trick", "draw", "game_scores", "strength")


def public_table(t: Table, seat: int, mine: list[int], sees_hand: bool) -> dict:
    """The table as `seat` knows it: every field, with each unseen card shown as -1.

    The hidden places and their sizes are where -1 stands: other hands, the Manni,
    other players' discards, face-down stacks (and the dealer's own hand before a blind
    call).  A search fills them with a sample and plays on (determinize.py).
    `cut_card_places` names where the shown cut card may lie when it is hidden: its
    holder's hand or discards (which of the two is private), or the Manni.
    """
    plain = t.plain(skip=_NOT_COPIED)
    plain["hands"] = [h if p in mine and (sees_hand or p != seat) else [HIDDEN] * len(h)
                      for p, h in enumerate(plain["hands"])]
    plain["discards"] = [d if p == seat else [HIDDEN] * len(d)
                         for p, d in enumerate(plain["discards"])]
    plain["stock"] = [HIDDEN] * len(plain["stock"])
    plain["layouts"] = [[[None if s[0] is None else HIDDEN, s[1]] for s in lay]
                        for lay in plain["layouts"]]
    plain["cut_card_places"] = _cut_card_places(t, plain)
    return plain


def whole_table(t: Table) -> dict:
    """The public table with nothing hidden: what a player who sees every card knows.  A
    yardstick only, for tournaments (sim.py): no player of a game is ever shown it."""
    plain = t.plain(skip=_NOT_COPIED)
    plain["cut_card_places"] = []
    return plain


def _cut_card_places(t: Table, plain: dict) -> list[list]:
    """Hidden places that may hold the cut card: ``["stock"]`` or ``["hands"|"discards", pos]``."""
    c = t.cut_card
    if c is None:
        return []
    if c in t.stock:
        return [["stock"]]
    for p in range(t.positions):
        if c in t.hands[p] or c in t.discards[p]:
            places = [["hands", p], ["discards", p]]
            return [pl for pl in places if HIDDEN in plain[pl[0]][p]]
    return []
