"""Issue 41's faults in reading links (findings 4 and 10), engine side: what a link says is
read by the engine's one JSON parser with limits, judged by its checksum before its
version, refused in the engine's own words when over-long, and a challenge link is
refused before replay when checking it would cost more deals than MAX_REPLAY_DEALS."""
from __future__ import annotations

import ast
import base64
import json
import random
import zlib
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource

from tricktable import BadSave, Game
from tricktable.rules import wire
from tricktable.session import challenge as C
from tricktable.session import linkcode
from tricktable.session.autoplay import bot_action
from tricktable.bots.base import random_action
from tricktable.session.bridge import Session
from tricktable.rules.errors import REASONS
from tricktable.session.linkcode import BadLink, game_link, pack, unpack

from support import RULES_GAMES
from tricktable.rules.shared import LANGUAGE_NAMES

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "py" / "tricktable"
LANGS = list(LANGUAGE_NAMES)  # the engine's list (tricktable.rules.shared)


def raw_link(head: bytes, moves: bytes = b"", version: int = linkcode.VERSION) -> str:
    """A link whose header is the text `head` as it stands (pack writes only JSON it can
    dump), with a checksum that holds: as only someone with the wheel's key could make."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = bytes([version]) + deflate.compress(head + b"\n" + moves) + deflate.flush()
    return base64.urlsafe_b64encode(raw + linkcode._check(raw)).decode("ascii").rstrip("=")


def ask(method: str, **params: object) -> dict:
    return json.loads(Session().handle(json.dumps({"id": 1, "method": method, "params": params})))


def a_game_link() -> str:
    g = Game.new("manni", seed=41)
    return game_link(g.to_json(), 0, 0, "easy", "en")


# --- finding 4: one parser with limits -------------------------------------------------

def test_a_deeply_nested_link_header_is_refused_not_a_fatal_error() -> None:
    """3,000 nested arrays (47 characters of link before the fix's limit): json.loads ran
    out of stack, a fatal error in the browser's Python."""
    deep = raw_link(b"[" * 3000 + b"]" * 3000)
    with pytest.raises(BadLink, match="nested too deeply") as err:
        unpack(deep)
    assert err.value.code == "link_altered"
    for method in ("open_link", "play_link"):
        reply = ask(method, code=deep)
        assert reply["error"]["kind"] == "BadLink" and reply["error"]["code"] == "link_altered", reply
    reply = ask("challenge_merge", codes=[deep, deep])
    assert reply["error"]["code"] == "link_altered", reply


def test_a_link_header_is_no_deeper_than_a_save_may_be() -> None:
    header, moves = unpack(a_game_link())
    nested: object = 0
    for _ in range(wire.MAX_DEPTH + 1):
        nested = [nested]
    with pytest.raises(BadLink, match="nested too deeply"):
        unpack(pack({**header, "w": {"x": nested}}, moves))


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e400", "-1e999", "9" * 100,
                                    "1" + "0" * 4000, "0." + "1" * 100])
def test_outside_json_has_json_numbers_only(number: str) -> None:
    """Python's json reads NaN, Infinity and integers up to 4,300 digits, and turns 1e400
    into infinity; a link's opening carrying one on would write a link JavaScript cannot read."""
    with pytest.raises(BadSave, match="not valid JSON"):
        wire.parse_json(f'{{"x": [{number}]}}', BadSave, "saved game")
    header, moves = unpack(a_game_link())
    head = json.dumps({**header, "w": {"x": 0}}).replace('{"x": 0}', f'{{"x": {number}}}')
    with pytest.raises(BadLink) as err:
        unpack(raw_link(head.encode(), moves))
    assert err.value.code == "link_altered"
    with pytest.raises(BadSave, match="not valid JSON"):
        Game.from_json(Game.new("manni", seed=1).to_json().replace('"actions": []', f'"actions": [{number}]'))
    reply = json.loads(Session().handle(f'{{"id": 1, "method": "hello", "params": {{"x": {number}}}}}'))
    assert reply["error"]["code"] == "bad_request" and "not valid JSON" in reply["error"]["message"]


def test_ordinary_numbers_still_read() -> None:
    text = '[0, -1, 9007199254740991, 1.5, -2.5e-300, 1.7976931348623157e308, 12345678901234567890123456789012]'
    assert wire.parse_json(text, BadSave, "x") == json.loads(text)


