#!/usr/bin/env python3
"""Duplicate tournaments of `hard` against its sparring partners (docs/bots.md, "Sparring
partners"): `ismcts`, the frozen `baseline`, and `hard` with a part turned off.

    .venv/bin/python scripts/sparring.py --pairs hard-ismcts,ismcts-baseline \\
        --games manille,manni --deals 300 --iterations 100 [--calls-by medium] [--json]

Each pair FIRST-OTHER is one tournament per game (sim.tournament: the first deal of each
seed, played once per seating; FIRST in seat 0 and its partners' seats): FIRST's margin
per deal and seat with its 95% CI.  Besides the levels, a pair may name
`hard-noendgame` (no exact endgame), `hard-noinference` (worlds not weighed by the
plays) and `ismcts-x` (ISMCTS with --explore and --widen).

--yardstick measures instead, per game and on the same deals, `hard`'s margin over
`medium` and that of `hard-seeing`, `hard` shown every card (the same search on the real
deal), and prints the share of the all-seeing margin that `hard` reaches, with a 95%
bootstrap interval over the deals.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable.bots import LEVELS
from tricktable.tools.ismcts import EXPLORE, WIDEN, IsmctsBot
from tricktable.bots.search import SearchBot
from tricktable.tools.cli import format_tournament
from tricktable.tools.sim import Budget, mean_ci, seating, tournament


class NoEndgame(SearchBot):
    endgame_tricks = 0


class NoInference(SearchBot):
    infer = False


class AllSeeing(SearchBot):
    sees_all = True


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--pairs", default="hard-ismcts,ismcts-baseline")
    p.add_argument("--games", default="manille,manni")
    p.add_argument("--deals", type=int, default=300)
    p.add_argument("--seed", type=int, default=None,
                   help="first seed (default: 10000 for the Manille family, 20000 for Manni)")
    p.add_argument("--iterations", type=int, default=None)
    p.add_argument("--think-ms", type=float, default=None)
    p.add_argument("--calls-by", default=None)
    p.add_argument("--explore", type=float, default=EXPLORE)
    p.add_argument("--widen", type=float, default=WIDEN)
    p.add_argument("--chunk", type=int, default=25,
                   help="print the result so far after every CHUNK deals (a long run on a busy "
                   "machine can be stopped and still report)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--yardstick", action="store_true",
                   help="hard's margin over medium as a share of an all-seeing hard's (no --pairs)")
    args = p.parse_args()
    tuned = type("Tuned", (IsmctsBot,), {"explore": args.explore, "widen": args.widen})
    LEVELS.update({"hard-noendgame": (NoEndgame, 0.0), "hard-noinference": (NoInference, 0.0),
                   "ismcts-x": (tuned, 0.0), "hard-seeing": (AllSeeing, 0.0)})
    budget = Budget(iterations=args.iterations, think_ms=args.think_ms)
    if args.yardstick:
        for game in args.games.split(","):
            yardstick(game, args.deals, first_seed(game, args.seed), budget, args.calls_by, args.chunk)
        return
    for pair in args.pairs.split(","):
        first, other = split_pair(pair)
        for game in args.games.split(","):
            seed = first_seed(game, args.seed)
            parts = []
            for start in range(0, args.deals, args.chunk):
                parts.append(tournament(game, min(args.chunk, args.deals - start),
                                        seating(game, first, other), seed + start,
                                        budget=budget, calls_by=args.calls_by))
                report = {**pooled(parts), "seed": seed}
                print(json.dumps(report) if args.json else format_tournament(report), flush=True)


def first_seed(game: str, seed: int | None) -> int:
    """`seed` if given, else where the docs' runs start: 10000 (Manille family), 20000 (Manni)."""
    return seed if seed is not None else (10_000 if game.startswith("manille") else 20_000)


def yardstick(game: str, deals: int, seed: int, budget: Budget, calls_by: str | None,
              chunk: int) -> None:
    """Print, after every `chunk` deals, `hard`'s and `hard-seeing`'s margins over
    `medium` on the same deals and the share of the second that the first reaches."""
    margins: dict[str, list[float]] = {"hard": [], "hard-seeing": []}
    for start in range(0, deals, chunk):
        for name, got in margins.items():
            got += tournament(game, min(chunk, deals - start), seating(game, name, "medium"),
                              seed + start, budget=budget, calls_by=calls_by)["deal_margins"]
        (h, h_ci), (s, s_ci) = (mean_ci(m) for m in margins.values())
        low, high = share_interval(*margins.values())
        print(f"{game}: {len(margins['hard'])} deals from seed {seed}, calls by {calls_by or 'each'}: "
              f"hard - medium {h:+.3f} ± {h_ci:.3f}, hard-seeing - medium {s:+.3f} ± {s_ci:.3f}, "
              f"share {h / s:.2f} [{low:.2f}, {high:.2f}]", flush=True)


def share_interval(part: list[float], whole: list[float], resamples: int = 2000) -> tuple[float, float]:
    """95% bootstrap interval of mean(part) / mean(whole), deals resampled in pairs."""
    rng = random.Random(0)
    n = len(part)
    shares = []
    for _ in range(resamples):
        picks = [rng.randrange(n) for _ in range(n)]
        total = sum(whole[i] for i in picks)
        if total:
            shares.append(sum(part[i] for i in picks) / total)
    cuts = statistics.quantiles(shares, n=40)
    return cuts[0], cuts[-1]


def pooled(parts: list[dict]) -> dict:
    """Tournaments over consecutive seeds as one: their deals' mean margin and its 95% CI,
    exact from each part's mean, CI and size (the CI is 1.96 sd / sqrt(deals))."""
    out = dict(parts[-1])
    n = sum(r["deals"] for r in parts)
    for key, ci in (("margin", "ci95"), ("game_points_margin", "game_points_ci95")):
        m = sum(r[key] * r["deals"] for r in parts) / n
        squares = sum((r["deals"] - 1) * (r[ci] * math.sqrt(r["deals"]) / 1.96) ** 2
                      + r["deals"] * (r[key] - m) ** 2 for r in parts)
        out[key], out[ci] = m, 1.96 * math.sqrt(squares / (n - 1) / n) if n > 1 else math.inf
    out["deals"] = n
    out["seconds"] = sum(r["seconds"] for r in parts)
    return out


def split_pair(pair: str) -> tuple[str, str]:
    """FIRST-OTHER, where either level's name may itself hold a dash."""
    parts = pair.split("-")
    for i in range(1, len(parts)):
        first, other = "-".join(parts[:i]), "-".join(parts[i:])
        if first in LEVELS and other in LEVELS:
            return first, other
    raise SystemExit(f"error: {pair!r} is not FIRST-OTHER with levels from: {', '.join(LEVELS)}")


if __name__ == "__main__":
    main()
