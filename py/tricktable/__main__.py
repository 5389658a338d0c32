"""Command line: ``python -m tricktable sim ...``."""
from __future__ import annotations

import argparse
import json
import sys

from .bots import LEVELS
from .errors import TricktableError
from .sim import format_table, simulate
from .variants import REGISTRY


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tricktable")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sim", help="play computer players against each other")
    s.add_argument("--variant", required=True, choices=list(REGISTRY))
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--players", required=True,
                   help=f"comma-separated, one per seat, from: {', '.join(LEVELS)}")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--options", default="{}", help="game options as JSON")
    s.add_argument("--json", action="store_true", help="print the report as JSON")
    args = p.parse_args(argv)
    try:
        options = json.loads(args.options)
        report = simulate(args.variant, args.games, args.players.split(","), args.seed, options)
    except (ValueError, TricktableError) as err:  # json errors are ValueErrors too
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=2) if args.json else format_table(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
