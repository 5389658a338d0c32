"""Playing for the game, not only the deal, once the game is near its end.

Far from the end, points in this deal are what count, and `hard` maximises its side's deal
value (playout.deal_value).  Near the end the same points can be worth everything or
nothing: a Manni player at 11 of 12 must beat the leader, not the average; a Manille side
that needs 41 card points to reach 101 gains nothing from 40.  So when the game may well
end within `NEAR` deals, a finished deal is judged by the chance it leaves the seat's side
to win the game: exactly where the deal ends the game (1 for a win, shared among
co-winners; 0 for a loss), else estimated from the standing after it; a little of the
deal value is added, so that points still choose where the chance is the same.

The estimate takes each later deal to move one side's score against another's by a
spread of `Variant.deal_spread` (a normal approximation), over the deals still to come
(`deals_left`): the side beats each other side with chance Φ(lead / (spread · √deals)),
and all of them with the product.  Far from the end this is close to linear in the
leads, which is the deal value again; near it, a lead over the leader is what counts.
`scripts/game_pace.py` measures each game's pace and spread.
"""
from __future__ import annotations

import math

from ..rules.table import Table
from ..rules.variants import Variant
from .playout import Judge, deal_value

# A deal is played for the game when the game may end within this many deals (this one
# included).
NEAR = 2.0
# Where the chance to win is the same whatever is played (a game decided either way in a
# world), the deal's points still choose: one deal spread of points weighs this much of
# a win.
TIE_BREAK = 0.01


def deals_left(v: Variant, t: Table, scored: bool = False) -> float:
    """The deals still to play, at least one: those left of a set number (the deal on `t`
    among them unless it is `scored`), or fewer where a side is near the target (its
    distance at the game's pace)."""
    left = math.inf
    fixed = v.shown_deals(t)
    if fixed:
        left = fixed - t.deal_no - scored
    race, target = v.race(t), v.shown_target(t)
    if race is not None and target is not None:  # a race has a target
        left = min(left, (target - max(race)) / v.deal_pace)
    return max(1.0, left)


def near_end(v: Variant, t: Table) -> bool:
    """Whether the deal in progress on `t` is played for the game (the end is near)."""
    return deals_left(v, t) <= NEAR


def game_judge(v: Variant, t: Table, pos: int) -> Judge | None:
    """How a deal now in progress on `t` is judged for `pos`'s side when it is played for
    the game: its chance to win the game (or the match) once the deal is scored.  None
    while the game's end is further off (`near_end`): then the deal's points count."""
    if not near_end(v, t):
        return None
    side = v.teams[pos]
    per_point = TIE_BREAK / v.deal_spread

    def judge(end: Table) -> float:
        return game_chance(v, end, side) + per_point * deal_value(v, end.sheet[-1], pos)
    return judge


def game_chance(v: Variant, end: Table, side: int) -> float:
    """`side`'s chance to win the game (or the match) once a deal is scored on `end`:
    exact where the deal ended it (shared among co-winners), else estimated."""
    if end.over:
        return win_share(v, v.result(end)["winners"], side)
    chance = standing_chance(v, end, side)
    games = v.games_won(end)  # a match: a game won starts the next one level
    return chance if games is None else match_chance(games[side], games[1 - side], chance)


def win_share(v: Variant, winners: list[int], side: int) -> float:
    """`side`'s share of a finished game's win, given the result's winners: 1 alone, shared
    among co-winning sides, 0 for a loss or a game nobody won."""
    won = {v.teams[p] for p in winners}
    return 1 / len(won) if side in won else 0.0


def standing_chance(v: Variant, t: Table, side: int) -> float:
    """The estimated chance that `side` wins the game from the standing on `t` (not over)."""
    scores = v.standing(t)
    scale = v.deal_spread * math.sqrt(deals_left(v, t, scored=True))
    chance = 1.0
    for other, score in enumerate(scores):
        if other != side:
            chance *= normal_cdf((scores[side] - score) / scale)
    return chance


def normal_cdf(x: float) -> float:
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


def match_chance(mine: int, theirs: int, current: float) -> float:
    """A side's chance to win a best-of-three match with `mine` and `theirs` games won,
    winning the game in progress with chance `current` and each later one with one half."""
    if mine >= 2 or theirs >= 2:
        return float(mine >= 2)
    return current * match_chance(mine + 1, theirs, 0.5) + (1 - current) * match_chance(mine, theirs + 1, 0.5)
