"""The only place where hidden information is filtered (RULES.md §0, "Hidden information").

A view is a pure function of the game and a seat.  It holds the seat's own cards, what
lies face up, public calls and counts, and never a card the seat could not see at a
real table: not another hand, not the Manni, not a face-down stack, not another
player's discards.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import CODE_OF, RANK_ORDERS, codes, sort_hand
from .errors import BadOption

if TYPE_CHECKING:
    from .engine import Game


def view(g: Game, seat: int) -> dict:
    v = g.variant
    if not isinstance(seat, int) or not 0 <= seat < v.players:
        raise BadOption(f"Seat must be 0 to {v.players - 1}")
    n = v.positions
    # The dealer of a blind-no-trump game has not looked at the hand yet (§6).
    sees_hand = not (g.phase == "blind" and seat == g.dealer)
    mine = [p for p in range(n) if v.controller(p) == seat]
    out = {
        "variant": v.id,
        "options": dict(g.options),
        "rank_order": next(name for name, order in RANK_ORDERS.items() if order is g.strength),
        "seat": seat,
        "players": v.players,
        "positions": n,
        # The game's fixed facts, so readers never need to know a game by its id.
        "deck_size": v.deck_size,
        "hand_size": v.hand_size,
        "scoring": v.scoring,
        "controllers": list(v.controllers),
        "teams": list(v.teams),
        "dummies": list(v.dummies),
        "contract_kinds": dict(v.contract_kinds),
        "declarer_target": v.declarer_target,
        "nullo_ace_low": v.nullo_ace_low(g.options),
        "controls": mine,
        "deal": g.deal_no,
        "dealer": g.dealer,
        "phase": g.phase,
        "to_move": g.to_move,
        "turn": None if g.over else g.turn,
        "hand": codes(sort_hand(g.hands[seat], g.strength)) if sees_hand else [],
        "hand_counts": [len(h) for h in g.hands],
        "layouts": [[{"up": None if s[1] is None else CODE_OF[s[1]], "down": s[0] is not None}
                     for s in lay] for lay in g.layouts],
        "discards": codes(sort_hand(g.discards[seat], g.strength)),
        "cut_card": None if g.cut_card is None else CODE_OF[g.cut_card],
        "contract": g.contract,
        "trump": None if g.trump is None else "SHDC"[g.trump],
        "declarer": None if g.contract is None else g.contract["declarer"],
        "multiplier": 1,
        "trick": [{"seat": p, "card": CODE_OF[c]} for p, c in g.trick],
        "leader": g.leader,
        "last_trick": g.last_trick,
        "played_tricks": list(g.played_tricks),
        "tricks": list(g.tricks),
        "sheet": list(g.sheet),
        "draw": [{"seat": s, "card": CODE_OF[c]} for s, c in g.draw],
        "legal": g.legal_actions() if g.to_move == seat else [],
        "over": g.over,
        "result": g.result() if g.over else None,
    }
    out.update(v.view_extra(g, seat))
    return out
