"""Values the engine and the page both use, written once: here.

The page gets them as `shared.js`, written at build time from `page_values()` (as
catalogue.json is written from the catalogue), so a fifth language, a level or a new link
version is one edit in this package, not one per file that names it.
"""
from __future__ import annotations

from typing import Literal, get_args

Level = Literal["random", "easy", "medium", "hard"]
Language = Literal["en", "is", "nl", "fr"]
Speed = Literal["slow", "normal", "fast", "instant"]

LEVELS: tuple[str, ...] = get_args(Level)
# Each language by its own name, as the language picker and the rules pages show it.
LANGUAGE_NAMES: dict[str, str] = dict(zip(get_args(Language), ("English", "Íslenska", "Nederlands", "Français"),
                                          strict=True))
SPEEDS: tuple[str, ...] = get_args(Speed)
