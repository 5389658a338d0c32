"""The learned hidden-card model (search/hidden.py) and `python -m tricktable train`."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from tricktable import Game
from tricktable.bots import make_bot
from tricktable.bots.search import learned_dealer
from tricktable.search.determinize import Sampler
from tricktable.search import hidden
from tricktable.tools import fit, train


def view_after(seed: int, cards: int) -> dict:
    """The view of the player to move in Manille after `cards` cards of play (`medium` everywhere)."""
    g = Game.new("manille", seed=seed)
    played = 0
    while True:
        view = g.view(g.to_move)
        if view["phase"] == "play":
            if played == cards:
                return view
            played += 1
        g.apply(make_bot("medium", seed=seed).choose(view))


def test_stages_resume_where_they_stopped(tmp_path: Path) -> None:
    say = lambda *a, **k: None  # noqa: E731
    assert train.generate(tmp_path, deals=2, iterations=10, chunk=1, say=say) == 2
    first = (tmp_path / "chunk-0000.jsonl").read_text()
    (tmp_path / "chunk-0001.jsonl").unlink()
    assert train.generate(tmp_path, deals=2, iterations=10, chunk=1, say=say) == 1  # only the lost one
    assert (tmp_path / "chunk-0000.jsonl").read_text() == first
    straight = tmp_path / "straight"
    straight.mkdir()
    for name in ("chunk-0000.jsonl", "chunk-0001.jsonl"):
        (straight / name).write_text((tmp_path / name).read_text())
    fit.fit(straight, epochs=2, say=say)
    fit.fit(tmp_path, epochs=1, say=say)
    fit.fit(tmp_path, epochs=2, say=say)  # goes on from epoch 1
    a, b = np.load(straight / "fit.npz"), np.load(tmp_path / "fit.npz")
    assert int(b["epoch"]) == 2
    assert all(np.array_equal(a[k], b[k]) for k in ("w1", "b1", "w2", "b2"))
    out = tmp_path / "weights.json"
    fit.export(tmp_path, out)
    model = hidden.Model(json.loads(out.read_text()))
    probs = model.chances(*hidden.features(view_after(3, 5)))
    assert all(abs(sum(p) - 1) < 1e-9 for p in probs)


def test_learned_hard_plays_only_legal_cards() -> None:
    g = Game.new("manille", seed=5)
    bots = [train.LearnedBot(seed=i, iterations=40) for i in range(4)]
    dealt_by_model = 0
    while g.deal_no == 0 and (seat := g.to_move) is not None:
        view = g.view(seat)
        if view["phase"] == "play" and learned_dealer(view, Sampler(view)) is not None:
            dealt_by_model += 1
        g.apply(bots[seat].choose(view))  # an illegal choice would raise here
    assert dealt_by_model == 32  # every card of the deal, the model's worlds drawn for each
    assert sum(g.sheet[0]["points"]) == 60


def test_shipped_weights_give_the_recorded_chances() -> None:
    view = view_after(2, 5)  # diamonds trump, named by the seat before the viewer
    probs = hidden.shipped().chances(*hidden.features(view))
    recorded = {0: [0.402375, 0.351053, 0.246572], 9: [0.275862, 0.3903, 0.333838],
                31: [0.47021, 0.372231, 0.157559]}  # the seven of spades, eight of hearts, ace of clubs
    for card, chances in recorded.items():
        assert [round(x, 6) for x in probs[card]] == chances
    assert hidden.WEIGHTS.stat().st_size < 300_000
