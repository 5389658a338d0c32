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

import math
import random
import statistics
import time
from collections.abc import Callable
from typing import NamedTuple

from ..search.bitplay import rule_of
from ..rules.cards import CARD_OF
from ..search.determinize import Sampler
from ..search.endgame import Endgame, solvable
from ..search import hidden
from ..search.inference import play_likelihood
from ..search.playout import BitPlayouts, CardPlay, Judge, deal_judge, finish_deal, play_to_end
from ..search.stakes import game_judge
from ..rules.table import Phase, Table
from ..rules.variants import Variant
from .base import Bot
from .heuristic import NO_TRUMP_SURE, HeuristicBot, exchange_order, sure_tricks, trump_gains

# Playouts per card decision: three times the 600 that kept a browser's p95 well under a
# second before the playouts on bitmasks made a card decision about three times faster.
# A playout from before play asks the rule-based player through views and costs about
# three (docs/bots.md, "Time per decision", has the timings).
DEFAULT_ITERATIONS = 1800
PREPLAY_COST = 3
MIN_WORLDS = {True: 4, False: 10}  # card play, decisions before play (noisier: a whole deal)
FIT_TRIES = 10  # samples drawn to find one that fits the trump call and the plays
EXCHANGE_SPREAD = 2  # discards tried on either side of the rule-based player's count
# A decision before play (a call) shapes the whole deal, and a whole deal is played out
# per world, so a few dozen worlds judge it noisily: a call gets this many times the
# playouts of a card, and the rule-based player's call stands unless another beats it,
# world by world, by more than KEEP_CALL_Z standard errors (docs/bots.md, "How hard
# calls", has the figures).
CALL_BUDGET = 4
KEEP_CALL_Z = 1.0
# A call's playouts at most: a call's deals are still played on lists, so it keeps the
# budget it had when a card had 600 (the slowest decisions in the page are calls).
CALL_MOST = 2400
# Card play with at most this many tricks left is solved exactly in each world
# (endgame.py) instead of played out; a solved world is charged to the budget as many
# playouts as it has candidates (drawing a world costs about that) and one more per
# NODES_PER_PLAYOUT positions searched, about a playout's time (docs/bots.md, "The exact
# endgame", has the figures).
ENDGAME_TRICKS = 4
NODES_PER_PLAYOUT = 60