def calls_of_json_loads(path: Path) -> list[int]:
    """The lines of `path` that call json.loads or json.load."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute) and node.func.attr in ("loads", "load")
            and isinstance(node.func.value, ast.Name) and node.func.value.id == "json"]


def test_the_engine_reads_outside_json_through_one_parser() -> None:
    """Only wire.parse_json calls json.loads for what comes from outside; the command line
    (its own arguments), the ratings and the learned model's weights (files of the package)
    and training's positions (files its own stage wrote) are not outside."""
    callers = {p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py") if calls_of_json_loads(p)}
    assert callers <= {"rules/wire.py", "tools/cli.py", "tools/ratings.py", "search/hidden.py", "tools/fit.py",
                       "tools/prior.py", "tools/fit_prior.py"}, callers
    assert len(calls_of_json_loads(PACKAGE / "rules" / "wire.py")) == 1


# --- finding 10: the checksum before the version ---------------------------------------

def test_random_links_are_called_changed_never_newer() -> None:
    """Before: 254 of 256 random links were "made by a newer Tricktable"."""
    rng = random.Random(41)
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    codes = {}
    for n in range(256):
        code = base64.urlsafe_b64encode(bytes([n]) + rng.randbytes(rng.randrange(8, 300))).decode().rstrip("=")
        with pytest.raises(BadLink) as err:
            unpack(code)
        codes[err.value.code] = codes.get(err.value.code, 0) + 1
    for _ in range(256):
        code = "".join(rng.choice(letters) for _ in range(rng.randrange(1, 400)))
        with pytest.raises(BadLink) as err:
            unpack(code)
        codes[err.value.code] = codes.get(err.value.code, 0) + 1
    assert codes == {"link_altered": 512}


@pytest.mark.parametrize("version,code", [(2, "link_newer"), (9, "link_newer"), (255, "link_newer"),
                                          (0, "link_older")])
def test_only_a_whole_link_of_another_version_is_called_newer_or_older(version: int, code: str) -> None:
    header, moves = unpack(a_game_link())
    other = raw_link(json.dumps(header).encode(), moves, version)
    with pytest.raises(BadLink) as err:
        unpack(other)
    assert err.value.code == code and err.value.params == {"version": version, "reads": linkcode.VERSION}
    raw = bytearray(base64.urlsafe_b64decode(other + "=" * (-len(other) % 4)))
    raw[-1] ^= 1  # the same link damaged: its checksum fails, so it is changed, whatever its version
    with pytest.raises(BadLink) as err:
        unpack(base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("="))
    assert err.value.code == "link_altered"


# --- finding 10: an over-long link, in the engine's words ------------------------------

@pytest.mark.parametrize("length", [16_001, 100_000])
def test_an_over_long_link_is_refused_in_words_of_its_own(length: int) -> None:
    """Before: "code: String should have at most 16000 characters", pydantic's words, as a
    request the table should not have sent."""
    code = a_game_link() * (length // len(a_game_link()) + 1)
    code = code[:length]
    for method, params in (("open_link", {"code": code}), ("play_link", {"code": code}),
                           ("challenge_merge", {"codes": [code, a_game_link()]})):
        error = ask(method, **params)["error"]
        assert error["kind"] == "BadLink" and error["code"] == "link_too_long", error
        assert error["params"] == {"length": length, "limit": 16_000}
        assert "String should" not in error["message"] and "too long" in error["message"]
    reply = ask("open_link", code=code[:16_000])  # at the limit: read, and refused as changed
    assert reply["error"]["code"] == "link_altered"


@pytest.mark.parametrize("lang", LANGS)
def test_the_new_refusals_are_worded_in_every_language(lang: str) -> None:
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource((ROOT / "web" / "locales" / lang / "reasons.ftl").read_text(encoding="utf-8")))
    for code, params in (("link_too_long", {"length": 16_001, "limit": 16_000}),
                         ("challenge_too_long", {"deals": 800, "limit": 200})):
        assert set(REASONS[code].params) == set(params)
        text, errors = bundle.format_pattern(bundle.get_message(f"reason-{code}").value, params)
        assert not errors and "{" not in text and "String" not in text, (lang, code, text)


# --- finding 10: a challenge's replays bounded before they start -------------------------

def seeded(variant: str, options: dict, deals: int | None, seed: int = 41) -> C.Challenge:
    """A challenge on the cards of `seed`, with `random` computer players (quick to play)."""
    return C.Challenge(Game.new(variant, seed=seed, options=options).config, deals, "random", 0)


def with_players(ch: C.Challenge, players: list[bytes]) -> str:
    """The link of `ch` with a player for each of `players` (their moves)."""
    return C.encode(C.Challenge(ch.config, ch.deals, ch.level, ch.seat, ch.lang,
                                [(f"P{i}", moves) for i, moves in enumerate(players)]))


def played_moves(ch: C.Challenge, seed: int) -> tuple[bytes, int]:
    """A random player's moves through `ch` (the computer players at its level), and how
    many deals a replay of them plays."""
    g, rng = C.start(ch), random.Random(seed)
    while not C.done(ch, g):
        g.apply(random_action(g.view(ch.seat), rng) if g.to_move == ch.seat else bot_action(g, ch.level))
    return C.human_moves(ch, g), min(g.deal_no + 1, ch.deals or g.deal_no + 1)


def test_a_challenge_costing_too_many_deals_is_refused_before_any_replay(monkeypatch) -> None:
    """Manni to 99 over the whole game, eight players: before, opened at once and checked
    for minutes (43 in the browser); now refused in words before any game is replayed."""
    code = with_players(seeded("manni", {"target": 99}, None), [bytes(1_260)] * C.MAX_PLAYERS)
    assert len(code) <= 16_000
    with pytest.raises(BadLink) as err:
        C.decode(code)
    assert err.value.code == "challenge_too_long"
    assert err.value.params == {"deals": 8 * 100, "limit": C.MAX_REPLAY_DEALS}
    def no_replay(*args: object, **kwargs: object) -> None:
        raise AssertionError("a challenge over the limit was replayed")

    monkeypatch.setattr(C, "replay_steps", no_replay)
    for method in ("open_link", "play_link"):
        error = ask(method, code=code)["error"]
        assert error["kind"] == "BadLink" and error["code"] == "challenge_too_long", error
        assert error["params"] == {"deals": 800, "limit": 200}
    reply = ask("challenge_merge", codes=[code, code])
    assert reply["error"]["code"] == "challenge_too_long"


def test_whole_games_to_99_pass_for_two_players_not_three() -> None:
    ch = seeded("manni", {"target": 99}, None)
    played = [played_moves(ch, seed) for seed in range(3)]
    for moves, deals in played:
        assert 70 <= deals <= C.replay_cost(C.decode(with_players(ch, [moves]))) <= 100
    assert len(C.decode(with_players(ch, [m for m, _ in played[:2]])).players) == 2
    with pytest.raises(BadLink) as err:
        C.decode(with_players(ch, [m for m, _ in played]))
    assert err.value.code == "challenge_too_long" and err.value.params["deals"] > 200


@pytest.mark.parametrize("variant", RULES_GAMES)
def test_the_cost_counts_every_deal_a_replay_can_reach(variant: str) -> None:
    """The bound rests on a seat playing every card dealt to its places in every deal: a
    player's moves never reach more deals than the cost counts for them."""
    for deals in (1, 4, None):
        ch = seeded(variant, {}, deals)
        for seed in range(3):
            moves, played = played_moves(ch, seed)
            cost = C.replay_cost(C.decode(with_players(ch, [moves])))
            assert played <= cost <= (deals or 100), (deals, seed, played, cost)
            assert C.replay(ch, moves).deal_no + 1 >= played


def test_the_longest_challenge_the_page_makes_passes() -> None:
    """A whole game of Laugavatnsmanni (18 deals) for eight players, each with more moves
    than its cards (calls and exchanges): 144 deals, within the limit; and a challenge of
    1, 4 or 8 deals costs its deals a player whatever its options."""
    ch = C.decode(with_players(seeded("laugavatnsmanni", {}, None), [bytes(18 * 22)] * C.MAX_PLAYERS))
    assert C.replay_cost(ch) == 8 * 18 <= C.MAX_REPLAY_DEALS
    for deals in (1, 4, 8):
        ch = C.decode(with_players(seeded("manni", {"target": 99}, deals), [bytes(2_000)] * C.MAX_PLAYERS))
        assert C.replay_cost(ch) == 8 * deals


def test_merging_keeps_a_table_within_the_limit() -> None:
    ch = seeded("manni", {"target": 99}, None)
    long = bytes(1_260)  # a whole game to 99: 100 deals of moves
    first = C.decode(with_players(ch, [long, long]))
    second = C.decode(with_players(ch, [long + b"\1", long + b"\2"]))
    assert C.merge(first, second).players == first.players  # 200 deals already: no room
    one = C.decode(with_players(ch, [long]))
    merged = C.merge(one, second)
    assert merged.players == [one.players[0], second.players[0]]
    assert C.decode(C.encode(merged)).players == merged.players


# --- issue 49, finding 9: a link shows only the seat its save was kept for ---------------

def test_a_kept_game_is_linked_only_for_its_own_seat() -> None:
    """Before: make_link with another `human_seat` (from the browser's console) wrote a link
    whose opening was that seat's view: every computer player's hand, read in seconds."""
    s = Session()
    reply = json.loads(s.handle(json.dumps({"id": 1, "method": "new_game", "params": {
        "variant": "manille", "seed": 5, "human_seat": 0, "level": "easy"}})))["result"]
    rng = random.Random(5)
    while reply["view"]["deal"] == 0:  # a deal over, for its review
        reply = json.loads(s.handle(json.dumps({"id": 1, "method": "act", "params": {
            "action": random_action(reply["view"], rng)}})))["result"]
    ends = reply["deal_starts"][-1]
    for kind, moves in (("game", 0), ("review", ends)):
        for seat in (1, 2, 3):
            error = ask("make_link", save=reply["save"], moves=moves, human_seat=seat, kind=kind)["error"]
            assert (error["code"], error["kind"]) == ("kept_elsewhere", "BadSave"), (kind, seat)
        code = ask("make_link", save=reply["save"], moves=moves, human_seat=0, kind=kind)["result"]["code"]
        assert unpack(code)[0]["seat"] == 0


# --- issue 49, finding 7: refusals in a player's words ----------------------------------

def test_a_request_far_too_long_is_refused_as_too_long_not_as_the_tables_fault() -> None:
    """Before: a 2,000,000-character link was "The table sent a request the game could not
    use" (bad_request, no params): a fault of the page, not of the link pasted."""
    code = "A" * wire.MAX_TEXT
    error = ask("open_link", code=code)["error"]
    assert error["code"] == "too_large" and error["params"]["limit"] == wire.MAX_TEXT
    assert error["params"]["length"] > wire.MAX_TEXT


def test_a_challenge_of_nine_players_is_refused_in_the_engines_words() -> None:
    """Before: "p: List should have at most 8 items after validation", pydantic's words."""
    ch = seeded("manille", {}, 1)
    header, moves = unpack(with_players(ch, [b""] * 8))
    error = ask("open_link", code=pack({**header, "p": [*header["p"], header["p"][0]]}, moves))["error"]
    assert error["code"] == "bad_link" and error["message"] == "p: should hold at most 8, not 9", error


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_save_or_link_is_worded_without_the_engines_detail(lang: str) -> None:
    """The page words these codes alone: the engine's English detail (a parser's words) is
    not put into a sentence of another language, and a save is not said to be changed "in
    the browser's storage" when it came in a link."""
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource((ROOT / "web" / "locales" / lang / "reasons.ftl").read_text(encoding="utf-8")))
    for code in ("bad_save", "bad_link", "kept_altered"):
        text, errors = bundle.format_pattern(bundle.get_message(f"reason-{code}").value, {"detail": "Expecting value"})
        assert not errors and "Expecting" not in text and "storage" not in text, (lang, code, text)
    text, errors = bundle.format_pattern(bundle.get_message("reason-too_large").value,
                                         {"length": 2_000_056, "limit": wire.MAX_TEXT})
    assert not errors and "{" not in text, (lang, text)


