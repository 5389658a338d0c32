"""Shared helpers for the tests (imported by name; no fixtures here)."""
from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

from tricktable import Game
from tricktable.rules import wire
from tricktable.bots.base import random_action as bots_random_action
from tricktable.rules.cards import CARD_OF, CODE_OF, make_deck
from tricktable.rules.records import Invalid, check
from tricktable.tools.sim import late_game
from tricktable.session.kept import open_kept
from tricktable.rules.variants import REGISTRY, Variant
from tricktable.rules.variants.base import registered_actions

from eighth_game import BiddingManni

# Every game the package registers and the test-only one (conftest.py registers it
# for the session; the cases are listed here because tests are collected before that),
# each with every option set it names as worth playing through.
TEST_GAMES = (BiddingManni,)
GAMES = [*REGISTRY, *(g.id for g in TEST_GAMES)]
CASES = [(v.id, o) for v in (*REGISTRY.values(), *TEST_GAMES) for o in v.option_sets]

# The games of RULES.md (sections 1-7), in its order.  Suites take them as a floor: the
# package ships at least these, in this order, and may register more.
RULES_GAMES = ["manni", "hornafjardarmanni", "trjamann", "laugavatnsmanni",
               "manille", "manillen-2p-dummy", "manillen-2p-open"]

GLOSSARY = Path(__file__).resolve().parent.parent / "rules" / "glossary"


def shipped(v: Variant) -> bool:
    """A game the package ships, not one a test registers (tests/eighth_game.py has no
    golden file, rules page, words or opening pool)."""
    return type(v).__module__.startswith("tricktable.")


def in_rules_order(ids: list[str]) -> list[str]:
    """The games of RULES.md among `ids`, in the order `ids` gives them."""
    return [gid for gid in ids if gid in RULES_GAMES]


def glossary_rows(lang: str) -> list[list[str]]:
    """The rows (English | term | note) of rules/glossary/<lang>.md, past its header."""
    lines = (GLOSSARY / f"{lang}.md").read_text(encoding="utf-8").splitlines()
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in lines if line.startswith("|")]
    return rows[2:]  # after the header and the |---| row


def case_id(case: tuple[str, dict]) -> str:
    v, o = case
    return v + ("-" + "-".join(f"{k}={val}" for k, val in o.items()) if o else "")


def random_action(g: Game, rng: random.Random) -> dict:
    """A uniformly chosen legal action for whoever is to move (bots.base.random_action)."""
    return bots_random_action(g.view(g.to_move), rng)


def play_out(g: Game, rng: random.Random) -> Iterator[dict]:
    """Play random legal actions to the end, yielding each action after it is applied."""
    while not g.over:
        action = random_action(g, rng)
        g.apply(action)
        yield action


def check_replay(g: Game) -> None:
    """A save loads (replaying every action) to the very same state."""
    assert Game.from_json(g.to_json()).state() == g.state()


def replay_due(actions: int) -> bool:
    """OpenSpiel's rule for the quadratic check: while fewer than ten actions are played,
    then at powers of two (and at the end), so a game costs O(log n) replays, not O(n)."""
    return actions < 10 or actions & (actions - 1) == 0


def is_legal(g: Game, action: object) -> bool:
    """Whether the engine should accept `action` now, worked out from its legal list (an
    exchange is legal as any discard within its limit, so it is checked card by card)."""
    if not isinstance(action, dict):
        return False
    try:  # as the engine stores it: defaults filled in, card codes upper case, hints left out
        given = check(wire.action_kind(registered_actions()), action)
    except Invalid:
        return False
    canon, legal = wire.canonical(given), g.legal_actions()
    if canon["type"] == "exchange":
        hand = g.view(g.to_move)["hand"]
        limit = next((a["max_discard"] for a in legal if a["type"] == "exchange"), -1)
        d = canon["discard"]
        return (len(d) <= limit and len(set(d)) == len(d) and all(c in hand for c in d)
                and given.max_discard in (None, limit))
    return canon in legal


def deck_codes(size: int, first: list[str]) -> list[str]:
    """A deck of `size` cards that starts with `first`, the rest in sorted order."""
    rest = [CODE_OF[c] for c in make_deck(size) if CODE_OF[c] not in first]
    assert all(c in CARD_OF for c in first) and len(set(first)) == len(first)
    return first + rest


def find(g: Game, **fields) -> list[dict]:
    return [a for a in g.legal_actions() if all(a.get(k) == v for k, v in fields.items())]


ALL32 = [CODE_OF[c] for c in make_deck(32)]


def manille_deck(hands: dict[int, list[str]], dealer: int) -> list[str]:
    """The deck that deals these hands (3, 2, 3 from the dealer's left); others filled in."""
    rest = [c for c in ALL32 if all(c not in h for h in hands.values())]
    full = {p: list(hands.get(p, [])) for p in range(4)}
    for p in range(4):
        while len(full[p]) < 8:
            full[p].append(rest.pop(0))
    order = [(dealer + k) % 4 for k in (1, 2, 3, 4)]
    deck: list[str] = []
    for start, size in ((0, 3), (3, 2), (5, 3)):
        for p in order:
            deck += full[p][start:start + size]
    return deck


def near_game(variant: str, seed: int = 5, options: dict | None = None) -> Game:
    """A game at the first deal played for the game (sim.late_game); it must come."""
    g = late_game(variant, seed, options)
    assert g is not None, f"{variant}: the game ended before a deal was played for it"
    return g


def opened(kept: str) -> dict:
    """The readable save a page's kept game (session/kept.py) seals."""
    return json.loads(open_kept(kept).game.to_json())
