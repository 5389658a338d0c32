"""Duplicate challenges: the same deals, the same seat, the same computer players, for friends.

A challenge link carries the game (sealed seed and options), how many deals it lasts, the
computer players' level and the human seat, and for each player who has played it (up
to eight) a name and their own moves, each an index into the legal choices (linkcode.py).
No result is ever read from a link: the engine replays each player's moves against the
computer players, who decide as they did (autoplay.py seeds them by the game and move
number), and computes every score itself.  A move the rules refuse, or moves that stop
before the challenge does, refuse the whole link; so does a link whose replays would
cost more than MAX_REPLAY_DEALS deals, judged from its length and its moves before any
replay (a link can ask for options the page never offers, such as Manni to 99).

The page learns the players' names before it plays, and their play only once its own
player has played (`Session` in bridge.py keeps the rest in the worker).  Every player's
game is replayed before the page's player is invited to play (challenge_desk.py): a link
whose moves do not fit is refused then, not once the challenge is played through.

Names are typed by players, so the engine takes out what would change how the text
around them reads (bidirectional controls such as U+202E) and what shows nothing (U+200B
and the other format characters) before it shows or writes one (names.py: `clean_name`).

A name proves nothing: anyone can type a friend's.  So each player's browser signs their
result with a key of its own (Ed25519, made once and kept in that browser:
web/challenge/identity.js), and the link carries the public key and the signature beside
the name.  The engine has no signature library: it checks the two fields' form
(`SignKey`, `Signature`) and computes what is signed (`digest`: the challenge, the name
and the moves), and the page verifies each signature and decides by its own key which
result is its player's.  A player of an older link carries neither, and is shown unsigned.
"""
from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
import base64
import datetime
import functools
import hashlib
import json
import re
from dataclasses import dataclass, field, replace
from typing import Annotated, Literal, NamedTuple

from pydantic import BeforeValidator, Field

from ..rules import wire
from ..rules.engine import REGISTRY, Game
from ..rules.errors import Reason, TricktableError, add_reasons
from ..rules.sealed import seal
from .autoplay import bot_action
from .kept import Kept
from .linkcode import FORMER_CUTS, OPENING_BUDGET, BadLink, LinkHeader, apply_move, move_bytes, opening, unpack, with_opening
from .names import MAX_NAME, clean_name
from .page import declared

MAX_PLAYERS = 8
LENGTHS = (1, 4, 8, None)     # deals a challenge may last; None: the whole game
MAX_REPLAY_DEALS = 200
"""The most deals a challenge link may cost to check, summed over its players (deals ×
players, `replay_cost`), judged before anything is replayed; a link beyond it is refused
(`challenge_too_long`).

Opening a link replays every player's moves with the computer players deciding again,
about a CPU second a deal in CPython at `hard` (docs/browser.md), slower in the browser's
Python.  A link may ask for what the page never offers: Manni to 99 points over the whole
game runs 70 to 100 deals a player (issue 41 measured five minutes of replay a player in
the browser, 43 for eight).  The page makes challenges at the game's defaults, and eight
players' whole games of each game cost at most 144 (Laugavatnsmanni's 18 fixed deals;
a race to a target at most 125, counted as here, in three tables of eight random or
`medium` players each): 200, 25 deals a player, leaves room above every challenge the
page makes, and lets through at most two players' whole games of Manni to 99.
"""

