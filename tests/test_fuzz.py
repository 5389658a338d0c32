"""The engine under attack, over every game and option set.

Random legal actions with cheap invariants at every step, and illegal actions, malformed
requests and mutated saves sent to the worker's entry point (bridge.py, JSON in and out,
as the page sends them): each must get a refusal a player can read and change nothing.

The legal stream runs mostly through `Game`, the API the bridge calls, because the bridge
builds the page's views and frames after every move and would spend the time budget on
them; a share of it, and every refusal, goes through the bridge itself.

TRICKTABLE_FUZZ_ACTIONS sets the full run's legal actions (default 30,000; a tenth as many
illegal ones and a twentieth as many mutated saves; 100,000 or more is the soak); TRICKTABLE_FUZZ_SEED varies the
streams.  The counts are printed at the end of the session (conftest.py).
"""
from __future__ import annotations

import json
import math
import os
import random
import time

import pytest

from tricktable import Game
from tricktable.bots.base import random_action
from tricktable.session.bridge import Session
from tricktable.session.kept import keep
from tricktable.rules.cards import CARD_OF
from tricktable.rules.variants import REGISTRY

from fuzzing import ACT, REQUEST, SAVE, TALLY, Counts, Sent, bad_action, bad_request, check_refusal, mutated_save
from support import CASES, case_id, check_replay, is_legal, replay_due

FULL = int(os.environ.get("TRICKTABLE_FUZZ_ACTIONS", "30000"))  # docs/engine.md, "Tests": why 30,000
QUICK = 10_000  # `build.py test --quick`: a few seconds
SEED = int(os.environ.get("TRICKTABLE_FUZZ_SEED", "0"))


