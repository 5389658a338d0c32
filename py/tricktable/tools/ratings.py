"""Ratings of the levels: round-robin duplicate tournaments fitted by Bradley–Terry.

Every pair of levels plays the same duplicate deals (sim.tournament); a deal is a win for
the level whose seats made more than the other's on the same cards (card points in the
Manille family, net deal points in the Manni family), a draw when they made the same.
Bradley–Terry gives each level a strength θ with P(a beats b) = 1 / (1 + e^(θb − θa)),
fitted by Newton's method on the likelihood, and shown on the Elo scale
(400 / ln 10 per unit of θ) with one level anchored (medium = 1500).  The 95% interval of
each rating, relative to the anchor, comes from the Fisher information.  Each pair also
counts one drawn deal it did not play (half a win each way): a level that won every deal
would otherwise be infinitely stronger, and one deal in hundreds moves little else.

    python -m tricktable rate --deals 200 --search-deals 40 --jobs 2
"""
from __future__ import annotations

import datetime
import json
import math
import subprocess
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from ..bots import LEVELS
from ..bots.search import SearchBot
from ..rules.variants import REGISTRY
from .sim import seating, tournament

ELO = 400 / math.log(10)  # rating points per unit of Bradley–Terry strength
PRIOR_DRAWS = 1.0         # drawn deals each pair counts without playing them
Z95 = 1.959964
FORMAT = "tricktable-level-ratings"
# The families rated, each by the games its tournaments are played in, and the games its
# ratings are shown for.
FAMILIES = {
    "manni": {"played": ["manni"],
              "shown": [v for v, cls in REGISTRY.items() if cls.scoring != "card_points"]},
    "manille": {"played": ["manille"],
                "shown": [v for v, cls in REGISTRY.items() if cls.scoring == "card_points"]},
}


@dataclass(frozen=True)
class Rating:
    rating: float
    ci95: float  # half-width of the 95% interval, relative to the anchor


def pair_score(margins: Iterable[float]) -> tuple[float, int]:
    """(the first level's wins, draws counting half, over deals played) from per-deal margins."""
    margins = list(margins)
    return sum(1.0 if m > 0 else 0.5 if m == 0 else 0.0 for m in margins), len(margins)


def fit(results: dict[tuple[str, str], tuple[float, int]], anchor: str = "medium",
        anchor_rating: float = 1500.0, prior_draws: float = PRIOR_DRAWS) -> dict[str, Rating]:
    """Bradley–Terry ratings from {(a, b): (a's score, deals)}; the anchor gets
    `anchor_rating` exactly.  Raises ValueError if a level is not linked to the anchor."""
    games: dict[tuple[str, str], tuple[float, float]] = {}
    for (a, b), (wins, n) in results.items():
        if a == b or not 0 <= wins <= n:
            raise ValueError(f"Bad result for {a} against {b}: {wins} of {n}")
        w, m = games.get((a, b), (0.0, 0.0))
        games[(a, b)] = (w + wins + prior_draws / 2, m + n + prior_draws)
    levels = sorted({x for pair in games for x in pair})
    if anchor not in levels:
        raise ValueError(f"The anchor {anchor!r} played no deal")
    free = [x for x in levels if x != anchor]
    theta = {x: 0.0 for x in levels}
    for _ in range(100):
        grad, info = _gradient_information(games, theta, free)
        step = _solve(info, grad)
        for x, d in zip(free, step):
            theta[x] += d
        if max(map(abs, step), default=0.0) < 1e-10:
            break
    _, info = _gradient_information(games, theta, free)
    cov = _inverse(info)
    out = {anchor: Rating(anchor_rating, 0.0)}
    for i, x in enumerate(free):
        out[x] = Rating(anchor_rating + ELO * theta[x], Z95 * ELO * math.sqrt(cov[i][i]))
    return out


def _gradient_information(games: dict[tuple[str, str], tuple[float, float]], theta: dict[str, float],
                          free: list[str]) -> tuple[list[float], list[list[float]]]:
    """The log-likelihood's gradient and its Fisher information over the free levels."""
    index = {x: i for i, x in enumerate(free)}
    grad = [0.0] * len(free)
    info = [[0.0] * len(free) for _ in free]
    for (a, b), (wins, n) in games.items():
        p = 1 / (1 + math.exp(theta[b] - theta[a]))
        g, h = wins - n * p, n * p * (1 - p)
        for x, sign in ((a, 1), (b, -1)):
            if x in index:
                grad[index[x]] += sign * g
                info[index[x]][index[x]] += h
        if a in index and b in index:
            info[index[a]][index[b]] -= h
            info[index[b]][index[a]] -= h
    return grad, info


def _inverse(m: list[list[float]]) -> list[list[float]]:
    """Gauss–Jordan inverse of a small positive-definite matrix."""
    n = len(m)
    a = [row[:] + [float(i == j) for j in range(n)] for i, row in enumerate(m)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(a[r][c]))
        if abs(a[pivot][c]) < 1e-12:
            raise ValueError("A level is not linked to the anchor by any result")
        a[c], a[pivot] = a[pivot], a[c]
        a[c] = [v / a[c][c] for v in a[c]]
        for r in range(n):
            if r != c:
                a[r] = [v - a[r][c] * w for v, w in zip(a[r], a[c])]
    return [row[n:] for row in a]


