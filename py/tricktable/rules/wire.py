"""The records of everything that crosses a boundary: options, actions, saves, requests.

The engine's inner loop never touches these; they check what comes in (from a
player, a link, a saved game) and turn it into plain values with readable errors.
"""
from __future__ import annotations

import functools
import json
import math
import re
from typing import Annotated, Any, Literal, Union

from pydantic import BeforeValidator, Field, WithJsonSchema

from .cards import CARD_OF, RANKS, SUITS
from .errors import TricktableError, shown
from .records import EXACT, Invalid, Record, check
from .sealed import PATTERN as SEALED_PATTERN
from .sealed import unseal
from .shared import Language, Level

SAVE_FORMAT = "tricktable-save"
SAVE_VERSION = 1
# Seeds both Python and JavaScript hold exactly (JavaScript numbers are doubles).
SEED_LIMIT = 2**53
# Nothing that comes in is larger or nested deeper than these; a long game's save is a
# few hundred kilobytes and eight levels deep.
MAX_TEXT = 2_000_000
# A save is the largest part of any request; one near this size is no game a table ever
# played (a whole game's save is a few thousand characters).  The page checks a stored
# record against it before asking the engine (shared.js).
MAX_SAVE = 1_900_000
MAX_DEPTH = 32
# Characters of one number: a seed below 2**53 has 16 digits, a double's shortest form at
# most 24.  Python's json reads any integer literal up to 4,300 digits (and a message may
# quote it whole) and turns 1e400 into infinity.
MAX_NUMBER = 32
# Characters of a short link's text (linkcode.py): far above any link the page writes.
MAX_LINK = 16_000


def _card_code(value: object) -> object:
    """A card code in either case, as the engine writes it; anything else is refused."""
    if not isinstance(value, str) or value.upper() not in CARD_OF:
        raise ValueError(f"{shown(value)} is not a card: use rank then suit, like 'TH'")
    return value.upper()


Card = Annotated[str, BeforeValidator(_card_code), WithJsonSchema(
    {"type": "string", "pattern": f"^[{RANKS}{RANKS.lower()}][{SUITS}{SUITS.lower()}]$"})]


# --- actions: a union told apart by `type` ----------------------------------------------
# Only the actions every game knows are here; each family declares its own records in
# its module (`Variant.actions`), and the engine checks an action against the union of
# every registered game's records (`action_kind`), so a new decision needs no edit here.

class Play(Record):
    type: Literal["play"]
    card: Card


class Pass(Record):
    """Decline the decision on offer (several families offer it)."""
    type: Literal["pass"]


@functools.cache
def action_kind(records: tuple[type[Record], ...]) -> Any:
    """The union of `records` (each told apart by its `type`), with card play first."""
    kinds = tuple(dict.fromkeys((Play, *records)))
    if len(kinds) == 1:
        return kinds[0]
    return Annotated[Union[kinds], Field(discriminator="type")]  # noqa: UP007 (built at run time)


def canonical(action: Record) -> dict:
    """The action as stored in a save: every field, no hints (a record's `hints`)."""
    return action.model_dump(exclude=set(getattr(type(action), "hints", ())))


# --- configuration and saved games -----------------------------------------------------

def _open_seed(value: object) -> object:
    """A sealed seed (as the page holds it: sealed.py) opened; any other value as it is."""
    return unseal(value) if isinstance(value, str) else value


# A seed as a number, or sealed as the bridge gives it to the page: both deal the same.
Seed = Annotated[int, BeforeValidator(_open_seed), Field(ge=0, lt=SEED_LIMIT), WithJsonSchema({
    "anyOf": [{"type": "integer", "minimum": 0, "exclusiveMaximum": SEED_LIMIT},
              {"type": "string", "pattern": SEALED_PATTERN,
               "description": "a seed sealed by the engine (saves and links the page made)"}]})]


class GameConfig(Record):
    """What starts a game: the game, its seed and options, and optionally its decks,
    cuts and first dealer."""
    variant: str
    seed: Seed
    options: dict
    decks: list[list[str] | None] | None = None   # a null entry: shuffle that deal
    cuts: list[int | None] | None = None          # a null entry: cut at random
    first_dealer: int | None = None


