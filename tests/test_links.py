"""Short links (linkcode.py): every game and every deal start round-trips through a link of
at most 2,000 characters; a link cut, changed or of another version is refused, never read
as another game."""
from __future__ import annotations

import base64
import random

import pytest

from tricktable import Game
from tricktable.bridge import deal_starts
from tricktable.linkcode import (VERSION, BadLink, game_link, moves_of, open_game_link, open_review_link, pack,
                                  review_link, unpack)
from tricktable.sealed import seal

from support import RULES_GAMES, play_out

SHORT = 2_000


def played(variant: str, seed: int) -> Game:
    g = Game.new(variant, seed=seed)
    for _ in play_out(g, random.Random(seed)):
        pass
    return g


def open_link(code: str) -> dict:
    return open_game_link(*unpack(code))


@pytest.mark.parametrize("variant", RULES_GAMES)
def test_every_deal_of_a_game_comes_back_from_a_short_link(variant: str) -> None:
    g = played(variant, 7)
    save = g.to_json(sealed=True)
    longest = shown = 0
    starts = deal_starts(g)
    for moves in starts:
        code = game_link(save, moves, g.players - 1, "medium", "is")
        longest = max(longest, len(code))
        shown += unpack(code)[0].get("w") is not None
        out = open_link(code)
        assert out["lang"] == "is"
        if moves == 0:
            assert out["game"] == {"variant": variant, "seed": seal(g.seed), "options": g.options,
                                   "human_seat": g.players - 1, "level": "medium", "undo": False}
            continue
        deal = out["deal"]
        assert (deal["human_seat"], deal["level"], deal["undo"]) == (g.players - 1, "medium", False)
        again = Game.from_json(deal["save"])
        assert again.actions == g.actions[:moves] and not again.undo
    print(f"\nlongest {variant} link: {longest} characters ({len(g.actions)} moves in the game); "
          f"{shown} of {len(starts)} carry their opening")
    assert longest <= SHORT and shown >= 1


def test_an_exchange_keeps_its_cards_and_their_order() -> None:
    g = Game.new("hornafjardarmanni", seed=3)
    rng = random.Random(3)
    exchanges = []
    for act in play_out(g, rng):
        if act["type"] == "exchange" and len(act["discard"]) > 1:
            exchanges.append(act)
        if len(exchanges) >= 3:
            break
    assert len(exchanges) == 3, "the random game made too few exchanges of two cards or more"
    code = game_link(g.to_json(sealed=True), len(g.actions), 0, "hard", None)
    assert Game.from_json(open_link(code)["deal"]["save"]).actions == g.actions


def flip(code: str, at: int) -> str:
    return code[:at] + ("A" if code[at] != "A" else "B") + code[at + 1:]


def test_a_changed_or_cut_link_is_refused_as_such() -> None:
    g = played("manille", 11)
    code = game_link(g.to_json(sealed=True), deal_starts(g)[2], 0, "hard", "en")
    refused = [flip(code, i) for i in range(1, len(code), 7)] + [code[:-1], code[:len(code) // 2], code + "AA"]
    for bad in refused:
        with pytest.raises(BadLink) as err:
            open_link(bad)
        assert err.value.code in {"link_altered", "link_older", "link_newer"}, bad
    for bad in ("", "!!!!", "A"):
        with pytest.raises(BadLink):
            open_link(bad)


@pytest.mark.parametrize("version", [0, VERSION + 1, 255])
def test_a_link_of_another_version_says_which(version: int) -> None:
    code = game_link(Game.new("manille", seed=1).to_json(sealed=True), 0, 0, "hard", "en")
    raw = bytearray(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
    raw[0] = version
    other = base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    with pytest.raises(BadLink) as err:
        open_link(other)  # the version is read before the checksum, so it can be named
    assert err.value.code == ("link_newer" if version > VERSION else "link_older")
    assert err.value.params == {"version": version, "reads": VERSION}


def test_moves_the_rules_refuse_are_refused_even_with_a_good_checksum() -> None:
    g = Game.new("manille", seed=5)
    header = {"k": "g", "v": "manille", "s": seal(5), "o": g.options, "seat": 0, "l": "hard", "lang": None}
    good = moves_of(g.config, [g.legal_actions()[0]])
    assert open_link(pack(header, good))["deal"]
    with pytest.raises(BadLink) as err:
        open_link(pack(header, bytes([200])))
    assert err.value.code == "link_moves"
    for wrong in ({**header, "s": "s1" + "A" * 20}, {**header, "seat": 9}, {**header, "v": "chess"},
                  {**header, "l": "genius"}, {**header, "o": {"target": "high"}}):
        with pytest.raises(BadLink):
            open_link(pack(wrong, good))


def test_a_review_link_carries_the_game_to_the_end_of_its_deal() -> None:
    g = played("trjamann", 5)
    end = deal_starts(g)[2]  # the second deal ends here
    code = review_link(g.to_json(sealed=True), end, 1, "hard", "nl")
    out = open_review_link(*unpack(code))
    assert out["lang"] == "nl" and out["review"]["seat"] == 1
    assert Game.from_json(out["review"]["save"]).actions == g.actions[:end]
    print(f"\nreview link of the second deal: {len(code)} characters")
    assert len(code) <= SHORT
    with pytest.raises(BadLink):
        open_game_link(*unpack(code))  # a review is no game to play
    with pytest.raises(BadLink):
        review_link(g.to_json(sealed=True), 0, 1, "hard", None)
