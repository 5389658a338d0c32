"""Pit computer players against each other over duplicate deals.

Each set of games shares one seed, so the same deals come up; within a set the players
are rotated through every seat, so the luck of the deal cancels out.  `simulate` plays
whole games (where the game's end matters); `tournament` plays single deals, scored by
what each seat made in that deal (card points and game points, or net deal points), which
measures card play and calls with far fewer hands.
"""
from __future__ import annotations

import math
import statistics
import time

from dataclasses import dataclass

from ..bots import Bot, make_bot
from ..rules.engine import Game
from ..search.stakes import near_end
from ..rules.table import Phase
from ..rules.variants import REGISTRY, Variant
from ..rules.views import whole_table


@dataclass(frozen=True)
class Budget:
    """How long a searching player thinks: playouts per decision, or milliseconds."""
    iterations: int | None = None
    think_ms: float | None = None


def play_game(variant: str, seed: int, options: dict, names: list[str], bot_seed: int,
              budget: Budget = Budget()) -> dict:
    """One whole game; returns the result."""
    g = Game.new(variant, seed=seed, options=options)
    bots = [make_bot(name, seed=bot_seed * 31 + i, iterations=budget.iterations,
                     think_ms=budget.think_ms) for i, name in enumerate(names)]
    while (seat := g.to_move) is not None:  # None: the game is over
        g.apply(bots[seat].choose(shown(bots[seat], g, seat)))
    return g.result()


def play_deal(variant: str, seed: int, options: dict, names: list[str], bot_seed: int,
              budget: Budget = Budget(), calls_by: str | None = None,
              times: dict[str, list[float]] | None = None) -> dict:
    """The first deal of a game; its sheet row.  `calls_by` names a player that makes
    every decision before play for all seats (card play alone compared).  `times`: where
    the CPU time (ms) of each card decision with a choice is added, under its player's name."""
    g = Game.new(variant, seed=seed, options=options)

    def make(name: str, i: int) -> Bot:
        return make_bot(name, seed=bot_seed * 31 + i, iterations=budget.iterations,
                        think_ms=budget.think_ms)
    bots = [make(name, i) for i, name in enumerate(names)]
    caller = make(calls_by, 99) if calls_by else None
    while g.deal_no == 0 and (seat := g.to_move) is not None:
        bot = caller if caller is not None and g.phase != Phase.PLAY else bots[seat]
        view = shown(bot, g, seat)
        start = time.process_time()
        g.apply(bot.choose(view))
        if times is not None and view["phase"] == "play" and len(view["legal"]) > 1:
            times.setdefault(names[seat], []).append((time.process_time() - start) * 1000)
    return g.sheet[0]


def late_game(variant: str, seed: int, options: dict | None = None) -> Game | None:
    """The game of `seed`, played by `medium` in every seat up to the first decision of
    the first deal that `hard` plays for the game (stakes.near_end); None if it ended
    first.  For measuring and showing play near a game's end."""
    g = Game.new(variant, seed=seed, options=options or {})
    bots = [make_bot("medium", seed=seed * 7 + i) for i in range(g.variant.players)]
    deal = -1
    while (seat := g.to_move) is not None:
        if g.deal_no != deal:
            deal = g.deal_no
            if near_end(g.variant, g.table):
                return g
        g.apply(bots[seat].choose(g.view(seat)))
    return None


def shown(bot: Bot, g: Game, seat: int) -> dict:
    """What `bot` decides from: the seat's view, or for a yardstick that sees every card
    (`Bot.sees_all`) the same view with the whole table as its public table, from which
    a searching player's worlds are all the real one."""
    view = g.view(seat)
    if bot.sees_all:
        view["public_table"] = whole_table(g.table)
    return view


def deal_scores(v: Variant, row: dict, seat: int) -> tuple[float, float]:
    """A seat's result in one deal: its side's lead over the other side in card points and
    in game points in the Manille family; its net deal points, twice, in the Manni family."""
    if v.scoring == "card_points":
        mine = v.teams[seat]
        return (row["points"][mine] - row["points"][1 - mine],
                row["scores"][mine] - row["scores"][1 - mine])
    net = row["positive"][seat] - row["negative"][seat]
    return net, net


def checked_variant(variant: str, players: list[str]) -> Variant:
    """The game, once it is known to exist and the players fill its seats."""
    v = REGISTRY.get(variant)
    if v is None:
        raise ValueError(f"Unknown game {variant!r}; the games are: {', '.join(REGISTRY)}")
    if len(players) != v.players:
        raise ValueError(f"{variant} needs {v.players} players, got {len(players)}")
    return v


def seating(variant: str, first: str, other: str) -> list[str]:
    """`first` in seat 0 and in its partners' seats; every opponent plays `other`."""
    v = REGISTRY[variant]
    return [first if v.teams[s] == v.teams[0] else other for s in range(v.players)]


