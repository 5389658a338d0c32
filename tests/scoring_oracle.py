"""RULES.md's scoring tables written out a second time, independently of the engine.

The random-game suite compares every deal the engine scores with these: `SCORING` maps
each game to its table (a game without one fails that suite, so a new game brings its own).
"""
from __future__ import annotations

from collections.abc import Callable


def plus_minus(diff: int) -> tuple[int, int]:
    return (diff, 0) if diff > 0 else (0, -diff)


def manni_points(options: dict, row: dict) -> list[tuple[int, int]]:
    neg = options.get("under_four_negative", False)
    return [(max(t - 4, 0), max(4 - t, 0) if neg else 0) for t in row["tricks"]]


def hornafjardarmanni_points(options: dict, row: dict) -> list[tuple[int, int]]:
    c = row["contract"]
    return [plus_minus(4 - t if c["nullo"] else t - 4) for t in row["tricks"]]


def announced_points(options: dict, row: dict) -> list[tuple[int, int]]:
    """Trjámann and Laugavatnsmanni: declarer against the two opponents."""
    tricks, c = row["tricks"], row["contract"]
    out = []
    d = c["declarer"]
    great_target = options.get("great_target", 14)
    for p, t in enumerate(tricks):
        if c.get("great"):
            td = tricks[d]
            if td == 16:
                out.append((8, 0) if p == d else (0, 4))
            elif td == 15:
                out.append((4, 0) if p == d else (0, 2))
            else:
                out.append(plus_minus(t - great_target) if p == d else plus_minus(t - 1))
        elif c["nullo"]:
            out.append(plus_minus((4 if p == d else 6) - t))
        else:
            out.append(plus_minus(t - (8 if p == d else 4)))
    return out


def manille_gain(sweep_doubles: bool, row: dict) -> list[int]:
    points, tricks, mult = row["points"], row["tricks"], row["multiplier"]
    out = []
    for t in (0, 1):
        gain = (points[t] - 30) * mult if points[t] > 30 else 0
        if sweep_doubles and tricks[t] == sum(tricks):
            gain *= 2
        out.append(gain)
    return out


# Each game's scoring: (options, sheet row) -> per player (plus, minus), or per team gain.
SCORING: dict[str, Callable[[dict, dict], list]] = {
    "manni": manni_points,
    "hornafjardarmanni": hornafjardarmanni_points,
    "trjamann": announced_points,
    "laugavatnsmanni": announced_points,
    "manille": lambda options, row: manille_gain(False, row),
    "manillen-2p-dummy": lambda options, row: manille_gain(True, row),
    "manillen-2p-open": lambda options, row: manille_gain(True, row),
}
