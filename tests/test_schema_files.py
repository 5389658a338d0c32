"""docs/schema/: the published JSON Schema is the code's, and says what the engine says.

The files are checked against a fresh run of ``python -m tricktable schema`` (in its own
process, so the test-only eighth game is not among them), then read with a standard
JSON Schema validator: what the engine writes and takes passes, what it refuses fails.
"""
from __future__ import annotations

import base64
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from tricktable import Game
from tricktable.rules import wire
from tricktable.session.protocol import EmbedLink, EmbedMessage, HostRequest, Link
from tricktable.rules.records import Invalid, check
from tricktable.rules.variants import REGISTRY
from tricktable.rules.variants.base import registered_actions

from support import play_out, shipped

SHIPPED = [gid for gid, v in REGISTRY.items() if shipped(v)]

ROOT = Path(__file__).resolve().parent.parent
PUBLISHED = ROOT / "docs" / "schema"


def published(name: str) -> Draft202012Validator:
    schema = json.loads((PUBLISHED / f"{name}.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def test_the_checked_in_files_are_what_the_code_writes(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    run = subprocess.run([sys.executable, "-m", "tricktable", "schema", "--out", str(tmp_path)],
                         env=env, capture_output=True, text=True, check=True)
    assert run.stdout.startswith("wrote ")
    fresh = {p.name: p.read_text(encoding="utf-8") for p in tmp_path.glob("*.json")}
    kept = {p.name: p.read_text(encoding="utf-8") for p in PUBLISHED.glob("*.json")}
    stale = sorted(n for n in fresh.keys() | kept.keys() if fresh.get(n) != kept.get(n))
    assert not stale, (f"docs/schema is out of date ({', '.join(stale)}): run "
                       "`python -m tricktable schema` and remove files it no longer writes")
    built_in = set(SHIPPED)
    assert {n for n in fresh if n.startswith("options-")} == {f"options-{g}.json" for g in built_in}


@pytest.mark.parametrize("variant", SHIPPED)
def test_a_whole_game_passes_the_published_schemas(variant: str) -> None:
    """Its config, options, save, every action and legal action, and the embed's news."""
    game = Game.new(variant, seed=11)
    saved, action, config = published("saved-game"), published("action"), published("game-config")
    options, news = published(f"options-{variant}"), published("embed-message")
    for a in game.legal_actions():
        action.validate(a)
    for a in play_out(game, random.Random(11)):
        action.validate(a)
    deals = [e for e in game.events if e["type"] == "deal_end"]
    save = json.loads(game.to_json())
    saved.validate(save)
    config.validate(save["config"])
    options.validate(save["config"]["options"])
    messages = [{"source": "tricktable", "type": "ready", "id": "a", "game": variant, "seat": 0},
                {"source": "tricktable", "type": "deal", "id": "a", "game": variant, "deal": 0,
                 "result": deals[0]},
                {"source": "tricktable", "type": "game", "id": "a", "game": variant,
                 "result": game.result()}]
    for m in messages:
        news.validate(m)
        check(EmbedMessage, m)


def deal_code(save: str) -> str:
    """A save as share.js puts it in a link: base64url without padding."""
    return base64.urlsafe_b64encode(save.encode()).decode().rstrip("=")


def test_links_and_embed_addresses() -> None:
    save = Game.new("manille", seed=5).to_json()
    link, embed = published("link"), published("embed-link")
    good = [{"game": "hornafjardarmanni", "seed": "123", "options": '{"end_on":"net"}'},
            {"game": "manille", "seed": "5", "options": "{}", "seat": "0", "level": "hard",
             "speed": "normal", "lang": "en"},
            {"deal": deal_code(save), "seat": "1"}]
    bad = [{"game": "manni", "seed": "-3"}, {"game": "manni", "seat": "one"},
           {"game": "manni", "deal": deal_code(save)}, {"seed": "5"}, {"game": "manni", "level": "pro"}]
    for params in good:
        link.validate(params)
        embed.validate({**params, "id": "rules.manni-1", "host": "https://example.org", "start": "click"})
        check(Link, params)
    for params in bad:
        assert not link.is_valid(params)
        with pytest.raises(Invalid):
            check(Link, params)
    for extra in ({"id": "no spaces"}, {"host": "https://example.org/page"}, {"start": "now"}):
        assert not embed.is_valid({**good[0], **extra})
        with pytest.raises(Invalid):
            check(EmbedLink, {**good[0], **extra})
    decoded = json.loads(base64.urlsafe_b64decode(good[2]["deal"] + "=="))
    assert check(wire.SavedGame, decoded).config.seed == 5


def test_the_schemas_refuse_what_the_engine_refuses() -> None:
    """A standard validator and the engine agree on each example (JSON types exactly)."""
    cases = {
        "action": [{"type": "play", "card": "th"}, {"type": "play", "card": "1X"},
                   {"type": "trade", "take": 1}, {"type": "dance"}, {"card": "TH"},
                   {"type": "pass", "extra": 0}, {"type": "exchange", "discard": ["AS"], "max_discard": 2},
                   {"type": "trump", "suit": None}, {"type": "great", "contract": "nullo"}],
        "game-config": [{"variant": "manni", "seed": 3, "options": {}},
                        {"variant": "manni", "seed": True, "options": {}},
                        {"variant": "manni", "seed": 2**53, "options": {}},
                        {"variant": "manni", "seed": 1, "options": {}, "cuts": [None, "x"]}],
        "worker-request": [{"id": 1, "method": "hello"}, {"id": "1", "method": "hello"},
                           {"id": 2, "method": "deal"}],
        "host-message": [{"type": "new-deal"}, {"type": "new-game"}, {"type": "deal-new"}, ["new-deal"]],
        "options-laugavatnsmanni": [{"great_target": 15}, {"great_target": True}, {"great_target": 16}],
        "options-manillen-2p-open": [{"max_multiplier": None}, {"max_multiplier": 0},
                                     {"max_multiplier": 1024}, {"match": 1}],
    }
    records = {"action": wire.action_kind(registered_actions()), "game-config": wire.GameConfig, "worker-request": wire.Request,
               "host-message": HostRequest,
               "options-laugavatnsmanni": REGISTRY["laugavatnsmanni"].Options,
               "options-manillen-2p-open": REGISTRY["manillen-2p-open"].Options}
    for name, examples in cases.items():
        schema = published(name)
        for data in examples:
            try:
                check(records[name], data)
                taken = True
            except Invalid:
                taken = False
            assert schema.is_valid(data) == taken, (name, data)
