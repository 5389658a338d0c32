"""Errors a player or caller can read.  All are ValueErrors, so callers may catch broadly."""
from __future__ import annotations


def shown(value: object, limit: int = 40) -> str:
    """`value` as a message may quote it: its repr, cut short so bad input is never echoed whole."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


class TricktableError(ValueError):
    """Base of every error the engine raises on bad input."""


class IllegalAction(TricktableError):
    """An action that is not legal now; the game is left exactly as it was."""


class BadOption(TricktableError):
    """An unknown variant or option, a wrong option value, or an impossible deck or cut."""


class BadSave(TricktableError):
    """A saved game that is malformed, tampered with or truncated."""
