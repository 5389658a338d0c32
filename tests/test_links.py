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
from tricktable.session.linkcode import CUTS, UNREAD, cut_view, game_link, open_game_link, pack, unpack, with_opening
from tricktable.rules.sealed import seal

from support import RULES_GAMES, play_out, random_action

SHORT = 2_000
WEB = Path(__file__).resolve().parent.parent / "web"


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
            "hand": ["AS"], "phase": "play"}
    sizes = []
    for n in range(len(CUTS) + 1):
        parts = list(CUTS)[:n]
        sizes.append(len(pack({**header, "w": cut_view(view, parts), **({"cut": parts} if parts else {})})))
        h, _ = unpack(with_opening(header, b"", view, sizes[-1]))  # the most it may take
        assert h.get("cut", []) == parts and h["w"] == cut_view(view, parts)
    assert sizes == sorted(sizes, reverse=True)
    assert h["cut"] == ["unread", "sheet", "log", "facts"]
    assert h["w"] == {"sheet_say": [view["sheet_say"][-1]], "log": None, "facts_say": [], "hand": ["AS"]}
    h, _ = unpack(with_opening(header, b"", view, sizes[-1] - 1))
    assert "w" not in h and "cut" not in h  # nothing fits: the engine's way


def test_what_an_opening_leaves_out_as_unread_the_page_never_reads() -> None:
    cutter = WEB / "table" / "linkopening.js"  # which leaves them out as linkcode does (UNREAD: shared.js)
    text = cutter.read_text()
    assert "SHARED.link" in text and "UNREAD" in text
    cuts = re.search(r"const CUTS = \{(.*?)\n\};", text, re.S).group(1)
    assert re.findall(r"^  (\w+):", cuts, re.M) == list(CUTS)
    scripts = [p for p in WEB.rglob("*.js") if "vendor" not in p.parts and p != cutter]
    assert len(scripts) > 10
    for path in scripts:
        text = path.read_text()
        # as a property (`view.phase`, `view["phase"]`), not a call of the same name (`draw()`)
        # (not a message of the page's own, `WORDS.sheet`, a class or id, `class="sheet"`, nor a field of
        # what the engine words apart from the view: a sheet row's `r.declarer`, the result panel's `p.draw`)
        read = [key for key in UNREAD
                if re.search(rf"(?<!WORDS)(?<!\Wr)(?<!\Wp)\.{key}\b(?!\s*\()|(?<!class=)(?<!id=)[\"'`]{key}[\"'`]", text)]
        assert not read, f"{path.name} reads {read}: an opening may leave them out (linkcode.UNREAD)"
