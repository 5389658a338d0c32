"""The `fit` and `export` stages of `python -m tricktable train` (train.py): numpy's, which
only training needs, so the command line imports this module only for them.
"""
from __future__ import annotations

import json
import math
import os
from pathlib import Path

import numpy as np

from ..search import hidden
from .train import Say, write_whole

HIDDEN_UNITS = 16
BATCH = 32
DECAY = 0.05  # decoupled weight decay of the weight matrices, per unit of learning rate

Data = tuple[np.ndarray, np.ndarray, np.ndarray]


def load(paths: list[Path]) -> Data:
    """Inputs (positions x INPUTS), holders (positions x 32) and the rules' allowed
    seats (positions x 32 x OTHERS, 0 or 1) of these chunks."""
    rows = [json.loads(line) for p in paths for line in p.read_text().splitlines()]
    x = np.zeros((len(rows), hidden.INPUTS), dtype=np.float32)
    y = np.full((len(rows), 32), -1, dtype=np.int64)
    bits = np.array([r["allowed"] for r in rows], dtype=np.int64).reshape(len(rows), 32, 1)
    ok = ((bits >> np.arange(hidden.OTHERS)) & 1).astype(np.float32)
    for i, r in enumerate(rows):
        order = hidden.suit_order(r["on"])
        x[i, hidden.in_suit_order(r["on"], order)] = 1.0
        x[i, hidden.LEFT:] = r["left"]
        y[i, order] = r["holder"]
        ok[i, order] = ok[i].copy()
    return x, y, ok


def init_params(rng: np.random.Generator) -> dict[str, np.ndarray]:
    """A first layer of small random weights (spread as He's for 40 inputs on; about 12
    are), a nearly silent second, so training starts from the even guess."""
    units = HIDDEN_UNITS
    return {"w1": rng.normal(0, math.sqrt(2 / 40), (hidden.INPUTS, units)).astype(np.float32),
            "b1": np.zeros(units, np.float32),
            "w2": rng.normal(0, 0.01, (units, 32 * hidden.OTHERS)).astype(np.float32),
            "b2": np.zeros(32 * hidden.OTHERS, np.float32)}


def loss_and_grads(p: dict[str, np.ndarray], data: Data,
                   grads: bool = True) -> tuple[float, dict[str, np.ndarray]]:
    """Mean cross-entropy per held card, among the seats the rules allow (and its gradients)."""
    x, y, ok = data
    a = x @ p["w1"] + p["b1"]
    h = np.maximum(a, 0)
    z = (h @ p["w2"] + p["b2"]).reshape(len(x), 32, hidden.OTHERS)
    z += np.log(np.maximum(x[:, None, hidden.LEFT:], hidden.EMPTY))  # the even guess's odds
    z -= z.max(axis=2, keepdims=True)
    e = np.exp(z) * ok
    prob = e / np.maximum(e.sum(axis=2, keepdims=True), 1e-30)
    held = y >= 0
    count = max(int(held.sum()), 1)
    picked = np.take_along_axis(prob, np.maximum(y, 0)[..., None], axis=2)[..., 0]
    loss = float(-np.log(picked[held] + 1e-9).sum() / count)
    if not grads:
        return loss, {}
    dz = prob.copy()
    np.put_along_axis(dz, np.maximum(y, 0)[..., None], np.take_along_axis(dz, np.maximum(y, 0)[..., None], 2) - 1, 2)
    dz *= held[..., None]
    dz = dz.reshape(len(x), -1) / count
    dh = (dz @ p["w2"].T) * (a > 0)
    return loss, {"w2": h.T @ dz, "b2": dz.sum(0), "w1": x.T @ dh, "b1": dh.sum(0)}


def fit(folder: Path, epochs: int, rate: float = 1e-3, say: Say = print) -> dict:
    """Train on every chunk but the last (held out) up to `epochs` epochs, checkpointed
    in folder/fit.npz after each with the weights that did best on the held-out chunk
    (the ones exported: a small data set is overfitted within a few epochs)."""
    chunks = sorted(folder.glob("chunk-*.jsonl"))
    if len(chunks) < 2:
        raise ValueError(f"{folder} holds {len(chunks)} chunks of positions; fit needs two or more")
    data, held_out = load(chunks[:-1]), load(chunks[-1:])
    names = ("w1", "b1", "w2", "b2")
    ckpt = folder / "fit.npz"
    if ckpt.exists():
        saved = np.load(ckpt)
        p, best = ({k: saved[prefix + k] for k in names} for prefix in ("", "best_"))
        m, v = ({k: saved[prefix + k] for k in names} for prefix in ("m_", "v_"))
        done, step, best_loss = int(saved["epoch"]), int(saved["step"]), float(saved["best_loss"])
    else:
        p = init_params(np.random.default_rng(0))
        best = {k: a.copy() for k, a in p.items()}
        m, v = ({k: np.zeros_like(a) for k, a in p.items()} for _ in range(2))
        done = step = 0
        best_loss = math.inf
    for epoch in range(done, epochs):
        order = np.random.default_rng(epoch).permutation(len(data[0]))
        for s in range(0, len(order), BATCH):
            idx = order[s:s + BATCH]
            _, g = loss_and_grads(p, (data[0][idx], data[1][idx], data[2][idx]))
            step += 1
            for k in names:
                m[k] = 0.9 * m[k] + 0.1 * g[k]
                v[k] = 0.999 * v[k] + 0.001 * g[k] ** 2
                p[k] -= rate * ((m[k] / (1 - 0.9 ** step)) / (np.sqrt(v[k] / (1 - 0.999 ** step)) + 1e-8)
                                + (DECAY * p[k] if k[0] == "w" else 0))
        loss, _ = loss_and_grads(p, held_out, grads=False)
        if loss < best_loss:
            best_loss, best = loss, {k: a.copy() for k, a in p.items()}
        tmp = folder / "fit.tmp.npz"
        np.savez(tmp, epoch=epoch + 1, step=step, best_loss=best_loss, **p,
                 **{f"{prefix}{k}": a for prefix, d in (("m_", m), ("v_", v), ("best_", best)) for k, a in d.items()})
        os.replace(tmp, ckpt)
        say(f"epoch {epoch + 1}: held-out loss {loss:.4f}", flush=True)
    silent = {k: np.zeros_like(a) for k, a in p.items()}
    return {"positions": len(data[0]), "held_out_positions": len(held_out[0]),
            "held_out_loss": best_loss, "even_guess_loss": loss_and_grads(silent, held_out, grads=False)[0]}


def export(folder: Path, out: Path = hidden.WEIGHTS) -> int:
    """Write the fitted weights as the package's data file; its size in bytes."""
    saved = np.load(folder / "fit.npz")

    def rounded(a: np.ndarray) -> list:
        return np.round(a.astype(np.float64), 4).tolist()
    data = {"format": hidden.FORMAT, "games": list(hidden.MODEL_GAMES), "epochs": int(saved["epoch"]),
            **{k: rounded(saved["best_" + k]) for k in ("w1", "b1", "w2", "b2")}}
    text = json.dumps(data, separators=(",", ":")) + "\n"
    write_whole(out, text)
    return len(text)

