"""The `fit` and `export` stages of the policy prior (prior.py), numpy's: a ReLU layer
trained with Adam on the cross-entropy of the card `hard` played, among the legal ones.
The last chunk is held out; what is printed of it: the prior's top-1 agreement with
`hard`, and what its top card loses by the search's own values (beside a random card's).
"""
from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np

from . import prior
from .fit import Data, Params, chunks, descend
from .train import Say, write_whole

HIDDEN_UNITS = 32
NAMES = ("w1", "b1", "w2", "b2")

def load(paths: list[Path]) -> Data:
    """Inputs (positions x INPUTS), the legal cards as a 0/1 mask (positions x 32), the
    played card, and the search's values (positions x 32, the best 0, illegal NaN)."""
    rows = [json.loads(line) for p in paths for line in p.read_text().splitlines()]
    x = np.zeros((len(rows), prior.INPUTS), np.float32)
    ok = np.zeros((len(rows), 32), np.float32)
    y = np.zeros(len(rows), np.int64)
    values = np.full((len(rows), 32), np.nan)
    for i, r in enumerate(rows):
        x[i, r["on"]] = 1.0
        ok[i, r["legal"]] = 1.0
        y[i] = r["legal"][r["played"]]
        values[i, r["legal"]] = np.array(r["values"]) - max(r["values"])
    return x, ok, y, values


def forward(p: dict[str, np.ndarray], x: np.ndarray, ok: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The hidden layer's input, its output and each card's chance (0 where illegal)."""
    a = x @ p["w1"] + p["b1"]
    h = np.maximum(a, 0)
    z = h @ p["w2"] + p["b2"]
    z = np.where(ok > 0, z, -1e9)
    e = np.exp(z - z.max(axis=1, keepdims=True)) * ok
    return a, h, e / e.sum(axis=1, keepdims=True)


def loss_and_grads(p: dict[str, np.ndarray], data: Data) -> tuple[float, dict[str, np.ndarray]]:
    """Mean cross-entropy of the played card, and its gradients."""
    x, ok, y, _ = data
    a, h, prob = forward(p, x, ok)
    n = len(x)
    loss = float(-np.log(prob[np.arange(n), y] + 1e-9).mean())
    dz = prob.copy()
    dz[np.arange(n), y] -= 1
    dz /= n
    dh = (dz @ p["w2"].T) * (a > 0)
    return loss, {"w2": h.T @ dz, "b2": dz.sum(0), "w1": x.T @ dh, "b1": dh.sum(0)}


def judged(p: dict[str, np.ndarray], data: Data) -> dict:
    """The held-out figures: loss, top-1 agreement with `hard`, and the search's value lost
    by the prior's top card and by a random legal card (deal-value points)."""
    x, ok, y, values = data
    _, _, prob = forward(p, x, ok)
    top = prob.argmax(axis=1)
    return {"loss": float(-np.log(prob[np.arange(len(x)), y] + 1e-9).mean()),
            "top1": float((top == y).mean()), "random_top1": float((1 / ok.sum(axis=1)).mean()),
            "value_lost": float(-values[np.arange(len(x)), top].mean()),
            "random_value_lost": float(-np.nanmean(values, axis=1).mean())}


def fit(folder: Path, epochs: int, rate: float = 1e-3, say: Say = print) -> dict:
    """Train on every chunk but the last up to `epochs` epochs, checkpointed in
    folder/fit.npz after each with the weights that did best on the held-out chunk."""
    data, held_out = load(chunks(folder)[:-1]), load(chunks(folder)[-1:])

    def start() -> Params:
        rng = np.random.default_rng(0)
        return {"w1": rng.normal(0, math.sqrt(2 / 20), (prior.INPUTS, HIDDEN_UNITS)).astype(np.float32),
                "b1": np.zeros(HIDDEN_UNITS, np.float32),
                "w2": rng.normal(0, 0.01, (HIDDEN_UNITS, 32)).astype(np.float32), "b2": np.zeros(32, np.float32)}
    best, _ = descend(folder, start, data, lambda p, batch: loss_and_grads(p, batch)[1],
                      lambda p: judged(p, held_out)["loss"], epochs, rate, say)
    return {"positions": len(data[0]), "held_out_positions": len(held_out[0]), **judged(best, held_out)}


def export(folder: Path, out: Path) -> int:
    """Write the fitted weights (the best on the held-out chunk) as prior.Policy reads
    them; the file's size in bytes."""
    saved = np.load(folder / "fit.npz")
    data = {"epochs": int(saved["epoch"]),
            **{k: np.round(saved["best_" + k].astype(np.float64), 4).tolist() for k in NAMES}}
    text = json.dumps(data, separators=(",", ":")) + "\n"
    write_whole(out, text)
    return len(text)
