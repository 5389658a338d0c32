"""The levels' ratings: the Bradley–Terry fit on results whose ratings are known, its
intervals, the round robin through `python -m tricktable rate`, and the data file the page
shows (web/levels.json)."""
from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from tricktable.tools.cli import main
from tricktable.tools.ratings import ELO, FAMILIES, FORMAT, fit, pair_score

LEVELS_FILE = Path(__file__).resolve().parent.parent / "web" / "levels.json"


def expected(a: float, b: float) -> float:
    """The share of deals a level rated `a` wins against one rated `b`."""
    return 1 / (1 + 10 ** ((b - a) / 400))


def test_results_at_their_expected_scores_give_back_the_ratings() -> None:
    truth = {"random": 1150.0, "medium": 1500.0, "hard": 1740.0, "expert": 1810.0}
    n = 400
    results = {(a, b): (n * expected(truth[a], truth[b]), n)
               for a in truth for b in truth if a < b}
    got = fit(results, prior_draws=0)
    for level, r in truth.items():
        assert got[level].rating == pytest.approx(r, abs=1e-6)
    assert got["medium"].ci95 == 0  # the anchor


def test_two_levels_rating_and_interval_are_the_textbook_ones() -> None:
    # 76 wins of 100: strength ln(76/24); Fisher information n p (1 - p).
    got = fit({("hard", "medium"): (76, 100)}, prior_draws=0)
    assert got["hard"].rating == pytest.approx(1500 + 400 * math.log10(76 / 24))
    assert got["hard"].ci95 == pytest.approx(1.959964 * ELO / math.sqrt(100 * 0.76 * 0.24))


def test_the_anchor_may_be_any_level_and_only_shifts_the_scale() -> None:
    results = {("easy", "random"): (70, 100), ("medium", "easy"): (60, 100), ("medium", "random"): (85, 100)}
    by_medium = fit(results)
    by_easy = fit(results, anchor="easy", anchor_rating=1000)
    shift = by_medium["easy"].rating - 1000
    for level in ("random", "medium"):
        assert by_easy[level].rating == pytest.approx(by_medium[level].rating - shift)


def test_a_clean_sweep_stays_finite_by_the_prior_draw() -> None:
    got = fit({("medium", "random"): (300, 300)})
    # One drawn deal unplayed: 300.5 of 301.
    assert got["random"].rating == pytest.approx(1500 - 400 * math.log10(300.5 / 0.5))
    assert math.isfinite(got["random"].ci95)


def test_bad_results_are_refused() -> None:
    with pytest.raises(ValueError, match="Bad result"):
        fit({("hard", "medium"): (12, 10)})
    with pytest.raises(ValueError, match="anchor"):
        fit({("hard", "easy"): (5, 10)})
    with pytest.raises(ValueError, match="not linked"):
        fit({("hard", "expert"): (5, 10), ("medium", "easy"): (5, 10)}, prior_draws=0)


def test_a_deal_is_won_lost_or_drawn_by_its_margin() -> None:
    assert pair_score([3.0, -1.0, 0.0, 0.5]) == (2.5, 4)


def test_rate_plays_the_round_robin_and_writes_the_page_file(tmp_path, capsys) -> None:
    results, out = tmp_path / "results.json", tmp_path / "levels.json"
    args = ["rate", "--levels", "random,easy,medium", "--deals", "6", "--results", str(results),
            "--out", str(out), "--families", "manni,manille"]
    assert main(args) == 0
    printed = capsys.readouterr()
    assert "easy against random" in printed.err
    assert "medium 1500 ± 0" in printed.out
    data = json.loads(out.read_text())
    assert data["format"] == FORMAT and data["anchor"] == {"medium": 1500}
    kept = json.loads(results.read_text())
    assert sorted(kept["manni"]) == ["easy-random", "medium-easy", "medium-random"]
    assert all(list(chunks) == ["30000"] and len(chunks["30000"]) == 6 for chunks in kept["manille"].values())
    assert data["families"]["manille"]["pairs"]["medium-easy"]["deals"] == 6
    # Pairs already played are not played again: a second run only fits.
    assert main(args) == 0
    assert "against" not in capsys.readouterr().err
    assert main(["rate", "--levels", "medium,nobody", "--results", str(results)]) == 2
    assert "Unknown level 'nobody'" in capsys.readouterr().err


def test_the_shipped_ratings_cover_every_game_and_rank_the_levels() -> None:
    data = json.loads(LEVELS_FILE.read_text())
    assert data["format"] == FORMAT and data["commit"] != "unknown"
    shown = [g for family in data["families"].values() for g in family["games"]]
    # The page's games (one openings file each; the registry also holds the tests' own).
    assert sorted(shown) == sorted(p.stem for p in (LEVELS_FILE.parent / "openings").glob("*.json"))
    assert set(data["families"]) == set(FAMILIES)
    for family in data["families"].values():
        r = {level: v["rating"] for level, v in family["levels"].items()}
        assert r["medium"] == 1500
        assert r["random"] < r["easy"] < r["medium"] < r["hard"]
