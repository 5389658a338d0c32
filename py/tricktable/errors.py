"""Errors a player or caller can read.  All are ValueErrors, so callers may catch broadly.

Besides its English message, every error carries a stable `code` and JSON-able
`params`, so a page can say the same thing in the player's language; `REASONS` lists
every code with what it means.
"""
from __future__ import annotations

from typing import Any

REASONS: dict[str, str] = {
    # refusing an action (IllegalAction)
    "malformed": "the action is not one the game knows (params: detail)",
    "not_an_object": "an action must be a JSON object",
    "game_over": "the game is over",
    "not_over": "the game is not over yet, so it has no result",
    "play_now": "it is time to play a card (params: type, what was tried)",
    "not_in_hand": "the player does not hold that card face up (params: card)",
    "dummy_not_in_hand": "the dummy does not hold that card face up (params: card)",
    "must_follow": "the suit led must be followed (params: suit, card)",
    "must_overtake": "an opponent is winning and the player holds a higher card of the suit (params: suit)",
    "no_undertrump": "a lower trump may not be played while holding another suit",
    "must_trump": "an opponent is winning and the player holds a trump that beats the trick (params: trump, card)",
    "discard_limit": "too many cards chosen to discard (params: limit, chosen)",
    "same_card_twice": "the same card was chosen twice",
    "discard_not_held": "a card to discard is not in the hand (params: card)",
    "not_now": "that decision is not the one to make now (params: action, offers)",
    "kind_used_as_dealer": "the dealer has already chosen this kind of contract (params: kind)",
    "kind_announced": "the player has already announced this kind (params: kind)",
    "great_used": "the player has already made the one Great call of the game",
    "great_kind_announced": "no Great call in a kind already announced (params: kind)",
    "great_not_higher": "an overcall must name a higher kind (params: high)",
    "blind_or_look": "call no trump blind, or look at the hand",
    "blind_too_late": "no trump may be called blind only before the dealer looks",
    "must_name_trump": "a trump suit or no trump must be named",
    "go_or_pass": "go along (or against), or pass (params: stage)",
    # other errors
    "bad_option": "an unknown game or option, a wrong value, an impossible deck or cut",
    "bad_save": "a saved game that cannot be loaded",
    "bad_request": "a request the worker should not have sent",
    "internal": "a fault in Tricktable itself (reported, never expected)",
}


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
        if self.code not in REASONS:
            raise KeyError(f"unlisted reason code {self.code!r}")
        self.params = params


class IllegalAction(TricktableError):
    """An action that is not legal now; the game is left exactly as it was."""
    default_code = "malformed"


class BadOption(TricktableError):
    """An unknown variant or option, a wrong option value, or an impossible deck or cut."""


class BadSave(TricktableError):
    """A saved game that is malformed, tampered with or truncated."""
    default_code = "bad_save"
