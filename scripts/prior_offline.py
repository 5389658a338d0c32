#!/usr/bin/env python3
"""The policy prior's quick measurement, before duplicate deals (prints numbers, never a test).

    .venv/bin/python scripts/prior_offline.py --weights prior.json [--deals 40] [--seed 900000]
                                              [--judge 7200] [--results prior-offline.jsonl]

On Manille's first card decisions (prior.first_decisions: `medium` calls, `hard` plays):
`hard`'s values (the page's 1,800 playouts), the prior's chances, and a judge: the
same search with `--judge` playouts and another seed, independent of `hard`'s.  For each
bias, the card `hard` would play with the prior added (prior.PriorBot's rule) against
`hard`'s own: the judge's value gained, with its 95% CI over the decisions, and how often
the card changes; and the prior's top-1 agreement with `hard` and with the judge.  Each
deal's rows are appended to `--results` as it ends; a run started again skips those deals.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable.bots.search import SearchBot
from tricktable.tools import prior
from tricktable.tools.sim import mean_ci

BIASES = (0.25, 0.5, 1.0, 2.0, 4.0)


def rows_of(seed: int, weights: Path, judge: int) -> list[dict]:
    """Per decision of one deal: `hard`'s values, the judge's and the prior's chances (legal order)."""
    out = []
    for view, weighed in prior.first_decisions(seed, SearchBot.default_iterations):
        mine = {a["card"]: v for a, v in weighed}
        judged = {a["card"]: v for a, v in SearchBot(seed=seed * 64 + 7777, iterations=judge).weigh(view)}
        cards = [a["card"] for a in view["legal"]]
        out.append({"seed": seed, "hard": [mine[c] for c in cards], "judge": [judged[c] for c in cards],
                    "chances": prior.policy(weights).chances(*prior.features(view))})
    return out


def best(values: list[float]) -> int:
    return max(range(len(values)), key=lambda i: values[i])


def summary(rows: list[dict]) -> str:
    lines = [f"{len(rows)} decisions of {len({r['seed'] for r in rows})} deals; prior's top-1 agrees with "
             f"hard {sum(best(r['chances']) == best(r['hard']) for r in rows) / len(rows):.1%}, "
             f"with the judge {sum(best(r['chances']) == best(r['judge']) for r in rows) / len(rows):.1%}; "
             f"hard with the judge {sum(best(r['hard']) == best(r['judge']) for r in rows) / len(rows):.1%}"]
    for bias in BIASES:
        gains, changed = [], 0
        for r in rows:
            own = best(r["hard"])
            new = best([v + bias * math.log(max(p, 1e-6)) for v, p in zip(r["hard"], r["chances"])])
            changed += new != own
            gains.append(r["judge"][new] - r["judge"][own])
        m, ci = mean_ci(gains)
        lines.append(f"  bias {bias:4}: card changed {changed / len(rows):5.1%}, judge's value "
                     f"{m:+.3f} [{m - ci:+.3f}, {m + ci:+.3f}] a decision")
    return "\n".join(lines)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--weights", type=Path, required=True)
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--seed", type=int, default=900_000)
    p.add_argument("--judge", type=int, default=7200, help="the judge's playouts a decision")
    p.add_argument("--results", type=Path, default=Path("prior-offline.jsonl"))
    args = p.parse_args()
    rows = [json.loads(line) for line in args.results.read_text().splitlines()] if args.results.exists() else []
    done = {r["seed"] for r in rows}
    for seed in range(args.seed, args.seed + args.deals):
        if seed in done:
            continue
        new = rows_of(seed, args.weights, args.judge)
        with args.results.open("a") as f:
            f.write("".join(json.dumps(r) + "\n" for r in new))
        rows += new
        print(f"deal {seed}: {len(new)} decisions", flush=True)
    print(summary(rows))


if __name__ == "__main__":
    main()
