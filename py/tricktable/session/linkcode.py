"""Short links: a game, a deal or a challenge in a few hundred characters of a URL fragment.

A link holds a small header (the game, its sealed seed and options, the seat, the level
and the language it was made in) and the moves, each as its index in the engine's list
of legal choices at that decision: a byte a move, since `legal_actions()` lists them in
an order fixed by the rules.  Only the engine can write or read the moves, so the page
never needs a rule for them.

A link the page writes also carries its receiver's opening (`w`): the page view at their
first decision, which the engine of the page that writes the link works out, so the
receiving page draws the table before its own engine has loaded (web/services/linkopening.js).
It is only a picture: the receiver's engine plays the game from the header and the
moves, and the page drops the picture for the engine's view if the two differ.  Where the
whole view would make the link too long (a late deal of a long game: its moves and its
score sheet grow with every deal), the link leaves parts of it out (`CUTS`) and says which
(`cut`); the page shows the rest at once, compares it with the engine's view cut alike, and
then shows the engine's whole view.

The whole is deflated and written in base64url after a version byte, and a keyed
checksum closes it: a link cut short or changed by hand is refused as such, never read
as another game.  Like the seal (sealed.py), the key is in the wheel: the checksum stops
accidents and idle edits, and the replay of every move by the rules stops the rest.
"""
from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import zlib

from collections.abc import Callable, Mapping, Sequence
from typing import Literal

from pydantic import Field

from ..rules import wire
from ..rules.cards import CARD_OF, CODE_OF
from ..rules.engine import Game
from ..rules.records import Record
from ..rules.sealed import PATTERN as SEALED_PATTERN
from ..rules.sealed import seal
from ..rules.wire import Language, Level
from ..rules.errors import BadSave, Reason, TricktableError, add_reasons
from .autoplay import bot_action
from .kept import keep, open_kept
from .page import PageView, page_view

VERSION = 1                   # of the payload; a reader names the one it reads
_KEY = b"tricktable/short-link/1"
CHECK_BYTES = 6
MAX_CODE = wire.MAX_LINK      # characters: far above any link the page writes
MAX_BODY = 64_000             # bytes, once inflated: a whole game's moves are a few hundred
OPENING_BUDGET = 1_900        # characters: a link with its opening stays under 2,000 with its address

# What an opening may leave out, in this order, until its link fits: first the score
# sheet's rows but the last (a row a deal; the last holds the totals the score strip
# shows); then the deal log (the largest part left that the table can do without for a
# moment); last the facts beside the table (late in a long Manni game, every contract each
# player has used).  The page cuts the engine's view the same way to compare the two
# (linkopening.js cutView).
CUTS: dict[str, Callable[[dict], dict]] = {
    "sheet": lambda view: {**view, "sheet_say": view["sheet_say"][-1:]},
    "log": lambda view: {**view, "log": None},
    "facts": lambda view: {**view, "facts_say": []},
}
# Parts that links of earlier versions may name and none is cut as any more: `unread`, the
# keys the page never drew, which no page view holds since it was declared (page.PageView).
# Such links are still read (linkopening.js keeps only the declared keys of their opening).
FORMER_CUTS: dict[str, Callable[[dict], dict]] = {"unread": lambda view: view}

add_reasons({
    "bad_link": Reason(("detail",), "a link whose header is malformed"),
    "link_empty": Reason((), "a link cut before its game"),
    "link_altered": Reason((), "a link changed or cut: its checksum or contents do not hold"),
    "link_too_long": Reason(("length", "limit"), "a link longer than any Tricktable writes"),
    "link_newer": Reason(("version", "reads"), "a link made by a newer Tricktable"),
    "link_older": Reason(("version", "reads"), "a link made by an older Tricktable"),
    "link_moves": Reason((), "a link whose moves the rules refuse"),
    "link_kind": Reason((), "a link of another kind than the page asked to open"),
})


class BadLink(TricktableError):
    """A short link that cannot be read: cut, changed, of another version, or of moves the
    rules refuse."""
    default_code = "bad_link"


