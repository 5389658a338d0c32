"""Errors a player or caller can read.  All are ValueErrors, so callers may catch broadly.

Besides its English message, every error carries a stable `code` and JSON-able
`params`, so a page can say the same thing in the player's language; `REASONS` lists
every code with what it means.  The codes below are the ones every game can give; a
family's own refusals are declared in its module and added when its games register
(`add_reasons`), so the codes of a game live beside its rules.
"""
from __future__ import annotations

from typing import Any, Literal, NamedTuple


class Reason(NamedTuple):
    """What a code means, and the names of the params that come with it."""
    params: tuple[str, ...]
    means: str


# Params, where an error has them, are exactly the ones listed.  The families add theirs.
REASONS: dict[str, Reason] = {
    # refusing an action (IllegalAction)
    "malformed": Reason(("detail",), "the action is not one the game knows"),
    "not_an_object": Reason((), "an action must be a JSON object"),
    "game_over": Reason((), "the game is over"),
    "not_over": Reason((), "the game is not over yet, so it has no result"),
    "play_now": Reason(("type",), "it is time to play a card, not to make another decision"),
    "not_in_hand": Reason(("card",), "the player does not hold that card face up"),
    "dummy_not_in_hand": Reason(("card",), "the dummy does not hold that card face up"),
    "must_follow": Reason(("suit", "card"), "the suit led must be followed"),
    "not_now": Reason(("action", "offers"), "that decision is not the one to make now"),
    # other errors
    "bad_option": Reason(("game", "option", "problem"), (
        "a game's settings refused, in parts a page words: `problem` is 'game' (no game `game`), "
        "'unknown' (no option `option`), 'value' (a value option `option` does not allow) or "
        "'other' (an impossible deck, cut, first dealer or seat: `option` names it); names cut short")),
    "bad_save": Reason(("detail",), "a saved game that cannot be loaded"),
    "bad_request": Reason(("detail",), "a request the worker should not have sent"),
    "too_large": Reason(("length", "limit"), "a text from outside (a request, a save, a link) longer than "
                                             "the engine reads: a link or save pasted far too long"),
    "internal": Reason((), "a fault in Tricktable itself (reported, never expected)"),
}


def add_reasons(reasons: dict[str, Reason]) -> None:
    """List a family's own codes; a code already listed must mean the same."""
    clash = [code for code, reason in reasons.items() if REASONS.get(code, reason) != reason]
    if clash:
        raise ValueError(f"reasons {clash} are already listed with another meaning")
    REASONS.update(reasons)


def drop_reasons(codes: set[str]) -> None:
    """Forget codes no registered game gives any more (a game taken out of the registry)."""
    for code in codes:
        REASONS.pop(code, None)


def shown(value: object, limit: int = 40) -> str:
    """`value` as a message may quote it: its repr, cut short so bad input is never echoed whole."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


class TricktableError(ValueError):
    """Base of every error the engine raises on bad input."""
    default_code = "bad_option"

    def __init__(self, message: str, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.code = code or self.default_code
        reason = REASONS.get(self.code)
        if reason is None or (params and set(params) != set(reason.params)):
            raise KeyError(f"reason {self.code!r} is not listed with params {sorted(params)}")
        self.params = params


class IllegalAction(TricktableError):
    """An action that is not legal now; the game is left exactly as it was."""
    default_code = "malformed"


OPTION_NAME = 24  # characters of a name from outside (a game's, an option's) a refusal carries


class BadOption(TricktableError):
    """An unknown variant or option, a wrong option value, or an impossible deck or cut:
    the English message for a caller, and its parts for a page to word (`bad_option`)."""

    def __init__(self, message: str, game: str = "", option: str = "",
                 problem: Literal["game", "unknown", "value", "other"] = "other") -> None:
        super().__init__(message, "bad_option", game=game[:OPTION_NAME], option=option[:OPTION_NAME],
                         problem=problem)


class BadSave(TricktableError):
    """A saved game that is malformed, tampered with or truncated."""
    default_code = "bad_save"
