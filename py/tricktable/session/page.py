"""What the page is sent: the part of a seat's view it draws (`PageView`), with the game's words.

The page knows no rules (web/table/): every legal action comes with its words, the prompt
and each event are a message id with raw arguments chosen by the game's module, and the
facts the page prints (the rank order, the target) come worded or as plain data.  Views
for the bots and the golden files stay `Game.view()`.

A page view holds the keys `PageView` declares and no other, as an OpenSpiel observer
builds only the pieces asked of it: a field a game adds to its view (`view_extra`)
reaches the bots, never the page, the saves the page keeps or a link's opening, unless
it is declared here (and drawn: tests/test_page_view.py).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

from ..rules.cards import CODE_OF, make_deck
from ..rules.engine import Game
from ..rules.table import Table
from ..rules.variants.base import Say, Variant, say
from ..rules.views import view as seat_view
from .deal_log import current_deal_log
from .outcome import outcome


class TableWords(TypedDict):
    """What `table_words` gives the page view: the words beside the cards."""
    facts_say: list[dict]
    seats_say: list[list[Say]]
    badges_say: list[list[Say]]
    contract_say: Say | None
    strip: list[dict]
    sheet_say: list[dict]


class PageView(TableWords):
    """A seat's view as the page draws it: every key the page reads, and only those
    (docs/browser.md says what each holds); the table's words (TableWords) first."""
    # From the seat's view (rules/views.py), as the bots see them.
    variant: str
    seat: int
    players: int
    positions: int          # places at the table that play to a trick
    controllers: list[int]  # by position, the seat that plays it
    controls: list[int]     # the positions `seat` plays
    dummies: list[int]
    teams: list[int]        # by position, its side
    deal: int               # from 0
    dealer: int
    over: bool
    to_move: int | None
    turn: int | None
    legal: list[dict]
    hand: list[str]
    hand_counts: list[int]
    layouts: list[list[dict]]
    trick: list[dict]
    last_trick: dict | None
    trump: str | None
    multiplier: int
    result: dict | None
    # Shown or worded for the page (this module).
    deals: int | None
    target: int | None
    prompt: Say | None
    legal_say: list[dict]
    standing_say: Say | None
    end_say: Say | None
    log: dict | None
    outcome: dict | None


PAGE_KEYS = tuple(PageView.__annotations__)  # in the order declared


def declared(view: Mapping[str, object]) -> dict[str, object]:
    """`view` (a link's opening, written by an engine of any version) less the keys no page
    view holds now: an opening written before PageView held every key of the seat's view."""
    return {k: view[k] for k in PAGE_KEYS if k in view}


def page_view(game: Game, seat: int, settled: bool = True, pending: list[dict] | None = None,
              watching: bool = False) -> PageView:
    """`seat`'s view for the page.  Not `settled`: a moment within a move (a whole trick
    before it is taken, a deal just scored), when nobody is to move; `pending` are the
    move's events up to that moment (the game adds them to its events once the move ends).
    `watching`: the view of someone who watches from `seat`'s place (`watched`)."""
    v, t = game.variant, game.table
    seen = game.view(seat) if settled else seat_view(v, t, seat, [])
    words = table_words(v, t, seat, ranks(t.strength, v.deck_size), seen["rank_order"])
    view = PageView(
        **words, variant=seen["variant"], seat=seat, players=seen["players"], positions=seen["positions"],
        controllers=seen["controllers"], controls=seen["controls"], dummies=seen["dummies"], teams=seen["teams"],
        deal=seen["deal"], dealer=seen["dealer"], over=seen["over"],
        to_move=seen["to_move"] if settled else None, turn=seen["turn"] if settled else None,
        legal=seen["legal"], hand=seen["hand"], hand_counts=seen["hand_counts"], layouts=seen["layouts"],
        trick=seen["trick"], last_trick=seen["last_trick"], trump=seen["trump"], multiplier=seen["multiplier"],
        result=seen["result"],
        deals=v.shown_deals(t), target=v.shown_target(t), prompt=prompt(game, seat) if settled else None,
        legal_say=[v.say_choice(t, a) for a in seen["legal"]], standing_say=v.say_standing(t), end_say=v.say_end(t),
        log=current_deal_log(v, game.events + (pending or [])), outcome=outcome(game, seat))
    return watched(game, view, settled) if watching else view


