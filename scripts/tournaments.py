#!/usr/bin/env python3
"""The strength figures: duplicate-deal tournaments per game (prints numbers, never a test).

    .venv/bin/python scripts/tournaments.py [--deals 400] [--iterations 100] [--games a,b]
        [--pairs hard-medium,medium-easy,hard-medium-cards]

Each line is one `tricktable.sim.tournament`: the first level's margin over the other,
per deal and seat, with its 95% CI, in card points (Manille family) or net deal points
(Manni family).  `hard-medium-cards` lets `medium` make every decision before play, so
only the card play differs.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable import variants  # noqa: E402
from tricktable.__main__ import format_tournament  # noqa: E402
from tricktable.sim import Budget, tournament  # noqa: E402
from tricktable.variants import REGISTRY  # noqa: E402


def seating(variant: str, a: str, b: str) -> list[str]:
    """`a` in the first seat and with its partners; every opponent plays `b`."""
    v = REGISTRY[variant]
    return [a if v.teams[s] == v.teams[0] else b for s in range(v.players)]


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=400)
    p.add_argument("--iterations", type=int, default=100)
    p.add_argument("--games", default=",".join(variants()))
    p.add_argument("--pairs", default="hard-medium")
    p.add_argument("--seed", type=int, default=10_000)
    args = p.parse_args()
    for pair in args.pairs.split(","):
        a, b, *cards = pair.split("-")
        for variant in args.games.split(","):
            if cards and REGISTRY[variant].scoring != "card_points":
                continue
            report = tournament(variant, args.deals, seating(variant, a, b), args.seed,
                                budget=Budget(iterations=args.iterations),
                                calls_by="medium" if cards else None)
            print(format_tournament(report), flush=True)


if __name__ == "__main__":
    main()
