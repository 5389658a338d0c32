"""What a variant is: data plus the hooks the one game loop calls (ARCHITECTURE.md).

The engine owns dealing order bookkeeping, trick play, the action log and saves; a
variant says how cards are dealt, which decisions come before play, which cards are
legal, how a deal is scored and when the game ends.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import BaseModel, Field

from ..cards import CODE_OF, SUIT_NAMES, SUIT_OF, card_name

if TYPE_CHECKING:
    from ..engine import Game

Scoring = Literal["tallies", "card_points"]


def option(default: Any, label: str, help: str, choices: dict[Any, str] | None = None,
           **limits: Any) -> Any:
    """A game option: its default, the words the new-game form shows, and its limits.

    `choices` names each allowed value in plain words (the page shows these, never the
    raw value); `limits` are pydantic's (``ge``, ``le``).
    """
    extra: dict[str, Any] = {"label": label, "help": help}
    if choices is not None:
        extra["choices"] = [{"value": v, "label": text} for v, text in choices.items()]
    return Field(default, json_schema_extra=extra, **limits)


class Variant:
    """One game: typed facts the page and the bots read, and the hooks the loop calls.

    Nothing outside a game's own module tests its id: everything that differs between
    games is one of these attributes or hooks.
    """
    id: ClassVar[str]
    title: ClassVar[str]
    summary: ClassVar[str]
    players: ClassVar[int]          # seats that decide (and see views)
    positions: ClassVar[int]        # places at the table that play to a trick
    deck_size: ClassVar[int]
    hand_size: ClassVar[int]        # cards dealt to each hand
    Options: ClassVar[type[BaseModel]]
    option_sets: ClassVar[tuple[dict, ...]]  # option sets worth playing through in tests
    cut_range: ClassVar[tuple[int, int] | None] = None  # allowed upper-part sizes
    draw_strength: ClassVar[tuple[int, ...]]
    scoring: ClassVar[Scoring]
    # Per position: the seat that decides for it (a dummy is played by its owner) and the
    # side it scores for.  Dummies are positions with face-up stacks and no hand.
    controllers: ClassVar[tuple[int, ...]]
    teams: ClassVar[tuple[int, ...]]
    dummies: ClassVar[tuple[int, ...]] = ()
    # Contract names whose kind has its own name (Trjamann's "other suit").
    contract_kinds: ClassVar[dict[str, str]] = {}
    # Tricks the declarer must pass in a trick-taking contract (bots judge bids by it).
    declarer_target: ClassVar[int | None] = None
    deal_limit: ClassVar[int] = 100  # no game runs longer (see result())

    def controller(self, pos: int) -> int:
        return self.controllers[pos]

    def team(self, pos: int) -> int:
        return self.teams[pos]

    def nullo_ace_low(self, options: dict) -> bool:
        """Whether the ace ranks lowest when this game is played as nullo."""
        return False

    # --- game and deal life cycle ---------------------------------------------------
    def new_state(self, g: Game) -> Any:
        """Game-long bookkeeping of this variant (tallies, announced kinds, ...)."""
        raise NotImplementedError

    def next_dealer(self, g: Game) -> int:
        return (g.dealer + 1) % self.players

    def start_deal(self, g: Game, deck: list[int], cut: int | None) -> list[dict]:
        """Deal `deck` and set the first decision of the deal."""
        raise NotImplementedError

    def phase_actions(self, g: Game) -> list[dict]:
        """Legal actions of a phase before play (play itself is the engine's)."""
        raise NotImplementedError

    def apply_phase(self, g: Game, act: dict) -> list[dict]:
        """Carry out an action already checked against phase_actions."""
        raise NotImplementedError

    def refuse(self, g: Game, act: dict) -> str:
        """Why a phase action is not legal, in words (the default names what is)."""
        return f"You cannot {act['type']} now"

    def score_deal(self, g: Game) -> list[dict]:
        """Score the finished deal, update the sheet and set ``g.over`` when it ends."""
        raise NotImplementedError

    def result(self, g: Game) -> dict:
        raise NotImplementedError

    def view_extra(self, g: Game, seat: int) -> dict:
        return {}

    # --- card play --------------------------------------------------------------------
    def legal_cards(self, g: Game, pos: int) -> list[int]:
        """Follow suit if able (every game here, RULES.md §0)."""
        cards = g.available(pos)
        if not g.trick:
            return cards
        led = SUIT_OF[g.trick[0][1]]
        follow = [c for c in cards if SUIT_OF[c] == led]
        return follow or cards

    def why_illegal(self, g: Game, pos: int, card: int) -> str:
        led = SUIT_OF[g.trick[0][1]]
        return (f"You must follow suit: {CODE_OF[g.trick[0][1]]} was led and you hold "
                f"{SUIT_NAMES[led]}, so you cannot play the {card_name(card)}")


REGISTRY: dict[str, Variant] = {}


def register(cls: type[Variant]) -> type[Variant]:
    REGISTRY[cls.id] = cls()
    return cls