def _check(data: bytes) -> bytes:
    return hashlib.blake2b(data, key=_KEY, digest_size=CHECK_BYTES).digest()


def pack(header: dict, moves: bytes = b"", version: int = VERSION) -> str:
    """The link text for `header` (JSON-able) and the moves' bytes (`version`: of the
    payload, another only to try how a link of another Tricktable is read)."""
    body = json.dumps(header, separators=(",", ":"), ensure_ascii=False).encode() + b"\n" + moves
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = bytes([version]) + deflate.compress(body) + deflate.flush()
    return base64.urlsafe_b64encode(raw + _check(raw)).decode("ascii").rstrip("=")


def unpack(code: str) -> tuple[dict, bytes]:
    """The header and the moves' bytes of a link text; BadLink says why it cannot be read.

    The checksum is judged before the version: a link cut or changed (or text that never
    was a link) is called so, whatever its first byte says; only a whole link of another
    format is called newer or older.  The header is read by the engine's one JSON parser
    (wire.parse_json: size, depth and numbers limited), so no link can exhaust its stack."""
    if not isinstance(code, str) or not code:
        raise BadLink("The link holds no game: it was cut before its end", "link_empty")
    if len(code) > MAX_CODE:
        raise BadLink(f"The link is too long to be one Tricktable wrote ({len(code):,} characters; "
                      f"a link has at most {MAX_CODE:,})", "link_too_long", length=len(code), limit=MAX_CODE)
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raise BadLink("The link was changed or cut: it holds letters a link never has",
                      "link_altered") from None
    if len(raw) <= 1 + CHECK_BYTES:
        raise BadLink("The link was cut: too little of it is left to read", "link_altered")
    data, check = raw[:-CHECK_BYTES], raw[-CHECK_BYTES:]
    if not hmac.compare_digest(_check(data), check):
        raise BadLink("The link was changed or cut: its checksum does not match", "link_altered")
    if raw[0] != VERSION:
        newer = raw[0] > VERSION
        raise BadLink(f"This link was made by {'a newer' if newer else 'an older'} Tricktable "
                      f"(link format {raw[0]}); this one reads format {VERSION}",
                      "link_newer" if newer else "link_older", version=raw[0], reads=VERSION)
    inflate = zlib.decompressobj(-15)
    try:
        body = inflate.decompress(data[1:], MAX_BODY)
    except zlib.error:
        raise BadLink("The link's contents cannot be unpacked", "link_altered") from None
    if inflate.unconsumed_tail:
        raise BadLink("The link's contents are too large", "link_altered")
    head, sep, moves = body.partition(b"\n")
    try:
        header = wire.parse_json(head.decode(), BadLink, "link's header")
    except UnicodeDecodeError:
        header = None
    except BadLink as err:
        raise BadLink(f"The link's contents are not a game: {err}", "link_altered") from None
    if not sep or not isinstance(header, dict):
        raise BadLink("The link's contents are not a game", "link_altered")
    return header, moves


# --- moves as indices into the legal choices ---------------------------------------------

def _open_fields(entry: dict) -> list[str]:
    """The fields of a legal entry the player fills in (the cards of an exchange): lists."""
    return sorted(k for k, v in entry.items() if isinstance(v, list))


def move_bytes(game: Game, action: dict) -> bytes:
    """`action` (legal now in `game`) as bytes: its index among the legal choices, and for
    a choice the player fills in, each list's length and its cards' places in the hand."""
    for i, entry in enumerate(game.legal_actions()):
        if entry["type"] != action["type"]:
            continue
        fields = _open_fields(entry)
        if not fields:
            if entry == action:
                return bytes([i])
            continue
        hand = game.table.hands[game.table.turn]
        out = [i]
        for name in fields:
            cards = [CARD_OF[c] for c in action[name]]
            out += [len(cards), *(hand.index(c) for c in cards)]
        return bytes(out)
    raise BadLink(f"The move {action} is not among the legal choices", "link_moves")


