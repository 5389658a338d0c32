"""The engine fuzz's pieces: bad actions, bad requests and mutated saves, the check that a
refusal is one a player can read, and the counts CI's log shows.

tests/test_fuzz.py drives them over every game and option set.  Everything here draws
from a `random.Random` it is given, so a run is replayed from its seed.
"""
from __future__ import annotations

import functools
import json
import random
import re
from collections import defaultdict
from dataclasses import asdict, astuple, dataclass, fields
from typing import NamedTuple

from tricktable import Game
from tricktable.rules import wire
from tricktable.rules.cards import CARD_OF, CODE_OF, make_deck
from tricktable.rules.errors import REASONS
from tricktable.rules.variants import REGISTRY

from support import play_out

CARDS = sorted(CARD_OF)
NOT_CARDS = ["ZZ", "1H", "10H", "", "K", "KSS", "kx", " KS", "K S", "ks "]
# Field names the actions of one game or another use, and some no game uses.
KEYS = ["type", "card", "take", "discard", "max_discard", "contract", "suit", "blind", "tricks",
        "seat", "x", "", "é", "__proto__"]
MAX_MESSAGE = 300
# What a player should never read: Python's innards, a validator's name, an object's address.
INNARDS = re.compile(r"Traceback|File \"|\b[A-Z]\w*(Error|Exception)\b|pydantic|object at 0x|"
                     r"For further information|input_value")


# --- random values --------------------------------------------------------------------

def huge(rng: random.Random) -> str:
    """A long text, tens of kilobytes: within what the worker reads (bad_request now and
    then sends one past it)."""
    return rng.choice("Xé🂡") * rng.randint(10_000, 100_000)


SCALARS = [None, True, False, 0, -1, 1, 7, 2**53, 2**64, -(2**70), 1.5, -0.0, 1e308, "", "play",
           "pass", "KS", "ks", "10H", "\u0000", "é", "🂡", " ", "null", "true", "1"]


