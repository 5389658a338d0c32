"""Short links (linkcode.py): every game and every deal start round-trips through a link of
at most 2,000 characters; a link cut, changed or of another version is refused, never read
as another game."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from tricktable import Game
from tricktable.session.autoplay import bot_action
from tricktable.session.base import deal_starts
from tricktable.session.bridge import Session
from tricktable.session.kept import open_kept
from tricktable.session.linkcode import (CUTS, FORMER_CUTS, GameHeader, cut_view, game_link, open_game_link,
                                         open_review_link, pack, unpack, with_opening)
from tricktable.session.page import PAGE_KEYS, declared
from tricktable.rules.sealed import seal

from support import CASES, RULES_GAMES, play_out, random_action

SHORT = 2_000
WEB = Path(__file__).resolve().parent.parent / "web"
BEFORE = json.loads((Path(__file__).resolve().parent / "links_before_page_view.json").read_text())


def played(variant: str, seed: int) -> Game:
    g = Game.new(variant, seed=seed)
    for _ in play_out(g, random.Random(seed)):
        pass
    return g


def engines_game(variant: str, seed: int, level: str = "medium") -> Game:
    """A whole game as a page's engine plays it, which a link's opening is taken from: the
    last seat's moves at random, the computer players' their own at `level`."""
    g = Game.new(variant, seed=seed)
    rng, seat = random.Random(seed), g.players - 1
    while not g.over:
        g.apply(random_action(g, rng) if g.to_move == seat else bot_action(g, level))
    return g


def open_link(code: str) -> dict:
    return open_game_link(*unpack(code))


def opening_shown(code: str) -> dict | None:
    """The opening a link carries, checked as the page checks it: the receiver's engine's
    own view of the link's game, less the parts the link left out (linkcode.CUTS)."""
    header, _ = unpack(code)
    if header.get("w") is None:
        return None
    reply = json.loads(Session().handle(json.dumps({"id": 1, "method": "play_link", "params": {"code": code}})))
    assert cut_view(reply["result"]["view"], header.get("cut", [])) == header["w"]
    return header


@pytest.mark.parametrize("variant", RULES_GAMES)
def test_every_deal_of_a_game_comes_back_from_a_short_link_with_its_opening(variant: str) -> None:
    g = engines_game(variant, 7)
    save = g.to_json()
    longest = {"": 0}
    starts = deal_starts(g)
    for moves in starts:
        code = game_link(save, moves, g.players - 1, "medium", "is")
        out = open_link(code)
        assert out["lang"] == "is"
        header = opening_shown(code)
        if moves == len(g.actions):  # the game's end: no decision left to show
            assert header is None and open_kept(out["deal"]["save"]).game.over
            continue
        assert header is not None, f"the link to the deal after move {moves} carries no opening"
        cut = ",".join(header.get("cut", []))
        longest[cut] = max(longest.get(cut, 0), len(code))
        if moves == 0:
            assert out["game"] == {"variant": variant, "seed": seal(g.seed), "options": g.options,
                                   "human_seat": g.players - 1, "level": "medium", "undo": False}
            continue
        deal = out["deal"]
        assert (deal["human_seat"], deal["level"], deal["undo"]) == (g.players - 1, "medium", False)
        again = open_kept(deal["save"]).game
        assert again.actions == g.actions[:moves] and not again.undo
    print(f"\nlongest {variant} link: {max(longest.values())} characters ({len(g.actions)} moves, "
          f"{len(starts) - 1} deals, each with its opening; longest by what it leaves out: "
          + ", ".join(f"{k or 'nothing'} {n}" for k, n in longest.items() if n) + ")")
    assert max(longest.values()) <= SHORT


def test_an_opening_leaves_out_what_it_must_in_order_and_says_so() -> None:
    header = {"k": "g", "v": "manni", "s": seal(1), "o": {}, "seat": 0, "l": "hard", "lang": None}
    view = {"sheet_say": [{"deal": d, "cells": [d, -d]} for d in range(40)], "log": {"entries": ["x" * 30] * 9},
            "facts_say": [{"say": ["used-line", {"seat": p, "contracts": ["grand"] * 6}]} for p in range(3)],
            "hand": ["AS"]}
    sizes = []
    for n in range(len(CUTS) + 1):
        parts = list(CUTS)[:n]
        sizes.append(len(pack({**header, "w": cut_view(view, parts), **({"cut": parts} if parts else {})})))
        h, _ = unpack(with_opening(header, b"", view, sizes[-1]))  # the most it may take
        assert h.get("cut", []) == parts and h["w"] == cut_view(view, parts)
    assert sizes == sorted(sizes, reverse=True)
    assert h["cut"] == ["sheet", "log", "facts"]
    assert h["w"] == {"sheet_say": [view["sheet_say"][-1]], "log": None, "facts_say": [], "hand": ["AS"]}
    h, _ = unpack(with_opening(header, b"", view, sizes[-1] - 1))
    assert "w" not in h and "cut" not in h  # nothing fits: the engine's way


