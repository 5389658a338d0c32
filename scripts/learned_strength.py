#!/usr/bin/env python3
"""The learned hidden-card model's worth in Manille (prints numbers, never a test).

    .venv/bin/python scripts/learned_strength.py [--pairs 100] [--seed 10000]
                                                 [--results learned-pairs.jsonl]

Duplicate deals: each deal played twice, `learned` (`hard` with search/hidden.py's
model) on one side and today's `hard` on the other, then the sides swapped; `medium`
makes every call, so card play alone differs.  Per pair, the learned side's card points
above 30 a deal (the mean of its two seatings) and the CPU time of each searching
decision of either player.  Each pair is appended to `--results` as it ends, and a run
started again skips the pairs already there (a background job that may be stopped).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable import Game
from tricktable.bots import make_bot
from tricktable.rules.table import Phase
from tricktable.tools import LearnedBot  # noqa: F401  (adds `learned` to the levels)
from tricktable.tools.sim import mean_ci


def play(seed: int, learned_team: int) -> tuple[float, dict[str, list[float]]]:
    """One deal: the learned side's card points above 30 and each level's decision times (ms)."""
    g = Game.new("manille", seed=seed)
    names = ["learned" if g.variant.teams[s] == learned_team else "hard" for s in range(4)]
    bots = [make_bot(name, seed=seed * 31 + i) for i, name in enumerate(names)]
    caller = make_bot("medium", seed=seed * 31 + 99)
    times: dict[str, list[float]] = {"learned": [], "hard": []}
    while g.deal_no == 0 and (seat := g.to_move) is not None:
        view = g.view(seat)
        if g.phase != Phase.PLAY:
            g.apply(caller.choose(view))
            continue
        start = time.process_time()
        g.apply(bots[seat].choose(view))
        if len(view["legal"]) > 1:
            times[names[seat]].append((time.process_time() - start) * 1000)
    return g.sheet[0]["points"][learned_team] - 30, times


def summary(rows: list[dict]) -> str:
    m, ci = mean_ci([r["gain"] for r in rows])
    lines = [f"{len(rows)} duplicate pairs: learned's card points above 30 a deal {m:+.2f} "
             f"[{m - ci:+.2f}, {m + ci:+.2f}] (95% CI)"]
    for name in ("learned", "hard"):
        t = sorted(x for r in rows for x in r["ms"][name])
        lines.append(f"  {name:8} {len(t)} card decisions, CPU ms p50 {t[len(t) // 2]:.0f} "
                     f"p95 {t[int(len(t) * 0.95)]:.0f}")
    return "\n".join(lines)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--pairs", type=int, default=100)
    p.add_argument("--seed", type=int, default=10_000)
    p.add_argument("--results", type=Path, default=Path("learned-pairs.jsonl"))
    args = p.parse_args()
    rows = [json.loads(line) for line in args.results.read_text().splitlines()] if args.results.exists() else []
    done = {r["seed"] for r in rows}
    for seed in range(args.seed, args.seed + args.pairs):
        if seed in done:
            continue
        (a, ta), (b, tb) = play(seed, 0), play(seed, 1)
        row = {"seed": seed, "gain": (a + b) / 2, "ms": {k: ta[k] + tb[k] for k in ta}}
        with args.results.open("a") as f:
            f.write(json.dumps(row) + "\n")
        rows.append(row)
        print(f"pair {seed}: {row['gain']:+.1f}; " + summary(rows).splitlines()[0], flush=True)
    print(summary(rows))


if __name__ == "__main__":
    main()
