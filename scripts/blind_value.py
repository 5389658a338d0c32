#!/usr/bin/env python3
"""Does calling no trump blind pay?  Paired deals in the Manillen (prints numbers, not a test).

    .venv/bin/python scripts/blind_value.py [--deals 200] [--level hard] [--iterations 100]
        [--games manillen-2p-dummy,manillen-2p-open]

The first deal of each seed is played twice from the dealer's blind decision: once
called blind, once looked at, the dealer played by `--level` and its opponent by
`medium`, on the same cards.  Printed: the dealer's game points per deal after each
choice, the mean of blind minus look with its 95% CI, and how often `--level` itself
calls blind there (the choice is made before the hand is seen, so it is the same
decision on every deal of a seed range: the share says how the player's noise falls).
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable import Game  # noqa: E402
from tricktable.bots import make_bot  # noqa: E402
from tricktable.sim import mean_ci  # noqa: E402

BLIND = {"type": "trump", "suit": None, "blind": True}
LOOK = {"type": "pass"}


def dealer_result(variant: str, seed: int, first: dict, level: str, iterations: int) -> float:
    """The dealer's game points over its opponent's in the first deal, `first` forced."""
    g = Game.new(variant, seed=seed)
    dealer = g.to_move
    bots = {dealer: make_bot(level, seed=seed, iterations=iterations),
            1 - dealer: make_bot("medium", seed=seed)}
    g.apply(first)
    while g.deal_no == 0 and not g.over:
        seat = g.to_move
        g.apply(bots[seat].choose(g.view(seat)))
    scores = g.sheet[0]["scores"]
    return scores[dealer] - scores[1 - dealer]


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--level", default="hard")
    p.add_argument("--iterations", type=int, default=100)
    p.add_argument("--games", default="manillen-2p-dummy,manillen-2p-open")
    p.add_argument("--seed", type=int, default=30_000)
    args = p.parse_args()
    for variant in args.games.split(","):
        blind, look, calls = [], [], 0
        for seed in range(args.seed, args.seed + args.deals):
            g = Game.new(variant, seed=seed)
            chooser = make_bot(args.level, seed=seed, iterations=args.iterations)
            calls += chooser.choose(g.view(g.to_move)) == BLIND
            blind.append(dealer_result(variant, seed, BLIND, args.level, args.iterations))
            look.append(dealer_result(variant, seed, LOOK, args.level, args.iterations))
        diff, ci = mean_ci([b - k for b, k in zip(blind, look)])
        print(f"{variant}: {args.deals} deals, dealer {args.level} against medium: game points "
              f"per deal blind {statistics.fmean(blind):+.2f}, look {statistics.fmean(look):+.2f}; "
              f"blind minus look {diff:+.2f} ± {ci:.2f} (95% CI); {args.level} calls blind in "
              f"{calls / args.deals:.0%}", flush=True)


if __name__ == "__main__":
    main()
