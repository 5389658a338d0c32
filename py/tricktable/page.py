"""What the page is sent: a seat's view less the bots' observation, with the game's words.

The page knows no rules (web/table/): every legal action comes with its words, the prompt
and each event are a message id with raw arguments chosen by the game's module, and the
facts the page prints (the rank order, the target) come worded or as plain data.  Views
for the bots and the golden files stay `Game.view()`.
"""
from __future__ import annotations

from .cards import CODE_OF, make_deck
from .deal_log import current_deal_log
from .engine import Game
from .outcome import outcome
from .variants.base import Say
from .views import view as seat_view


def page_view(game: Game, seat: int, settled: bool = True, pending: list[dict] | None = None) -> dict:
    """`seat`'s view for the page.  Not `settled`: a moment within a move (a whole trick
    before it is taken, a deal just scored), when nobody is to move; `pending` are the
    move's events up to that moment (the game adds them to its events once the move ends)."""
    v, t = game.variant, game.table
    if settled:
        out = game.view(seat)
    else:
        out = seat_view(v, t, seat, [])
        out["to_move"] = out["turn"] = None
    del out["public_table"]
    out["ranks"] = ranks(t.strength, v.deck_size)
    out["target"] = v.shown_target(t)
    out["deals"] = v.shown_deals(t)
    out["prompt"] = prompt(game, seat) if settled else None
    out["legal_say"] = [v.say_choice(t, a) for a in out["legal"]]
    out["calls_say"] = v.say_calls(t)
    out["standing_say"] = v.say_standing(t)
    out["end_say"] = v.say_end(t)
    out["log"] = current_deal_log(v, game.events + (pending or []))
    out["outcome"] = outcome(game, seat)
    return out


def ranks(strength: tuple[int, ...], deck_size: int) -> list[str]:
    """The ranks of the deck, strongest first, in the order `strength` gives them."""
    spades = sorted((c for c in make_deck(deck_size) if c < 13), key=lambda c: -strength[c])
    return [CODE_OF[c][0] for c in spades]


def prompt(game: Game, seat: int) -> Say:
    """What the page asks of `seat` now: to wait for another, to decide, or nothing more."""
    if game.over:
        return ["prompt-over", {}]
    if game.to_move != seat:
        return ["prompt-waiting", {"seat": game.table.turn}]
    return game.variant.say_prompt(game.table, seat)


def frames(game: Game, seat: int, events: list[dict], settled: bool, moves: int,
           pending: list[dict] | None = None) -> list[dict]:
    """One frame per event, each with its words; the first carries `seat`'s view after them
    all (nothing is decided between them: the table changes once, where they begin).

    `moves` is the number of actions in the save once these events have happened (where a
    deal that ends here is followed by the next one); `pending` as for `page_view`.
    """
    out = []
    for e in events:
        frame = {"event": e, "say": game.variant.say_event(e), "view": None, "moves": moves}
        if e["type"] in game.variant.aloud:
            frame["aloud"] = True
        out.append(frame)
    if out:
        out[0]["view"] = page_view(game, seat, settled, pending)
    return out


def as_changes(shown: list[dict]) -> list[dict]:
    """The frames with each view but the first cut to the keys that changed since the one
    before (the page lays each over the last): most of a view stays as it was."""
    before = None
    for frame in shown:
        whole = frame["view"]
        if whole is None:
            continue
        if before is not None:
            frame["view"] = {k: v for k, v in whole.items() if before.get(k) != v}
        before = whole
    return shown
