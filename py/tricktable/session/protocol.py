"""The records only the page reads and writes: share links and the embed's messages.

Python never receives these: the page reads its own address (web/services/share.js) and
talks to the page that frames it (web/embed.js) in JavaScript.  They are declared here so
that their JSON Schema is published beside the engine's (docs/schema/) for the sites that
write links or embed the table, and so the tests can hold examples to them.
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Discriminator, Field, Json, Tag

from ..rules.records import Record
from ..rules.sealed import PATTERN as SEALED_PATTERN
from ..rules.shared import Language, Level, Speed
from ..rules.wire import SEED_LIMIT

Digits = Annotated[str, Field(pattern=r"^[0-9]+$")]


def _below_seed_limit(seed: str) -> str:
    if seed.isdigit() and int(seed) >= SEED_LIMIT:  # JavaScript would round it, and deal other cards
        raise ValueError(f"a seed must be below 2**53, not {seed}")
    return seed


# The seed sealed by the engine (sealed.py), as the page writes it, never readable; or a
# number, as a link may be written by hand (or by an earlier version of the page).
Seed = Annotated[str, Field(pattern=rf"^(?:[0-9]+|{SEALED_PATTERN.strip('^$')})$"),
                 AfterValidator(_below_seed_limit)]


# --- share links: the parameters of the page's address ---------------------------------
# The page now writes short links (`#t=`, linkcode.py) for games, deals, challenges, reviews
# and embeds; these are the links of earlier versions, which it still opens.

class LinkSettings(Record):
    """How either link is played: the human's seat (0-based), the computer players'
    level, the table's pace and language."""
    seat: Digits | None = None
    level: Level | None = None
    speed: Speed | None = None
    lang: Language | None = None


class GameLink(LinkSettings):
    """`?game=...`: a game from its first deal (its options: options-<game>.json)."""
    game: str
    seed: Seed | None = Field(None, description=(
        "sealed by the engine, as the page writes it; or a whole number below 2**53 "
        "(so JavaScript holds it exactly), as a link may be written by hand"))
    options: Json[dict] | None = None


class DealLink(LinkSettings):
    """`?deal=...`: the deal that starts after a saved game's last move, dealt again."""
    deal: str = Field(pattern=r"^[A-Za-z0-9_-]+$", description=(
        "base64url (no padding) of a saved game's JSON (saved-game.json), cut at the "
        "start of a deal"))


class ReviewLink(LinkSettings):
    """`?review=...`: the review of a saved game's last finished deal (review.py), which the
    receiver's engine judges again; the table shows what it would without the link."""
    review: str = Field(pattern=r"^[A-Za-z0-9_-]+$", description=(
        "base64url (no padding) of a saved game's JSON (saved-game.json), cut at the "
        "end of the deal to review"))


def _link_kind(data: object) -> str:
    if isinstance(data, dict) and "review" in data:
        return "review-link"
    return "deal-link" if isinstance(data, dict) and "deal" in data else "game-link"


Link = Annotated[Annotated[GameLink, Tag("game-link")] | Annotated[DealLink, Tag("deal-link")]
                 | Annotated[ReviewLink, Tag("review-link")], Discriminator(_link_kind)]


class EmbedSettings(Record):
    """What only the embedded table (embed.html) reads besides a link's parameters."""
    id: str | None = Field(None, pattern=r"^[A-Za-z0-9_.-]{1,64}$",
                           description="names the embed's saved game")
    host: str | None = Field(None, pattern=r"^[A-Za-z][A-Za-z0-9+.-]*://[^/?#\s]+$",
                             description="the one origin the table talks to")
    start: Literal["click"] | None = Field(None, description="load the engine on a click")


class EmbedGameLink(GameLink, EmbedSettings):
    """embed.html?game=...: a game from its first deal, in another site's page."""


class EmbedDealLink(DealLink, EmbedSettings):
    """embed.html?deal=...: one deal dealt again, in another site's page."""


EmbedLink = Annotated[Annotated[EmbedGameLink, Tag("game-link")] | Annotated[EmbedDealLink, Tag("deal-link")],
                      Discriminator(_link_kind)]


# --- the embedded table's messages (window.postMessage) --------------------------------

class GameResult(Record):
    """A game's result (`Game.result()`): a match also lists each game's scores."""
    scores: list[int]
    winners: list[int]
    reason: str
    game_scores: list[list[int]] | None = None


class EmbedNews(Record):
    """What every message the table posts to its host page carries."""
    source: Literal["tricktable"]
    id: str = Field(description="the embed's id")
    game: str = Field(description="the game's id")


class EmbedReady(EmbedNews):
    """The table is on show."""
    type: Literal["ready"]
    seat: int


class EmbedDeal(EmbedNews):
    """A deal was scored."""
    type: Literal["deal"]
    deal: int = Field(ge=0, description="the deal's number, from 0")
    result: dict = Field(description="the engine's deal_end event")


class EmbedGameOver(EmbedNews):
    """The game is over."""
    type: Literal["game"]
    result: GameResult


EmbedMessage = Annotated[EmbedReady | EmbedDeal | EmbedGameOver, Field(discriminator="type")]


class HostRequest(Record):
    """What a host page may post to the table: new cards, or the embed's own game again."""
    type: Literal["new-deal", "new-game"]
