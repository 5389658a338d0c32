"""Tournaments and the command line: duplicate-deal matches (sim.py), ratings, call
counts, the JSON Schema writer and the tournament-only players; `python -m tricktable`.

The top layer, which nothing else of the package imports; the browser's wheel leaves it
out (webbuild/wheel.py).  Importing it adds its players to the levels `make_bot` knows.
"""
from __future__ import annotations

from ..bots import LEVELS
from .baseline import BaselineBot
from .ismcts import IsmctsBot
from .train import LearnedBot

LEVELS.update({"baseline": (BaselineBot, 0.0), "ismcts": (IsmctsBot, 0.0), "learned": (LearnedBot, 0.0)})
