"""The seeded play-throughs still come out exactly as recorded in tests/golden/."""
from __future__ import annotations

import difflib

import pytest

from golden_text import golden_path, playthrough, recorded_games


@pytest.mark.parametrize("variant", recorded_games())
def test_playthrough_matches_the_golden_file(variant: str) -> None:
    expected = golden_path(variant).read_text()
    actual = playthrough(variant)
    if actual != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                                 "golden", "now", n=2))[:60])
        pytest.fail(f"{variant} plays differently (run scripts/golden.py if intended):\n{diff}")