# (issue 49) a game's settings refused: in parts a page words, never the engine's English
BAD_SETTINGS = [
    ({"variant": "nogame"}, ("nogame", "", "game")),
    ({"variant": "manni", "options": {"nope": 1}}, ("manni", "nope", "unknown")),
    ({"variant": "manni", "options": {"target": "x"}}, ("manni", "target", "value")),
    ({"variant": "manni", "options": {"target": 99999}}, ("manni", "target", "value")),
    ({"variant": "hornafjardarmanni", "options": {"deal_packets": "3-3-3"}}, ("hornafjardarmanni", "deal_packets", "value")),
    ({"variant": "manni", "options": {"x" * 500: 1}}, ("manni", "x" * 24, "unknown")),
]


@pytest.mark.parametrize(("params", "parts"), BAD_SETTINGS)
def test_a_links_game_or_options_refused_name_the_setting_in_parts(params: dict, parts: tuple) -> None:
    """Before: bad_option carried only `detail`, the engine's English ("target: should be a
    whole number, not 'x'"), which the page put into a sentence of every language."""
    for method, extra in (("new_game", {}), ("table_new", {"guests": [1]})):
        error = ask(method, **params, **extra)["error"]
        assert error["code"] == "bad_option", error
        assert error["params"] == dict(zip(("game", "option", "problem"), parts, strict=True)), error


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_setting_is_worded_with_what_to_do_in_every_language(lang: str) -> None:
    """Each kind of refused setting has its own sentence, which names the setting and says
    where to go (New game), and quotes nothing of the engine's English."""
    bundle = FluentBundle([lang], use_isolating=False)
    for name in ("reasons", "table"):
        bundle.add_resource(FluentResource((ROOT / "web" / "locales" / lang / f"{name}.ftl").read_text(encoding="utf-8")))
    new_game = bundle.format_pattern(bundle.get_message("new-game").value)[0]
    texts = set()
    for problem in ("game", "unknown", "value", "other"):
        text, errors = bundle.format_pattern(bundle.get_message("reason-bad_option").value, {
            "game": "manni", "option": "ZZ", "problem": problem, "detail": "should be a whole number"})
        assert not errors and "should be" not in text and new_game in text, (lang, problem, text)
        assert ("ZZ" in text) == (problem in ("unknown", "value")), (lang, problem, text)
        texts.add(text)
    assert len(texts) == 4