class Fuzz:
    """One game and option set under attack; `note` says how to replay what it did last."""

    def __init__(self, case: tuple[str, dict], legal: int, counts: Counts) -> None:
        self.variant, self.options = case
        self.players = REGISTRY[self.variant].players
        self.rng = random.Random(f"{SEED}/{case_id(case)}/{legal}")
        self.legal, self.illegal, self.saves = legal, math.ceil(legal / 10), math.ceil(legal / 20)
        self.counts = counts
        self.rid = 0
        self.game_seed = 0
        self.turns = 0  # the player's moves in the game in play
        self.sent = ""

    def note(self) -> str:
        test = os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" ", 1)[0]
        return (f"replay: TRICKTABLE_FUZZ_SEED={SEED} TRICKTABLE_FUZZ_ACTIONS={FULL} pytest '{test}' "
                f"(game {self.variant} {self.options}, seed {self.game_seed}); last sent: {self.sent[:300]}")

    def run(self) -> None:
        self.through_the_bridge()
        self.through_the_engine(self.legal - self.counts.legal)

    # --- the bridge: the player's moves, the refusals, the saves -------------------------
    def call(self, session: Session, method: str, params: dict) -> dict:
        """A request that must succeed; its result."""
        self.rid += 1
        self.sent = json.dumps({"id": self.rid, "method": method, "params": params})
        reply = json.loads(session.handle(self.sent))
        assert reply.get("id") == self.rid and "result" in reply, reply
        return reply["result"]

    def new_game(self, session: Session) -> dict:
        self.game_seed = self.rng.randrange(2**53)
        return self.call(session, "new_game", {
            "variant": self.variant, "seed": self.game_seed, "options": self.options,
            "human_seat": self.rng.randrange(self.players), "level": "random", "undo": self.rng.random() < 0.5})

    def through_the_bridge(self) -> None:
        """Games with random computer players: at each of the player's turns a few refused
        requests and now and then a mutated save, then a random legal move."""
        s, target = Session(), Session()
        self.new_game(target)  # where mutated saves are sent, so a loaded one replaces no game in play
        reply = self.new_game(s)
        self.turns = 0
        while self.counts.illegal < self.illegal or self.counts.saves < self.saves:
            if reply["view"]["over"]:
                self.refuse(s, reply)  # nothing more to do in a finished game
                reply, self.turns = self.new_game(s), 0
            for _ in range(self.rng.randint(1, 3) if self.counts.illegal < self.illegal else 0):
                self.refuse(s, reply)
            if self.counts.saves < self.saves and self.rng.random() < 0.5:
                if self.resume_mutated(target, s.game.to_json()):
                    self.new_game(target)
            reply = self.move(s, reply)
            self.turns += 1
            if replay_due(self.turns):
                self.round_trip(reply)

    def move(self, s: Session, reply: dict) -> dict:
        """The player's random legal move, from the page's own view of what is legal."""
        view = reply["view"]
        assert view["to_move"] == reply["human_seat"] and view["legal"] == s.game.legal_actions()
        assert len(view["legal_say"]) == len(view["legal"])
        before = len(s.game.actions)
        reply = self.call(s, "act", {"action": random_action(view, self.rng)})
        self.counts.player += 1
        self.counts.computer += len(s.game.actions) - before - 1
        return reply

    def round_trip(self, reply: dict) -> None:
        """The page's save resumes, in a new session, to the very same save and view."""
        again = self.call(Session(), "resume", {"save": reply["save"], "human_seat": reply["human_seat"],
                                                "level": "random"})
        assert again["save"] == reply["save"] and again["view"] == reply["view"]

    def refuse(self, s: Session, reply: dict) -> None:
        """A request that must be refused, leaving the game exactly as it was."""
        view = reply["view"]
        for _ in range(50):  # most candidates are illegal; a legal one is drawn again
            action = bad_action(self.rng, view["legal"] or [{"type": "play", "card": "AS"}], view["hand"])
            if s.game.over or not is_legal(s.game, action):
                break
        self.rid += 1
        sent = bad_request(self.rng, self.rid, self.variant, self.players, action)
        if s.game.over and sent.kind == ACT:  # a finished game: it is nobody's turn
            sent = sent._replace(kind=REQUEST)
        if self.rng.random() < 0.1:
            sent = self.untimely(reply) or sent
        self.sent = sent.text
        before = s.game.to_json()
        check_refusal(sent, s.handle(sent.text))
        assert s.game.to_json() == before
        self.counts.illegal += 1

    def untimely(self, reply: dict) -> Sent | None:
        """A request of the session's own the game in play must refuse: a hint when nobody
        is to move, taking back a move where that is off or no move has been made."""
        method = ("hint" if reply["view"]["over"] else
                  "undo" if not reply["undo"] or self.turns == 0 else None)
        return method and Sent(json.dumps({"id": self.rid, "method": method}), REQUEST, self.rid)

    def resume_mutated(self, target: Session, save: str) -> bool:
        """A mutated save is refused, leaving the target's game as it was, or it is a valid
        game and loads as one; returns whether it loaded."""
        self.rid += 1
        text = mutated_save(save, self.rng, CASES)
        self.sent = json.dumps({"id": self.rid, "method": "resume", "params": {"save": text, "level": "random"}})
        before = target.game.to_json()
        reply = json.loads(target.handle(self.sent))
        self.counts.saves += 1
        if "error" in reply:
            check_refusal(Sent(self.sent, SAVE, self.rid), json.dumps(reply))
            assert target.game.to_json() == before
            return False
        self.counts.loaded += 1
        check_replay(target.game)
        assert reply["result"]["save"] == keep(target.game, target.human, target.level, None)
        return True

    # --- the engine: the legal stream ----------------------------------------------------
    def through_the_engine(self, actions: int) -> None:
        """Random legal actions, each sent as JSON text as the page sends it, with the
        views checked at every step and the save replayed early and at powers of two."""
        done = 0
        while done < actions:
            self.game_seed = self.rng.randrange(2**53)
            g = Game.new(self.variant, seed=self.game_seed, options=self.options)
            while not g.over and done < actions:
                view = self.check_views(g)
                self.sent = json.dumps(random_action(view, self.rng))
                json.dumps(g.apply(json.loads(self.sent)))
                done += 1
                if replay_due(len(g.actions)):
                    check_replay(g)
            if g.over:
                check_replay(g)
                assert g.to_move is None and g.legal_actions() == [] and g.result()["winners"] is not None
        self.counts.engine += done

    def check_views(self, g: Game) -> dict:
        """The mover's view offers what the engine allows, and only cards the mover can
        see; another seat is told who is to move and offered nothing."""
        seat = g.to_move
        view = g.view(seat)
        assert view["to_move"] == seat and view["turn"] == g.table.turn and view["phase"] == g.phase.value
        assert view["legal"] and view["legal"] == g.legal_actions()
        table = view["public_table"]
        seen = set(table["hands"][g.table.turn]) | {up for _, up in table["layouts"][g.table.turn]}
        assert all(CARD_OF[a["card"]] in seen for a in view["legal"] if a["type"] == "play"), view["legal"]
        other = g.view((seat + 1) % self.players)
        assert other["to_move"] == seat and other["legal"] == []
        return view


def fuzz(case: tuple[str, dict], total: int, run: str) -> None:
    counts = Counts()
    start = time.process_time()
    f = Fuzz(case, math.ceil(total / len(CASES)), counts)
    try:
        f.run()
    except Exception as err:
        err.add_note(f.note())
        raise
    finally:
        counts.cpu = time.process_time() - start
        TALLY[run][f.variant].add(counts)
    assert counts.legal >= f.legal and counts.illegal >= f.illegal and counts.saves >= f.saves


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_a_short_fuzz(case: tuple[str, dict]) -> None:
    fuzz(case, QUICK, "quick")


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_full_fuzz(case: tuple[str, dict]) -> None:
    fuzz(case, FULL, "full")