def read_move(game: Game, data: bytes, at: int) -> tuple[dict, int]:
    """The action the bytes at `at` name in `game`, and where the next move starts."""
    legal = game.legal_actions()
    if at >= len(data) or data[at] >= len(legal):
        raise BadLink("The link's moves do not fit this game: it was changed", "link_moves")
    entry = dict(legal[data[at]])
    at += 1
    hand = game.table.hands[game.table.turn]
    for name in _open_fields(entry):
        count = data[at] if at < len(data) else len(hand) + 1
        places = data[at + 1:at + 1 + count]
        if count > len(hand) or len(places) < count or any(p >= len(hand) for p in places):
            raise BadLink("The link's moves do not fit this game: it was changed", "link_moves")
        entry[name] = [CODE_OF[hand[p]] for p in places]
        at += 1 + count
    return entry, at


def apply_move(game: Game, data: bytes, at: int) -> int:
    """Read one move at `at` and play it (refused as a changed link if the rules refuse it)."""
    action, at = read_move(game, data, at)
    try:
        game.apply(action)
    except TricktableError:
        raise BadLink("The link's moves break the rules: it was changed", "link_moves") from None
    return at


def moves_of(config: wire.GameConfig, actions: list[dict]) -> bytes:
    """Every move of a game as bytes, replayed from its config."""
    game = Game.from_config(config)
    out = bytearray()
    for act in actions:
        out += move_bytes(game, act)
        game.apply(act)
    return bytes(out)


# --- the receiver's opening ------------------------------------------------------------

def opening(game: Game, seat: int, level: str, known: Sequence[dict] = (),
            done: Callable[[Game], bool] = lambda g: False) -> PageView | None:
    """`seat`'s page view at their first decision in `game` (changed: the computer players
    move up to it), as the bridge would show it; None if the game ends first (or `done`).

    `known` are moves of the same game from here on as the engine made them (the link
    maker's own game): a computer player's move among them is taken as it is, since
    bot_action decides the same on the same table, so the link costs no thinking."""
    while not game.over and game.to_move != seat and not done(game):
        n = len(game.actions)
        game.apply(known[n] if n < len(known) else bot_action(game, level))
    return None if game.over or done(game) else page_view(game, seat)


# --- a game from its start, or from the start of one of its deals --------------------------

def game_link(save: str, moves: int, seat: int, level: str, lang: str | None) -> str:
    """The link to the game of `save` after its first `moves` moves (0: from its start; else
    where a deal starts), to play in `seat` at `level`, made in `lang`, with the opening of
    its receiver (taken from `save` where it goes on to it)."""
    game = _linked(save, seat)
    config = game.config
    if not 0 <= moves <= len(game.actions):
        raise BadLink(f"The save has {len(game.actions)} moves, not {moves}", "link_moves")
    header = {"k": "g", "v": config.variant, "s": seal(config.seed), "o": game.options,
              "seat": seat, "l": level, "lang": lang}
    start = Game.from_config(config)
    for act in game.actions[:moves]:
        start.apply(act)
    return with_opening(header, moves_of(config, game.actions[:moves]), opening(start, seat, level, game.actions))


def _linked(save: str, seat: int) -> Game:
    """The game of `save`, to link for `seat`: a kept game only for the seat it was kept for,
    since a link's opening shows its seat's cards (issue 49: the browser's console asked for
    each computer player's seat, and read their hands).  A readable save says no seat: it
    resumes as practice in any (kept.py)."""
    kept = open_kept(save)
    if kept.record is not None and kept.record.seat != seat:
        raise BadSave(f"This kept game was kept for seat {kept.record.seat}, not {seat}: "
                      "a link to it is played in that seat", "kept_elsewhere")
    return kept.game


def cut_view(view: Mapping[str, object], parts: list[str]) -> dict:
    """`view` less the `parts` (CUTS, or FORMER_CUTS in an older link) an opening left out."""
    out = dict(view)
    for part in parts:
        out = {**FORMER_CUTS, **CUTS}[part](out)
    return out


