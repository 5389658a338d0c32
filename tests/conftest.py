"""The test session's own game: registered by a fixture, not by importing a module."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from tricktable.rules.variants.base import register, unregister

from eighth_game import BiddingManni, bidding_points
from fuzzing import merge as fuzz_merge, report as fuzz_report, tallies as fuzz_tallies
from scoring_oracle import SCORING


@pytest.fixture(scope="session", autouse=True)
def eighth_game() -> Iterator[type]:
    """Bidding Manni (tests/eighth_game.py) in the registry, with its scoring oracle,
    for the whole session; the suites list it among their cases (support.GAMES)."""
    register(BiddingManni)
    SCORING[BiddingManni.id] = bidding_points
    yield BiddingManni
    del SCORING[BiddingManni.id]
    unregister(BiddingManni)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A test worker (pytest-xdist) hands what its fuzz tried to the main process."""
    output = getattr(session.config, "workeroutput", None)
    if output is not None:
        output["fuzz"] = fuzz_tallies()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    """The main process adds up each worker's fuzz counts as the worker ends."""
    fuzz_merge(getattr(node, "workeroutput", {}).get("fuzz", {}))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """What the engine fuzz (test_fuzz.py) tried, so a CI log shows its size."""
    lines = fuzz_report()
    if lines:
        terminalreporter.section("engine fuzz")
        for line in lines:
            terminalreporter.write_line(line)
