"""The measuring commands of `python -m tricktable`, each on a few deals, and the options
table in docs/engine.md, which must be what `options` prints now."""
from __future__ import annotations

import json
import math
import re
import subprocess
import sys
from pathlib import Path

from tricktable.tools.cli import main

ENGINE_DOC = Path(__file__).resolve().parent.parent / "docs" / "engine.md"
TOURNAMENT_LINE = re.compile(r"^(\S+): (\w+) minus the others, (card|deal) points per deal and "
                             r"seat: [+-]\d+\.\d\d ± \d+\.\d\d.*\(95% CI; 2 duplicate deals")


def test_strength_prints_one_margin_per_game_and_pair(capsys) -> None:
    args = ["strength", "--deals", "2", "--games", "manni,manille", "--iterations", "5",
            "--pairs", "hard-medium,medium-easy-cards"]
    assert main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    # A card-play-only pair skips the Manni games: three tournaments, not four.
    assert [TOURNAMENT_LINE.match(x).group(1, 2) for x in lines] == [
        ("manni", "hard"), ("manille", "hard"), ("manille", "medium")]
    assert "calls by medium" in lines[2] and "game points" in lines[1]
    assert main(args + ["--json"]) == 0
    reports = json.loads(capsys.readouterr().out)
    assert [(r["variant"], r["players"], r["calls_by"]) for r in reports] == [
        ("manni", ["hard", "medium", "medium"], None),
        ("manille", ["hard", "medium", "hard", "medium"], None),
        ("manille", ["medium", "easy", "medium", "easy"], "medium")]
    for r in reports:
        assert r["deals"] == 2 and r["iterations"] == 5
        assert math.isfinite(r["margin"]) and r["ci95"] >= 0


def test_calls_prints_each_games_shares(capsys) -> None:
    assert main(["calls", "--deals", "12", "--games", "manni,manille", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert list(report) == ["manni", "manille"]
    manille = report["manille"]
    assert manille["deals"] == 12 and manille["level"] == "medium"
    # Every Manille deal names a trump or no trump, once.
    assert math.isclose(manille["shares"].get("suit", 0) + manille["shares"].get("no trump", 0), 1)
    assert all(0 < s <= 1 for r in report.values() for s in r["shares"].values())
    assert main(["calls", "--deals", "12", "--games", "manille"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("manille") and "12 deals:" in line
    assert re.search(r"suit \d+\.\d%", line)


def test_measuring_commands_refuse_bad_input(capsys) -> None:
    assert main(["strength", "--deals", "1", "--pairs", "hard-nobody"]) == 2
    assert "Bad pair 'hard-nobody'" in capsys.readouterr().err
    assert main(["strength", "--deals", "1", "--pairs", "hard-medium-calls"]) == 2
    assert "Bad pair" in capsys.readouterr().err
    assert main(["calls", "--deals", "1", "--games", "manni,whist"]) == 2
    assert "Unknown game 'whist'" in capsys.readouterr().err


def test_engine_doc_has_the_options_table_the_catalogue_makes() -> None:
    """A fresh interpreter, so the test-only eighth game is not in the registry."""
    made = subprocess.run([sys.executable, "-m", "tricktable", "options"], check=True,
                          capture_output=True, text=True).stdout.strip()
    doc = ENGINE_DOC.read_text(encoding="utf-8")
    start = doc.index("<!-- options: python -m tricktable options -->")
    end = doc.index("<!-- end options -->")
    checked_in = doc[start:end].split("\n", 1)[1].strip()
    assert checked_in == made, "rewrite the table in docs/engine.md with `python -m tricktable options`"
