#!/usr/bin/env python3
"""What `hard`'s sampled worlds know of the cards it cannot see, and where not knowing
them costs it most (prints numbers, never a test).

    .venv/bin/python scripts/world_knowledge.py [--games manille,manni] [--deals 20]
                                                [--worlds 300] [--seed 1000] [--gap]

Each game's first deal of `deals` seeds is played with `hard` at 300 playouts in every
seat, `medium` making every call.  At each card decision of seat 0 after the first trick,
`worlds` worlds are drawn

- by the rules alone (determinize.Sampler: the sizes of the hidden places and every card
  a play proved absent),
- as `hard` draws them (search.draw_world: its trump-call fit and its inference from plays),
- as `hard` draws them, each weighed by r ** (how many of the other players' plays the
  playout policy would not have made in that world, less the fewest of any world), r = 0.7
  and 0.5: a richer model of play than `hard`'s, tried as an experiment;
- where it applies (Manille), as `hard` draws them with its switch to the learned
  hidden-card model on (search/hidden.py).

For every unseen card held in a hand, the (weighed) share of worlds that put it in its
true hand is scored by its natural log: the mean is 0 where the worlds always place every
card right, log(1/k) where they spread each evenly over k hands.  Printed by tricks left.

--gap measures instead where `hard` loses to a copy of itself that sees every card (the
yardstick of docs/bots.md): at each card decision of seats 0 and 2 (Manille family) or 0
(Manni family), both choose, and the seeing copy's own values (its search on the real
deal, at the page's budget) say what `hard`'s card gave up; `medium` plays the other
seats.  Printed by tricks left: decisions, the share where the cards differ, the mean
loss (deal value: game points, or net deal points) and its share of the whole loss.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable import Game
from tricktable.bots import make_bot
from tricktable.bots.search import draw_world, learned_dealer, trump_call_fits
from tricktable.rules.cards import CARD_OF
from tricktable.search.determinize import Sampler
from tricktable.search.inference import play_likelihood
from tricktable.search.listplay import fast_card
from tricktable.tools.sim import shown
from tricktable.rules.table import Table

from sparring import AllSeeing  # hard shown every card, the yardstick

WEIGHTS = (0.7, 0.5)
LEAST = 0.005  # a card no world placed right scores as if one world in 200 had


class Calm(random.Random):
    """The playout policy's random stream at noise 0: its one draw per card never plays."""

    def random(self) -> float:
        return 1.0


def plays_so_far(view: dict) -> list[tuple[int, int]]:
    """This deal's plays in order: (position, card)."""
    n = view["positions"]
    plays = [((t["leader"] + i) % n, CARD_OF[c]) for t in view["played_tricks"]
             for i, c in enumerate(t["cards"])]
    return plays + [(x["seat"], CARD_OF[x["card"]]) for x in view["trick"]]


def misses(v, world: Table, view: dict, plays: list[tuple[int, int]]) -> int:
    """The other players' plays (with a choice) the playout policy would not have made,
    the deal replayed from its first card in `world` (0 in the Manillen, whose layouts
    this replay does not rebuild)."""
    if any(world.layouts):
        return 0
    t = world.copy()
    for p in range(t.positions):
        t.hands[p] = list(t.hands[p]) + [c for q, c in plays if q == p]
    t.trick, t.played_tricks = [], []
    t.tricks_left = world.tricks_left + len(view["played_tricks"])
    t.turn = t.leader = plays[0][0]
    t.tricks, t.points = [0] * t.positions, [0] * t.positions
    calm, missed = Calm(), 0
    for pos, card in plays:
        if pos not in view["controls"] and len(v.legal_cards(t, pos)) > 1:
            missed += fast_card(v, t, calm, 0.0) != card
        t.play(card)
    return missed