def tournament(variant: str, deals: int, players: list[str], seed: int = 0,
               options: dict | None = None, budget: Budget = Budget(),
               calls_by: str | None = None) -> dict:
    """Duplicate deals: each deal is played once per distinct seating of the players
    (rotated round the table).  The margin compares, seat by seat, the first player's
    score with the other players' average score in that same seat, on the same cards:
    in card points, and in game points (with the deal's multiplier) for the Manille family.

    In the Manille family a seat's score is its side's lead (its card points less the other
    side's), and a point the first player's side takes is a point the other side does not:
    its lead rises by two where the other player's lead in that seat falls by two.  So the
    margin is twice the first player's side's lead over the other side in a deal (four times
    its card points above 30); tests/test_search.py checks it on played deals."""
    v = checked_variant(variant, players)
    n = v.players
    options = options or {}
    first = players[0]
    seatings = list(dict.fromkeys(tuple(players[(seat - r) % n] for seat in range(n))
                                  for r in range(n)))
    margins: list[tuple[float, float]] = []
    start = time.perf_counter()
    for k in range(deals):
        by_seat: list[dict[bool, list[tuple[float, float]]]] = [{True: [], False: []} for _ in range(n)]
        for r, names in enumerate(seatings):
            row = play_deal(variant, seed + k, options, list(names), (seed + k) * n + r,
                            budget, calls_by)
            for seat in range(n):
                by_seat[seat][names[seat] == first].append(deal_scores(v, row, seat))
        deal_margin, game_margin = (statistics.fmean(
            statistics.fmean(x[i] for x in b[True]) - statistics.fmean(x[i] for x in b[False])
            for b in by_seat if b[True] and b[False]) for i in (0, 1))
        margins.append((deal_margin, game_margin))
    m, ci = mean_ci([x[0] for x in margins])
    gm, gci = mean_ci([x[1] for x in margins])
    return {"variant": variant, "options": options, "players": players, "deals": deals,
            "seatings": len(seatings), "calls_by": calls_by, "iterations": budget.iterations,
            "think_ms": budget.think_ms, "margin": m, "ci95": ci,
            "game_points_margin": gm, "game_points_ci95": gci,
            "deal_margins": [x[0] for x in margins], "seconds": time.perf_counter() - start}


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, math.inf
    return m, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def simulate(variant: str, games: int, players: list[str], seed: int = 0,
             options: dict | None = None, budget: Budget = Budget()) -> dict:
    """Play at least `games` games in duplicate sets; per-slot scores, wins and speed."""
    v = checked_variant(variant, players)
    n = v.players
    options = options or {}
    Game.new(variant, seed=0, options=options)  # options checked once, up front
    rotations = n if len(set(players)) > 1 else 1
    sets = max(1, -(-games // rotations))
    per_set: list[list[float]] = []          # per set: each slot's mean score
    wins = [0] * n
    played = 0
    start = time.perf_counter()
    for k in range(sets):
        totals = [0.0] * n
        for r in range(rotations):
            seat_of = [(slot + r) % n for slot in range(n)]  # slot -> seat this game
            names = [""] * n
            for slot, seat in enumerate(seat_of):
                names[seat] = players[slot]
            result = play_game(variant, seed + k, options, names, seed + k * n + r, budget)
            for slot, seat in enumerate(seat_of):
                totals[slot] += result["scores"][v.team(seat)]
                wins[slot] += seat in result["winners"]
            played += 1
        per_set.append([t / rotations for t in totals])
    elapsed = time.perf_counter() - start
    slots = []
    for slot in range(n):
        m, ci = mean_ci([s[slot] for s in per_set])
        slots.append({"player": players[slot], "seat_slot": slot, "mean_score": m, "ci95": ci,
                      "win_rate": wins[slot] / played})
    first = players[0]
    others = [i for i in range(n) if players[i] != first]
    diff = None
    if others:
        d, dci = mean_ci([s[0] - statistics.fmean(s[i] for i in others) for s in per_set])
        diff = {"player": first, "versus": players[others[0]], "mean": d, "ci95": dci}
    return {"variant": variant, "options": options, "games": played, "sets": sets,
            "duplicate": rotations > 1, "seconds": elapsed, "games_per_second": played / elapsed,
            "slots": slots, "difference": diff}


def format_table(report: dict) -> str:
    lines = [f"{report['variant']}: {report['games']} games in {report['seconds']:.1f} s "
             f"({report['games_per_second']:.1f} games/s)"]
    if report["duplicate"]:
        lines.append(f"Duplicate deals: {report['sets']} deal sets, each played with the players "
                     "rotated through every seat.")
    lines.append(f"{'slot':>4}  {'player':10} {'mean score':>11} {'± 95% CI':>9} {'win rate':>9}")
    for s in report["slots"]:
        lines.append(f"{s['seat_slot']:>4}  {s['player']:10} {s['mean_score']:11.2f} "
                     f"{s['ci95']:9.2f} {s['win_rate']:9.1%}")
    d = report["difference"]
    if d:
        lines.append(f"{d['player']} minus {d['versus']}: {d['mean']:.2f} ± {d['ci95']:.2f} "
                     "(95% CI, per deal set)")
    return "\n".join(lines)
