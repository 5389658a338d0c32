"""records.py: records checked from JSON data, exactly and with one line per problem."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from tricktable.rules import wire
from tricktable.session.protocol import EmbedMessage
from tricktable.rules.records import Invalid, check
from tricktable.rules.variants import REGISTRY
from tricktable.rules.variants.base import registered_actions
from tricktable.rules.variants.manni import Trade

# The actions the engine checks: card play and every registered game's own records.
ACTION = wire.action_kind(registered_actions())


def problems(kind: object, data: object) -> list[str]:
    with pytest.raises(Invalid) as err:
        check(kind, data)
    return err.value.problems


def test_a_good_save_round_trips() -> None:
    data = {"format": "tricktable-save", "version": 1,
            "config": {"variant": "manni", "seed": 3, "options": {"target": 6},
                       "decks": [None], "cuts": [None, 5], "first_dealer": None},
            "actions": [{"type": "pass"}]}
    save = check(wire.SavedGame, data)
    assert isinstance(save.config, wire.GameConfig) and save.config.cuts == [None, 5]
    assert save.model_dump(exclude_unset=True) == data and save.undo  # undo: on unless the save says not
    assert check(wire.SavedGame, {**data, "undo": False}).model_dump(exclude_unset=True) == {**data, "undo": False}
    assert not save.practice  # an older save, without the mark, is no practice game
    assert check(wire.SavedGame, {**data, "practice": True}).practice


def test_json_types_are_taken_exactly() -> None:
    assert problems(wire.GameConfig, {"variant": "manni", "seed": True, "options": {}}) == [
        "seed: should be a whole number, not True"]
    assert problems(Trade, {"type": "trade", "take": 1}) == [
        "take: should be true or false, not 1"]
    assert problems(wire.SavedGame, {"format": "tricktable-save", "version": 1.0,
                                     "config": {}, "actions": []})[0] == \
        "version: should be 1, not 1.0"


def test_every_problem_is_named_by_its_path() -> None:
    found = problems(wire.SavedGame, {"format": "tricktable-save", "version": 1, "extra": 0,
                                      "config": {"variant": 7, "seed": -1, "options": {},
                                                 "cuts": [3, "x"]}})
    assert found == ["config.variant: should be text, not 7",
                     "config.seed: should be at least 0, not -1",
                     "config.cuts.1: should be a whole number, not 'x'",
                     "actions: required",
                     "unknown field 'extra'"]


def test_a_union_is_chosen_by_type_and_converters_run_first() -> None:
    assert check(ACTION, {"type": "play", "card": "th"}) == wire.Play(type="play", card="TH")
    assert problems(ACTION, {"card": "TH"}) == ["type: required"]
    assert problems(ACTION, {"type": "dance"})[0].startswith("type: should be 'play', ")
    assert problems(ACTION, ["play"]) == ["should be a JSON object, not ['play']"]
    assert problems(ACTION, {"type": "exchange", "discard": ["AS", "1X"]}) == [
        "discard.1: '1X' is not a card: use rank then suit, like 'TH'"]


def test_a_message_lists_five_problems_and_cuts_long_lines() -> None:
    err = Invalid([f"p{i}" for i in range(8)] + ["x" * 500])
    assert str(err) == "p0; p1; p2; p3; p4"
    assert len(str(Invalid(["x" * 500]))) == 201


def test_records_are_frozen() -> None:
    play = check(ACTION, {"type": "play", "card": "TH"})
    with pytest.raises(ValidationError, match="frozen"):  # pydantic's refusal to assign
        play.card = "AS"


def test_a_class_constant_of_a_record_is_not_a_field() -> None:
    assert problems(ACTION, {"type": "exchange", "discard": [], "hints": []}) == ["unknown field 'hints'"]


def test_numbers_chosen_from_a_list_are_taken_with_their_json_type() -> None:
    """pydantic matches a Literal by equality; records.EXACT keeps True and 14.0 out."""
    options = REGISTRY["laugavatnsmanni"].Options
    assert check(options, {"great_target": 15}).great_target == 15
    for wrong in (True, 14.0):
        assert problems(options, {"great_target": wrong}) == [
            f"great_target: should be 14 or 15, not {wrong!r}"]


def test_a_field_named_like_its_union_tag_keeps_its_path() -> None:
    """The path leaves out the member's tag, found in the schema, not guessed from the data."""
    news = {"source": "tricktable", "type": "deal", "id": "a", "game": "manni", "deal": -1, "result": {}}
    assert problems(EmbedMessage, news) == ["deal: should be at least 0, not -1"]
    assert problems(EmbedMessage, {**news, "deal": 0, "type": "game", "result": {"scores": ["x"]}}) == [
        "result.scores.0: should be a whole number, not 'x'", "result.winners: required",
        "result.reason: required", "unknown field 'deal'"]
