"""Tricktable: the Manni family and Manille, as one rules engine.

>>> import tricktable
>>> tricktable.variants()[:2]
['manni', 'hornafjardarmanni']
>>> g = tricktable.Game.new("manni", seed=7, first_dealer=0)
>>> g.to_move, g.phase.value
(1, 'trade')
"""
from __future__ import annotations

from .rules.engine import Game, variants
from .rules.errors import BadOption, BadSave, IllegalAction, TricktableError

__all__ = ["Game", "variants", "IllegalAction", "BadOption", "BadSave", "TricktableError"]
__version__ = "0.1.0"
