"""What the page learns about the games: the registry as data (sent with `hello`).

The new-game form, every option label and every game-specific fact the table shows come
from here, so the page never tests a game id.
"""
from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

from pydantic.fields import FieldInfo

from ..rules import wire
from ..rules.cards import CODE_OF
from ..rules.shared import LANGUAGE_NAMES, LEVELS, SPEEDS
from ..rules.variants import REGISTRY, Variant
from . import linkcode, peer_records
from .names import LOOKALIKES
from .page import PAGE_KEYS


def catalogue() -> list[dict]:
    """Every registered game, in registry order."""
    return [describe(v) for v in REGISTRY.values()]


def page_values() -> dict:
    """What the page shares with the engine (written into the site as shared.js): the
    languages and levels, the link format it reads an opening by, and the limits it checks
    a stored record or a link's opening against before drawing anything of them, and the
    keys of a page view (page.PageView: an older link's opening may hold more), and the
    letters drawn like Latin ones, by which it compares players' names (names.py)."""
    return {"languages": LANGUAGE_NAMES, "levels": list(LEVELS), "speeds": list(SPEEDS),
            "max_save": wire.MAX_SAVE, "max_cards": len(CODE_OF),
            "positions": sorted({v.positions for v in REGISTRY.values()}),
            "link": {"version": linkcode.VERSION, "check_bytes": linkcode.CHECK_BYTES,
                     "max_code": linkcode.MAX_CODE, "max_body": linkcode.MAX_BODY,
                     "view_keys": list(PAGE_KEYS)},
            "live": {"version": peer_records.VERSION, "max_name": peer_records.MAX_NAME,
                     "max_said": peer_records.MAX_SAID, "max_message": peer_records.MAX_MESSAGE,
                     "max_rate": peer_records.MAX_RATE, "max_watchers": peer_records.MAX_WATCHERS,
                     "max_depth": wire.MAX_DEPTH},
            "lookalikes": LOOKALIKES}


def describe(v: Variant) -> dict:
    return {"id": v.id, "title": v.title, "summary": v.summary, **v.facts(),
            "options": [describe_option(v, name, f) for name, f in v.Options.model_fields.items()]}


def describe_option(v: Variant, name: str, f: FieldInfo) -> dict:
    """One option: its words (the field's title and description), its default and what
    may be chosen."""
    kind, nullable = _kind(f.annotation)
    out: dict[str, Any] = {"name": name, "key": f"{v.id}-{name}", "kind": kind,
                           "label": f.title, "help": f.description,
                           "default": f.default, "nullable": nullable}
    if kind == "choice":
        words = f.json_schema_extra if isinstance(f.json_schema_extra, dict) else {}
        out["choices"] = words.get("choices") or [{"value": c, "label": str(c)}
                                                  for c in _literal_values(f.annotation)]
    if kind == "number":
        for limit in f.metadata:
            for attr, key in (("ge", "min"), ("le", "max")):
                if hasattr(limit, attr):
                    out[key] = getattr(limit, attr)
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
