"""A finished game as the player's statistics count it: won or not, the score, the
contracts the player called and made.

The page keeps statistics without knowing a rule: the winners and scores come from the
game's result, and whether a contract was made from the game's own `contract_made`.
"""
from __future__ import annotations

from ..rules.engine import Game


def outcome(game: Game, seat: int) -> dict | None:
    """`seat`'s side of the finished game (None while it goes on): ``won``, ``score`` (the
    side's final score as the result gives it), ``deals`` played, and the contracts
    ``called`` by a position the seat plays and how many of them were ``made``."""
    if not game.over:
        return None
    v, result = game.variant, game.result()
    side = v.teams[seat]
    called = made = 0
    for row in game.table.sheet:
        done = v.contract_made(row)
        if done is not None and v.controllers[row["contract"]["declarer"]] == seat:
            called += 1
            made += done
    return {"won": any(v.teams[w] == side for w in result["winners"]), "score": result["scores"][side],
            "deals": len(game.table.sheet), "called": called, "made": made}
