#!/usr/bin/env python3
"""Playouts per second of this checkout beside an earlier commit's (prints numbers, never a test).

    .venv/bin/python scripts/bench_playouts_vs.py --before REV [--rounds 100] [--pyodide]

Both engines are loaded in one process (the earlier one as the package
`tricktable_before`) and timed in turns, a batch of playouts each, so both meet the same
load on a shared machine; per game, the medians over the rounds of: the list policy's
playouts (a table copied, played out, scored: as `baseline` plays out), the earlier
commit's bitmask playouts (a table copied, played out on bits, scored: as its `hard`
did) and this checkout's (as `hard` plays out now: the table's bits built, played out,
the value looked up by outcome), from the first card of a deal to its end.  CPython
counts process time; `--pyodide` runs the same inside Pyodide under Node
(`scripts/bench_bots_pyodide.mjs --before`, after a build), on its clock, after three
seconds of untimed playouts (V8 compiles WebAssembly in tiers).
"""
from __future__ import annotations

import argparse
import importlib
import os
import random
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = "manni,hornafjardarmanni,trjamann,laugavatnsmanni,manille,manillen-2p-dummy,manillen-2p-open"
BATCH = 20  # playouts timed at a time


def unpack(rev: str, into: Path) -> Path:
    """Commit `rev`'s engine as the package `tricktable_before` under `into`."""
    data = subprocess.run(["git", "archive", rev, "py/tricktable"], cwd=ROOT, check=True,
                          capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(data)) as tar:
        tar.extractall(into, filter="data")
    shutil.move(into / "py" / "tricktable", into / "tricktable_before")
    return into


def search_module(pkg, name: str):
    """The search module `name` of an engine, in the layout it has: search/ since the
    package was laid out in layers, at the top before."""
    try:
        return importlib.import_module(f"{pkg.__name__}.search.{name}")
    except ModuleNotFoundError:
        return importlib.import_module(f"{pkg.__name__}.{name}")


def at_first_card(pkg, variant: str):
    """The first deal of seed 1 at its first card, `medium` making the calls."""
    g = pkg.Game.new(variant, seed=1)
    make_bot = importlib.import_module(pkg.__name__ + ".bots").make_bot
    bots = [make_bot("medium", seed=i) for i in range(g.players)]
    while g.phase != "play":
        g.apply(bots[g.to_move].choose(g.view(g.to_move)))
    return g


def works(old, new, variant: str) -> list:
    """Three batches of playouts: lists, the earlier bitmasks, today's bitmasks."""
    old_play = search_module(old, "playout").play_to_end
    playout = search_module(new, "playout")
    lists_play = search_module(new, "listplay").play_to_end_lists
    g_old, g = at_first_card(old, variant), at_first_card(new, variant)
    v, t = g.variant, g.table
    outcomes = playout.BitPlayouts(v, t.turn)

    def lists(rng: random.Random) -> None:
        for _ in range(BATCH):
            x = t.copy()
            lists_play(v, x, rng, 0.1)
            v.score_deal(x)
            playout.deal_value(v, x.sheet[-1], t.turn)

    def before(rng: random.Random) -> None:
        for _ in range(BATCH):
            x = g_old.table.copy()
            old_play(g_old.variant, x, rng, 0.1)
            g_old.variant.score_deal(x)

    def after(rng: random.Random) -> None:
        for _ in range(BATCH):
            outcomes.value(t, outcomes.world(t), rng)
    return [lists, before, after]


def measure(rounds: int, games: str, clock=time.process_time, warm_up: float = 0.0) -> None:
    """Print the table; `warm_up`: seconds of untimed playouts first (V8 compiles
    WebAssembly in tiers)."""
    old, new = importlib.import_module("tricktable_before"), importlib.import_module("tricktable")
    variants = games.split(",")
    fss = [works(old, new, variant) for variant in variants]
    end = clock() + warm_up
    while clock() < end:
        for fs in fss:
            for f in fs:
                f(random.Random(0))
    print(f"playouts per second, medians of {rounds} rounds of {BATCH} each, in turns")
    print(f"{'game':18} {'lists':>7} {'before':>7} {'after':>7} {'after/lists':>11} {'after/before':>12}")
    for variant, fs in zip(variants, fss):
        times: list[list[float]] = [[], [], []]
        for r in range(rounds):
            for i, f in enumerate(fs):
                start = clock()
                f(random.Random(r))
                times[i].append(clock() - start)
        lists, before, after = (BATCH / statistics.median(ts) for ts in times)
        print(f"{variant:18} {lists:7.0f} {before:7.0f} {after:7.0f} {after / lists:11.2f} "
              f"{after / before:12.2f}", flush=True)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--before", required=True, help="the commit to compare with")
    p.add_argument("--rounds", type=int, default=100)
    p.add_argument("--games", default=GAMES)
    p.add_argument("--pyodide", action="store_true")
    args = p.parse_args()
    start = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        unpack(args.before, Path(tmp))
        if args.pyodide:
            print(f"Pyodide under Node, its clock; before = {args.before}", flush=True)
            subprocess.run(["node", str(ROOT / "scripts" / "bench_bots_pyodide.mjs"), "--before",
                            str(Path(tmp) / "tricktable_before"), "--rounds", str(args.rounds),
                            "--games", args.games], check=True)
        else:
            print(f"CPython {sys.version.split()[0]}, process time; before = {args.before}")
            sys.path[:0] = [tmp, str(ROOT / "py")]
            measure(args.rounds, args.games)
    print(f"load average {start:.1f} at the start, {os.getloadavg()[0]:.1f} at the end")

if __name__ == "__main__":
    main()