def with_opening(header: dict, moves: bytes, shown: Mapping[str, object] | None, budget: int = OPENING_BUDGET) -> str:
    """The link text with the opening `shown`, whole if it fits `budget`, else with fewer of
    its parts (CUTS, in order) until it does; a link with no opening (none fits, or there is
    none) is played the engine's way."""
    if not shown:
        return pack(header, moves)
    for n in range(len(CUTS) + 1):
        parts = list(CUTS)[:n]
        code = pack({**header, "w": cut_view(shown, parts), **({"cut": parts} if parts else {})}, moves)
        if len(code) <= budget:
            return code
    return pack(header, moves)


def review_link(save: str, moves: int, seat: int, level: str, lang: str | None) -> str:
    """The link to the review of the deal that ends after the first `moves` moves of `save`,
    for `seat` (review.py: the receiver's engine judges the decisions again)."""
    game = _linked(save, seat)
    if not 0 < moves <= len(game.actions):
        raise BadLink(f"The save has {len(game.actions)} moves, not {moves}", "link_moves")
    header = {"k": "r", "v": game.variant.id, "s": seal(game.config.seed), "o": game.options,
              "seat": seat, "l": level, "lang": lang}
    return pack(header, moves_of(game.config, game.actions[:moves]))


def open_review_link(header: dict, moves: bytes) -> dict:
    """What a review link opens: the save up to the end of its deal and the seat (`review`),
    and the language it was made in (`lang`)."""
    link = wire.validate(ReviewHeader, header, BadLink)
    game = _replayed(link, moves)
    return {"review": {"save": keep(game, link.seat, link.level, None, linked=True), "seat": link.seat},
            "lang": link.lang}


def _replayed(link: LinkHeader, moves: bytes) -> Game:
    """The link's game set up and its moves played (BadLink if they cannot be)."""
    try:
        game = Game.new(link.v, seed=link.s, options=link.o)
    except TricktableError as err:
        raise BadLink(f"The link's game cannot be set up: {err}", "link_altered") from None
    if not 0 <= link.seat < game.players:
        raise BadLink(f"The link's seat {link.seat} is not a seat of this game", "link_altered")
    at = 0
    while at < len(moves):
        at = apply_move(game, moves, at)
    return game


def open_game_link(header: dict, moves: bytes) -> dict:
    """What a game link starts: new_game's params (`game`), or a save to resume with its
    seat and level (`deal`: kept as linked, since its moves are the link maker's, and a game
    comes into its player's statistics only when they made its decisions); and the language
    it was made in (`lang`)."""
    link = wire.validate(GameHeader, header, BadLink)
    game = _replayed(link, moves)
    base = {"human_seat": link.seat, "level": link.level, "undo": False}
    if not game.actions:
        return {"game": {"variant": link.v, "seed": link.s, "options": link.o, **base}, "lang": link.lang}
    game.undo = False
    return {"deal": {"save": keep(game, link.seat, link.level, None, linked=True), **base}, "lang": link.lang}


class LinkHeader(Record):
    """What every short link says of its game: which, its sealed seed and options, the
    seat, the computer players' level and the language it was made in."""
    k: str
    v: str
    s: str = Field(pattern=SEALED_PATTERN)
    o: dict
    seat: int = Field(ge=0, le=7)
    level: Level = Field(alias="l")
    lang: Language | None = None
    w: dict | None = Field(None, description="the receiver's opening: the page view at their first "
                                              "decision, drawn before the engine runs")
    cut: list[Literal["unread", "sheet", "log", "facts"]] = Field(default_factory=list, description=(
        "the parts of the opening left out for the link to fit, in linkcode.CUTS's order: "
        "`sheet` the score sheet's rows but the last, `log` the deal log (null), `facts` the facts "
        "beside the table (none); `unread` only in links written before the page view was declared "
        "(the keys the page never drew, which no view holds now)"))


class GameHeader(LinkHeader):
    """A game link (`k` "g"); its moves, if any, lead to the start of the deal it shares."""
    k: Literal["g"]


class ReviewHeader(LinkHeader):
    """A review link (`k` "r"): its moves lead to the end of the deal to review (`l`: the
    level the game was played at, where the page knew it)."""
    k: Literal["r"]
