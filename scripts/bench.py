#!/usr/bin/env python3
"""Engine speed, per variant: medians of several timed runs (never a pass/fail test).

    python3 scripts/bench.py [--seconds 0.5] [--runs 5]

- deals/s: shuffle and deal one hand (what a searching bot does per sampled world);
- hands/s (API): whole random hands through the public API (dict actions, each checked);
- hands/s (fast): the same, with the card play done through legal_cards()/play() on ints.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable import Game, variants
from tricktable.bots.base import random_action


def rate(work, seconds: float) -> float:
    """Units of work per second over at least `seconds`."""
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        done += work()
    return done / elapsed


def bench_variant(v: str, seconds: float, runs: int) -> dict[str, float]:
    rng = random.Random(1)
    g = Game.new(v, seed=1, options={})

    def deals() -> int:
        for _ in range(50):
            g._begin_deal()
        return 50

    def hands(fast: bool) -> int:
        game = Game.new(v, seed=rng.randrange(2**32), options={})
        start = game.deal_no
        while game.deal_no == start and not game.over:
            if fast and game.phase == "play":
                game.play(rng.choice(game.legal_cards()))
            else:
                legal = game.legal_actions()  # the whole view only where the hand is needed
                seen = game.view(game.to_move) if legal[0]["type"] == "exchange" else {"legal": legal}
                game.apply(random_action(seen, rng))
        return 1

    out = {}
    for name, work in (("deals/s", deals), ("hands/s (API)", lambda: hands(False)),
                       ("hands/s (fast)", lambda: hands(True))):
        out[name] = statistics.median(rate(work, seconds) for _ in range(runs))
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seconds", type=float, default=0.5, help="length of one timed run")
    p.add_argument("--runs", type=int, default=5, help="timed runs per figure (median reported)")
    args = p.parse_args()
    print(f"Python {sys.version.split()[0]}; median of {args.runs} runs of {args.seconds} s each")
    print(f"{'variant':20s} {'deals/s':>10s} {'hands/s (API)':>14s} {'hands/s (fast)':>15s}")
    for v in variants():
        r = bench_variant(v, args.seconds, args.runs)
        print(f"{v:20s} {r['deals/s']:10.0f} {r['hands/s (API)']:14.0f} {r['hands/s (fast)']:15.0f}")


if __name__ == "__main__":
    main()
