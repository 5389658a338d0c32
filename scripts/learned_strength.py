#!/usr/bin/env python3
"""A learned model's worth in Manille (prints numbers, never a test).

    .venv/bin/python scripts/learned_strength.py [--level learned] [--pairs 100] [--seed 10000]
                                                 [--results learned-pairs.jsonl] [--weights prior.json]

Duplicate deals: each deal played twice, `--level` (`learned`: `hard` with
search/hidden.py's model; `prior`: `hard` with tools/prior.py's policy prior, its weights
from `--weights`) on one side and today's `hard` on the other, then the sides swapped;
`medium` makes every call, so card play alone differs.  Per pair, the new side's card
points above 30 a deal (the mean of its two seatings) and the CPU time of each searching
decision of either player.  Each pair is appended to `--results` as it ends, and a run
started again skips the pairs already there (a background job that may be stopped).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable.tools import PriorBot  # also adds `learned` and `prior` to the levels
from tricktable.tools.sim import mean_ci, play_deal, seating


def play(level: str, seed: int, team: int) -> tuple[float, dict[str, list[float]]]:
    """One deal, `level` playing for side `team`: its card points above 30 and
    each level's decision times (ms)."""
    times: dict[str, list[float]] = {level: [], "hard": []}
    names = seating("manille", level, "hard") if team == 0 else seating("manille", "hard", level)
    row = play_deal("manille", seed, {}, names, seed, calls_by="medium", times=times)
    return row["points"][team] - 30, times


def summary(level: str, rows: list[dict]) -> str:
    m, ci = mean_ci([r["gain"] for r in rows])
    lines = [f"{len(rows)} duplicate pairs: {level}'s card points above 30 a deal {m:+.2f} "
             f"[{m - ci:+.2f}, {m + ci:+.2f}] (95% CI)"]
    for name in (level, "hard"):
        t = sorted(x for r in rows for x in r["ms"][name])
        lines.append(f"  {name:8} {len(t)} card decisions, CPU ms p50 {t[len(t) // 2]:.0f} "
                     f"p95 {t[int(len(t) * 0.95)]:.0f}")
    return "\n".join(lines)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--level", choices=["learned", "prior"], default="learned")
    p.add_argument("--pairs", type=int, default=100)
    p.add_argument("--seed", type=int, default=10_000)
    p.add_argument("--results", type=Path, default=Path("learned-pairs.jsonl"))
    p.add_argument("--weights", type=Path, default=PriorBot.weights, help="the prior's weights (prior.json)")
    args = p.parse_args()
    PriorBot.weights = args.weights
    rows = [json.loads(line) for line in args.results.read_text().splitlines()] if args.results.exists() else []
    done = {r["seed"] for r in rows}
    for seed in range(args.seed, args.seed + args.pairs):
        if seed in done:
            continue
        (a, ta), (b, tb) = play(args.level, seed, 0), play(args.level, seed, 1)
        row = {"seed": seed, "gain": (a + b) / 2, "ms": {k: ta[k] + tb[k] for k in ta}}
        with args.results.open("a") as f:
            f.write(json.dumps(row) + "\n")
        rows.append(row)
        print(f"pair {seed}: {row['gain']:+.1f}; " + summary(args.level, rows).splitlines()[0], flush=True)
    print(summary(args.level, rows))


if __name__ == "__main__":
    main()
