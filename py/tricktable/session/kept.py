"""A kept game: the save the page stores between visits, sealed with the seat, level and
challenge it is played for.

The page hands the save back to `resume`, to `make_link` and to `review`, and reads none
of it.  A readable save would show what the player may not see (the computer players'
exchange discards are among its moves) and would let a mark be edited away ("no Undo",
practice, the challenge a game plays).  So the page gets it sealed (rules/sealed.py, the
seed's key): a token that only the engine opens and that opens to nothing once changed.
Whoever runs the engine from the browser's console can still open it; docs/browser.md
says what sealing does and does not keep.

A save in the readable form (saved-game.json: the library and the command line write it,
and older pages kept it) still opens.  Anything in it could have been edited, so a game
resumed from one is practice, and no challenge is resumed from one.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..rules import wire
from ..rules.engine import Game
from ..rules.errors import BadSave, Reason, add_reasons
from ..rules.records import Record
from ..rules.sealed import TEXT_PREFIX, open_text, seal_text
from ..rules.shared import Level

add_reasons({
    "kept_altered": Reason((), "a kept game changed or cut: its token does not open"),
    "kept_elsewhere": Reason((), "a kept game resumed for another seat, level or challenge than it was kept for"),
    "kept_challenge": Reason((), "a challenge kept in the readable form, which could have been edited"),
})


class KeptRecord(Record):
    """What a kept game's token holds (never seen outside the engine)."""
    save: str
    seat: int
    level: Level
    challenge: str | None   # the key (challenge.key) of the challenge the game plays
    guests: list[int] = []  # at a live table (table_handlers.py), the seats friends play
    linked: bool = False    # opened part-way from a link: its first moves were another player's


@dataclass(frozen=True)
class Kept:
    """A game as the page kept it, and what it was kept for; `record` is None for a save in
    the readable form, which says nothing of seat, level or challenge."""
    game: Game
    record: KeptRecord | None


def keep(game: Game, seat: int, level: str, challenge: str | None, guests: list[int] | None = None,
         linked: bool = False) -> str:
    """The token the page keeps for `game`, played at `seat` against `level` (and with
    friends at `guests`, at a live table; `linked`: opened part-way from a link)."""
    record = KeptRecord(save=game.to_json(), seat=seat, level=level, challenge=challenge,  # type: ignore[arg-type]
                        guests=guests or [], linked=linked)
    return seal_text(record.model_dump_json(exclude_defaults=True))


def open_kept(text: str) -> Kept:
    """The game `text` keeps, from a token or a readable save; BadSave if it holds none."""
    if not text.startswith(TEXT_PREFIX):
        return Kept(Game.from_json(text), None)
    try:
        inner = open_text(text, wire.MAX_SAVE)
    except ValueError as err:
        raise BadSave(f"This kept game cannot be opened: {err}", "kept_altered") from None
    record = wire.validate(KeptRecord, wire.parse_json(inner, BadSave, "kept game"), BadSave)
    return Kept(Game.from_json(record.save), record)