class SearchBot(Bot):
    # How a playout plays its cards (the `baseline` player keeps the list version).
    card_play: CardPlay = staticmethod(play_to_end)
    sampler: type[Sampler] = Sampler  # how worlds are dealt (`baseline` keeps its own)
    endgame_tricks = ENDGAME_TRICKS
    infer = True  # worlds drawn by how well they explain others' plays (inference.py)
    for_game = True  # near the game's end, deals judged by the chance to win it (stakes.py)
    # Worlds dealt by the learned hidden-card model where it was trained (hidden.py), in
    # place of the call's and the plays' rules of thumb.
    hidden_model = False

    default_iterations = DEFAULT_ITERATIONS  # the page's budget, when neither is given

    def __init__(self, seed: int = 0, noise: float = 0.0, iterations: int | None = None,
                 think_ms: float | None = None) -> None:
        super().__init__(seed, noise)
        self.iterations = self.default_iterations if iterations is None and think_ms is None else iterations
        self.think_ms = think_ms
        self.helper = HeuristicBot(seed=seed)
        self.seed = seed

    def choose(self, view: dict) -> dict:
        return self.weigh(view)[0][0]

    def weigh(self, view: dict, also: dict | None = None) -> list[tuple[dict, float | None]]:
        """The candidates with their average deal values, the chosen one first, then best
        first (ties: in legal order).  `also`: a legal action to weigh beside them if it is
        not one (a review's judge of a player's exchange the search would not try)."""
        legal = view["legal"]
        if len(legal) == 1 and legal[0]["type"] != "exchange":
            return [(dict(legal[0]), None)]
        usual = None if view["phase"] == "play" else self.usual_call(view)
        candidates = self.candidates(view, usual)
        if also is not None and not any(same_choice(also, c) for c in candidates):
            candidates.append(dict(also))
        if len(candidates) == 1:
            return [(candidates[0], None)]
        if view["phase"] != "announce":
            worlds = self.evaluate(self.sampler(view), view, candidates)
        else:
            # Each contract may be announced once a game: judge this hand's value for it
            # against what an unseen hand would make of it later (half the budget each).
            mine = self.evaluate(self.sampler(view), view, candidates, 0.5)
            par = self.evaluate(self.sampler(view, hide_own=True), view, candidates, 0.5)
            means = [statistics.fmean(x) for x in zip(*par)]
            worlds = [[a - b for a, b in zip(row, means)] for row in mine]
        values = [statistics.fmean(x) for x in zip(*worlds)]
        ranked = sorted(range(len(candidates)), key=lambda i: -values[i])
        if usual is not None:
            kept = candidates.index(usual)
            if not clearly_better(worlds, ranked[0], kept):
                ranked.remove(kept)
                ranked.insert(0, kept)
        return [(candidates[i], values[i]) for i in ranked]

    def usual_call(self, view: dict) -> dict:
        """The rule-based player's decision, as one of the candidates (for an exchange:
        discarding as many cards, worst first)."""
        call = self.helper.choose(view)
        if call["type"] == "exchange":
            return {"type": "exchange", "discard": exchange_order(view)[:len(call["discard"])]}
        return call

    def candidates(self, view: dict, usual: dict | None) -> list[dict]:
        """The actions worth comparing: every legal one; for an exchange, discarding (worst
        first) as many cards as the rule-based player's `usual` call, or a few more or fewer."""
        if view["phase"] != "exchange":
            return [dict(a) for a in view["legal"]]
        order = exchange_order(view)
        most = min(view["legal"][0]["max_discard"], len(order))
        assert usual is not None, "weigh gives the usual call for every decision but a card's"
        count = len(usual["discard"])
        return [{"type": "exchange", "discard": order[:k]}
                for k in range(max(0, count - EXCHANGE_SPREAD), min(most, count + EXCHANGE_SPREAD) + 1)]

    def evaluate(self, sampler: Sampler, view: dict, candidates: list[dict],
                 share: float = 1.0) -> list[list[float]]:
        """Each candidate's deal value in each of the sampler's worlds (a row per world),
        within `share` of the budget (for a call CALL_BUDGET times that, at most CALL_MOST
        playouts)."""
        playing = view["phase"] == "play"
        v = sampler.variant
        rng = random.Random(f"hard/{self.seed}")
        pos = view["turn"]
        rows: list[list[float]] = []
        # CPU time: comparable when other work shares the machine.
        deadline = None if self.think_ms is None else \
            time.process_time() + share * (1 if playing else CALL_BUDGET) * self.think_ms / 1000
        # Playouts (none given: the deadline alone ends the search).
        budget = math.inf if self.iterations is None else \
            share * (self.iterations if playing else min(CALL_BUDGET * self.iterations, CALL_MOST))
        cost = 1 if playing else PREPLAY_COST
        worlds, spent = 0, 0.0
        leaves: dict = {}  # the endgame's scored outcomes, the same in every world
        # Card play on bitmasks: a world's bits built once for every candidate, an outcome
        # scored once (`baseline` keeps its list playouts).
        judge = (self.for_game and game_judge(v, sampler.template, pos)) or deal_judge(v, pos)
        bits = BitPlayouts(v, pos, judge=judge) if playing and self.card_play is play_to_end and rule_of(v) is not None \
            else None
        learned = learned_dealer(view, sampler) if self.hidden_model else None
        fits = None if learned else trump_call_fits(view)
        likely = play_likelihood(v, sampler.template, view, sampler.pool) if self.infer else None
        while True:
            world = draw_world(sampler, rng, fits, likely, learned)
            stream = rng.getrandbits(64)
            if playing and world.tricks_left <= self.endgame_tricks and solvable(v, world):
                solver = Endgame(v, world, pos, leaves, judge)
                rows.append([solver.value(CARD_OF[action["card"]]) for action in candidates])
                spent += len(candidates) + solver.nodes / NODES_PER_PLAYOUT
            elif bits is not None:
                deal = bits.world(world)
                rows.append([bits.value(world, deal, random.Random(stream), CARD_OF[action["card"]])
                             for action in candidates])
                spent += len(candidates)
            else:
                rows.append([self.play_out(v, world, action, stream, judge) for action in candidates])
                spent += len(candidates) * cost
            worlds += 1
            if worlds >= MIN_WORLDS[playing] and (time.process_time() >= deadline if deadline is not None
                                                  else spent >= budget):
                break
        return rows

    def play_out(self, v: Variant, world: Table, action: dict, stream: int, judge: Judge) -> float:
        """`action` tried on a copy of `world`, the deal played out with the random
        stream `stream`: what `judge` makes of it."""
        t = world.copy()
        r = random.Random(stream)
        if t.phase == Phase.PLAY:
            t.play(CARD_OF[action["card"]])
            self.card_play(v, t, r, 0.1)
            v.score_deal(t)
        else:
            v.phases[t.phase].apply(v, t, action)
            finish_deal(v, t, r, self.helper.choose, play=self.card_play)
        return judge(t)