class SavedGame(Record):
    """A saved game: its config and every action so far (loading replays them)."""
    format: Literal["tricktable-save"]
    version: Annotated[Literal[1], EXACT]
    config: GameConfig
    actions: list[dict]
    undo: bool = Field(True, description=(
        "whether the human may take moves back; written only when not (every game "
        "unless the player chose practice), and kept by every save of the game"))
    practice: bool = Field(False, description=(
        "a move was taken back in this game, so its result is practice and counts for "
        "no record; written only when so, and never unset by later saves"))
    put_back: bool = Field(False, description=(
        "an older copy of this game was put back (a save of fewer moves than the page had "
        "kept): practice too, and said so; written only when so, and never unset"))


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]")


class _Refused(Exception):
    """A number parse_json will not read (raised inside json's hooks, so not a ValueError,
    which json would not let through as it is)."""


def _whole(text: str) -> int:
    if len(text) > MAX_NUMBER:
        raise _Refused(f"a number is too long ({len(text):,} digits; at most {MAX_NUMBER})")
    return int(text)


def _fraction(text: str) -> float:
    if len(text) > MAX_NUMBER:
        raise _Refused(f"a number is too long ({len(text):,} characters; at most {MAX_NUMBER})")
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {shown(text, 30)} is too large to hold")
    return value


def _constant(text: str) -> object:
    raise _Refused(f"{text} is not a number JSON knows")


def parse_json(text: object, error: type[TricktableError], what: str) -> object:
    """Parse JSON from outside, refusing what is too large or too deeply nested first.

    The one parser for everything the engine reads from outside (requests, saves, the
    headers of short links).  Deep nesting would exhaust the parser's stack (in the
    browser that kills the runtime), so depth is counted on the brackets outside strings
    before parsing.  Numbers are JSON's own: no NaN or Infinity (Python's json reads
    them), none that overflows a double, none longer than MAX_NUMBER characters.
    """
    if not isinstance(text, str):
        raise error(f"The {what} must be JSON text")
    if len(text) > MAX_TEXT:
        raise error(f"The {what} is too large ({len(text):,} characters; at most {MAX_TEXT:,})", "too_large",
                    length=len(text), limit=MAX_TEXT)
    depth = deepest = 0
    for ch in _NOT_BRACKET.sub("", _STRING.sub("", text)):
        depth += 1 if ch in "[{" else -1
        deepest = max(deepest, depth)
    if deepest > MAX_DEPTH:
        raise error(f"The {what} is nested too deeply (more than {MAX_DEPTH} levels)")
    try:
        return json.loads(text, parse_int=_whole, parse_float=_fraction, parse_constant=_constant)
    except _Refused as err:
        raise error(f"The {what} is not valid JSON: {err}") from None
    except ValueError as err:
        raise error(f"The {what} is not valid JSON: {shown(str(err), 120)}") from None


def validate(kind: object, data: object, error: type[TricktableError]) -> Any:
    """Check `data` as `kind`, raising the engine's own error type (`Any`: `kind` may be a
    union or an annotated type, which no type variable can stand for)."""
    try:
        return check(kind, data)
    except Invalid as err:
        raise error(str(err), None, detail=str(err)) from None


# --- the worker protocol (web/worker.js <-> bridge.py) --------------------------------

PROTOCOL_VERSION = 2


class NewGameParams(Record):
    """`new_game`: start a game with computer players in every seat but the human's."""
    variant: str
    seed: Seed | None = None
    options: dict = Field(default_factory=dict)
    human_seat: int = 0
    deal_order: int | None = Field(None, description=(
        "instead of `human_seat`, the human's turn to deal: 0 deals first, 1 second, and so "
        "on; their seat is the one the draw for the first dealer puts there"))
    level: Level = "hard"
    undo: bool = Field(False, description="true lets the human take moves back (practice: a game "
                                          "where one is taken back is marked so)")


class ActParams(Record):
    """`act`: the human's action (action.json)."""
    action: dict
    seat: int | None = Field(None, description=(
        "at a live table, the seat of the friend whose action the host's page passes on "
        "(none: the host's own)"))
    alone: bool = Field(False, description=(
        "at a live table, make this move alone and answer at once, so that it reaches the "
        "other players before the computer players think; `table_go` moves them then"))


class TableParams(Record):
    """`table_new`: a live table (table_handlers.py): the host at `human_seat`, friends at
    `guests`, computer players at `level` in the other seats."""
    variant: str
    seed: Seed | None = None
    options: dict = Field(default_factory=dict)
    human_seat: int = 0
    guests: list[int] = Field(min_length=1, max_length=3, description="the seats friends play")
    level: Level = "hard"
    alone: bool = Field(False, description="deal and answer at once; `table_go` moves the computer players then")


class HintParams(Record):
    """`hint`: what the strongest computer player would do in a person's place."""
    seat: int | None = Field(None, description=(
        "at a live table, the seat of the friend who asks (none: the host's own)"))


