"""The command line, ``python -m tricktable <command>``: argument parsing and printing only.

The measurements themselves live in `sim.py` (whole games, duplicate deals) and
`tools/calls.py` (how often each call is made); docs/bots.md records what they printed.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from ..bots import LEVELS
from ..session.catalogue import catalogue
from ..rules.errors import TricktableError
from ..rules.variants import REGISTRY
from .calls import call_counts
from . import schema_files, train
from .ratings import FAMILIES, format_ratings, ratings_file, round_robin
from .sim import Budget, format_table, seating, simulate, tournament

CARDS_ONLY = "cards"  # the suffix of a strength pair whose calls are all `medium`'s


def main(argv: list[str] | None = None) -> int:
    """Run one command; 0 on success, 2 (with a message on stderr) on bad input."""
    args = parser().parse_args(argv)
    try:
        report, text = args.run(args)
    except (ValueError, TricktableError) as err:  # json errors are ValueErrors too
        print(f"error: {err}", file=sys.stderr)
        return 2
    if getattr(args, "json", False):
        print(json.dumps(report, indent=2))
    elif text is not None:
        print(text)
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m tricktable")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sim", help="whole games between computer players, over duplicate deals")
    s.add_argument("--games", type=int, default=100)
    s.set_defaults(run=run_sim)
    t = sub.add_parser("tournament", help="single duplicate deals: the first player's margin")
    t.add_argument("--deals", type=int, default=100)
    t.add_argument("--calls-by", choices=list(LEVELS), default=None,
                   help="one level makes every decision before play, so only card play differs")
    t.set_defaults(run=run_tournament)
    for q in (s, t):
        q.add_argument("--variant", required=True, choices=list(REGISTRY))
        q.add_argument("--players", required=True,
                       help=f"comma-separated, one per seat, from: {', '.join(LEVELS)}")
        q.add_argument("--options", default="{}", help="game options as JSON")
        q.add_argument("--seed", type=int, default=0)
    st = sub.add_parser("strength", help="one tournament per game and pair of levels "
                        "(the strength table of docs/bots.md)")
    st.add_argument("--deals", type=int, default=400)
    st.add_argument("--pairs", default="hard-medium",
                    help="comma-separated FIRST-OTHER pairs of levels; FIRST-OTHER-cards lets "
                    "medium make every call, so only card play differs (Manille family only)")
    st.add_argument("--seed", type=int, default=10_000)
    st.set_defaults(run=run_strength, iterations=100)
    c = sub.add_parser("calls", help="how often computer players make each call, per game")
    c.add_argument("--deals", type=int, default=300)
    c.add_argument("--level", choices=list(LEVELS), default="medium")
    c.set_defaults(run=run_calls)
    for q in (st, c):
        q.add_argument("--games", default=",".join(REGISTRY), help="comma-separated game ids")
    for q in (s, t, st, c):
        q.add_argument("--iterations", type=int, default=None,  # strength: 100, set above
                       help="hard: playouts per decision")
        q.add_argument("--json", action="store_true", help="print the report as JSON")
    for q in (s, t, st):
        q.add_argument("--think-ms", type=float, default=None, help="hard: CPU time per decision")
    r = sub.add_parser("rate", help="round-robin duplicate tournaments of the levels, fitted "
                       "to Bradley-Terry ratings (medium = 1500; web/levels.json holds its output)")
    r.add_argument("--levels", default="random,easy,medium,hard,expert")
    r.add_argument("--families", default=",".join(FAMILIES))
    r.add_argument("--deals", type=int, default=200, help="deals per pair of rule-based levels")
    r.add_argument("--search-deals", type=int, default=40, help="deals per pair with a searching level")
    r.add_argument("--seed", type=int, default=30_000)
    r.add_argument("--jobs", type=int, default=1, help="tournaments played at once")
    r.add_argument("--results", type=Path, default=Path("rating-results.json"),
                   help="each pair's per-deal margins, kept between runs")
    r.add_argument("--out", type=Path, default=None, help="write the ratings here (web/levels.json)")
    r.add_argument("--json", action="store_true", help="print the report as JSON")
    r.set_defaults(run=run_rate)
    o = sub.add_parser("options", help="every game's options as a Markdown table "
                       "(docs/engine.md holds its output)")
    o.set_defaults(run=lambda args: (None, options_table()))
    tr = sub.add_parser("train", help="the hidden-card model of search/hidden.py: generate "
                        "positions, fit, export (each stage resumes where it stopped)")
    tr.add_argument("stage", choices=["generate", "fit", "export"])
    tr.add_argument("--dir", type=Path, default=Path("train-hidden"), help="the stages' work folder")
    tr.add_argument("--deals", type=int, default=400, help="generate: deals in all")
    tr.add_argument("--iterations", type=int, default=600, help="generate: hard's playouts a decision")
    tr.add_argument("--seed", type=int, default=train.SEED_BASE, help="generate: the first deal's seed")
    tr.add_argument("--epochs", type=int, default=10, help="fit: epochs in all")
    tr.set_defaults(run=run_train)
    j = sub.add_parser("schema", help="write the JSON Schema of every boundary record "
                       "(docs/schema holds its output)")
    j.add_argument("--out", type=Path, default=Path("docs/schema"), help="folder (default docs/schema)")
    j.set_defaults(run=run_schema)
    return p


def run_train(args: argparse.Namespace) -> tuple[dict, str]:
    """One stage of `train`; the stages print their progress as they go."""
    start = time.process_time()
    if args.stage == "generate":
        report: dict = {"chunks_written": train.generate(args.dir, args.deals, args.iterations, seed=args.seed)}
    else:
        from . import fit  # numpy, which only training installs: not at the command line's start
        report = fit.fit(args.dir, args.epochs) if args.stage == "fit" else {"bytes": fit.export(args.dir)}
    report["cpu_seconds"] = round(time.process_time() - start, 1)
    return report, json.dumps(report)


def run_schema(args: argparse.Namespace) -> tuple[None, str]:
    written = schema_files.write(args.out)
    return None, f"wrote {len(written)} JSON Schema files to {args.out}"


def run_sim(args: argparse.Namespace) -> tuple[dict, str]:
    report = simulate(args.variant, args.games, args.players.split(","), args.seed,
                      json.loads(args.options), Budget(args.iterations, args.think_ms))
    return report, format_table(report)


def run_tournament(args: argparse.Namespace) -> tuple[dict, str]:
    report = tournament(args.variant, args.deals, args.players.split(","), args.seed,
                        json.loads(args.options), Budget(args.iterations, args.think_ms),
                        args.calls_by)
    return report, format_tournament(report)


def run_strength(args: argparse.Namespace) -> tuple[list[dict], None]:
    """Every pair against every game, each line printed as soon as it is known (a line
    takes minutes); a `-cards` pair skips the Manni games."""
    games, pairs = game_list(args.games), [strength_pair(p) for p in args.pairs.split(",")]
    budget = Budget(args.iterations, args.think_ms)
    reports = []
    for first, other, cards in pairs:
        for variant in games:
            if cards and REGISTRY[variant].scoring != "card_points":
                continue
            report = tournament(variant, args.deals, seating(variant, first, other), args.seed,
                                budget=budget, calls_by="medium" if cards else None)
            if not args.json:
                print(format_tournament(report), flush=True)
            reports.append(report)
    return reports, None


def run_calls(args: argparse.Namespace) -> tuple[dict, str]:
    report, lines = {}, []
    for variant in game_list(args.games):
        played, counts = call_counts(variant, args.deals, args.level, args.iterations)
        shares = {name: n / played for name, n in sorted(counts.items())}
        report[variant] = {"deals": played, "level": args.level, "shares": shares}
        text = ", ".join(f"{name} {share:.1%}" for name, share in shares.items())
        lines.append(f"{variant:18} {played} deals: {text or 'no calls'}")
    return report, "\n".join(lines)


def game_list(text: str) -> list[str]:
    games = text.split(",")
    unknown = [g for g in games if g not in REGISTRY]
    if unknown:
        raise ValueError(f"Unknown game {unknown[0]!r}; the games are: {', '.join(REGISTRY)}")
    return games


def strength_pair(text: str) -> tuple[str, str, bool]:
    """"hard-medium" or "hard-medium-cards" to (first, other, card play only)."""
    parts = text.split("-")
    if len(parts) not in (2, 3) or (len(parts) == 3 and parts[2] != CARDS_ONLY) \
            or not all(p in LEVELS for p in parts[:2]):
        raise ValueError(f"Bad pair {text!r}: write FIRST-OTHER or FIRST-OTHER-{CARDS_ONLY}, "
                         f"levels from: {', '.join(LEVELS)}")
    return parts[0], parts[1], len(parts) == 3


def format_tournament(r: dict) -> str:
    unit = "card points" if REGISTRY[r["variant"]].scoring == "card_points" else "deal points"
    budget = (f"{r['iterations']} playouts" if r["iterations"] else
              f"{r['think_ms']} ms" if r["think_ms"] else "default budget")
    calls = f"; calls by {r['calls_by']}" if r["calls_by"] else ""
    # A side's margin is twice its lead over the other side in a deal (sim.tournament).
    game = (f" (its side's lead a deal {r['margin'] / 2:+.2f}); game points "
            f"{r['game_points_margin']:+.2f} ± {r['game_points_ci95']:.2f}"
            if unit == "card points" else "")
    return (f"{r['variant']}: {r['players'][0]} minus the others, {unit} per deal and seat: "
            f"{r['margin']:+.2f} ± {r['ci95']:.2f}{game} (95% CI; {r['deals']} duplicate deals x "
            f"{r['seatings']} seatings; {budget}{calls}; {r['seconds']:.0f} s)")


def options_table() -> str:
    """Every game's options from the catalogue, as the Markdown table in docs/engine.md."""
    rows = ["| game | option | default | values | meaning |", "|---|---|---|---|---|"]
    for game in catalogue():
        for o in game["options"]:
            rows.append(f"| {game['id']} | `{o['name']}` | `{json.dumps(o['default'])}` | "
                        f"{option_values(o)} | {o['label']} |")
    return "\n".join(rows)


def option_values(o: dict) -> str:
    if o["kind"] == "bool":
        values = ["`false`", "`true`"]
    elif o["kind"] == "choice":
        values = [f"`{json.dumps(c['value'])}`" for c in o["choices"]]
    else:
        values = [f"`{o['min']}`–`{o['max']}`"]
    return ", ".join(values + (["`null`"] if o["nullable"] else []))


def run_rate(args: argparse.Namespace) -> tuple[dict, str]:
    """Play the round robin (what is not in the results file yet), fit, write the data file."""
    levels, families = args.levels.split(","), args.families.split(",")
    results = round_robin(levels, args.deals, args.search_deals, args.seed, args.jobs,
                          args.results, families, say=lambda *a, **k: print(*a, **k, file=sys.stderr))
    data = ratings_file(results, levels, families, args.seed)
    if args.out:
        args.out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    return data, format_ratings(data)
