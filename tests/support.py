"""Shared helpers for the tests (imported by name; no fixtures here)."""
from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

from tricktable import Game
from tricktable.bots.base import random_action as bots_random_action
from tricktable.cards import CARD_OF, CODE_OF, make_deck
from tricktable.variants import REGISTRY, Variant

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
