"""The engine's replies the JS unit tests replay (tests/js/replay.js): recorded from the
real bridge as webbuild.jstests stages the tree, so they are never out of date.

    python tests/js/recordings.py OUT     # OUT/<game>.json, one per game below

For each game, a new game with a fixed seed, then the human's decisions as a player would
make them, each with the request sent, the engine's reply (or its refusal) and the seats
the computer players thought for meanwhile (the worker's `thinking` pushes):
- `start`: `new_game`, then the first decision offered until the human may play a card;
- `hint`: the hint at that first card;
- `refused`: a card the human may not play there (the engine's own refusal);
- `play`: the first card the human may play, its reply with its paced frames (the
  computer players answering, the trick gathered);
- `resume`: the new game's save resumed, as the page resumes an opening (taking back
  allowed where the game allowed it: Manni), and `resume_elsewhere`: refused, asked for
  another seat than the one it was kept for;
and for a game that starts with an exchange (Hornafjarðarmanni), `exchange`: as many cards
discarded as the decision allows, with the engine's hint before it (`exchange_hint`).

Each game's seed is the first of a fixed list whose first card is played by following
suit with cards the human may not play (greyed on the table).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from tricktable.session import bridge

GAMES = ["manni", "hornafjardarmanni", "manille"]
LEVEL = "easy"
UNDO = {"manni"}  # games started with taking back allowed (practice): their Undo shows


class Recorder:
    """One session of the bridge, and each request sent to it as an exchange."""

    def __init__(self) -> None:
        self.session = bridge.Session()
        self.thinking: list[int] = []
        self.session.thinking = self.thinking.append

    def ask(self, method: str, params: dict | None = None) -> dict:
        self.thinking.clear()
        answer = json.loads(self.session.handle(json.dumps({"id": 1, "method": method, "params": params or {}})))
        exchange = {"method": method, "params": params or {}, "thinking": list(self.thinking)}
        if "error" in answer:
            error = answer["error"]
            exchange["error"] = {"message": error["message"], "code": error["code"], "params": error["params"]}
        else:
            exchange["reply"] = answer["result"]
        return exchange


def plays(view: dict) -> list[str]:
    return [a["card"] for a in view["legal"] if a["type"] == "play"]


def record(variant: str, seed: int) -> dict | None:
    """The game's recording, or None if its first card is no follow with greyed cards."""
    rec = Recorder()
    start = [rec.ask("new_game", {"variant": variant, "seed": seed, "level": LEVEL,
                                           "undo": variant in UNDO})]
    out: dict = {"variant": variant, "seed": seed}
    view = start[0]["reply"]["view"]
    picks = [w.get("pick") for w in view["legal_say"]]
    if any(picks):  # an exchange first: as many cards as it allows
        pick = next(p for p in picks if p)
        out["exchange_hint"] = rec.ask("hint")
        action = {**view["legal"][picks.index(pick)], pick["field"]: view["hand"][:pick["max"]]}
        exchange = rec.ask("act", {"action": action})
        start.append(exchange)
        view = exchange["reply"]["view"]
        out["exchange"] = exchange
    while not plays(view) and not view["over"]:
        step = rec.ask("act", {"action": view["legal"][0]})
        start.append(step)
        view = step["reply"]["view"]
    greyed = [c for c in view["hand"] if c not in plays(view)]
    if not greyed or not view["trick"]:
        return None
    out["start"] = start
    out["hint"] = rec.ask("hint")
    out["refused"] = rec.ask("act", {"action": {"type": "play", "card": greyed[0]}})
    out["play"] = rec.ask("act", {"action": {"type": "play", "card": plays(view)[0]}})
    first = start[0]["reply"]
    out["resume"] = rec.ask("resume", {"save": first["save"], "human_seat": 0, "level": LEVEL, "undo": first["undo"]})
    out["resume_elsewhere"] = rec.ask("resume", {"save": first["save"], "human_seat": 1, "level": LEVEL,
                                                  "undo": first["undo"]})
    assert "error" in out["resume_elsewhere"]
    assert "error" in out["refused"] and any(f["event"]["type"] == "trick" for f in out["play"]["reply"]["frames"])
    return out


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for variant in GAMES:
        found = next(r for r in (record(variant, seed) for seed in range(1, 200)) if r)
        (folder / f"{variant}.json").write_text(json.dumps(found, separators=(",", ":"), sort_keys=True) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
