"""The post-deal review: each decision one seat made in a finished deal, judged by the search.

A decision is judged from what its seat knew when it made it (its view, never the open
hands), by the same determinized search as the `hard` player and the hint (bots/search.py),
with a seed drawn from the game's seed and the move's index: the same save always gives
the same review.  The values are the search's deal values (playout.deal_value): in the
Manille family the points the seat's side scored less its opponents' (card points above
30, times the multiplier); in the Manni family the seat's deal points (tricks over or
under its target) less the others' average.

The deal's open replay is given only for a deal that is over, so a review never shows
a card of a deal still being played.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..bots.search import SearchBot, same_choice
from ..rules.cards import CODE_OF, sort_hand
from ..rules.engine import Game
from ..rules.errors import TricktableError
from ..rules.table import Table
from .challenge import refuse_daily_kept
from .kept import open_kept

# Playouts per decision.  A review judges a whole deal's decisions one after another in the
# browser, so it gets half of what the page's hard player had before its playouts moved to
# bitmasks (600): a deal of 16 card decisions is then reviewed within 10 s at p95 in
# Chromium (docs/review.md has the figures, from scripts/measure_review.py).
REVIEW_ITERATIONS = 300

# What a choice may cost against the search's best before it is called an inaccuracy or a
# mistake, in each scoring's units (the page prints them).  Manille: a point is one card
# point above 30 (times the multiplier); a trick's honours are worth up to 5.  Manni: a deal
# point is one trick over or under the target, less the others' average.
THRESHOLDS: dict[str, dict[str, float]] = {
    "card_points": {"inaccuracy": 2.0, "mistake": 6.0},
    "tallies": {"inaccuracy": 0.4, "mistake": 1.0},
}
UNITS = {"card_points": "points", "tallies": "deal_points"}


class Reviewer(SearchBot):
    """`hard`'s search judging every deal by its points, near the game's end too, since
    the review's verdicts are in points (THRESHOLDS)."""
    for_game = False


class BadReview(TricktableError):
    """A review that cannot be made: no such deal, a deal not over, a seat that is not one."""
    default_code = "bad_request"

    def __init__(self, message: str) -> None:
        super().__init__(message, None, detail=message)


def review_seed(game_seed: int, move: int) -> int:
    """The search's seed for the decision at `move` (as the hint's at that move)."""
    return game_seed * 1013 + move