def watched(game: Game, view: PageView, settled: bool) -> PageView:
    """`view` as someone who watches the table sees it from that seat's place: what every
    seat has been shown (the cards played, the tricks, the scores, whose turn) and nothing
    of that seat's own: no hand (its cards face down), no decision, no partner, no result
    of its own.  Every other key of a page view is public (tests/test_live_table.py
    holds a watcher's packets against the cards any seat cannot see)."""
    out = view.copy()
    waiting: Say = ["prompt-over", {}] if game.over else ["prompt-waiting", {"seat": game.table.turn}]
    out.update({"hand": [], "legal": [], "legal_say": [], "controls": [], "outcome": None,
                "badges_say": [[b for b in badges if b[0] != "badge-partner"] for badges in view["badges_say"]],
                "prompt": waiting if settled else None})
    return out


def table_words(v: Variant, t: Table, seat: int, ranks: list[str], order: str) -> TableWords:
    """Everything the page prints beside the cards, worded by the game: the facts, each
    seat's counts and marks, the contract, the score strip's sides and the score sheet.
    The page lays them out and knows no game's scoring."""
    facts = [*v.say_facts(t), {"say": say("rank-order", order=ranks, note=order)}]
    sides = range(len(set(v.teams)))
    last = t.sheet[-1]["totals"] if t.sheet else [0] * len(sides)
    tallies = v.tallies(t)
    return TableWords(
        facts_say=facts,
        seats_say=[v.say_seat(t, p) for p in range(v.positions)],
        badges_say=[v.say_badges(t, p, seat) for p in range(v.positions)],
        contract_say=None if t.contract is None else v.say_contract(t.contract),
        strip=[{"side": s, "total": last[s],
                "tally": list(tallies[s]) if tallies and any(tallies[s]) else None} for s in sides],
        sheet_say=[sheet_row(v, row) for row in t.sheet],
    )


def sheet_row(v: Variant, row: dict) -> dict:
    """A deal's row of the score sheet: its contract and who declared it, and by side what
    the deal changed and the total after it."""
    c = row.get("contract")
    return {"deal": row["deal"], "contract": None if not c else v.say_contract_name(c),
            "declarer": None if not c else c.get("declarer"), "multiplier": row.get("multiplier", 1),
            "cells": [{"change": v.say_change(row, s), "total": total} for s, total in enumerate(row["totals"])]}


def deal_result(v: Variant, t: Table, row: dict) -> dict:
    """The deal result panel of a deal just scored (`row`, its deal_end event): the contract
    line and a table with a row per side (the page shows it until "Next deal")."""
    c = row.get("contract")
    by = None if not c else (say("result-declarer", seat=c["declarer"]) if c.get("declarer") is not None
                             else say("result-dealer", seat=row["dealer"]))
    columns = v.result_columns(row, t)
    return {"contract": None if not c else v.say_contract_name(c), "trump": c.get("trump") if c else None,
            "by": by, "multiplier": row.get("multiplier", 1), "draw": bool(row.get("draw")),
            "head": [say("result-side"), *(head for head, _ in columns)],
            "rows": [[say("side-name", side=s), *(cells[s] for _, cells in columns)] for s in range(len(row["totals"]))]}


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
           pending: list[dict] | None = None, watching: bool = False) -> list[dict]:
    """One frame per event, each with its words; the first carries `seat`'s view after them
    all (nothing is decided between them: the table changes once, where they begin).

    `moves` is the number of actions in the save once these events have happened (where a
    deal that ends here is followed by the next one); `pending` and `watching` as for `page_view`.
    """
    out = []
    for e in events:
        frame: dict[str, Any] = {"event": e, "say": game.variant.say_event(e), "view": None, "moves": moves}
        if e["type"] in game.variant.aloud:
            frame["aloud"] = True
        if e["type"] == "deal_end":
            frame["result"] = deal_result(game.variant, game.table, e)
        out.append(frame)
    if out:
        out[0]["view"] = page_view(game, seat, settled, pending, watching)
    return out


def changed(before: Mapping[str, object] | None, whole: Mapping[str, object]) -> Mapping[str, object]:
    """`whole` as the keys that changed since `before` (the page lays it over `before`);
    whole when there is no `before`, or when a key of `before` is gone (a change that
    laying over cannot make)."""
    if before is None or not before.keys() <= whole.keys():
        return whole
    return {k: v for k, v in whole.items() if before.get(k) != v}


def as_changes(shown: list[dict], before: Mapping[str, object] | None = None) -> list[dict]:
    """The frames with each view cut to the keys that changed since the one before (the
    page lays each over the last), the first since `before` (none: whole): most of a view
    stays as it was."""
    for frame in shown:
        whole = frame["view"]
        if whole is None:
            continue
        frame["view"] = changed(before, whole)
        before = whole
    return shown