add_reasons({
    "challenge_too_long": Reason(("deals", "limit"), "a challenge link that would cost too many deals "
                                                     "to replay (deals × players)"),
    "challenge_unplayable": Reason(("name",), "a challenge link whose player `name`'s moves do not fit "
                                              "its game: found out before it is played"),
    "daily_not_today": Reason(("date",), "the deal of the day of a date no time zone has as today now "
                                         "(UTC-12 to UTC+14, by the device's clock)"),
    "daily_later": Reason(("date",), "a challenge link that holds the deal of the day of a later date than "
                                     "any time zone has now: its cards are not played before that day"),
    "daily_seed": Reason(("date",), "a game or deal asked for with the seed of a deal of the day not past yet "
                                    "(of a date some time zone has now, or later): its cards are dealt only "
                                    "as that day's deal of the day"),
    "challenge_bad_key": Reason(("name",), "a challenge link whose player `name`'s signing key or signature "
                                           "is not of the form a browser writes"),
    "challenge_bad_signature": Reason(("name",), "a challenge link whose player `name`'s signature does not "
                                                 "hold for their result (found by the page, which verifies it)"),
})

# Ed25519's public key (32 bytes) and signature (64 bytes) in base64url without padding, in
# the one form each has: the last letter's spare bits are 0.
KEY_PATTERN = r"^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$"
SIG_PATTERN = r"^[A-Za-z0-9_-]{85}[AQgw]$"
SignKey = Annotated[str, Field(pattern=KEY_PATTERN, description="the public key of the browser that signed "
                                                                "the result: Ed25519, 32 bytes in base64url")]
Signature = Annotated[str, Field(pattern=SIG_PATTERN, description="its signature of the result's digest "
                                                                  "(challenge.digest): 64 bytes in base64url")]
Bytes = Annotated[int, Field(ge=0)]


class ChallengeRefused(TricktableError):
    """A challenge the engine will not start (its code says why)."""
    default_code = "bad_request"


class ChallengeHeader(LinkHeader):
    """A challenge link (`k` "c"): its length and its players, each with how many bytes of
    moves are theirs (the moves follow the header in this order) and, where their browser
    signed their result, its public key and signature."""
    k: Literal["c"]
    d: Literal[1, 4, 8] | None
    p: list[Annotated[tuple[str, Bytes] | tuple[str, Bytes, SignKey, Signature],
                      BeforeValidator(lambda v: tuple(v) if isinstance(v, list) else v)]] = Field(
        max_length=MAX_PLAYERS, description="each player: their name, how many bytes of the moves are theirs, "
                                            "and the key and signature of the browser that signed their result")


class Player(NamedTuple):
    """One player's result in a challenge: their name and moves, and the key and signature
    of the browser that signed it (None in a link of an older Tricktable)."""
    name: str
    moves: bytes
    key: str | None = None
    sig: str | None = None


@dataclass
class Challenge:
    config: wire.GameConfig
    deals: int | None          # None: the whole game
    level: str
    seat: int
    lang: str | None = None
    players: list[Player] = field(default_factory=list)
    opening: Mapping[str, object] | None = None  # the receiver's first decision, drawn before the engine runs (linkcode.py)
    daily: str | None = None     # the date whose deal of the day this is, if it is one of about today's

    def __post_init__(self) -> None:
        self.players = [Player(*p) for p in self.players]  # a (name, moves) pair is an unsigned player

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]


def new(variant: str, options: dict, deals: int | None, level: str, seat: int = 0,
        lang: str | None = None) -> Challenge:
    """A challenge on freshly shuffled cards, not played yet."""
    if deals not in LENGTHS:
        raise BadLink(f"A challenge lasts 1, 4 or 8 deals or the whole game, not {deals}", "link_altered")
    wire.validate(wire.Level, level, BadLink)
    game = Game.new(variant, options=options)
    if not 0 <= seat < game.players:
        raise BadLink(f"Your seat must be 0 to {game.players - 1}", "link_altered")
    return Challenge(game.config, deals, level, seat, lang)


def daily(variant: str, date: str, lang: str | None = None) -> Challenge:
    """The deal of the day of `variant` on `date` (YYYY-MM-DD, the player's own calendar
    day): one deal, the same cards for everyone on that date, the game's defaults and
    `hard` computer players.  Only a date some time zone has as today (`daily_dates`), so
    tomorrow's cards are not played today."""
    if date not in daily_dates():
        raise ChallengeRefused(f"The deal of the day of {date} cannot be played today", "daily_not_today",
                               date=date)
    return _daily(variant, date, lang)