def verdict(scoring: str, cost: float) -> str:
    """"good", "inaccuracy" or "mistake" for a choice that cost `cost` (THRESHOLDS)."""
    limits = THRESHOLDS[scoring]
    return "mistake" if cost >= limits["mistake"] else "inaccuracy" if cost >= limits["inaccuracy"] else "good"


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat: where it was made, what it saw, what it chose."""
    move: int        # index of the action in the save
    view: dict       # the seat's view then (Game.view): what the search may read
    chosen: dict     # the action the seat took
    table: Table     # the table then, only to word the choices (Variant.say_choice)


def judge(decision: Decision, game_seed: int, scoring: str, words: Callable[[dict], list],
          iterations: int = REVIEW_ITERATIONS) -> dict:
    """The search's opinion of one decision: its best choice, the value of each choice it
    weighed (the seat's own among them), and what the seat's choice cost against the best;
    `words` names an action (a message id and its arguments)."""
    view, chosen = decision.view, decision.chosen
    bot = Reviewer(seed=review_seed(game_seed, decision.move), iterations=iterations)
    ranked = bot.weigh(view, also=chosen)
    best, best_value = ranked[0]
    out = {"move": decision.move, "chosen": chosen, "chosen_say": words(chosen), "best": best,
           "best_say": words(best)}
    if best_value is None:  # nothing to compare: one choice only
        return {**out, "values": [], "cost": 0.0, "verdict": "good", "forced": True}
    weighed = [(a, v) for a, v in ranked if v is not None]  # all of them, once two are weighed
    value = next(v for a, v in weighed if same_choice(a, chosen))
    cost = max(0.0, best_value - value)  # a call that stood although another scored higher
    return {**out, "values": [{"action": a, "say": words(a), "value": round(v, 3)} for a, v in weighed],
            "cost": round(cost, 3), "verdict": verdict(scoring, cost), "forced": False}


class DealReview:
    """One finished deal of a save, replayed for one seat: its open steps and that seat's
    decisions, each judged on request (the page asks for them one by one)."""

    def __init__(self, save: str, seat: int, deal: int | None = None) -> None:
        kept = open_kept(save)
        refuse_daily_kept(kept)  # a review shows every hand: none of a deal of the day to come
        game = kept.game
        if not 0 <= seat < game.players:
            raise BadReview(f"The seat must be 0 to {game.players - 1}")
        if deal is None:  # the last deal that is over (a review's link cuts the save after it)
            deal = game.deal_no if game.over else game.deal_no - 1
        if not 0 <= deal <= game.deal_no:
            raise BadReview(f"This game has no deal {deal + 1}")
        self.seed, self.seat, self.deal = game.seed, seat, deal
        self.variant = game.variant
        replay = Game.from_config(game.config)
        self.decisions: list[Decision] = []
        self.steps: list[dict] = []
        self.result: dict | None = None
        for move, act in enumerate(game.actions):
            if replay.deal_no > deal:
                break
            if replay.deal_no == deal:
                self._step(replay, move, act)
            else:
                replay.apply(act)
        if self.result is None:
            raise BadReview(f"Deal {deal + 1} is not over: it can be reviewed once it is")

    def _step(self, replay: Game, move: int, act: dict) -> None:
        """Apply one action of the deal, noting it (and, if the seat's, its decision)."""
        t = replay.table
        if not self.steps:
            self.steps.append({"move": None, "position": None, "action": None, "say": None,
                               **open_table(t), "winner": None})
        position, mover = t.turn, replay.to_move
        say = self.variant.say_choice(t, act)["label"]
        if mover == self.seat:
            self.decisions.append(Decision(move, replay.view(self.seat), act, t.copy()))
        whole: list[dict] = []  # the table at its first still moment: the trick whole
        replay.watch = lambda events: whole.append(open_table(t)) if not whole else None
        try:
            events = replay.apply(act)
        finally:
            replay.watch = None
        shown = whole[0] if whole else open_table(t)
        won = next((e["winner"] for e in events if e["type"] == "trick"), None)
        self.steps.append({"move": move, "position": position, "action": act, "say": say,
                           **shown, "winner": won, "decision": mover == self.seat})
        ended = next((e for e in events if e["type"] == "deal_end"), None)
        if ended is not None:
            self.result = ended

    def outline(self) -> dict:
        """The deal's open replay and which of its steps are the seat's decisions."""
        return {"variant": self.variant.id, "seat": self.seat, "facts": self.variant.facts(),
                "deal": self.deal, "scoring": self.variant.scoring, "unit": UNITS[self.variant.scoring],
                "thresholds": THRESHOLDS[self.variant.scoring], "positions": self.variant.positions,
                "steps": self.steps, "decisions": [d.move for d in self.decisions], "result": self.result}

    def judge(self, index: int, iterations: int = REVIEW_ITERATIONS) -> dict:
        """The judgement of the seat's `index`-th decision in this deal."""
        if not 0 <= index < len(self.decisions):
            raise BadReview(f"This deal has {len(self.decisions)} decisions of yours, not {index + 1}")
        d = self.decisions[index]
        return judge(d, self.seed, self.variant.scoring, lambda a: self.variant.say_choice(d.table, a)["label"],
                     iterations)


def open_table(t: Table) -> dict:
    """The deal as it lies with every card face up: each position's cards (hand, then its
    stacks on the table), the Manni, and the trick in play."""
    held = []
    for p in range(t.positions):
        stacks = [c for s in t.layouts[p] for c in s if c is not None]
        held.append([CODE_OF[c] for c in sort_hand(t.hands[p], t.strength)]
                    + [CODE_OF[c] for c in stacks])
    return {"hands": held, "stock": [CODE_OF[c] for c in t.stock],
            "trick": [{"seat": p, "card": CODE_OF[c]} for p, c in t.trick]}
