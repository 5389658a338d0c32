#!/usr/bin/env python3
"""Does playing for the game win more games?  (stakes.py; docs/bots.md, "Playing for the
game".)

    .venv/bin/python scripts/for_the_game.py --games manni,manille --positions 200 \\
        --iterations 200 [--seed 40000] [--json]

For each seed, a game is played by the rule-based player in every seat up to the first
deal that `hard` plays for the game (stakes.near_end).  From there the game is finished
once with `hard` judging deals by their points in every seat, and once for each side
with that side's seats playing for the game instead; the same seeds, so the same cards.
A side's gain is its share of the game's win (shared among co-winners) when it plays for
the game, less its share when nobody does.  Prints the mean gain per side and position
with its 95% CI, and how often a side's result changed at all.
"""
from __future__ import annotations

import argparse
import copy
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable.bots.search import SearchBot
from tricktable.rules.engine import Game
from tricktable.tools.sim import late_game, mean_ci
from tricktable.search.stakes import win_share


class ForTheDeal(SearchBot):
    for_game = False


def finish(start: Game, seed: int, for_game: set[int], iterations: int) -> list[float]:
    """Each side's share of the win once `start` (left as it is) is played to its end by
    `hard`, the seats of the sides in `for_game` playing for the game."""
    g = copy.deepcopy(start)
    v = g.variant
    bots = [SearchBot(seed=seed * 31 + seat, iterations=iterations) if v.teams[seat] in for_game
            else ForTheDeal(seed=seed * 31 + seat, iterations=iterations) for seat in range(v.players)]
    while not g.over:
        g.apply(bots[g.to_move].choose(g.view(g.to_move)))
    return [win_share(v, g.result()["winners"], side) for side in sorted(set(v.teams))]


def measure(variant: str, positions: int, seed: int, iterations: int) -> dict:
    gains: list[float] = []
    tried = 0
    s = seed
    while tried < positions:
        start = late_game(variant, s)
        s += 1
        if start is None:
            continue
        tried += 1
        base = finish(start, s, set(), iterations)
        for side in range(len(base)):
            gains.append(finish(start, s, {side}, iterations)[side] - base[side])
        if tried % 25 == 0:
            print(f"{variant}: {tried} positions, gain {statistics.fmean(gains):+.3f}", file=sys.stderr, flush=True)
    m, ci = mean_ci(gains)
    return {"variant": variant, "positions": positions, "seeds": [seed, s - 1], "iterations": iterations,
            "gain": m, "ci95": ci, "changed": sum(x != 0 for x in gains) / len(gains)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default="manni,manille")
    ap.add_argument("--positions", type=int, default=100)
    ap.add_argument("--iterations", type=int, default=200)
    ap.add_argument("--seed", type=int, default=40000)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    for name in args.games.split(","):
        r = measure(name, args.positions, args.seed, args.iterations)
        if args.json:
            print(json.dumps(r), flush=True)
        else:
            print(f"{name}: {r['positions']} positions (seeds {r['seeds'][0]}-{r['seeds'][1]}), "
                  f"{r['iterations']} playouts: for the game {r['gain']:+.3f} ± {r['ci95']:.3f} of a win per side "
                  f"(the result changed for {r['changed']:.0%} of sides)", flush=True)


if __name__ == "__main__":
    main()