def junk(rng: random.Random, depth: int = 0) -> object:
    """A random JSON value of any type, sometimes nested, now and then a long text."""
    roll = rng.random()
    if depth < 4 and roll < 0.15:
        return [junk(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    if depth < 4 and roll < 0.3:
        return {rng.choice(KEYS): junk(rng, depth + 1) for _ in range(rng.randint(0, 3))}
    if roll < 0.32:
        return "x" * rng.randint(300, 5_000)
    return rng.choice(SCALARS)


def retyped(value: object, rng: random.Random) -> object:
    """`value` as another JSON type, or near it: bools for numbers, numbers for bools, a
    list for a text and so on."""
    if isinstance(value, bool):
        return rng.choice([1, 0, "true", None, [value], 1.0])
    if isinstance(value, int):
        return rng.choice([True, False, float(value), str(value), None, [value], value - 1, value + 1,
                           -value - 1, 2**63, 10**30])
    if isinstance(value, str):
        return rng.choice([value.lower(), value.upper(), 0, None, [value], {value: 1}, value * 50,
                           value + " ", value[:1], huge(rng) if rng.random() < 0.05 else value[::-1]])
    if isinstance(value, list):
        return rng.choice([",".join(map(str, value)), {"0": value}, value + value, [[c] for c in value],
                           None, [junk(rng)]])
    return rng.choice([0, "", False, [], "null", {}])


# --- actions and requests a player or a broken page might send --------------------------

@functools.cache
def action_pool(games: tuple[str, ...]) -> dict[str, list[dict]]:
    """Well-formed actions of every registered game and phase by type, from one random game
    of each, so a game is sent the decisions of another game and of its own other phases."""
    seen: dict[str, dict] = {}
    for gid in games:
        for action in play_out(Game.new(gid, seed=1), random.Random(1)):
            seen.setdefault(json.dumps(action, sort_keys=True), action)
    kinds: dict[str, list[dict]] = defaultdict(list)
    for action in seen.values():
        kinds[action["type"]].append(action)
    return dict(kinds)


def pool() -> dict[str, list[dict]]:
    return action_pool(tuple(REGISTRY))


def bad_action(rng: random.Random, legal: list[dict], hand: list[str]) -> object:
    """An action that is likely not legal now, made from one that is (the caller checks)."""
    base = dict(rng.choice(legal))
    roll = rng.choice([0, 0, 0, 1, 2, 3, 4, 4, 5, 6, 7, 8, 9])  # rules' refusals (0, 4) more often
    if roll == 0:  # a card the rules do not allow now (follow suit, overtake), or one not held
        allowed = {a.get("card") for a in legal}
        barred = [c for c in hand if c not in allowed]
        card = rng.choice(barred) if barred and rng.random() < 0.6 else rng.choice(CARDS + NOT_CARDS)
        return {"type": "play", "card": card}
    if roll == 1:
        return {**base, rng.choice(KEYS): junk(rng)}
    if roll == 2:
        key = rng.choice(list(base))
        return {**base, key: retyped(base[key], rng)}
    if roll == 3:
        del base[rng.choice(list(base))]
        return base
    if roll == 4:  # a decision of another phase or game
        kinds = pool()
        return dict(rng.choice(kinds[rng.choice(list(kinds))]))
    if roll == 5:
        return junk(rng)
    if roll == 6:
        t = base["type"]
        return {**base, "type": rng.choice([t.upper(), t.title(), " " + t, t + "s", 1, None, True, [t], "nope"])}
    if roll == 7 and base["type"] == "exchange":
        return bad_exchange(rng, base["max_discard"], hand)
    if roll == 8:
        return [base]
    return {**base, **{key: retyped(value, rng) for key, value in base.items() if key != "type"}}


def bad_exchange(rng: random.Random, limit: int, hand: list[str]) -> dict:
    """A discard past its limit, with a card twice, with a card not in hand, or a wrong limit."""
    chosen = rng.sample(hand, min(limit, len(hand), rng.randint(0, limit)))
    others = [c for c in CARDS if c not in hand]
    roll = rng.randrange(4)
    if roll == 0:
        chosen = rng.sample(hand, min(len(hand), limit + 1))
    elif roll == 1 and chosen:
        chosen.append(chosen[0].lower() if rng.random() < 0.5 else chosen[0])
    elif roll == 2:
        chosen.append(rng.choice(others))
    action: dict = {"type": "exchange", "discard": chosen}
    if roll == 3:
        action["max_discard"] = rng.choice([limit + 1, limit - 1, True, "1", None])
    return action


def deep(levels: int) -> str:
    return "[" * levels + "]" * levels


ACT, REQUEST, OPTION, SAVE = "IllegalAction", "BadRequest", "BadOption", "BadSave"


class Sent(NamedTuple):
    """A request the worker must refuse, the kind of error it must be refused with, and
    the id the reply must carry (None where the request's id cannot be read)."""
    text: str
    kind: str
    id: int | None


def bad_request(rng: random.Random, rid: int, variant: str, players: int, action: object) -> Sent:
    """A request to refuse; `action`, a bad one, is sent where an action fits."""
    def req(method: str, params: object, **more: object) -> str:
        return json.dumps({"id": rid, "method": method, "params": params, **more})
    if rng.random() < 0.75:  # the rest are broken beyond the action
        return Sent(req("act", {"action": action}), ACT if isinstance(action, dict) else REQUEST, rid)
    roll = rng.randrange(7)
    if roll == 0:
        return Sent(rng.choice(["", "{", "act", '{"id": 1,', "null", "[]", '"act"', '{"id": 1, "method": "act"',
                                "{'id': 1}", "NaN", "\u0000"]), REQUEST, None)
    if roll == 1:
        return Sent(req("act", {"action": action}, **{rng.choice(["x", "jsonrpc", "ID"]): junk(rng)}), REQUEST, rid)
    if roll == 2:
        text = json.dumps({"id": rng.choice(["1", True, 1.0, None, [1]]), "method": "act", "params": {"action": action}})
        return Sent(text, REQUEST, None)
    if roll == 3:
        return Sent(req(rng.choice(["Act", "act ", "play", "", "__init__", "_move"]), {"action": action}), REQUEST, rid)
    if roll == 4:
        params = rng.choice([[action], {}, {"action": action, "seat": 0}, {"actions": [action]}])
        return Sent(req("act", params), REQUEST, rid)
    if roll == 5:  # refused before it is read, so its id is not known either
        # %-formatting: the template is JSON, all braces
        text = '{"id": %d, "method": "act", "params": {"action": %s}}' % (rid, deep(rng.randint(31, 80)))  # noqa: UP031
        return Sent(text, REQUEST, None)
    if rng.random() < 0.05:  # costly to build and scan: now and then
        return Sent(req("act", {"action": {"type": "play", "card": "X" * (wire.MAX_TEXT + 1)}}), REQUEST, None)
    kind, wrong = bad_settings(rng, variant, players)
    return Sent(req("new_game", {"variant": variant, "level": "random", **wrong}), kind, rid)


def other_seed(seed: int | str) -> int | str:
    """Another seed of the same form: a number one up, or a seal with its last letter changed
    (which no longer opens)."""
    if isinstance(seed, int):
        return seed + 1
    return seed[:-1] + ("B" if seed[-1] == "A" else "A")


def bad_settings(rng: random.Random, variant: str, players: int) -> tuple[str, dict]:
    """new_game params that cannot start a game, and the kind of error they get: the
    request's own shape is the worker's to refuse, the game's settings the engine's."""
    return rng.choice([
        (OPTION, {"variant": rng.choice(["whist", "", "MANNI", variant + " "])}),
        (OPTION, {"options": {"colour": 1}}), (OPTION, {"options": {"target": True}}),
        (OPTION, {"options": {rng.choice(KEYS[1:]): junk(rng)}}),
        (REQUEST, {"seed": rng.choice([-1, 2**53, True, "7", 1.5, "s1" + "A" * 20])}),  # a number or a seal
        (REQUEST, {"human_seat": rng.choice([players, -1, True, "0", 1.0])}),
        (REQUEST, {"level": rng.choice(["godlike", "", 3, None])}),
        (REQUEST, {"undo": rng.choice([1, "yes", None])}),
        (REQUEST, {"options": rng.choice([[], "x", 3])}),
    ])


# --- mutated saves -----------------------------------------------------------------------

def places(value: object, out: list[tuple[object, object]]) -> list[tuple[object, object]]:
    """Every (container, key or index) in a JSON value, to pick one to change."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, inner in items:
        out.append((value, key))
        places(inner, out)
    return out


def mutated_save(text: str, rng: random.Random, cases: list[tuple[str, dict]]) -> str:
    """A save changed as a tamperer, a bad disk or a cut-off download would change it."""
    roll = rng.randrange(16)
    if roll == 0:
        return text[:rng.randrange(len(text))]
    if roll == 1:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice('0123456789",{}[]:aeZ \\é') + text[i + 1:]
    if roll == 2:
        i = rng.randrange(len(text))
        return text[:i] + text[i + rng.randint(1, 40):]
    data = json.loads(text)
    config, acts = data["config"], data["actions"]
    n = len(acts)
    i = rng.randrange(n) if n else 0
    if roll == 3 and any("card" in a for a in acts):
        rng.choice([a for a in acts if "card" in a])["card"] = rng.choice(CARDS + NOT_CARDS)
    elif roll == 4 and n:
        del acts[i]
    elif roll == 5 and n > 1:
        j = min(i, n - 2)
        acts[j], acts[j + 1] = acts[j + 1], acts[j]
    elif roll == 6 and n:
        acts.insert(i, dict(acts[i]))
    elif roll == 7:
        acts.insert(i, dict(rng.choice(rng.choice(list(pool().values())))))
    elif roll == 8:
        container, key = rng.choice(places(data, []))
        container[key] = junk(rng)
    elif roll == 9:
        container, key = rng.choice([p for p in places(data, []) if isinstance(p[0], dict)])
        del container[key]
    elif roll == 10:
        container = rng.choice([c for c, _ in places(data, []) if isinstance(c, dict)] + [data])
        container[rng.choice(KEYS)] = junk(rng)
    elif roll == 11:
        other, options = rng.choice(cases)
        config["variant"] = rng.choice([other, other, "whist", "", 7, None])
        config["options"] = rng.choice([options, config["options"]])
    elif roll == 12:
        config["seed"] = rng.choice([-1, 2**53, "7", True, 1.5, None, other_seed(config["seed"])])
    elif roll == 13:
        size = REGISTRY[config["variant"]].deck_size if config["variant"] in REGISTRY else 52
        deck = [CODE_OF[c] for c in make_deck(size)]
        rng.shuffle(deck)
        config[rng.choice(["decks", "cuts", "first_dealer"])] = rng.choice(
            [[deck], [deck[:-1]], [deck[:-1] + deck[:1]], [["AS"] * size], [-5], [0], [100], ["3"], [True],
             -1, 9, True, "0", 1.0, None])
    elif roll == 14:
        data[rng.choice(["version", "format"])] = rng.choice([2, 0, 1.0, True, "1", None, "tricktable-save", "x"])
    else:
        data["actions"] = rng.choice([junk(rng), [junk(rng)] + acts, acts + [junk(rng)], acts[: n // 2]])
    return json.dumps(data)


# --- what a refusal must be ----------------------------------------------------------------

def check_refusal(sent: Sent, reply_text: str) -> dict:
    """The reply is an error of the kind expected, with the request's id, a listed code and
    its params, and a message a player can read; returns the error."""
    reply = json.loads(reply_text)
    assert set(reply) == {"id", "error"}, f"not refused: {reply_text[:300]}"
    assert reply["id"] == sent.id, reply
    err = reply["error"]
    assert err["kind"] == sent.kind, err
    assert err["code"] in REASONS and err["code"] != "internal", err
    assert not err["params"] or set(err["params"]) == set(REASONS[err["code"]].params), err
    check_message(err["message"])
    return err


def check_message(message: object) -> None:
    """One short line of words, with none of Python's innards."""
    assert isinstance(message, str) and message.strip(), message
    assert len(message) <= MAX_MESSAGE, f"{len(message)} characters: {message[:MAX_MESSAGE]}…"
    assert "\n" not in message and not INNARDS.search(message), message


# --- the counts ------------------------------------------------------------------------------

@dataclass
class Counts:
    """What one run did to one game (all its option sets)."""
    engine: int = 0      # legal actions applied through Game, the API the worker's bridge calls
    player: int = 0      # legal actions the player sent through the bridge
    computer: int = 0    # legal actions the computer players made in those games
    illegal: int = 0     # illegal actions and malformed requests, each refused
    saves: int = 0       # mutated saves sent to resume
    loaded: int = 0      # of those, the ones still a valid game (and loaded as one)
    cpu: float = 0.0     # seconds

    def add(self, other: Counts) -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    @property
    def legal(self) -> int:
        return self.engine + self.player + self.computer


# TALLY[run][game]: filled by tests/test_fuzz.py, printed at the end of the session.
TALLY: dict[str, dict[str, Counts]] = defaultdict(lambda: defaultdict(Counts))
HEADER = ["game", "legal", "engine", "player", "computer", "illegal", "saves", "loaded", "cpu s"]


def tallies() -> dict[str, dict[str, dict]]:
    """TALLY as plain data, which a test worker can send to the main process."""
    return {run: {game: asdict(counts) for game, counts in games.items()} for run, games in TALLY.items()}


def merge(plain: dict[str, dict[str, dict]]) -> None:
    """Add another process's `tallies()` to TALLY."""
    for run, games in plain.items():
        for game, counts in games.items():
            TALLY[run][game].add(Counts(**counts))


def report() -> list[str]:
    """The counts as a table per run, with totals (nothing when no fuzz ran)."""
    lines = []
    for run, games in TALLY.items():
        total = Counts()
        for counts in games.values():
            total.add(counts)
        rows = [_cells(game, counts) for game, counts in [*games.items(), ("total", total)]]
        lines += [f"{run} run:", *map(_line, [HEADER, *rows])]
    return lines


def _cells(name: str, counts: Counts) -> list[str]:
    return [name, f"{counts.legal:,}", *(f"{n:,}" for n in astuple(counts)[:-1]), f"{counts.cpu:.1f}"]


def _line(cells: list[str]) -> str:
    return f"  {cells[0]:<20}" + "".join(f"{c:>10}" for c in cells[1:])
