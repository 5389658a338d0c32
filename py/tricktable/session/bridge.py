"""The worker-facing session: one game, one human seat, computer players for the rest.

The worker passes each request as a JSON string and gets a JSON string back, so no
Python object crosses into JavaScript.  After every human action the bots move until
the human must decide again; every event comes back as a frame with its words, and each
moment the table changes (a card played, a trick whole, then taken, a deal scored, a
decision) carries the human's page view (page.py), so the page shows them one by one
without knowing a rule.

The seed stays here: the page gets it only sealed (sealed.py), in the save and in the
config a link is written from, and gives it back as it came; no view carries it.
"""
from __future__ import annotations

import json
from collections.abc import Callable

from ..rules import wire
from ..rules.errors import TricktableError
from .base import BadRequest
from .link_handlers import LinkHandlers
from .review_handlers import ReviewHandlers
from .table_handlers import TableHandlers


class Session(LinkHandlers, ReviewHandlers, TableHandlers):
    """The worker's session: every endpoint (`do_<method>`), from the game, link, challenge,
    review and live table handlers (link_handlers.py builds on the game and challenge ones)."""

    def handle(self, text: str) -> str:
        """One request in, one reply out; errors are replies, never exceptions.

        A refused request changes nothing: each method checks everything before it
        replaces the session's game.
        """
        rid = None
        try:
            raw = wire.parse_json(text, BadRequest, "request")
            if isinstance(raw, dict) and type(raw.get("id")) is int:
                rid = raw["id"]
            req = wire.validate(wire.Request, raw, BadRequest)
            result = getattr(self, "do_" + req.method)(req.params)
            return json.dumps({"id": rid, "result": result})
        except TricktableError as err:
            return _error(rid, type(err).__name__, str(err), err.code, err.params)
        except Exception as err:  # a bug: still a reply, so the page is never left waiting
            return _error(rid, "InternalError", f"{type(err).__name__}: {err}"[:300], "internal", {})


def _error(rid: int | None, kind: str, message: str, code: str, params: dict) -> str:
    """An error reply: the English message, and a code and params to say it in any language."""
    return json.dumps({"id": rid, "error": {"kind": kind, "message": message, "code": code,
                                            "params": params}})


_session = Session()


def handle(text: str) -> str:
    """Entry point for the worker: one session per worker."""
    return _session.handle(text)


def on_thinking(tell: Callable[[int], None]) -> None:
    """The worker's callback for each position a computer player starts to decide for."""
    _session.thinking = tell