def _daily_seed(variant: str, date: str) -> int:
    return int.from_bytes(hashlib.blake2b(f"tricktable/daily/{variant}/{date}".encode(), digest_size=7).digest(),
                          "big") % wire.SEED_LIMIT


def _daily(variant: str, date: str, lang: str | None = None) -> Challenge:
    config = Game.new(variant, seed=_daily_seed(variant, date)).config
    return Challenge(config, 1, "hard", 0, lang, daily=date)


DAILY_ZONES = (datetime.timedelta(hours=-12), datetime.timedelta(hours=14))
"""The earliest and the latest time zones' offsets from UTC (Baker Island, Kiribati): the
page asks for the deal of the day of its own calendar day, which is one of the dates
these have now."""
DAILY_AHEAD = 3653
"""How many days past the latest date of now a link's cards are recognised as a deal of
the day, to refuse them (`daily_later`): ten years; the seeds are a hash of the date."""


def daily_dates(now: datetime.datetime | None = None) -> tuple[str, ...]:
    """The dates whose deal of the day may be played now, earliest first: every date some
    time zone has as today at `now` (the device's clock, UTC-12 to UTC+14): two or three."""
    now = now or datetime.datetime.now(datetime.UTC)
    first, last = ((now + zone).date() for zone in DAILY_ZONES)
    return tuple((first + datetime.timedelta(days=n)).isoformat() for n in range((last - first).days + 1))


@functools.lru_cache(maxsize=1)
def _daily_seeds(first: str, last: str) -> dict[int, tuple[str, str]]:
    """Each seed of a deal of the day from `first` to DAILY_AHEAD days past `last`, to its
    game and date: every game's, as one seed deals the same cards in games of one deck
    (25,000 hashes, about 25 ms in CPython, once a day)."""
    start, end = datetime.date.fromisoformat(first), datetime.date.fromisoformat(last)
    dates = [(start + datetime.timedelta(days=n)).isoformat() for n in range((end - start).days + DAILY_AHEAD + 1)]
    return {_daily_seed(variant, date): (variant, date) for variant in REGISTRY for date in dates}


def _daily_by_seed(seed: int) -> tuple[str, str] | None:
    """The game and date of the deal of the day not past yet that `seed` deals, if any."""
    dates = daily_dates()
    return _daily_seeds(dates[0], dates[-1]).get(seed)


def refuse_daily_seed(seed: int | None) -> None:
    """Refuse a seed of a deal of the day not past yet outside its challenge: a plain game
    or deal (`?game=…&seed=`, a deal's link, a save) would show today's or a later day's
    cards before that day's first attempt (issue 49).  An earlier day's is any seed now."""
    found = None if seed is None else _daily_by_seed(seed)
    if found is not None:
        raise ChallengeRefused(f"This seed deals the deal of the day of {found[1]}, which is played only as "
                               "that day's deal of the day", "daily_seed", date=found[1])


def refuse_daily_kept(kept: Kept) -> None:
    """`refuse_daily_seed` for a save this engine did not start (a link's deal or review, a
    readable save): a sealed save of its own was started by new_game, which checked its
    seed, and the index costs too much to build for every stored game's resume."""
    if kept.record is None or kept.record.linked:
        refuse_daily_seed(kept.game.seed)


def daily_of(ch: Challenge) -> str | None:
    """The date of the deal of the day `ch` is, if it is one that may be played now: the
    page files a deal of the day's attempts whichever link brings it.  A later day's cards
    are refused (`daily_later`), in whatever settings: played as a plain challenge, they
    would show that day's deal before its first attempt; so are the day's own cards in
    other settings than the day's, or in another game (the page never makes them).  An
    earlier day's deal is an ordinary challenge now."""
    found = _daily_by_seed(ch.config.seed)
    if found is None:
        return None
    variant, date = found
    if date > daily_dates()[-1]:
        raise BadLink(f"This link holds the deal of the day of {date}, which cannot be played before that day",
                      "daily_later", date=date)
    if (ch.deals, ch.level, ch.seat) != (1, "hard", 0) or _daily(variant, date).config != ch.config:
        raise BadLink("This link holds a deal of the day in other settings than the day's: it was changed",
                      "link_altered")
    return date


