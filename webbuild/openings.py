"""The pool of opening positions: a new game on the table before the engine has loaded.

For each game, with its default options, the human in seat 0 and the default level, the
engine's own bridge answers `new_game` for a few fixed seeds (with takebacks allowed, which
the page's `resume` turns off unless the player chose practice: it can turn them off, never on); each answer (the computer
players' moves up to the human's first decision, the human's view, the save) is written
as it is into `web/openings/<game>.json`.  The page shows one of them at once, picked at
random, and hands its save to the worker with `resume` as soon as the engine runs, so
the game goes on exactly as one the engine had started itself.

    python -m webbuild.openings          # rewrite web/openings/ (after an engine change)

tests/test_openings.py fails when a file differs from what the engine answers now.
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from tricktable import variants  # noqa: E402
from tricktable.session import bridge  # noqa: E402

FOLDER = ROOT / "web" / "openings"
PER_GAME = 8  # a returning player rarely sees the same opening twice in a row
FORMAT = "tricktable-openings"


def seeds(variant: str) -> list[int]:
    """Fixed seeds per game (below 2^53, as links require), so the pool is reproducible."""
    return [int.from_bytes(hashlib.sha256(f"{variant}/{i}".encode()).digest()[:8]) % 2**53
            for i in range(PER_GAME)]


def opening(variant: str, seed: int) -> dict:
    """The bridge's reply to a new game with every default but takebacks, as the page would
    ask for it."""
    request = {"id": 1, "method": "new_game", "params": {"variant": variant, "seed": seed, "undo": True}}
    reply = json.loads(bridge.Session().handle(json.dumps(request)))
    if "error" in reply:
        raise RuntimeError(f"{variant} seed {seed}: {reply['error']['message']}")
    return reply["result"]


def pool(variant: str) -> dict:
    return {"format": FORMAT, "variant": variant,
            "openings": [opening(variant, s) for s in seeds(variant)]}


def text(data: dict) -> str:
    """The file's exact text (compact: the pool is on the page's critical path)."""
    return json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n"


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for variant in variants():
        path = FOLDER / f"{variant}.json"
        path.write_text(text(pool(variant)))
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
