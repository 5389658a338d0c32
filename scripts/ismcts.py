#!/usr/bin/env python3
"""ISMCTS against `hard`'s determinized search, at equal time or playouts per move.

    .venv/bin/python scripts/ismcts.py [--games manille,manni] [--deals 200]
        [--think-ms 20 | --iterations 100] [--calls-by medium]

A compact single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012)
for card play: each iteration samples a world the way `hard` does (determinize.py,
with the same trump-call inference), walks one tree of the mover's information set
with UCB over the cards available in that world, adds one node and finishes the deal
with `hard`'s playout policy.  Decisions before play are `hard`'s.  Printed: one
duplicate tournament per game, ISMCTS's margin over `hard` (sim.tournament); this level
is measured here and not offered in the page.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable.__main__ import format_tournament  # noqa: E402
from tricktable.bots import LEVELS  # noqa: E402
from tricktable.bots.search import FIT_TRIES, SearchBot, trump_call_fits  # noqa: E402
from tricktable.cards import CODE_OF  # noqa: E402
from tricktable.determinize import Sampler  # noqa: E402
from tricktable.playout import deal_value, play_to_end  # noqa: E402
from tricktable.sim import Budget, tournament  # noqa: E402
from tricktable.variants import REGISTRY  # noqa: E402

EXPLORE = 0.7  # UCB constant, in units of the game's typical deal value below
SCALE = {"card_points": 30.0, "tallies": 4.0}


class Node:
    """Statistics of one card played from an information set."""
    __slots__ = ("children", "visits", "total", "available")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 1


class IsmctsBot(SearchBot):
    def choose(self, view: dict) -> dict:
        if view["phase"] != "play" or len(view["legal"]) == 1:
            return super().choose(view)
        return {"type": "play", "card": CODE_OF[self.search(view)]}

    def search(self, view: dict) -> int:
        sampler = Sampler(view)
        v = sampler.variant
        rng = random.Random(f"ismcts/{self.seed}")
        fits = trump_call_fits(view)
        c = EXPLORE * SCALE[v.scoring]
        root = Node()
        deadline = None if self.think_ms is None else time.perf_counter() + self.think_ms / 1000
        done = 0
        while (time.perf_counter() < deadline) if deadline is not None else done < self.iterations:
            t = sampler.sample(rng)
            for _ in range(FIT_TRIES if fits else 0):
                if fits(t):
                    break
                t = sampler.sample(rng)
            node, path = root, []
            while t.tricks_left:
                pos = t.turn
                legal = v.legal_cards(t, pos)
                for card in legal:
                    if card in node.children:
                        node.children[card].available += 1
                untried = [card for card in legal if card not in node.children]
                if untried:
                    card = rng.choice(untried)
                    node.children[card] = Node()
                else:
                    card = max(legal, key=lambda x: ucb(node.children[x], c))
                node = node.children[card]
                path.append((node, pos))
                t.play(card)
                if untried:
                    break
            play_to_end(v, t, rng, noise=0.1)
            v.score_deal(t)
            row = t.sheet[-1]
            for n, pos in path:
                n.visits += 1
                n.total += deal_value(v, row, pos)
            done += 1
        return max(root.children, key=lambda card: root.children[card].visits)


def ucb(n: Node, c: float) -> float:
    return n.total / n.visits + c * math.sqrt(math.log(n.available) / n.visits)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", default="manille,manni")
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--think-ms", type=float, default=None)
    p.add_argument("--iterations", type=int, default=None)
    p.add_argument("--calls-by", default=None)
    p.add_argument("--seed", type=int, default=40_000)
    args = p.parse_args()
    LEVELS["ismcts"] = (IsmctsBot, 0.0)
    budget = Budget(iterations=args.iterations, think_ms=args.think_ms)
    for variant in args.games.split(","):
        v = REGISTRY[variant]
        players = ["ismcts" if v.teams[s] == v.teams[0] else "hard" for s in range(v.players)]
        report = tournament(variant, args.deals, players, args.seed, budget=budget,
                            calls_by=args.calls_by)
        print(format_tournament(report), flush=True)


if __name__ == "__main__":
    main()
