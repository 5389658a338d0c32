"""`hard`: determinized search for every decision of every game.

For each sampled world (determinize.py: the unseen cards placed consistently with the
view), every candidate is tried on a copy of that world and the deal is finished
(playout.py); the candidate with the best average value for the seat's side wins.  All
candidates share each world and each playout's random stream, so they are compared on
the same cards.  The rule-based player supplies the candidates for the exchange and
plays the other decisions before play inside the playouts.

Deterministic for a seed and a view with an iteration budget (what the page uses);
with `think_ms` it stops when the time is up instead (the command line).
"""
from __future__ import annotations

import random
import time

from ..cards import CARD_OF, CODE_OF
from ..determinize import Sampler
from ..playout import deal_value, finish_deal, play_to_end
from ..table import Phase
from .base import Bot
from .heuristic import HeuristicBot, exchange_order

# Playouts per decision: p95 0.1-0.55 s per decision in CPython and 0.2-0.45 s in Pyodide
# on the 2-core test machine (scripts/bench_bots.py, bench_bots_pyodide.mjs).  A playout
# from before play asks the rule-based player through views, and costs about three.
DEFAULT_ITERATIONS = 300
PREPLAY_COST = 3
MIN_WORLDS = 4


class SearchBot(Bot):
    def __init__(self, seed: int = 0, noise: float = 0.0, iterations: int | None = None,
                 think_ms: float | None = None) -> None:
        super().__init__(seed, noise)
        self.iterations = DEFAULT_ITERATIONS if iterations is None and think_ms is None else iterations
        self.think_ms = think_ms
        self.helper = HeuristicBot(seed=seed)
        self.seed = seed

    def choose(self, view: dict) -> dict:
        legal = view["legal"]
        if len(legal) == 1 and legal[0]["type"] != "exchange":
            return dict(legal[0])
        candidates = self.candidates(view)
        if len(candidates) == 1:
            return candidates[0]
        if view["phase"] != "announce":
            values = self.evaluate(Sampler(view), view, candidates)
        else:
            # Each contract may be announced once a game: judge this hand's value for it
            # against what an unseen hand would make of it later (half the budget each).
            values = self.evaluate(Sampler(view), view, candidates, 0.5)
            par = self.evaluate(Sampler(view, hide_own=True), view, candidates, 0.5)
            values = [a - b for a, b in zip(values, par)]
        best = max(range(len(candidates)), key=lambda i: values[i])
        return candidates[best]

    def candidates(self, view: dict) -> list[dict]:
        """The actions worth comparing: every legal one, and chosen discards for an exchange."""
        if view["phase"] != "exchange":
            return [dict(a) for a in view["legal"]]
        order = exchange_order(view)
        limit = view["legal"][0]["max_discard"]
        return [{"type": "exchange", "discard": order[:k]} for k in range(min(limit, len(order)) + 1)]

    def evaluate(self, sampler: Sampler, view: dict, candidates: list[dict],
                 share: float = 1.0) -> list[float]:
        """Average deal value of each candidate over the sampler's worlds, within `share`
        of the budget."""
        v = sampler.variant
        rng = random.Random(f"hard/{self.seed}")
        pos = view["turn"]
        totals = [0.0] * len(candidates)
        deadline = None if self.think_ms is None else time.perf_counter() + share * self.think_ms / 1000
        budget = None if self.iterations is None else share * self.iterations
        playing = view["phase"] == "play"
        cost = 1 if playing else PREPLAY_COST
        worlds = 0
        while True:
            world = sampler.sample(rng)
            stream = rng.getrandbits(64)
            for i, action in enumerate(candidates):
                t = world.copy()
                r = random.Random(stream)
                if playing:
                    t.play(CARD_OF[action["card"]])
                    play_to_end(v, t, r, noise=0.1)
                    v.score_deal(t)
                    row = t.sheet[-1]
                else:
                    v.phases[t.phase].apply(v, t, action)
                    row = finish_deal(v, t, r, self.helper.choose)
                totals[i] += deal_value(v, row, pos)
            worlds += 1
            if worlds >= MIN_WORLDS and (time.perf_counter() >= deadline if deadline is not None
                                         else worlds * len(candidates) * cost >= budget):
                break
        return [x / worlds for x in totals]
