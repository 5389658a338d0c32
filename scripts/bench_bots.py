#!/usr/bin/env python3
"""Speed of the searching player (prints numbers, never a test).

    .venv/bin/python scripts/bench_bots.py [--deals 3] [--iterations N] [--seconds 1]
                                           [--clock cpu] [--games manni,manille]
                                           [--parts times,rates,playouts]

`--clock cpu` counts this process's CPU time instead of the wall clock: figures that
stay comparable while other work shares the machine.

- time per `hard` decision per game, card play and decisions before play apart (p50,
  p95, max), with `hard` in one seat and `medium` in the others;
- playouts per second of whole card decisions (worlds sampled, played out, weighed):
  `hard` without its inference beside `baseline` on the same positions, so their ratio is
  what the faster playouts buy a decision;
- playouts per second from the first card of a deal to its value for the seat to move:
  the fast policy on bitmasks as `hard` plays out (playout.BitPlayouts: the table turned
  into bits, played out, the value looked up by outcome), the same policy on lists
  (listplay.py, as `baseline` plays out: a `Table.copy()` played out and scored),
  bitmasks with random cards, and the public API (`Game.clone()`, `legal_actions()`,
  `apply()` of dict actions, random cards).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable import Game, variants
from tricktable.bots import DEFAULT_ITERATIONS, make_bot
from tricktable.bots.search import ENDGAME_TRICKS
from tricktable.tools import BaselineBot  # noqa: F401  (adds `baseline` to make_bot's levels)
from tricktable.search.listplay import play_to_end_lists
from tricktable.search.playout import BitPlayouts, deal_value


clock = time.perf_counter


def first_deals(variant: str, deals: int, decide: Callable[[Game, dict, int], dict]) -> None:
    """The first deal of `deals` games (seeds from 0), each decision made by
    `decide(game, view of the player to move, number of the decision in its game)`."""
    for seed in range(deals):
        g = Game.new(variant, seed=seed)
        n = 0
        while g.deal_no == 0 and not g.over:
            g.apply(decide(g, g.view(g.to_move), n))
            n += 1


def decision_times(variant: str, deals: int, iterations: int) -> dict[str, list[float]]:
    """Milliseconds per decision of `hard`, by kind ("play", "endgame": a card solved
    exactly, or "before play"), `hard` in seat 0 and `medium` in the others."""
    out: dict[str, list[float]] = {"play": [], "endgame": [], "before play": []}

    def decide(g: Game, view: dict, n: int) -> dict:
        level = "hard" if g.to_move == 0 else "medium"
        bot = make_bot(level, seed=n, iterations=iterations)
        start = clock()
        action = bot.choose(view)
        ms = (clock() - start) * 1000
        if level == "hard" and (len(view["legal"]) > 1 or view["phase"] == "exchange"):
            kind = "before play" if view["phase"] != "play" else \
                "endgame" if g.table.tricks_left <= ENDGAME_TRICKS else "play"
            out[kind].append(ms)
        return action

    first_deals(variant, deals, decide)
    return out


def search_rates(variant: str, deals: int, iterations: int) -> dict[str, list[float]]:
    """Playouts per second of whole card decisions (sampling worlds included), the same
    positions decided in turns by `hard` with its inference from plays turned off, by
    `baseline` (the same search on list playouts) and by `hard` itself: the first deal of
    `deals` games, `hard` in seat 0, `medium` in the others, each card decision of seat 0
    with more than ENDGAME_TRICKS tricks left (where neither solves exactly) and a choice.
    Without inference `hard` samples the same worlds as `baseline` and stops after the same
    number of playouts, so the ratio of their rates is what the bitmask playouts buy."""
    out: dict[str, list[float]] = {"hard, no inference": [], "baseline": [], "hard": []}

    def decide(g: Game, view: dict, n: int) -> dict:
        if g.to_move != 0:
            return make_bot("medium", seed=n).choose(view)
        searched = view["phase"] == "play" and len(view["legal"]) > 1 and g.table.tricks_left > ENDGAME_TRICKS
        for name in out if searched else ("hard",):
            bot = make_bot("baseline" if name == "baseline" else "hard", seed=n, iterations=iterations)
            bot.infer = name == "hard"
            start = clock()
            action = bot.choose(view)
            if searched:
                out[name].append(iterations / (clock() - start))
        return action

    first_deals(variant, deals, decide)
    return out


def at_first_card(variant: str, seed: int) -> Game:
    g = Game.new(variant, seed=seed)
    bots = [make_bot("medium", seed=i) for i in range(g.players)]
    while g.phase != "play":
        g.apply(bots[g.to_move].choose(g.view(g.to_move)))
    return g


def playouts_per_second(variant: str, seconds: float) -> list[float]:
    """Per second: bitmask playouts, list playouts, bitmask random cards, public API."""
    g = at_first_card(variant, 1)
    rng = random.Random(1)
    done = 0

    def bits(noise: float) -> None:
        """As `hard` plays out: the table's bits built, played out, the deal's value looked
        up by its outcome (scored once per outcome of a decision's 600 playouts).  `hard`
        builds a world's bits once for all its candidates (3 to 8 on average), so its
        playouts run a little faster than these."""
        nonlocal outcomes
        if done % DEFAULT_ITERATIONS == 0:
            outcomes = BitPlayouts(g.variant, g.table.turn, noise)
        outcomes.value(g.table, outcomes.world(g.table), rng)

    def lists(noise: float) -> None:
        """As `baseline` plays out a world: a copy of the table played out and scored."""
        t = g.table.copy()
        play_to_end_lists(g.variant, t, rng, noise)
        g.variant.score_deal(t)
        deal_value(g.variant, t.sheet[-1], g.table.turn)

    def api() -> None:
        twin = g.clone()
        while twin.deal_no == 0 and not twin.over:
            twin.apply(rng.choice(twin.legal_actions()))

    outcomes = None
    rates = []
    for work in (lambda: bits(0.1), lambda: lists(0.1), lambda: bits(1.0), api):
        done = 0
        work()  # untimed: the first builds the rank order's lookup tables
        start = clock()
        while clock() - start < seconds:
            work()
            done += 1
        rates.append(done / (clock() - start))
    return rates


def quantile(xs: list[float], q: float) -> float:
    return statistics.quantiles(xs, n=100, method="inclusive")[int(q * 100) - 1] if len(xs) > 1 else xs[0]


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=3)
    p.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS)
    p.add_argument("--seconds", type=float, default=1.0)
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    p.add_argument("--games", default=",".join(variants()), help="comma-separated game ids")
    p.add_argument("--parts", default="times,rates,playouts",
                   help="which tables: times (per decision), rates (whole decisions), playouts")
    args = p.parse_args()
    parts = args.parts.split(",")
    global clock
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    games = args.games.split(",")
    if "times" in parts:
        decision_table(games, args.deals, args.iterations)
    if "rates" in parts:
        rate_table(games, args.deals, args.iterations)
    if "playouts" in parts:
        playout_table(games, args.seconds)


def decision_table(games: list[str], deals: int, iterations: int) -> None:
    print(f"hard at {iterations} playouts per decision; ms per decision (first deal of "
          f"{deals} games per variant)")
    print(f"{'game':18} {'kind':12} {'n':>4} {'p50':>7} {'p95':>7} {'max':>7}")
    for v in games:
        for kind, ms in decision_times(v, deals, iterations).items():
            if ms:
                print(f"{v:18} {kind:12} {len(ms):4} {quantile(ms, .5):7.1f} {quantile(ms, .95):7.1f} "
                      f"{max(ms):7.1f}", flush=True)


def rate_table(games: list[str], deals: int, iterations: int) -> None:
    print(f"\nplayouts per second of whole card decisions at {iterations} playouts (medians; "
          f"the last column: the median of each position's ratio, and its range)")
    print(f"{'game':18} {'n':>4} {'hard, no inference':>18} {'baseline':>9} {'hard':>7} {'ratio':>6} range")
    for v in games:
        rates = search_rates(v, deals, iterations)
        ratios = [a / b for a, b in zip(rates["hard, no inference"], rates["baseline"])]
        if ratios:
            print(f"{v:18} {len(ratios):4} {statistics.median(rates['hard, no inference']):18.0f} "
                  f"{statistics.median(rates['baseline']):9.0f} {statistics.median(rates['hard']):7.0f} "
                  f"{statistics.median(ratios):6.2f} {min(ratios):.2f}-{max(ratios):.2f}", flush=True)


def playout_table(games: list[str], seconds: float) -> None:
    print("\nplayouts per second, first card to the end of the deal (one deal per game)")
    print(f"{'game':18} {'bits, policy':>12} {'lists, policy':>13} {'bits, random':>12} "
          f"{'API, random':>12}")
    for v in games:
        rates = playouts_per_second(v, seconds)
        print(f"{v:18} {rates[0]:12.0f} {rates[1]:13.0f} {rates[2]:12.0f} {rates[3]:12.0f}", flush=True)


if __name__ == "__main__":
    main()
