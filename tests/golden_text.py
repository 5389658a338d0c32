"""Golden play-throughs: one whole seeded game per variant as text, one line per step.

Each step also records what seat 0 sees (the keys of its view that changed), so a rule
change, a leak or any change in what a seat is shown is a diff of
tests/golden/<variant>.txt in review.  Regenerate with `python3 scripts/golden.py` after
a deliberate change.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

from tricktable import Game
from tricktable.rules.cards import CODE_OF
from tricktable.rules.variants import REGISTRY

from support import random_action, shipped

GOLDEN = Path(__file__).resolve().parent / "golden"
SEED = 1


def line(item: dict) -> str:
    rest = {k: v for k, v in item.items() if k != "type"}
    return f"{item['type']} {json.dumps(rest, separators=(',', ':'), sort_keys=True)}"


SEEN_BY = 0


def changes(before: dict, after: dict, prefix: str = "") -> dict:
    """The keys that changed (nested dicts by dotted key); a list that grew shows its new items."""
    changed = {}
    for key, value in after.items():
        old = before.get(key)
        if value == old:
            continue
        if isinstance(value, dict) and isinstance(old, dict):
            changed.update(changes(old, value, f"{prefix}{key}."))
        elif isinstance(value, list) and isinstance(old, list) and old and value[:len(old)] == old:
            changed[f"{prefix}{key}+"] = value[len(old):]
        else:
            changed[prefix + key] = value
    return changed


def view_change(before: dict, after: dict) -> str | None:
    changed = changes(before, after)
    return f"  view {json.dumps(changed, separators=(',', ':'), sort_keys=True)}" if changed else None


def dealt(g: Game) -> list[str]:
    """Every place's cards right after a deal (full information: this is a test record)."""
    out = [f"  hand {p}: {' '.join(CODE_OF[c] for c in h)}" for p, h in enumerate(g.table.hands) if h]
    if g.table.stock:
        out.append(f"  manni: {' '.join(CODE_OF[c] for c in g.table.stock)}")
    for p, lay in enumerate(g.table.layouts):
        if lay:
            out.append(f"  layout {p}: " + " ".join(f"{CODE_OF[d]}/{CODE_OF[u]}" for d, u in lay))
    return out


def steps(g: Game, events: list[dict], seen: dict) -> list[str]:
    """The step's events, the cards of a new deal, and what seat 0 now sees."""
    out = ["  " + line(e) for e in events]
    if any(e["type"] == "deal" for e in events):
        out += dealt(g)  # nothing is decided between a deal and the end of the step
    now = g.view(SEEN_BY)
    change = view_change(seen, now)
    seen.clear()
    seen.update(now)
    return out + ([change] if change else [])


def playthrough(variant: str, seed: int = SEED) -> str:
    """The whole game: the events of each step under the action that caused them."""
    g = Game.new(variant, seed=seed)
    out = [f"# {variant}, seed {seed}, options {json.dumps(g.options, sort_keys=True)}"]
    seen: dict = {}
    out += steps(g, g.events, seen)
    rng = random.Random(seed)
    while not g.over:
        action = random_action(g, rng)
        seat = g.to_move
        events = g.apply(action)
        out.append(f"seat {seat}: {line(g.actions[-1])}")
        out += steps(g, events, seen)
    out.append(f"result {json.dumps(g.result(), sort_keys=True)}")
    return "\n".join(out) + "\n"


def golden_path(variant: str) -> Path:
    return GOLDEN / f"{variant}.txt"


def recorded_games() -> list[str]:
    """The games the package ships (test-only games have no golden file)."""
    return [v.id for v in REGISTRY.values() if shipped(v)]


def write_all() -> list[Path]:
    GOLDEN.mkdir(exist_ok=True)
    paths = []
    for v in recorded_games():
        golden_path(v).write_text(playthrough(v))
        paths.append(golden_path(v))
    return paths
