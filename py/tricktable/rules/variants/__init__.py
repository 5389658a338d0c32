"""The seven games, registered in RULES.md order."""
from __future__ import annotations

from . import manni  # noqa: F401  (registration, in RULES.md order)
from . import manille  # noqa: F401
from .base import REGISTRY, Variant

__all__ = ["REGISTRY", "Variant"]
