"""What the page learns about the games: the registry as data (sent with `hello`).

The new-game form, every option label and every game-specific fact the table shows come
from here, so the page never tests a game id.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Literal, get_args, get_origin

from .schema import hints
from .variants import REGISTRY, Variant


def catalogue() -> list[dict]:
    """Every registered game, in registry order."""
    return [describe(v) for v in REGISTRY.values()]


def describe(v: Variant) -> dict:
    return {"id": v.id, "title": v.title, "summary": v.summary, **v.facts(),
            "options": [describe_option(v, f, hints(v.Options)[f.name])
                        for f in dataclasses.fields(v.Options)]}


def describe_option(v: Variant, f: dataclasses.Field, annotation: Any) -> dict:
    """One option: its words, its default and what may be chosen."""
    words = f.metadata["words"]
    kind, nullable = _kind(annotation)
    out: dict[str, Any] = {"name": f.name, "key": f"{v.id}-{f.name}", "kind": kind,
                           "label": words["label"], "help": words["help"],
                           "default": f.default, "nullable": nullable}
    if kind == "choice":
        out["choices"] = words.get("choices") or [{"value": c, "label": str(c)}
                                                  for c in _literal_values(annotation)]
    if kind == "number":
        limits = f.metadata["limits"]
        for attr, key in (("ge", "min"), ("le", "max")):
            if attr in limits:
                out[key] = limits[attr]
    return out


def _kind(annotation: Any) -> tuple[Literal["bool", "choice", "number"], bool]:
    args = get_args(annotation)
    nullable = type(None) in args
    inner = [a for a in args if a is not type(None)] if nullable else [annotation]
    t = inner[0]
    if t is bool:
        return "bool", nullable
    if get_origin(t) is Literal:
        return "choice", nullable
    return "number", nullable


def _literal_values(annotation: Any) -> list:
    return [a for a in get_args(annotation) if a is not type(None)]
