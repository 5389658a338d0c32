"""The seed stays in the worker: no reply the page gets carries it in readable form.

The bridge gives the page the seed sealed (tricktable.rules.sealed) in a save, and in the
config a link is written from, and nowhere else; the sealed forms deal the same game
as the seed itself, and saves and links of earlier versions (a plain seed) still open.
"""
from __future__ import annotations

import json
import random

import pytest

from jsonschema import Draft202012Validator

from tricktable import Game
from tricktable.session.bridge import Session
from tricktable.rules.sealed import PREFIX, seal, unseal
from tricktable.rules.variants import REGISTRY
from tricktable.session.kept import open_kept
from webbuild import openings
from webbuild.project import ROOT

from support import opened, shipped

SHIPPED = [gid for gid, v in REGISTRY.items() if shipped(v)]
SEED = 7_654_321_987_654_321  # 16 digits: no other number in a reply has them by chance


def call(session: Session, method: str, params: dict | None = None) -> dict:
    """The reply as the page receives it, after checking it holds no readable seed."""
    text = session.handle(json.dumps({"id": 1, "method": method, "params": params or {}}))
    assert_no_seed(text, SEED)
    return json.loads(text)


def assert_no_seed(text: str, seed: int) -> None:
    """Neither the seed's digits anywhere in the text, nor the number or a text holding it
    anywhere in the data."""
    assert str(seed) not in text

    def walk(value: object) -> None:
        if isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
        else:
            assert value != seed and not (isinstance(value, str) and str(seed) in value)
    walk(json.loads(text))


def cut(save: str, moves: int) -> str:
    """A deal link's save, as earlier versions wrote it: the readable save cut after `moves`."""
    data = opened(save)
    data["actions"] = data["actions"][:moves]
    return json.dumps(data)


def plain(save: str) -> str:
    """The same save as an earlier version wrote it: readable, the seed as a number."""
    return open_kept(save).game.to_json()


# --- the seal itself ---------------------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 1, 5, 123_456, SEED, 2**53 - 1])
def test_a_sealed_seed_opens_to_itself_and_reads_as_nothing(seed: int) -> None:
    token = seal(seed)
    assert unseal(token) == seed and token.startswith(PREFIX) and len(token) == 22
    assert seal(seed) == token  # one token per seed: saves of one game compare equal
    assert seed < 10**5 or str(seed) not in token  # (a short number's digits may occur)


def test_a_changed_or_cut_token_is_refused_never_opened_to_other_cards() -> None:
    token = seal(SEED)
    for i in range(len(PREFIX), len(token)):
        for other in "AQg_":  # a change in each of a character's bits
            if other != token[i]:
                with pytest.raises(ValueError, match="changed or cut"):
                    unseal(token[:i] + other + token[i + 1:])
    for bad in (token[:-1], token + "A", "s2" + token[2:], str(SEED)):
        with pytest.raises(ValueError, match="sealed seed"):
            unseal(bad)


def test_a_changed_token_in_a_link_or_save_is_refused_with_a_reason() -> None:
    token = seal(SEED)
    changed = token[:-1] + ("B" if token[-1] != "B" else "C")
    err = call(Session(), "new_game", {"variant": "manni", "seed": changed})["error"]
    assert err["code"] == "bad_request" and "changed or cut" in err["message"]
    save = json.loads(Game.new("manni", seed=SEED).to_json())
    save["config"]["seed"] = changed
    err = call(Session(), "resume", {"save": json.dumps(save)})["error"]
    assert err["code"] == "bad_save" and "config.seed: this sealed seed was changed" in err["message"]


# --- whole games through the bridge --------------------------------------------------------