def _solve(m: list[list[float]], v: list[float]) -> list[float]:
    return [sum(x * y for x, y in zip(row, v)) for row in _inverse(m)]


# --- the round robin ------------------------------------------------------------------
CHUNK = 10  # deals per job: a stopped run loses at most the chunks under way


def searches(level: str) -> bool:
    return issubclass(LEVELS[level][0], SearchBot)


def _play(variant: str, first: str, other: str, deals: int, seed: int) -> tuple[str, str, int, list[float]]:
    """Deals `seed` on of one pair's tournament: `first`'s margin in each."""
    report = tournament(variant, deals, seating(variant, first, other), seed)
    return variant, f"{first}-{other}", seed, report["deal_margins"]


def round_robin(levels: list[str], deals: int, search_deals: int, seed: int, jobs: int,
                results_path: Path, families: list[str], say: Callable[..., object] = print) -> dict:
    """Play every pair of `levels` in each family's games (`search_deals` deals for a pair
    with a searching level, else `deals`), each level at its page budget, in chunks of
    CHUNK deals; each chunk's per-deal margins are added to `results_path` as it ends, and
    chunks already there are not played again, so a run can be stopped, resumed or given
    more deals.  Every pair's chunks come in turn, neighbouring levels' first (their
    results place each level most closely); the stronger level of a pair is named first."""
    for level in levels:
        if level not in LEVELS:
            raise ValueError(f"Unknown level {level!r}; choose from: {', '.join(LEVELS)}")
    unknown = [f for f in families if f not in FAMILIES]
    if unknown:
        raise ValueError(f"Unknown family {unknown[0]!r}; choose from: {', '.join(FAMILIES)}")
    results = json.loads(results_path.read_text()) if results_path.exists() else {}
    todo = []
    for i, a in enumerate(levels):
        for j in range(i + 1, len(levels)):
            b = levels[j]
            n = search_deals if searches(a) or searches(b) else deals
            for family in families:
                for variant in FAMILIES[family]["played"]:
                    done = results.get(variant, {}).get(f"{b}-{a}", {})
                    todo += [(j - i + k // CHUNK, variant, b, a, min(CHUNK, n - k), seed + k)
                             for k in range(0, n, CHUNK) if str(seed + k) not in done]
    todo.sort(key=lambda t: t[0])  # every pair's first chunks before more of any
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        running = [pool.submit(_play, *t[1:]) for t in todo]
        for future in as_completed(running):
            variant, pair, first_seed, margins = future.result()
            results.setdefault(variant, {}).setdefault(pair, {})[str(first_seed)] = margins
            results_path.write_text(json.dumps(results))
            wins, n = pair_score(margins)
            say(f"{variant}: {pair.replace('-', ' against ')}, deals {first_seed} on: "
                f"{wins:g} of {n} won", flush=True)
    return results


def family_ratings(results: dict, levels: list[str], family: str) -> dict:
    """One family's ratings from the tournaments' per-deal margins, with deal counts."""
    pairs: dict[tuple[str, str], tuple[float, int]] = {}
    for variant in FAMILIES[family]["played"]:
        for key, chunks in results.get(variant, {}).items():
            a, b = key.split("-")
            if a in levels and b in levels:
                wins, n = pair_score(m for margins in chunks.values() for m in margins)
                w0, n0 = pairs.get((a, b), (0.0, 0))
                pairs[(a, b)] = (w0 + wins, n0 + n)
    ratings = fit(pairs)
    return {"played": FAMILIES[family]["played"], "games": FAMILIES[family]["shown"],
            "levels": {x: {"rating": round(r.rating), "ci95": round(r.ci95)}
                       for x, r in sorted(ratings.items(), key=lambda kv: kv[1].rating)},
            "pairs": {f"{a}-{b}": {"score": w, "deals": n} for (a, b), (w, n) in sorted(pairs.items())}}


def commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, cwd=Path(__file__).parent,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def ratings_file(results: dict, levels: list[str], families: list[str], seed: int) -> dict:
    """The data file the page reads (web/levels.json): each family's ratings."""
    return {"format": FORMAT, "date": datetime.date.today().isoformat(), "commit": commit(),
            "seed": seed, "anchor": {"medium": 1500},
            "families": {f: family_ratings(results, levels, f) for f in families}}


def format_ratings(data: dict) -> str:
    lines = [f"Ratings ({data['date']}, {data['commit']}; medium = 1500; 95% CI)"]
    for family, r in data["families"].items():
        deals = ", ".join(f"{k} {v['score']:g}/{v['deals']}" for k, v in r["pairs"].items())
        lines.append(f"{family} ({', '.join(r['played'])}): " + ", ".join(
            f"{x} {v['rating']} ± {v['ci95']}" for x, v in r["levels"].items()))
        lines.append(f"  wins of deals: {deals}")
    return "\n".join(lines)