def start(ch: Challenge) -> Game:
    """The challenge's game at its start."""
    return Game.from_config(ch.config)


def done(ch: Challenge, game: Game) -> bool:
    """Whether the challenge's deals are all played (the game may deal on: they do not count)."""
    return game.over or (ch.deals is not None and game.deal_no >= ch.deals)


def encode(ch: Challenge) -> str:
    """The challenge's link text."""
    header = {"k": "c", "v": ch.config.variant, "s": seal(ch.config.seed), "o": ch.config.options,
              "seat": ch.seat, "l": ch.level, "lang": ch.lang, "d": ch.deals,
              "p": [[p.name, len(p.moves), *([p.key, p.sig] if p.key else [])] for p in ch.players]}
    # A challenge of several deals may be twice as long as one of a deal (issue: 4,000).
    budget = OPENING_BUDGET if ch.deals == 1 else 2 * OPENING_BUDGET
    return with_opening(header, b"".join(p.moves for p in ch.players), ch.opening, budget)


def key(ch: Challenge) -> str:
    """A name for the challenge, the same in every link of it whoever has played: what the
    page files the links it has seen under, to merge their players."""
    same = json.dumps([ch.config.variant, seal(ch.config.seed), ch.config.options, ch.deals, ch.level, ch.seat])
    return hashlib.blake2b(same.encode(), digest_size=6).hexdigest()


def digest(ch: Challenge, name: str, moves: bytes) -> str:
    """What a player's browser signs for their result in `ch` (32 bytes, in base64url): the
    challenge (its game, sealed seed, options, length, level and seat), the name and the
    moves, so a signature holds for that result in that challenge alone: it can be neither
    renamed, edited nor carried into another challenge."""
    what = json.dumps(["tricktable/challenge-result/1", ch.config.variant, seal(ch.config.seed), ch.config.options,
                       ch.deals, ch.level, ch.seat, name, moves.hex()], sort_keys=True, ensure_ascii=False)
    return base64.urlsafe_b64encode(hashlib.blake2b(what.encode(), digest_size=32).digest()).decode().rstrip("=")


def signed(ch: Challenge, player: Player) -> dict | None:
    """What the page needs to verify `player`'s signature (the key, the signature and what
    it signs), or None if the result is unsigned."""
    if player.key is None:
        return None
    return {"key": player.key, "sig": player.sig, "digest": digest(ch, player.name, player.moves)}


def check_signed(name: str, key: str | None, sig: str | None) -> None:
    """Refuse a key or signature not of the form a browser writes (or one without the other):
    the page could not even try to verify it."""
    if (key is None) != (sig is None) or key is not None and not (
            re.fullmatch(KEY_PATTERN, key) and re.fullmatch(SIG_PATTERN, str(sig))):
        raise BadLink(f"{name}'s signing key or signature in this link is malformed: the link was changed",
                      "challenge_bad_key", name=name)


def merge(first: Challenge, other: Challenge) -> Challenge:
    """`first` with the players of `other` it lacks (the same name, moves and signature are
    the same player), as many as there is room for (`no_room`): two replies to one challenge
    make one table, which a link can carry on."""
    if key(first) != key(other):
        raise BadLink("These links are of two different challenges", "link_kind")
    players = list(first.players)
    for player in other.players:
        if player not in players and no_room(replace(first, players=players), player) is None:
            players.append(player)
    return replace(first, players=players)


