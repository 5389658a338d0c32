"""The deal log the page shows: each trick as a row of cards, each call or exchange as a line.

Built from the game's events (what every seat saw happen), so it holds only what is
public, and from the events of the game as it stands: a move taken back is gone from it
with the state it made.  The words are the game's own (`say_event`); a trick row carries
who led, the cards in play order, who won and, where the game counts card points, the
trick's points.
"""
from __future__ import annotations

from collections.abc import Iterable

from ..rules.cards import CARD_OF, POINTS
from ..rules.variants import Variant

# Events drawn otherwise (trick rows, the deal's heading) or not worth a line.
_NOT_LINES = frozenset({"play", "trick", "deal", "draw", "uncover"})


def deal_logs(v: Variant, events: Iterable[dict]) -> list[dict]:
    """Every deal in `events`, in order: ``{"deal", "dealer", "entries"}``.  An entry is a
    line ``{"say"}`` or a trick ``{"leader", "cards": [{"seat", "card"}], "winner", "points"}``
    (``winner`` None while the trick is being played; ``points`` None where tricks, not card
    points, are scored)."""
    deals: list[dict] = []
    for e in events:
        kind = e["type"]
        if kind == "deal":
            deals.append({"deal": e["deal"], "dealer": e["dealer"], "entries": []})
            continue
        if not deals:  # the first dealer's draw comes before any deal
            continue
        entries = deals[-1]["entries"]
        if kind == "play":
            if not entries or "cards" not in entries[-1] or entries[-1]["winner"] is not None:
                entries.append({"leader": e["seat"], "cards": [], "winner": None, "points": None})
            entries[-1]["cards"].append({"seat": e["seat"], "card": e["card"]})
        elif kind == "trick":
            row = entries[-1]
            row["winner"] = e["winner"]
            if v.scoring == "card_points":
                row["points"] = sum(POINTS[CARD_OF[c]] for c in e["cards"])
        elif kind not in _NOT_LINES and (words := v.say_event(e)) is not None:
            entries.append({"say": words})
    return deals


def current_deal_log(v: Variant, events: list[dict]) -> dict | None:
    """The log of the last deal in `events` (the one in play), read from its start only."""
    start = next((i for i in range(len(events) - 1, -1, -1) if events[i]["type"] == "deal"), None)
    if start is None:
        return None
    return deal_logs(v, events[start:])[0]
