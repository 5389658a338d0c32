"""The public API's promises: validation, saves, views, determinism."""
from __future__ import annotations

import json
import random

import pytest

from tricktable import BadOption, BadSave, Game, IllegalAction

from support import deck_codes, play_out


@pytest.mark.parametrize("kwargs,match", [
    ({"variant": "whist"}, "Unknown game 'whist'"),
    ({"variant": "manni", "options": {"colour": 1}}, "colour"),
    ({"variant": "manni", "options": {"target": "12"}}, "target"),
    ({"variant": "manni", "options": {"target": 0}}, "target"),
    ({"variant": "manille", "options": {"target": 100}}, "target"),
    ({"variant": "hornafjardarmanni", "options": {"deal_packets": "3-3-3"}}, "deal_packets"),
    ({"variant": "manillen-2p-open", "options": {"blind_no_trump": "yes"}}, "blind_no_trump"),
    ({"variant": "manni", "decks": [deck_codes(48, [])[:47]]}, "needs all 48"),
    ({"variant": "manni", "decks": [deck_codes(48, [])[:47] + ["3S"]]}, "more than once"),
    ({"variant": "manni", "decks": [deck_codes(48, [])[:47] + ["2S"]]}, "'2S' is not a card"),
    ({"variant": "manille", "decks": [["XX"] * 32]}, "'XX' is not a card"),
    ({"variant": "manni", "cuts": [10]}, "not cut"),
    ({"variant": "manni", "first_dealer": 3}, "first_dealer"),
    ({"variant": "manni", "seed": -1}, "seed"),
])
def test_bad_settings_are_clear_errors(kwargs: dict, match: str) -> None:
    variant = kwargs.pop("variant")
    with pytest.raises(BadOption, match=match):
        Game.new(variant, **kwargs)


def test_null_entries_in_decks_and_cuts_mean_shuffle_and_cut_as_usual() -> None:
    plain = Game.new("hornafjardarmanni", seed=4, first_dealer=0)
    nulls = Game.new("hornafjardarmanni", seed=4, first_dealer=0, decks=[None], cuts=[None])
    assert plain.state() == nulls.state()


def test_errors_are_value_errors() -> None:
    for err in (IllegalAction, BadOption, BadSave):
        assert issubclass(err, ValueError)


def test_options_get_their_defaults() -> None:
    g = Game.new("hornafjardarmanni", seed=1)
    assert g.options == {"deal_packets": "4-3-3-3", "end_on": "positive", "target": 10,
                         "contract_by": "cut"}
    assert json.loads(g.to_json())["config"]["options"] == g.options


def test_missing_seed_is_drawn_and_kept() -> None:
    g = Game.new("manille")
    again = Game.new("manille", seed=g.seed)
    assert again.state() == g.state()


def test_given_deck_for_one_deal_leaves_later_deals_alone() -> None:
    a = Game.new("manni", seed=5, first_dealer=0, options={"target": 99})
    b = Game.new("manni", seed=5, first_dealer=0, options={"target": 99}, decks=[deck_codes(48, [])])
    for g in (a, b):
        while g.deal_no < 1:
            g.apply(g.legal_actions()[0] if g.phase == "play" else {"type": "trade", "take": False})
    assert a.table.hands == b.table.hands and a.table.stock == b.table.stock


def test_save_round_trip_and_resume() -> None:
    g = Game.new("laugavatnsmanni", seed=3)
    rng = random.Random(3)
    for i, _ in enumerate(play_out(g, rng)):
        if i == 40:
            break
    text = g.to_json()
    h = Game.from_json(text)
    assert h.state() == g.state() and h.actions == g.actions
    for _ in play_out(h, random.Random(1)):
        pass
    assert h.over


@pytest.mark.parametrize("tamper,match", [
    (lambda s: s[:-10], "not valid JSON"),
    (lambda s: "[]", "not a Tricktable saved game"),
    (lambda s: s.replace('"actions": [', '"actions": 7, "x": ['), "malformed"),
    (lambda s: s.replace('"version": 1', '"version": 9'), "version"),
    (lambda s: s.replace('"variant": "manni"', '"variant": "bridge"'), "settings"),
    (lambda s: s.replace('"target": 12', '"target": -5'), "settings"),
])
def test_malformed_saves_are_refused(tamper, match: str) -> None:
    g = Game.new("manni", seed=3)
    for i, _ in enumerate(play_out(g, random.Random(0))):
        if i == 10:
            break
    with pytest.raises(BadSave, match=match):
        Game.from_json(tamper(g.to_json()))


def test_a_tampered_action_is_refused_with_its_number() -> None:
    g = Game.new("manni", seed=3, first_dealer=0)
    g.apply({"type": "trade", "take": False})
    g.apply({"type": "trade", "take": False})
    g.apply({"type": "trade", "take": False})
    data = json.loads(g.to_json())
    not_held = next(c for c in deck_codes(48, []) if c not in g.view(1)["hand"])
    data["actions"].append({"type": "play", "card": not_held})
    with pytest.raises(BadSave, match="Action 4"):
        Game.from_json(json.dumps(data))


def test_legal_exchange_entry_is_applicable_as_it_stands() -> None:
    g = Game.new("trjamann", seed=2, first_dealer=0)
    g.apply({"type": "announce", "contract": "grand"})
    entry = g.legal_actions()[0]
    assert entry == {"type": "exchange", "discard": [], "max_discard": 4}
    g.apply(entry)
    assert g.actions[-1] == {"type": "exchange", "discard": []}
    assert g.phase == "play"


def test_view_shape_and_seat_checks() -> None:
    g = Game.new("manille", seed=8)
    v = g.view(g.to_move)
    for key in ("hand", "hand_counts", "trick", "last_trick", "contract", "trump", "dealer",
                "multiplier", "sheet", "to_move", "legal", "tricks"):
        assert key in v
    assert v["legal"] == g.legal_actions()
    other = (g.to_move + 1) % 4
    assert g.view(other)["legal"] == []
    with pytest.raises(ValueError):
        g.view(4)
    json.dumps(v)


def test_result_only_when_over() -> None:
    g = Game.new("manni", seed=1)
    with pytest.raises(IllegalAction):
        g.result()
    for _ in play_out(g, random.Random(2)):
        pass
    assert g.over and g.to_move is None
    with pytest.raises(IllegalAction, match="over"):
        g.apply({"type": "pass"})


def test_play_messages_are_readable() -> None:
    g = Game.new("manni", seed=1, first_dealer=0)
    for _ in range(3):
        g.apply({"type": "trade", "take": False})
    with pytest.raises(IllegalAction, match="time to play a card"):
        g.apply({"type": "trade", "take": True})
    with pytest.raises(IllegalAction, match="not a card"):
        g.apply({"type": "play", "card": "1X"})
    with pytest.raises(IllegalAction, match="type"):
        g.apply({"type": "dance"})
    # Play on until someone to move holds the suit led and another suit.
    while True:
        hand = g.view(g.to_move)["hand"]
        if g.table.trick and any(c[1] == g.view(0)["trick"][0]["card"][1] for c in hand):
            led = g.view(0)["trick"][0]["card"][1]
            off = [c for c in hand if c[1] != led]
            if off:
                break
        g.apply(g.legal_actions()[0])
    with pytest.raises(IllegalAction, match="must follow suit"):
        g.apply({"type": "play", "card": off[0]})


def test_clone_is_independent() -> None:
    g = Game.new("manille", seed=8)
    c = g.clone()
    c.apply(c.legal_actions()[0])
    assert c.state() != g.state()
