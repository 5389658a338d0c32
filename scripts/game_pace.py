#!/usr/bin/env python3
"""Each game's pace and spread for playing for the game (stakes.py, Variant.deal_pace and
deal_spread), from whole games with the rule-based player in every seat.

    .venv/bin/python scripts/game_pace.py --games 200 [--variants manni,manille]

Pace: the mean over deals of the largest gain any side made in the scores that race to
the target (Variant.race; the standing where no target ends the game): how fast the race's
front moves.  Spread: the standard deviation over deals of one side's gain in the
standing less another's, over every pair of sides.  Prints both with the number of
deals behind them.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable.bots import make_bot
from tricktable.rules.engine import Game
from tricktable.rules.variants import REGISTRY


def measure(variant: str, games: int) -> dict:
    gains: list[float] = []
    diffs: list[float] = []
    for seed in range(games):
        g = Game.new(variant, seed=seed)
        v = g.variant
        bots = [make_bot("medium", seed=seed * 7 + i) for i in range(v.players)]
        before = (v.standing(g.table), v.race(g.table) or v.standing(g.table))
        deals = 0
        while not g.over:
            g.apply(bots[g.to_move].choose(g.view(g.to_move)))
            t = g.table
            if len(t.sheet) > deals:
                deals = len(t.sheet)
                now = (v.standing(t), v.race(t) or v.standing(t))
                step = [a - b for a, b in zip(now[0], before[0])]
                gains.append(max(a - b for a, b in zip(now[1], before[1])))
                diffs += [step[a] - step[b] for a in range(len(step)) for b in range(len(step)) if a != b]
                before = now
    return {"variant": variant, "deals": len(gains),
            "pace": statistics.fmean(gains), "spread": statistics.pstdev(diffs)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--variants", default=",".join(REGISTRY))
    args = ap.parse_args()
    print(f"{'game':<20} {'deals':>6} {'pace':>7} {'spread':>7}")
    for name in args.variants.split(","):
        r = measure(name, args.games)
        print(f"{r['variant']:<20} {r['deals']:>6} {r['pace']:>7.2f} {r['spread']:>7.2f}")


if __name__ == "__main__":
    main()
