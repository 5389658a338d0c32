"""The messages of a live table (issue 39): a friend's page and the host's, peer to peer.

A friend's messages reach the host's page over a WebRTC data channel; the host's page
has each checked here (`friend_message`) before it acts on it, so a forged or odd message
is refused in one line and changes nothing.  The host's messages are checked by the
friend's page, which has no engine (web/live/messages.js); they are declared here so that
both directions have a JSON Schema in docs/schema/ like every other record.
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field

from .. import __version__
from ..rules.records import Record
from ..rules.shared import Level
from .names import clean_name

# Raised when a message changes its meaning: a friend's page and the host's must agree.
PEER_VERSION = 2
# The version both pages compare on joining: the messages' and the engine's (the views).
VERSION = f"{PEER_VERSION}/{__version__}"
MAX_NAME = 24
MAX_SAID = 200
# Characters of one message as sent: a view and its frames for a whole trick fit easily;
# anything larger is refused unread.
MAX_MESSAGE = 200_000
# A friend's messages a host takes in one second, at most.
MAX_RATE = 8
# Pages that may watch one table at once (each is sent every move).
MAX_WATCHERS = 8

# As a challenge's names are: no control or format characters, trimmed.
def clean_said(text: str) -> str:
    """A line said at the table without control or format characters (names.py)."""
    return clean_name(text.replace("\n", " "), MAX_SAID)


def friend_name(name: str) -> str:
    """A friend's name as the table shows it (clean_name); refused when it shows no letter
    or digit, such as a name of invisible characters only."""
    cleaned = clean_name(name)
    if not any(c.isalnum() for c in cleaned):
        raise ValueError("A name needs a letter or a digit")
    return cleaned


Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME), AfterValidator(friend_name)]
# Words someone said at the table, cleaned the same way.
Words = Annotated[str, Field(min_length=1, max_length=MAX_SAID), AfterValidator(clean_said)]
SeatKey = Annotated[str, Field(pattern=r"^[A-Za-z0-9_-]{43}$",
                               description="an Ed25519 public key, base64url: the friend's seat at this table")]
Nonce = Annotated[str, Field(pattern=r"^[A-Za-z0-9_-]{22}$", description="128 random bits, base64url")]


class Hello(Record):
    """A friend's page joins (or comes back): its version, seat key and name (none yet while
    its friend types it: the host shows that page the table); then again with the seat
    key's signature of the host's challenge, which proves the seat."""
    t: Literal["hello"]
    v: str = Field(max_length=40)
    key: SeatKey
    name: Name | None = None
    nonce: Nonce | None = Field(None, description="the host's challenge this hello answers")
    sig: str | None = Field(None, pattern=r"^[A-Za-z0-9_-]{86}$",
                            description="the seat key's Ed25519 signature of the challenge")


class Sit(Record):
    """In the lobby: take a free friend's seat."""
    t: Literal["sit"]
    seat: int = Field(ge=0, le=3)


class Act(Record):
    """A decision for the friend's own seat (checked by the engine as any action)."""
    t: Literal["act"]
    n: int = Field(ge=0, description="the request's number, repeated in the answer")
    action: dict


class Ask(Record):
    """A question for the host's engine, about the friend's own seat: a hint on their turn,
    or the logs of the deals so far (public: what every seat saw happen)."""
    t: Literal["ask"]
    n: int = Field(ge=0, description="the request's number, repeated in the answer")
    what: Literal["hint", "deal_logs"]


class Ready(Record):
    """In the lobby: the friend is ready to play, or no longer."""
    t: Literal["ready"]
    ready: bool


class Say(Record):
    """A line beside the table: a quick phrase's id (`phrase-...`) or free text."""
    t: Literal["say"]
    text: Words


FriendMessage = Annotated[Hello | Sit | Ready | Act | Ask | Say, Field(discriminator="t")]


class LobbySeat(Record):
    """A seat as the lobby shows it."""
    who: Literal["host", "friend", "computer"]
    name: str | None = Field(None, max_length=MAX_NAME)
    here: bool = Field(False, description="a friend's page is connected for this seat")
    ready: bool = Field(False, description="the friend said they are ready to play")


class Lobby(Record):
    """The table as it stands: the game, the seats, the friend's own seat, started or not."""
    t: Literal["lobby"]
    v: str
    variant: str
    options: dict
    level: Level
    seats: list[LobbySeat] = Field(min_length=2, max_length=4)
    you: int | None = Field(description="the seat this friend holds, if any")
    started: bool
    clock: int = Field(0, ge=0, description="the turn clock in seconds: then a computer player moves (0: none)")
    watching: bool = Field(False, description="this page watches: every seat is taken (it sees no hand)")
    watchers: list[str | None] = Field([], max_length=MAX_WATCHERS,
                                       description="who watches the table, by name (null: a page that gave none)")


class Play(Record):
    """What happened at the table, for this friend's seat: a reply as the engine gives it
    to any page (frames and view built from that seat's view alone; once the game is over,
    the game's save for that seat too), each view as the keys that changed since the view
    before it on the friend's page (a returning page is sent its view whole)."""
    t: Literal["play"]
    reply: dict


class Answer(Record):
    """The answer to a friend's `act` (their seat's reply) or `ask` (the hint, or the deal
    logs, as the engine gives them), or the engine's refusal."""
    t: Literal["answer"]
    n: int
    reply: dict | None = None
    error: dict | None = None


class Said(Record):
    """A line someone at the table said."""
    t: Literal["said"]
    seat: int
    name: str = Field(max_length=MAX_NAME)
    text: str = Field(max_length=MAX_SAID)


class Refused(Record):
    """The host refused a friend's message (the reason's code and words, and the values its
    words name: a card, a limit), or the table."""
    t: Literal["refused"]
    code: str
    message: str
    params: dict | None = None


class Prove(Record):
    """The host asks a friend's page to prove the seat key its hello names."""
    t: Literal["prove"]
    nonce: Nonce


HostMessage = Annotated[Lobby | Play | Answer | Said | Refused | Prove, Field(discriminator="t")]