@pytest.mark.parametrize("variant", SHIPPED)
def test_no_reply_of_a_whole_game_carries_the_seed_and_its_seals_deal_the_same(variant: str) -> None:
    """Every reply of a whole game (new game, moves, hint, view, undo, a refusal) is free
    of the seed; each save resumes to the same table, the game link (its sealed seed)
    deals the same game, and each deal link the same deal."""
    rng = random.Random(variant)
    session = Session()
    start = {"variant": variant, "seed": SEED, "level": "random", "human_seat": 0, "undo": True}
    first = reply = call(session, "new_game", start)["result"]
    assert reply["config"]["seed"] == seal(SEED) and opened(reply["save"])["config"]["seed"] == SEED
    assert "action" in call(session, "hint")["result"]
    assert "error" in call(session, "act", {"action": {"type": "play", "card": "ZZ"}})
    replies = [reply]
    while not reply["view"]["over"]:
        reply = call(session, "act", {"action": rng.choice(reply["view"]["legal"])})["result"]
        replies.append(reply)
        if len(replies) == 3:  # take it back and make it again
            back = call(session, "undo")["result"]
            assert back["view"] == replies[1]["view"]
            assert opened(back["save"]) == {**opened(replies[1]["save"]), "practice": True}
            reply = call(session, "act", {"action": rng.choice(back["view"]["legal"])})["result"]
            replies[-1] = reply
    assert call(session, "view")["result"]["save"] == reply["save"]
    assert len({r["config"]["seed"] for r in replies}) == 1

    # save -> resume, early and at powers of two (and the end): the same table.
    for i in sorted({0, 1, 2, len(replies) - 1} | {2**k for k in range(12) if 2**k < len(replies)}):
        resumed = call(Session(), "resume", {"save": replies[i]["save"], "level": "random"})["result"]
        assert (resumed["view"], resumed["save"]) == (replies[i]["view"], replies[i]["save"])

    # link -> open: the game link's sealed seed and options deal the same first table.
    link = {"variant": variant, "seed": first["config"]["seed"], "options": first["config"]["options"],
            "level": "random", "undo": False}
    assert call(Session(), "new_game", link)["result"]["view"] == first["view"]

    # each deal link (the save cut where a deal starts) deals that deal again.
    deals = 0
    for r in replies:
        ends = [f["moves"] for f in r["frames"] if f["event"]["type"] == "deal_end"]
        if len(ends) == 1 and not r["view"]["over"]:
            again = call(Session(), "resume", {"save": cut(r["save"], ends[0]), "level": "random",
                                               "undo": False})["result"]
            # the same table; a deal link's game keeps its "no Undo" in its save, and as a
            # readable save (kept.py) it is practice
            assert again["view"] == r["view"]
            assert opened(again["save"]) == {**opened(r["save"]), "undo": False, "practice": True}
            deals += 1
    assert deals >= 1 or reply["view"]["deal"] == 0


def test_saves_and_links_of_earlier_versions_still_open_and_leave_no_seed() -> None:
    """A save or deal link with the seed as a number, and a game link with a numeric seed."""
    session = Session()
    reply = call(session, "new_game", {"variant": "trjamann", "seed": SEED, "level": "random"})["result"]
    rng = random.Random(1)
    for _ in range(30):
        reply = call(session, "act", {"action": rng.choice(reply["view"]["legal"])})["result"]
    old = plain(reply["save"])
    assert json.loads(old)["config"]["seed"] == SEED
    resumed = call(Session(), "resume", {"save": old, "level": "random"})["result"]
    assert resumed["view"] == reply["view"] and opened(resumed["save"]) == {**opened(reply["save"]), "practice": True}
    old_deal = plain(cut(reply["save"], 0))
    again = call(Session(), "resume", {"save": old_deal, "level": "random", "undo": False})["result"]
    by_link = call(Session(), "new_game", {"variant": "trjamann", "seed": SEED, "level": "random",
                                           "undo": False})["result"]
    assert again["view"] == by_link["view"] and opened(again["save"]) == {**opened(by_link["save"]), "practice": True}


@pytest.mark.parametrize("variant", SHIPPED)
def test_the_opening_pool_holds_only_sealed_seeds(variant: str) -> None:
    """The pool (web/openings/) is served to every visitor: its seeds are sealed too."""
    text = (openings.FOLDER / f"{variant}.json").read_text()
    for seed in openings.seeds(variant):
        assert_no_seed(text, seed)
        assert seal(seed) in text


def test_the_published_schemas_take_sealed_seeds_and_plain_ones() -> None:
    """Sites that write links or read saves check them against docs/schema/."""
    def schema(name: str) -> Draft202012Validator:
        return Draft202012Validator(json.loads((ROOT / "docs" / "schema" / f"{name}.json").read_text()))
    link, config = schema("link"), schema("game-config")
    for seed in (seal(SEED), "5", str(SEED)):
        assert link.is_valid({"game": "manni", "seed": seed})
    for seed in (seal(SEED)[:-1], "s2" + seal(SEED)[2:], "-3", "0x1"):
        assert not link.is_valid({"game": "manni", "seed": seed})
    for seed in (seal(SEED), SEED, 0):
        assert config.is_valid({"variant": "manni", "seed": seed, "options": {}})
    for seed in (str(SEED), -1, 2**53, seal(SEED) + "A"):
        assert not config.is_valid({"variant": "manni", "seed": seed, "options": {}})
