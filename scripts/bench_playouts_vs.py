#!/usr/bin/env python3
"""Playouts per second of this checkout beside an earlier commit's (prints numbers, never a test).

    .venv/bin/python scripts/bench_playouts_vs.py --before REV [--rounds 5] [--seconds 1]
                                                  [--pyodide] [--games manni,manille]

Each round runs both checkouts' `scripts/bench_bots.py --deals 0` (its playouts table
only), one after the other, the order swapped every round, so both meet the same load on
a shared machine; then per game the medians over the rounds: each version's playouts per
second "as `hard` plays out" (each commit's own bench: what its `hard` does per playout),
the list policy's (the same code in both, so both runs' figures are pooled) and the
ratios.  CPython counts process time; `--pyodide` runs both through
`scripts/bench_bots_pyodide.mjs --tree` (after a build) on the wall clock.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def checkout(rev: str, into: Path) -> Path:
    """The engine and scripts of commit `rev`, unpacked under `into`."""
    data = subprocess.run(["git", "archive", rev, "py", "scripts"], cwd=ROOT, check=True,
                          capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(data)) as tar:
        tar.extractall(into, filter="data")
    return into


def rates(tree: Path, args: argparse.Namespace) -> dict[str, list[float]]:
    """One run of `tree`'s playouts table: game -> its row of playouts per second."""
    if args.pyodide:
        cmd = ["node", str(ROOT / "scripts" / "bench_bots_pyodide.mjs"), "0", "--tree", str(tree)]
    else:
        cmd = [sys.executable, str(tree / "scripts" / "bench_bots.py"), "--deals", "0", "--clock", "cpu",
               "--seconds", str(args.seconds), "--games", args.games]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    rows = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 5 and all(p.isdigit() for p in parts[1:]):
            rows[parts[0]] = [float(p) for p in parts[1:]]
    return rows


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--before", required=True, help="the commit to compare with")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--seconds", type=float, default=1.0)
    p.add_argument("--games", default="manni,hornafjardarmanni,trjamann,laugavatnsmanni,manille,"
                                       "manillen-2p-dummy,manillen-2p-open")
    p.add_argument("--pyodide", action="store_true")
    args = p.parse_args()
    loads = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"before": checkout(args.before, Path(tmp)), "after": ROOT}
        runs: dict[str, list[dict[str, list[float]]]] = {"before": [], "after": []}
        for r in range(args.rounds):
            for name in (("before", "after") if r % 2 == 0 else ("after", "before")):
                runs[name].append(rates(trees[name], args))
            loads.append(os.getloadavg()[0])
    print(f"playouts per second, medians of {args.rounds} rounds "
          f"({'Pyodide, wall clock' if args.pyodide else 'CPython, process time'}); "
          f"before = {args.before}; load average {min(loads):.1f}-{max(loads):.1f}")
    print(f"{'game':18} {'lists':>7} {'before':>7} {'after':>7} {'after/lists':>11} {'after/before':>12}")
    for game in runs["after"][0]:
        lists = statistics.median([run[game][1] for name in runs for run in runs[name]])
        before = statistics.median([run[game][0] for run in runs["before"]])
        after = statistics.median([run[game][0] for run in runs["after"]])
        print(f"{game:18} {lists:7.0f} {before:7.0f} {after:7.0f} {after / lists:11.2f} "
              f"{after / before:12.2f}")


if __name__ == "__main__":
    main()
