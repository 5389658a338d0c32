#!/usr/bin/env python3
"""How long opening a challenge's reply costs its sender (prints numbers, never a test).

A reply link carries each player's moves, never what the computer players did: the
sender's engine replays the friend's moves and lets the computer players decide again
(challenge.replay_steps), taking their decisions from the sender's own game only while
the two games agree. This plays eight-deal challenges (or a whole game, for the games
that end sooner) at a level: the sender and the friend are each the quick `easy` player
with its own seed, and the computer players are the challenge's level. It prints the CPU
seconds of the friend's replay as the sender's page does it, and how many decisions had
to be thought over, per game (p50 and max over the challenges). CPU time, not the wall
clock: other work on the machine does not stretch it. The browser's Python (Pyodide)
takes longer than CPython for the same work (see docs/bots.md for the ratio).

    .venv/bin/python scripts/measure_challenge.py [--challenges 3] [--level hard] [--games manni,manille]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tricktable.session import challenge as C
from tricktable.rules.variants import REGISTRY
from tricktable.session.autoplay import bot_action
from tricktable.bots import make_bot
from tricktable.rules.engine import Game


def played(ch: C.Challenge, seed: int) -> Game:
    """The challenge played through by `easy` (seeded) in the challenge's seat."""
    game = C.start(ch)
    while not C.done(ch, game):
        if game.to_move == ch.seat:
            action = make_bot("easy", seed=seed * 7919 + len(game.actions)).choose(game.view(ch.seat))
        else:
            action = bot_action(game, ch.level)
        game.apply(action)
    return game


def reply_cost(ch: C.Challenge, sender: Game, friend: Game) -> tuple[float, int]:
    """CPU seconds and thought-over decisions of replaying `friend`'s moves at the sender's."""
    start = time.process_time()
    steps = C.replay_steps(ch, C.human_moves(ch, friend), [sender])
    thought = 0
    while True:
        try:
            next(steps)
            thought += 1
        except StopIteration as end:
            assert end.value.actions == friend.actions, "the replay parted from the friend's game"
            return time.process_time() - start, thought


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--challenges", type=int, default=3)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--games", default=",".join(REGISTRY))
    args = parser.parse_args()
    print(f"level {args.level}, {args.deals} deals, {args.challenges} challenges per game; CPU seconds")
    print(f"{'game':20s} {'p50 s':>7s} {'max s':>7s} {'decisions thought over (p50)':>29s}")
    for variant in args.games.split(","):
        seconds, thought = [], []
        for i in range(args.challenges):
            ch = C.new(variant, {}, args.deals, args.level)
            sender, friend = played(ch, 2 * i + 1), played(ch, 2 * i + 2)
            cost, n = reply_cost(ch, sender, friend)
            seconds.append(cost)
            thought.append(n)
        print(f"{variant:20s} {statistics.median(seconds):7.2f} {max(seconds):7.2f} {statistics.median(thought):29.0f}")


if __name__ == "__main__":
    main()