def learned_dealer(view: dict, sampler: Sampler) -> Callable[[random.Random], list[list[int]] | None] | None:
    """Deals by the hidden-card model's chances for this view (None where it does not
    apply: another game, or hidden places that are not the other players' hands)."""
    if not hidden.applies(view) or any(p[0] != "hands" for p in sampler.order):
        return None
    probs = hidden.shipped().chances(*hidden.features(view))
    me = view["turn"]
    return lambda rng: hidden.deal(probs, me, sampler.order, sampler.choices, sampler.rooms, rng)


def draw_world(sampler: Sampler, rng: random.Random, fits: CallFit | None,
               likely: Callable[[Table], float] | None,
               learned: Callable[[random.Random], list[list[int]] | None] | None = None) -> Table:
    """A world whose trump chooser's hand fits its call (`fits`), or dealt by the learned
    model (`learned`, which knows the call: then `fits` is None), and whose hands explain
    the plays well enough (`likely`, accepted by chance): FIT_TRIES draws are tested,
    then the next is taken as it is.  A deal that fails the call is never made into a
    table (most of Manille's draws fail it); the table is for reading only
    (`Sampler.world`)."""
    for _ in range(FIT_TRIES if fits or likely or learned else 0):
        dealt = learned(rng) if learned else sampler.deal(rng) if fits is None else \
            sampler.deal_fitting(rng, fits.chooser, fits.test)
        if dealt is None:
            continue
        world = sampler.world(dealt)
        if likely is None or accept(likely(world), rng):
            return world
    return sampler.world(sampler.deal(rng))


def accept(weight: float, rng: random.Random) -> bool:
    """Keep a world of this weight (1: certainly; else with that chance)."""
    return weight >= 1 or rng.random() < weight


def same_choice(a: dict, b: dict) -> bool:
    """Whether two actions are the same decision: an exchange's cards in any order, and a
    legal action's hints (`max_discard`, never saved) left out."""
    def key(action: dict) -> dict:
        return {k: sorted(v) if isinstance(v, list) else v for k, v in action.items() if k != "max_discard"}
    return key(a) == key(b)


def clearly_better(worlds: list[list[float]], a: int, b: int) -> bool:
    """Whether candidate `a` beats `b` over these worlds by more than KEEP_CALL_Z
    standard errors of their paired difference (the same cards for both)."""
    if a == b:
        return False
    diffs = [row[a] - row[b] for row in worlds]
    spread = statistics.stdev(diffs) / math.sqrt(len(diffs))
    return statistics.fmean(diffs) > KEEP_CALL_Z * spread


class CallFit(NamedTuple):
    chooser: int  # the position that named the trump
    test: Callable[[list[int]], bool]  # whether its hand (as it is now) fits the call


def trump_call_fits(view: dict) -> CallFit | None:
    """Manille family: a test that a world's trump chooser (not us) would have named the
    trump it did, judged on its hand as dealt; None when there is nothing to infer.

    Worlds are drawn until one fits (a few tries), so an opponent who named hearts is
    played as one who holds hearts.  The model is the rule-based player's hand value.
    """
    c = view["contract"]
    if view["scoring"] != "card_points" or c is None or c.get("blind"):
        return None
    chooser = c["declarer"]
    if chooser in view["controls"]:
        return None
    n = view["positions"]
    played = [CARD_OF[code] for t in view["played_tricks"] for i, code in enumerate(t["cards"])
              if (t["leader"] + i) % n == chooser]
    played += [CARD_OF[x["card"]] for x in view["trick"] if x["seat"] == chooser]
    named = None if c["trump"] is None else "SHDC".index(c["trump"])

    def fits(hand: list[int]) -> bool:
        dealt = hand + played
        if named is None:
            return sure_tricks(dealt) >= NO_TRUMP_SURE - 1
        gains = trump_gains(dealt)  # the suits' values less the same no-trump value
        return gains[named] >= max(gains) - 1.0
    return CallFit(chooser, fits)
