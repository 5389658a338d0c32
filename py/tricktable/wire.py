"""The records of everything that crosses a boundary: options, actions, saves, requests.

The engine's inner loop never touches these; they check what comes in (from a
player, a link, a saved game) and turn it into plain values with readable errors.
"""
from __future__ import annotations

import functools
import json
import re
from typing import Annotated, Any, Literal, Union

from .cards import CARD_OF
from .errors import TricktableError, shown
from .schema import Invalid, check, dump, field, record

SAVE_FORMAT = "tricktable-save"
SAVE_VERSION = 1
# Seeds both Python and JavaScript hold exactly (JavaScript numbers are doubles).
SEED_LIMIT = 2**53
# Nothing that comes in is larger or nested deeper than these; a long game's save is a
# few hundred kilobytes and eight levels deep.
MAX_TEXT = 2_000_000
MAX_DEPTH = 32


def _card_code(value: object) -> object:
    """A card code in either case, as the engine writes it; anything else is refused."""
    if not isinstance(value, str) or value.upper() not in CARD_OF:
        raise ValueError(f"{shown(value)} is not a card: use rank then suit, like 'TH'")
    return value.upper()


Card = Annotated[str, _card_code]


# --- actions: a union told apart by `type` ----------------------------------------------
# Only the actions every game knows are here; each family declares its own records in
# its module (`Variant.actions`), and the engine checks an action against the union of
# every registered game's records (`action_kind`), so a new decision needs no edit here.

@record
class Play:
    type: Literal["play"]
    card: Card


@record
class Pass:
    """Decline the decision on offer (several families offer it)."""
    type: Literal["pass"]


@functools.cache
def action_kind(records: tuple[type, ...]) -> Any:
    """The union of `records` (each told apart by its `type`), with card play first."""
    kinds = tuple(dict.fromkeys((Play, *records)))
    return kinds[0] if len(kinds) == 1 else Union[kinds]  # noqa: UP007 (a union built at run time)


def canonical(action: Any) -> dict:
    """The action as stored in a save: every field, no hints (a record's `hints`)."""
    data = dump(action)
    for name in getattr(type(action), "hints", ()):
        data.pop(name, None)
    return data


# --- configuration and saved games -----------------------------------------------------

@record
class GameConfig:
    variant: str
    seed: int = field(ge=0, lt=SEED_LIMIT)
    options: dict
    decks: list[list[str] | None] | None = None   # a null entry: shuffle that deal
    cuts: list[int | None] | None = None          # a null entry: cut at random
    first_dealer: int | None = None


@record
class SavedGame:
    format: Literal["tricktable-save"]
    version: Literal[1]
    config: GameConfig
    actions: list[dict]


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]")


def parse_json(text: object, error: type[TricktableError], what: str) -> object:
    """Parse JSON from outside, refusing what is too large or too deeply nested first.

    Deep nesting would exhaust the parser's stack (in the browser that kills the
    runtime), so depth is counted on the brackets outside strings before parsing.
    """
    if not isinstance(text, str):
        raise error(f"The {what} must be JSON text")
    if len(text) > MAX_TEXT:
        raise error(f"The {what} is too large ({len(text):,} characters; at most {MAX_TEXT:,})")
    depth = deepest = 0
    for ch in _NOT_BRACKET.sub("", _STRING.sub("", text)):
        depth += 1 if ch in "[{" else -1
        deepest = max(deepest, depth)
    if deepest > MAX_DEPTH:
        raise error(f"The {what} is nested too deeply (more than {MAX_DEPTH} levels)")
    try:
        return json.loads(text)
    except ValueError as err:
        raise error(f"The {what} is not valid JSON: {shown(str(err), 120)}") from None


def validate(kind: object, data: object, error: type[TricktableError]):
    """Check `data` as `kind`, raising the engine's own error type."""
    try:
        return check(kind, data)
    except Invalid as err:
        raise error(str(err), None, detail=str(err)) from None


# --- the worker protocol (web/worker.js <-> bridge.py) --------------------------------

PROTOCOL_VERSION = 2
Level = Literal["random", "easy", "medium", "hard"]


@record
class NewGameParams:
    variant: str
    seed: int | None = None
    options: dict = field(factory=dict)
    human_seat: int = 0
    level: Level = "hard"
    undo: bool = True  # off in a shared challenge


@record
class ActParams:
    action: dict


@record
class ResumeParams:
    save: str
    human_seat: int = 0
    level: Level = "hard"
    undo: bool = True


@record
class Request:
    id: int
    method: Literal["hello", "new_game", "act", "resume", "view", "hint", "undo"]
    params: dict = field(factory=dict)
