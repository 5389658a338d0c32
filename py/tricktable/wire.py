"""pydantic models for everything that crosses a boundary: options, actions, saves.

The engine's inner loop never touches these; they validate what comes in (from a
player, a link, a saved game) and turn it into plain values with readable errors.
"""
from __future__ import annotations

from typing import Annotated, Literal, Optional, Union

from pydantic import (BaseModel, ConfigDict, Field, StrictBool, StrictInt, TypeAdapter,
                      ValidationError, field_validator)

import json
import re

from .cards import CARD_OF
from .errors import TricktableError, shown

SAVE_FORMAT = "tricktable-save"
SAVE_VERSION = 1
# Seeds both Python and JavaScript hold exactly (JavaScript numbers are doubles).
SEED_LIMIT = 2**53
# Nothing that comes in is larger or nested deeper than these; a long game's save is a
# few hundred kilobytes and eight levels deep.
MAX_TEXT = 2_000_000
MAX_DEPTH = 32

Contract = Literal["grand", "nullo", "spades", "hearts", "diamonds", "clubs"]
GreatContract = Literal["grand", "spades", "hearts", "diamonds", "clubs"]
SuitCode = Literal["S", "H", "D", "C"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _card_code(value: object) -> str:
    if not isinstance(value, str) or value.upper() not in CARD_OF:
        raise ValueError(f"{shown(value)} is not a card: use rank then suit, like 'TH'")
    return value.upper()


# --- actions: a union discriminated by `type` ------------------------------------------

class Play(Strict):
    type: Literal["play"]
    card: str

    _card = field_validator("card", mode="before")(_card_code)


class Trade(Strict):
    type: Literal["trade"]
    take: StrictBool


class Exchange(Strict):
    type: Literal["exchange"]
    discard: list[str]
    # Legal-action entries carry their limit; when an action repeats it, it must match.
    max_discard: Optional[StrictInt] = None

    @field_validator("discard", mode="before")
    @classmethod
    def _cards(cls, value: object) -> object:
        if isinstance(value, list):
            return [_card_code(v) for v in value]
        return value


class Announce(Strict):
    type: Literal["announce"]
    contract: Contract


class Great(Strict):
    type: Literal["great"]
    contract: GreatContract


class Trump(Strict):
    type: Literal["trump"]
    suit: Optional[SuitCode]
    blind: StrictBool = False


class Double(Strict):
    type: Literal["double"]


class Pass(Strict):
    type: Literal["pass"]


Action = Annotated[Union[Play, Trade, Exchange, Announce, Great, Trump, Double, Pass],
                   Field(discriminator="type")]
ACTION = TypeAdapter(Action)


def canonical(action: BaseModel) -> dict:
    """The action as stored in a save: every field, no hints."""
    data = action.model_dump()
    data.pop("max_discard", None)
    return data


# --- configuration and saved games -----------------------------------------------------

class GameConfig(Strict):
    variant: str
    seed: StrictInt = Field(ge=0, lt=SEED_LIMIT)
    options: dict
    decks: Optional[list[Optional[list[str]]]] = None   # a null entry: shuffle that deal
    cuts: Optional[list[Optional[StrictInt]]] = None    # a null entry: cut at random
    first_dealer: Optional[StrictInt] = None


class SavedGame(Strict):
    format: Literal["tricktable-save"]
    version: Literal[1]
    config: GameConfig
    actions: list[dict]


def readable(err: ValidationError) -> str:
    """One line per problem, naming the field the way the caller wrote it."""
    lines = []
    for e in err.errors():
        where = ".".join(str(p) for p in e["loc"] if not str(p).startswith(("function-", "tagged-")))
        msg = e["msg"].removeprefix("Value error, ")
        line = f"{where}: {msg}" if where else msg
        lines.append(line if len(line) <= 200 else line[:200] + "…")
    return "; ".join(lines[:5])


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


def validate(model: type | TypeAdapter, data: object, error: type[TricktableError]):
    """Validate `data` into `model`, raising the engine's own error type."""
    try:
        if isinstance(model, TypeAdapter):
            return model.validate_python(data)
        return model.model_validate(data)
    except ValidationError as err:
        message = readable(err)
        raise error(message, None, detail=message) from None


# --- the worker protocol (web/worker.js <-> bridge.py) --------------------------------

PROTOCOL_VERSION = 2
Level = Literal["random", "easy", "medium", "hard"]


class NewGameParams(Strict):
    variant: str
    seed: Optional[StrictInt] = None
    options: dict = Field(default_factory=dict)
    human_seat: StrictInt = 0
    level: Level = "hard"
    undo: StrictBool = True  # off in a shared challenge


class ActParams(Strict):
    action: dict


class ResumeParams(Strict):
    save: str
    human_seat: StrictInt = 0
    level: Level = "hard"
    undo: StrictBool = True


class Request(Strict):
    id: StrictInt
    method: Literal["hello", "new_game", "act", "resume", "view", "hint", "undo"]
    params: dict = Field(default_factory=dict)