class SeatParams(Record):
    """`table_view`: a friend's seat; `table_seat`: a friend's seat and who plays it now."""
    seat: int
    friend: bool = Field(True, description="table_seat: true gives the seat back to its friend, "
                                           "false hands it to a computer player")


class ResumeParams(Record):
    """`resume`: go on with a saved game (saved-game.json, as text)."""
    save: str
    human_seat: int = 0
    level: Level = "hard"
    undo: bool = Field(True, description="false turns taking back off; true cannot turn on "
                                         "what the save turned off")
    challenge: str | None = Field(None, description="the link text of the challenge the save "
                                                    "plays, as the reply's challenge.code gave it")
    decision: dict | None = Field(None, description="the player's decision sent after this save "
                                                    "and not yet answered: made on resuming, "
                                                    "if the engine still offers it")
    seen: int | None = Field(None, ge=0, description=(
        "the most moves of this game the page has kept (apart from its saves): a save of fewer "
        "is an older copy put back, and the game is practice from then on (issue 49)"))


class MakeLinkParams(Record):
    """`make_link`: a short link to a saved game, from its start (`moves` 0) or from the
    start of the deal after its first `moves` moves; or to the review of a deal."""
    save: str
    moves: int = Field(0, ge=0)
    human_seat: int = Field(0, ge=0)
    level: Level = "hard"
    lang: Language | None = None
    kind: Literal["game", "review"] = Field("game", description=(
        "review: a link to the review of the deal that ends after `moves` moves"))


class LinkParams(Record):
    """`open_link`: a short link's text (what follows `#t=` in the address); one longer
    than MAX_LINK is refused by linkcode.unpack, in words of its own (`link_too_long`)."""
    code: str


class ChallengeParams(Record):
    """`challenge_new`: a challenge on new cards, `deals` long (null: the whole game)."""
    variant: str
    options: dict = Field(default_factory=dict)
    deals: Literal[1, 4, 8] | None = 1
    level: Level = "hard"
    human_seat: int = Field(0, ge=0)
    lang: Language | None = None
    daily: str | None = Field(None, pattern=r"^20[0-9]{2}-[01][0-9]-[0-3][0-9]$", description=(
        "the deal of the day of this date (the player's own), the same for everyone: one deal, the "
        "game's defaults, hard computer players (the other fields but `lang` are not read)"))


class MergeParams(Record):
    """`challenge_merge`: two links of one challenge (each a `#t=` code)."""
    codes: list[str] = Field(min_length=2, max_length=2, description=(
        "each at most MAX_LINK characters, which linkcode.unpack checks in words of its own"))


class CheckParams(Record):
    """`challenge_check`: replay the challenge's players' games a little further."""
    opened: bool = Field(False, description="the challenge `open_link` opened (its results asked for), "
                                            "not the one in play")


class ChallengeEndParams(Record):
    """`challenge_end` and `challenge_digest`: the player's name (and language, for the link);
    for `challenge_end`, where the page signed the result, its key and signature."""
    name: str = Field(min_length=1, max_length=64)
    lang: Language | None = None
    key: str | None = Field(None, max_length=64, description=(
        "the public key of this browser (Ed25519, 32 bytes in base64url), with `sig`"))
    sig: str | None = Field(None, max_length=128, description=(
        "its signature of the digest `challenge_digest` gave (64 bytes in base64url)"))


class ChallengeTableParams(Record):
    """`challenge_table`: which player of the opened challenge is the page's (the page
    decides, by its own key: the engine cannot verify a signature)."""
    player: int = Field(ge=0)


class ReviewParams(Record):
    """`review`: a finished deal of a saved game, for one seat: without `decision`, its open
    replay and that seat's decisions (review.py); with it, the search's judgement of one."""
    save: str
    human_seat: int = 0
    deal: int | None = Field(None, ge=0, description="the deal's number, from 0; none: the last deal over")
    decision: int | None = Field(None, ge=0, description="which of the seat's decisions, from 0")


class Request(Record):
    """One request to the worker; its reply carries the same `id`."""
    id: int
    method: Literal["hello", "new_game", "act", "resume", "view", "hint", "undo", "deal_logs", "review",
                    "make_link", "open_link", "play_link", "challenge_new", "challenge_play", "challenge_check",
                    "challenge_end", "challenge_digest", "challenge_table", "challenge_merge",
                    "table_new", "table_view", "table_seat", "table_go", "table_watch", "friend_message"]
    params: dict = Field(default_factory=dict)
