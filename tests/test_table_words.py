"""Words of the table that once misled a player (issue 40, item 5), as the engine names them."""
from __future__ import annotations

import json
import random
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

from tricktable.session.bridge import Session

TABLE_WORDS = Path(__file__).resolve().parent.parent / "web" / "locales" / "en" / "table.ftl"


def english(say: list) -> str:
    bundle = FluentBundle(["en"], use_isolating=False)
    bundle.add_resource(FluentResource(TABLE_WORDS.read_text()))
    args = {"who": "West", "self": "one", **{k: v for k, v in say[1].items() if k != "seat"}}
    text, errors = bundle.format_pattern(bundle.get_message(say[0]).value, args)
    assert not errors
    return text


def call(session: Session, method: str, params: dict) -> dict:
    return json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))["result"]


def retain_decision() -> dict:
    """A Laugavatnsmanni view where the announcer, overcalled, decides whether to retain."""
    for seed in range(1, 200):
        session, rng = Session(), random.Random(seed)
        reply = call(session, "new_game", {"variant": "laugavatnsmanni", "level": "random", "seed": seed})
        for _ in range(6):
            view, table = reply["view"], session.game.table
            if table.phase.value == "great" and table.turn == table.announcer:
                return view
            if not view["legal"] or view["legal"][0]["type"] == "play":
                break
            reply = call(session, "act", {"action": rng.choice(view["legal"])})
    raise AssertionError("no retain decision came to the player")


def test_the_laugavatnsmanni_retain_decision_is_worded_as_a_retain() -> None:
    view = retain_decision()
    prompt = english(view["prompt"])
    assert "Retain" in prompt and "overcalled" in prompt and "Call a Great contract" not in prompt, prompt
    passing = next(w for a, w in zip(view["legal"], view["legal_say"]) if a["type"] == "pass")
    assert english(passing["help"]).startswith("Let the overcall stand: West plays Great"), passing
