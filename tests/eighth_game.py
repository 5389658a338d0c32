"""A test-only eighth game: Trjámann for four players, twelve cards each from 52.

It shows that a game is one module: registered here (tests/support.py imports it before
it lists the games), it is played by the generic invariant, bot, save and bridge suites
with no edit to them.
"""
from __future__ import annotations

from tricktable.variants.base import register
from tricktable.variants.manni import Trjamann

from scoring_oracle import SCORING


@register
class TrjamannForFour(Trjamann):
    id = "trjamann-for-four"
    title = "Trjámann for four"
    summary = "Four players, twelve cards each; each announces every kind once in sixteen deals."
    players = positions = 4
    controllers = teams = (0, 1, 2, 3)
    hand_size = 12
    deals = 16


SCORING[TrjamannForFour.id] = SCORING["trjamann"]  # the same table as Trjámann