def no_room(ch: Challenge, player: Player) -> Literal["players", "deals"] | None:
    """Why `player` cannot join `ch`'s link: it holds eight players already (`players`), or
    checking it would then cost more than MAX_REPLAY_DEALS deals (`deals`); None if it can."""
    if len(ch.players) >= MAX_PLAYERS:
        return "players"
    if replay_cost(replace(ch, players=[*ch.players, player])) > MAX_REPLAY_DEALS:
        return "deals"
    return None


def decode(code: str) -> Challenge:
    """A challenge from its link text, its form checked (its moves are checked by `replay`)."""
    header, moves = unpack(code)
    if header.get("k") != "c":
        raise BadLink("This link is a game, not a challenge", "link_kind")
    players = header.get("p")
    for entry in players if isinstance(players, list) else []:  # a malformed signature named, before the form
        if isinstance(entry, list) and len(entry) == 4:
            check_signed(clean_name(str(entry[0])), *(v if isinstance(v, str) else "" for v in entry[2:]))
    h = wire.validate(ChallengeHeader, header, BadLink)
    if (any(not 0 < len(name) <= MAX_NAME for name, *_ in h.p)
            or sum(n for _, n, *_ in h.p) != len(moves)):
        raise BadLink("The link's players do not match its moves: it was changed", "link_altered")
    try:
        config = Game.new(h.v, seed=h.s, options=h.o).config
    except TricktableError as err:
        raise BadLink(f"The link's game cannot be set up: {err}", "link_altered") from None
    # An opening with parts left out (linkcode.CUTS) is not carried on whole: the next link has none.
    # An older link's may hold keys no page view has now (linkcode.FORMER_CUTS): they are dropped.
    whole = h.w is not None and set(h.cut) <= set(FORMER_CUTS)
    ch = Challenge(config, h.d, h.level, h.seat, h.lang, opening=declared(h.w) if whole else None)
    if not 0 <= h.seat < Game.from_config(config).players:
        raise BadLink(f"The link's seat {h.seat} is not a seat of this game", "link_altered")
    at = 0
    for name, n, *signature in h.p:  # a name written with controls in it (by hand, or another version): without them
        ch.players.append(Player(clean_name(name), moves[at:at + n], *signature))
        at += n
    check_cost(ch)
    ch.daily = daily_of(ch)
    return ch


