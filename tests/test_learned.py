"""The learned hidden-card model (search/hidden.py) and `python -m tricktable train`."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from tricktable import Game
from tricktable.bots import make_bot
from tricktable.search import hidden
from tricktable.tools import train


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
    train.fit(straight, epochs=2, say=say)
    train.fit(tmp_path, epochs=1, say=say)
    train.fit(tmp_path, epochs=2, say=say)  # goes on from epoch 1
    a, b = np.load(straight / "fit.npz"), np.load(tmp_path / "fit.npz")
    assert int(b["epoch"]) == 2
    assert all(np.array_equal(a[k], b[k]) for k in ("w1", "b1", "w2", "b2"))
    out = tmp_path / "weights.json"
    train.export(tmp_path, out)
    model = hidden.Model(json.loads(out.read_text()))
    probs = model.chances(*hidden.features(view_after(3, 5)))
    assert all(abs(sum(p) - 1) < 1e-9 for p in probs)