def knowledge(game: str, deals: int, seed: int, count: int) -> None:
    scores: dict[tuple[int, str], list[float]] = defaultdict(list)
    rng = random.Random(seed)
    for s in range(seed, seed + deals):
        g = Game.new(game, seed=s)
        bots = [make_bot("hard", seed=s * 7 + i, iterations=300) for i in range(g.players)]
        caller = make_bot("medium", seed=s)
        while g.deal_no == 0 and not g.over:
            view = g.view(g.to_move)
            if view["phase"] != "play":
                g.apply(caller.choose(view))
                continue
            if g.to_move == 0 and len(view["legal"]) > 1 and view["played_tricks"]:
                sampler = Sampler(view)
                fits = trump_call_fits(view)
                likely = play_likelihood(sampler.variant, sampler.template, view, sampler.pool)
                plain = [sampler.sample(rng) for _ in range(count)]
                drawn = [draw_world(sampler, rng, fits, likely) for _ in range(count)]
                plays = plays_so_far(view)
                missed = [misses(sampler.variant, w, view, plays) for w in drawn]
                fewest = min(missed)
                models = {"rules": (plain, [1.0] * count), "hard": (drawn, [1.0] * count)}
                for r in WEIGHTS:
                    models[f"hard, r={r}"] = (drawn, [r ** (m - fewest) for m in missed])
                if (learned := learned_dealer(view, sampler)) is not None:
                    models["learned"] = ([draw_world(sampler, rng, None, likely, learned) for _ in range(count)],
                                         [1.0] * count)
                where = {c: p for p in range(g.table.positions) for c in g.table.hands[p]}
                for name, (worlds, weights) in models.items():
                    total = sum(weights)
                    for c in sampler.pool:
                        if c in where:
                            right = sum(w for w, t in zip(weights, worlds) if c in t.hands[where[c]])
                            scores[(g.table.tricks_left, name)].append(math.log(max(right / total, LEAST)))
            g.apply(bots[g.to_move].choose(view))
    names = list(dict.fromkeys(name for _, name in scores))
    for left in sorted({k for k, _ in scores}, reverse=True):
        cells = "  ".join(f"{name} {statistics.fmean(scores[(left, name)]):.3f}" for name in names)
        print(f"{game} tricks left {left:2}: {len(scores[(left, 'rules')]):4} cards  {cells}", flush=True)
    cells = "  ".join(f"{name} {statistics.fmean(x for (_, n), v in scores.items() if n == name for x in v):.3f}"
                      for name in names)
    print(f"{game} all: {cells}", flush=True)


def gap(game: str, deals: int, seed: int) -> None:
    losses: dict[int, list[float]] = defaultdict(list)
    for s in range(seed, seed + deals):
        g = Game.new(game, seed=s)
        others = make_bot("medium", seed=s)
        sides = {p for p in range(g.players) if g.variant.teams[p] == g.variant.teams[0]}
        while g.deal_no == 0 and not g.over:
            seat = g.to_move
            view = g.view(seat)
            if view["phase"] != "play" or seat not in sides or len(view["legal"]) == 1:
                g.apply(others.choose(view))
                continue
            n = s * 100 + len(g.table.played_tricks)
            card = make_bot("hard", seed=n).choose(view)
            seeing = AllSeeing(seed=n)
            weighed = seeing.weigh(shown(seeing, g, seat))
            values = {a["card"]: x for a, x in weighed}
            losses[g.table.tricks_left].append(values[weighed[0][0]["card"]] - values[card["card"]])
            g.apply(card)
    whole = sum(sum(x) for x in losses.values()) or 1.0
    for left in sorted(losses, reverse=True):
        x = losses[left]
        print(f"{game} tricks left {left:2}: {len(x):4} decisions, differ {sum(1 for y in x if y > 0) / len(x):.2f}, "
              f"mean loss {statistics.fmean(x):.2f}, share of the loss {sum(x) / whole:.2f}", flush=True)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", default="manille,manni")
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--worlds", type=int, default=300)
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--gap", action="store_true", help="where hard loses to a copy that sees every card")
    args = p.parse_args()
    for game in args.games.split(","):
        if args.gap:
            gap(game, args.deals, args.seed)
        else:
            knowledge(game, args.deals, args.seed, args.worlds)


if __name__ == "__main__":
    main()
