#!/usr/bin/env python3
"""How often computer players make each call, per game (not a test: it prints shares).

    .venv/bin/python scripts/bot_calls.py [--deals 300] [--level medium] [--iterations N]

Shows that bot-against-bot games reach every rule: no trump, blind, along, against,
Great, passing the trump choice.  Counts come from the deals' public events.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable import Game, variants  # noqa: E402
from tricktable.bots import make_bot  # noqa: E402


def call_names(event: dict) -> list[str]:
    kind = event["type"]
    if kind == "trump":
        return ["no trump blind" if event["blind"] else "no trump" if event["suit"] is None else "suit"]
    if kind == "double":
        return [event["call"]]
    if kind in ("great", "trade") and event.get("take", True):
        return [kind]
    return []


def rates(variant: str, deals: int, level: str, iterations: int | None) -> tuple[int, Counter]:
    counts: Counter = Counter()
    played, seed = 0, 0
    while played < deals:
        g = Game.new(variant, seed=seed)
        bots = [make_bot(level, seed=seed * 7 + i, iterations=iterations) for i in range(g.players)]
        seed += 1
        while not g.over and played < deals:
            before = g.deal_no
            seat = g.to_move
            for e in g.apply(bots[seat].choose(g.view(seat))):
                counts.update(call_names(e))
            played += g.deal_no != before or g.over
    return played, counts


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=300)
    p.add_argument("--level", default="medium")
    p.add_argument("--iterations", type=int, default=None)
    p.add_argument("--games", default=",".join(variants()))
    args = p.parse_args()
    for v in args.games.split(","):
        n, counts = rates(v, args.deals, args.level, args.iterations)
        shares = ", ".join(f"{k} {c / n:.1%}" for k, c in sorted(counts.items()))
        print(f"{v:18} {n} deals: {shares or 'no calls'}")


if __name__ == "__main__":
    main()