def replay_cost(ch: Challenge) -> int:
    """The most deals replaying every player of `ch` can take, summed over its players,
    known before replaying: each player's deals are at most the challenge's (its length,
    else the game's fixed number of deals, else the engine's `deal_limit`) and at most what
    their moves can reach, since a seat plays every card dealt to its places in every deal
    (one byte each at least) and the replay stops where the moves run out."""
    game = start(ch)
    v, t = game.variant, game.table
    most = min(n for n in (ch.deals, v.shown_deals(t), v.deal_limit) if n)
    cards = sum(len(t.hands[p]) + sum(c is not None for stack in t.layouts[p] for c in stack)
                for p in range(v.positions) if v.controllers[p] == ch.seat)
    return sum(min(most, len(p.moves) // max(1, cards) + 1) for p in ch.players)


def check_cost(ch: Challenge) -> None:
    """Refuse `ch` if checking it would replay more than MAX_REPLAY_DEALS deals."""
    cost = replay_cost(ch)
    if cost > MAX_REPLAY_DEALS:
        raise BadLink(f"This challenge would take too long to check: its players' games come to "
                      f"{cost} deals to replay, and a challenge may ask for at most {MAX_REPLAY_DEALS}",
                      "challenge_too_long", deals=cost, limit=MAX_REPLAY_DEALS)


def opened_from(ch: Challenge, game: Game) -> Challenge:
    """`ch` carrying its receiver's opening, taken from `game` (a game of it) where it goes
    that far."""
    shown = opening(start(ch), ch.seat, ch.level, game.actions, done=lambda g: done(ch, g))
    return replace(ch, opening=shown)


def human_moves(ch: Challenge, game: Game) -> bytes:
    """The moves the human made in `game` (a game of this challenge), as the link holds them."""
    replay = start(ch)
    out = bytearray()
    for act in game.actions:
        if done(ch, replay):
            break
        if replay.to_move == ch.seat:
            out += move_bytes(replay, act)
        replay.apply(act)
    return bytes(out)


def replay_steps(ch: Challenge, moves: bytes, known: Sequence[Game] = ()) -> Generator[tuple[Game, int], None, Game]:
    """The challenge played with the human's `moves`, the computer players deciding as they
    would; it pauses before each move, yielding the game so far and how many bytes of
    `moves` it has read, so a caller can spread the work and say how far it is; it returns
    the game.  Where the moves so far are those of
    a game in `known` (of this challenge), the computer players' decisions are taken from
    it: the same moves lead to the same table, and so to the same decisions."""
    game = start(ch)
    alike = list(known)
    at = 0
    while not done(ch, game):
        yield game, at
        n = len(game.actions)
        if game.to_move == ch.seat:
            if at >= len(moves):
                raise BadLink("The link's moves stop before the challenge ends: it was cut", "link_moves")
            at = apply_move(game, moves, at)
        else:
            twin = next((g for g in alike if len(g.actions) > n), None)
            game.apply(twin.actions[n] if twin else bot_action(game, ch.level))
        alike = [g for g in alike if len(g.actions) > n and g.actions[n] == game.actions[n]]
    if at != len(moves):
        raise BadLink("The link has more moves than the challenge: it was changed", "link_moves")
    return game


def replay(ch: Challenge, moves: bytes, known: Sequence[Game] = ()) -> Game:
    """`replay_steps` at once."""
    steps = replay_steps(ch, moves, known)
    while True:
        try:
            next(steps)
        except StopIteration as end:
            return end.value


def deal_points(game: Game, seat: int) -> list[int | float]:
    """What `seat` made in each deal of `game`: its side's card points, or its net score."""
    v = game.variant
    pos = v.controllers.index(seat)
    if v.scoring == "card_points":
        return [row["scores"][v.teams[pos]] for row in game.sheet]
    return [row["positive"][pos] - row["negative"][pos] for row in game.sheet]


def parting(ch: Challenge, mine: Game, theirs: Game) -> dict | None:
    """Where two players' games of the challenge first part: the deal, the trick and both
    choices there (as the game words them), or None if they never do."""
    replay = start(ch)
    for a, b in zip(mine.actions, theirs.actions):
        if done(ch, replay):
            return None
        if a != b:
            v, t = replay.variant, replay.table
            playing = a["type"] == "play"
            return {"deal": t.deal_no, "trick": len(t.played_tricks) + 1 if playing else None,
                    "mine": v.say_choice(t, a), "theirs": v.say_choice(t, b),
                    "mine_card": a.get("card"), "theirs_card": b.get("card")}
        replay.apply(a)
    return None


def table(ch: Challenge, games: list[Game], me: int) -> dict:
    """The results side by side: each player's points in each deal (computed here, from the
    replays), their totals, and where each other player parted from player `me`, with what
    that deal cost (`me`'s points less theirs in that deal); and each one's signature, for
    the page to verify and show (`signed`)."""
    points = [deal_points(g, ch.seat)[:ch.deals] for g in games]
    rows = []
    for i, player in enumerate(ch.players):
        part = None if i == me else parting(ch, games[me], games[i])
        if part is not None:
            d = part["deal"]
            mine, theirs = points[me], points[i]
            part["cost"] = mine[d] - theirs[d] if d < len(mine) and d < len(theirs) else None
        rows.append({"name": player.name, "deals": points[i], "total": sum(points[i]), "parting": part,
                     "signed": signed(ch, player)})
    return {"players": rows, "me": me, "deals": max(len(p) for p in points)}