def test_the_page_cuts_as_the_engine_and_reads_no_key_a_page_view_never_holds() -> None:
    """linkopening.js cuts an opening's parts as linkcode does (and reads an older link's
    `unread` cut); no page script reads a key of the bots' view that PageView leaves out,
    which the page is never sent (tests/test_page_view.py: it reads every declared one)."""
    cutter = WEB / "services" / "linkopening.js"
    text = cutter.read_text()
    assert "SHARED.link" in text and "VIEW_KEYS" in text
    cuts = re.search(r"const CUTS = \{(.*?)\n\};", text, re.S).group(1)
    assert re.findall(r"^  (\w+):", cuts, re.M) == [*FORMER_CUTS, *CUTS]
    left_out = set()
    for variant, options in CASES:
        g = played(variant, 2) if not options else Game.new(variant, seed=2, options=options)
        left_out |= set(g.view(0)) - set(PAGE_KEYS)
    # Names the page also gives to what is not a view's field: a game's options (its config,
    # the catalogue), the catalogue's games, a result's scores, a trick's or log row's leader.
    left_out -= {"options", "games", "scores", "leader"}
    assert {"public_table", "phase", "sheet", "auction"} <= left_out
    scripts = [p for p in WEB.rglob("*.js") if "vendor" not in p.parts]
    assert len(scripts) > 10
    for path in scripts:
        text = path.read_text()
        # as a property (`view.phase`, `view["phase"]`), not a call of the same name (`draw()`)
        # (not a message of the page's own, `WORDS.sheet`, a class or id, `class="sheet"`, nor a field of
        # what the engine words apart from the view: a sheet row's `r.declarer`, the result panel's `p.draw`)
        read = [key for key in sorted(left_out)
                if re.search(rf"(?<!WORDS)(?<!\Wr)(?<!\Wp)\.{key}\b(?!\s*\()|(?<!class=)(?<!id=)[\"'`]{key}[\"'`]", text)]
        assert not read, f"{path.name} reads {read}: no page view holds them (page.PageView)"


@pytest.mark.parametrize("name", ["manni-game", "manni-deal", "laugavatnsmanni-unread-only", "laugavatnsmanni-last-deal"])
def test_a_link_written_before_the_page_view_was_declared_opens_with_its_opening(name: str) -> None:
    """Links shared before (their openings hold every key of the old page view; a late
    deal's names the `unread` cut) open as before: the engine plays them, and their
    opening, less the keys no page view holds (as linkopening.js keeps it), is the engine's
    view cut alike, so the page keeps the decision made on it."""
    code = BEFORE[name]
    header, moves = unpack(code)
    GameHeader.model_validate(header)
    assert len(header["w"]) > len(PAGE_KEYS) or "unread" in header["cut"]
    reply = json.loads(Session().handle(json.dumps({"id": 1, "method": "play_link", "params": {"code": code}})))
    view = reply["result"]["view"]
    assert tuple(view) == PAGE_KEYS
    assert cut_view(view, header.get("cut", [])) == declared(header["w"])
    out = open_link(code)
    assert out["lang"] == "en"


def test_a_review_link_and_a_stored_record_from_before_still_open() -> None:
    header, moves = unpack(BEFORE["review-manni"])
    review = open_review_link(header, moves)["review"]
    assert open_kept(review["save"]).game.actions
    record = BEFORE["record"]  # its view holds the old keys: the page draws it, the engine's reply replaces it
    assert set(PAGE_KEYS) < set(record["view"])
    reply = json.loads(Session().handle(json.dumps({"id": 1, "method": "resume", "params": {
        "save": record["save"], "human_seat": record["human_seat"], "level": record["level"]}})))["result"]
    assert reply["view"] == declared(record["view"]) and reply["deal_starts"] == record["dealStarts"]
