"""`python -m tricktable train`: the hidden-card model of search/hidden.py, in three stages.

Each stage keeps its work in a directory and, killed and started again, goes on where it
stopped (long runs are background jobs on shared two-core machines):

- `generate`: Manille deals played by `hard` in every seat; at each card decision, the
  view's inputs, which other seat held each card and which seats the rules allow it.  One file per CHUNK deals, written
  whole (under a temporary name, then renamed), so a stopped run loses at most a chunk.
- `fit`: a ReLU layer trained with Adam (numpy) on the cross-entropy of each held card's
  seat; the last chunk is held out, and its loss printed beside an even guess's.  A
  checkpoint after every epoch.
- `export`: the weights as the package's data file (hidden.WEIGHTS, rounded).

`fit` and `export` are in fit.py: they need numpy, which only training installs.
"""
from __future__ import annotations

import json
import math
import os
import time
from pathlib import Path

from collections.abc import Callable

from ..bots import make_bot
from ..bots.search import SearchBot
from ..search import hidden
from ..search.determinize import Sampler
from ..rules.engine import Game

CHUNK = 20  # deals per data file
SEED_BASE = 500_000  # generation seeds, far from the tournaments' (10_000, 30_000...)
Say = Callable[..., None]  # where a stage prints its progress


class LearnedBot(SearchBot):
    """`hard` with its switch to the hidden-card model on (`learned`, for measuring it)."""
    hidden_model = True


def write_whole(path: Path, text: str) -> None:
    """Write a file so that it exists whole or not at all."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(text)
    os.replace(tmp, path)


def allowed(view: dict) -> list[int]:
    """Per card of the deck, the other seats the rules let hold it, as bits (seat 1 after
    the viewer: 1, seat 2: 2, seat 3: 4); the network learns only among these, as worlds
    are dealt only among them (hidden.deal)."""
    sampler = Sampler(view)
    bits = [0] * 32
    for c, places in sampler.choices.items():
        for i in places:
            bits[hidden.INDEX[c]] |= 1 << ((sampler.order[i][1] - view["turn"]) % 4 - 1)
    return bits


def positions(seed: int, iterations: int) -> list[dict]:
    """One deal of Manille played by `hard` in every seat: per card decision, the
    inputs and, per card of the deck, the other seat holding it (0-2) or -1."""
    g = Game.new("manille", seed=seed)
    out = []
    n = 0
    while g.deal_no == 0 and (seat := g.to_move) is not None:
        view = g.view(seat)
        if view["phase"] == "play" and len(view["legal"]) > 1:
            on, left = hidden.features(view)
            holder = [-1] * 32
            for r in range(1, 4):
                for c in g.table.hands[(view["turn"] + r) % 4]:
                    holder[hidden.INDEX[c]] = r - 1
            out.append({"on": on, "left": left, "holder": holder, "allowed": allowed(view)})
        g.apply(make_bot("hard", seed=seed * 64 + n, iterations=iterations).choose(view))
        n += 1
    return out


def generate(folder: Path, deals: int, iterations: int, chunk: int = CHUNK, seed: int = SEED_BASE,
             say: Say = print) -> int:
    """Play chunks of `chunk` deals (seeds from `seed`) until `folder` holds `deals`
    deals' positions; the number of chunks written by this call."""
    folder.mkdir(parents=True, exist_ok=True)
    written = 0
    for k in range(math.ceil(deals / chunk)):
        path = folder / f"chunk-{k:04d}.jsonl"
        if path.exists():
            continue
        start = time.process_time()
        rows = [row for j in range(chunk) for row in positions(seed + k * chunk + j, iterations)]
        write_whole(path, "".join(json.dumps(r) + "\n" for r in rows))
        written += 1
        say(f"chunk {k}: {len(rows)} positions, {time.process_time() - start:.0f} s CPU", flush=True)
    return written
