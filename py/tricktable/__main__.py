"""Command line: ``python -m tricktable sim ...``, ``tournament ...`` and ``schema [--out DIR]``."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import schema_files
from .bots import LEVELS
from .errors import TricktableError
from .sim import Budget, format_table, simulate, tournament
from .variants import REGISTRY


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tricktable")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sim", help="whole games between computer players")
    s.add_argument("--games", type=int, default=100)
    t = sub.add_parser("tournament", help="single duplicate deals: the first player's margin")
    t.add_argument("--deals", type=int, default=100)
    t.add_argument("--calls-by", choices=list(LEVELS), default=None,
                   help="one level makes every decision before play, so only card play differs")
    for q in (s, t):
        q.add_argument("--variant", required=True, choices=list(REGISTRY))
        q.add_argument("--players", required=True,
                       help=f"comma-separated, one per seat, from: {', '.join(LEVELS)}")
        q.add_argument("--seed", type=int, default=0)
        q.add_argument("--options", default="{}", help="game options as JSON")
        q.add_argument("--iterations", type=int, default=None, help="hard: playouts per decision")
        q.add_argument("--think-ms", type=float, default=None, help="hard: time per decision")
        q.add_argument("--json", action="store_true", help="print the report as JSON")
    j = sub.add_parser("schema", help="write the JSON Schema of every boundary record")
    j.add_argument("--out", type=Path, default=Path("docs/schema"), help="folder (default docs/schema)")
    args = p.parse_args(argv)
    if args.command == "schema":
        written = schema_files.write(args.out)
        print(f"wrote {len(written)} JSON Schema files to {args.out}")
        return 0
    try:
        options = json.loads(args.options)
        budget = Budget(args.iterations, args.think_ms)
        players = args.players.split(",")
        if args.command == "sim":
            report = simulate(args.variant, args.games, players, args.seed, options, budget)
            text = format_table(report)
        else:
            report = tournament(args.variant, args.deals, players, args.seed, options, budget,
                                args.calls_by)
            text = format_tournament(report)
    except (ValueError, TricktableError) as err:  # json errors are ValueErrors too
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=2) if args.json else text)
    return 0


def format_tournament(r: dict) -> str:
    unit = "card points" if REGISTRY[r["variant"]].scoring == "card_points" else "deal points"
    budget = (f"{r['iterations']} playouts" if r["iterations"] else
              f"{r['think_ms']} ms" if r["think_ms"] else "default budget")
    calls = f"; calls by {r['calls_by']}" if r["calls_by"] else ""
    game = (f"; game points {r['game_points_margin']:+.2f} ± {r['game_points_ci95']:.2f}"
            if unit == "card points" else "")
    return (f"{r['variant']}: {r['players'][0]} minus the others, {unit} per deal and seat: "
            f"{r['margin']:+.2f} ± {r['ci95']:.2f}{game} (95% CI; {r['deals']} duplicate deals x "
            f"{r['seatings']} seatings; {budget}{calls}; {r['seconds']:.0f} s)")


if __name__ == "__main__":
    sys.exit(main())
