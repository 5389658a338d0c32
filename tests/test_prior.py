"""The learned policy prior (tools/prior.py), `train --model prior`'s stages, and the
timing hook of the script that measures it."""
from __future__ import annotations

import json
from pathlib import Path

from tricktable import Game
from tricktable.bots import make_bot
from tricktable.bots.search import SearchBot
from tricktable.rules.cards import CARD_OF
from tricktable.search import hidden
from tricktable.tools import fit_prior, prior
from tricktable.tools.sim import Budget, play_deal, seating


def first_card_view(seed: int) -> dict:
    """The view of Manille's first card to play (`medium` calling)."""
    g = Game.new("manille", seed=seed)
    while (view := g.view(g.to_move))["phase"] != "play":
        g.apply(make_bot("medium", seed=seed).choose(view))
    return view


def test_stages_give_a_policy_over_the_legal_cards(tmp_path: Path) -> None:
    say = lambda *a, **k: None  # noqa: E731
    assert prior.generate(tmp_path, deals=2, iterations=10, chunk=1, say=say) == 2
    assert prior.generate(tmp_path, deals=2, iterations=10, chunk=1, say=say) == 0  # both there
    rows = [json.loads(line) for line in (tmp_path / "chunk-0000.jsonl").read_text().splitlines()]
    assert rows and all(0 <= r["played"] < len(r["legal"]) == len(r["values"]) for r in rows)
    assert all(r["on"][-1] - prior.TRICK_NO < prior.PRIOR_TRICKS for r in rows)  # the first tricks only
    report = fit_prior.fit(tmp_path, epochs=2, say=say)
    assert report["positions"] == len(rows) and 0 <= report["top1"] <= 1
    out = tmp_path / "prior.json"
    fit_prior.export(tmp_path, out)
    view = first_card_view(3)
    chances = prior.policy(out).chances(*prior.features(view))
    assert len(chances) == len(view["legal"]) and abs(sum(chances) - 1) < 1e-9


def test_prior_bot_follows_a_sure_prior_in_the_first_tricks(tmp_path: Path) -> None:
    view = first_card_view(4)
    hard = SearchBot(seed=1, iterations=200).choose(view)["card"]
    other = next(a["card"] for a in view["legal"] if a["card"] != hard)
    place = hidden.suit_order([hidden.TRUMP + (4 if view["trump"] is None else "SHDC".index(view["trump"]))])
    b2 = [0.0] * 32
    b2[place[hidden.INDEX[CARD_OF[other]]]] = 50.0  # a prior sure of `other`
    weights = tmp_path / "sure.json"
    weights.write_text(json.dumps({"w1": [[0.0]] * prior.INPUTS, "b1": [0.0], "w2": [[0.0] * 32], "b2": b2}))
    bot = prior.PriorBot(seed=1, iterations=200)
    bot.weights = weights
    assert bot.choose(view)["card"] == other


def test_play_deal_times_each_players_card_decisions() -> None:
    times: dict[str, list[float]] = {}
    names = seating("manille", "hard", "medium")
    play_deal("manille", 7, {}, names, 7, budget=Budget(iterations=50), calls_by="medium", times=times)
    assert set(times) == {"hard", "medium"}
    assert 16 <= len(times["hard"]) + len(times["medium"]) < 32  # a choice in most of the 32 cards
    assert all(t >= 0 for t in times["hard"])
