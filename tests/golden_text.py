"""Golden play-throughs: one whole seeded game per variant as text, one line per step.

A rule change shows up as a diff of tests/golden/<variant>.txt in review.  Regenerate
with `python3 scripts/golden.py` after a deliberate change.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

from tricktable import Game, variants
from tricktable.cards import CODE_OF

from support import random_action

GOLDEN = Path(__file__).resolve().parent / "golden"
SEED = 1


def line(item: dict) -> str:
    rest = {k: v for k, v in item.items() if k != "type"}
    return f"{item['type']} {json.dumps(rest, separators=(',', ':'), sort_keys=True)}"


def dealt(g: Game) -> list[str]:
    """Every place's cards right after a deal (full information: this is a test record)."""
    out = [f"  hand {p}: {' '.join(CODE_OF[c] for c in h)}" for p, h in enumerate(g.table.hands) if h]
    if g.table.stock:
        out.append(f"  manni: {' '.join(CODE_OF[c] for c in g.table.stock)}")
    for p, lay in enumerate(g.table.layouts):
        if lay:
            out.append(f"  layout {p}: " + " ".join(f"{CODE_OF[d]}/{CODE_OF[u]}" for d, u in lay))
    return out


def steps(g: Game, events: list[dict]) -> list[str]:
    out = ["  " + line(e) for e in events]
    if any(e["type"] == "deal" for e in events):
        out += dealt(g)  # nothing is decided between a deal and the end of the step
    return out


def playthrough(variant: str, seed: int = SEED) -> str:
    """The whole game: the events of each step under the action that caused them."""
    g = Game.new(variant, seed=seed)
    out = [f"# {variant}, seed {seed}, options {json.dumps(g.options, sort_keys=True)}"]
    out += steps(g, g.events)
    rng = random.Random(seed)
    while not g.over:
        action = random_action(g, rng)
        seat = g.to_move
        events = g.apply(action)
        out.append(f"seat {seat}: {line(g.actions[-1])}")
        out += steps(g, events)
    out.append(f"result {json.dumps(g.result(), sort_keys=True)}")
    return "\n".join(out) + "\n"


def golden_path(variant: str) -> Path:
    return GOLDEN / f"{variant}.txt"


def write_all() -> list[Path]:
    GOLDEN.mkdir(exist_ok=True)
    paths = []
    for v in variants():
        golden_path(v).write_text(playthrough(v))
        paths.append(golden_path(v))
    return paths
