"""`Game`: one game loop for every variant (RULES.md §0).

A game is its config, its variant, the table the rules act on (table.py) and the log of
actions.  The records of wire.py check only what comes in through `new`, `apply` and
`from_json`; every action is checked completely before anything changes, so a refused
action leaves the game exactly as it was.
"""
from __future__ import annotations

import copy
import json
import random
import secrets
from collections.abc import Callable
from typing import Any

from . import wire
from .cards import CARD_OF, CODE_OF, DRAW_SUIT_ORDER, SUIT_OF, make_deck
from .errors import BadOption, BadSave, IllegalAction, shown
from .records import Invalid, check
from .table import Phase, PhaseName, Table
from .variants import REGISTRY, Variant
from .variants.base import registered_actions
from .views import view as seat_view


def variants() -> list[str]:
    """The ids of the registered games, in RULES.md order."""
    return list(REGISTRY)


def deal_rng(seed: int, purpose: str, index: int = 0) -> random.Random:
    """A generator per purpose and deal, so a given deck for one deal shifts no other."""
    return random.Random(f"tricktable/{seed}/{purpose}/{index}")


class Game:
    """A whole game from the first-dealer draw to the result."""

    def __init__(self, config: wire.GameConfig, variant: Variant) -> None:
        self.config = config
        self.variant = variant
        self.table: Table = variant.new_table(dict(config.options))
        self.actions: list[dict] = []
        self.events: list[dict] = []
        # Whether the human may take moves back: a setting of the game, not of the table
        # that shows it, so it is kept in the save (the page turns it on only for practice).
        self.undo = True
        # Whether a move was taken back: the result is then practice, not a fair game, and
        # the save says so for good (records and challenges read it).
        self.practice = False
        # Whether an older copy of the game was put back (session.game_handlers' resume):
        # practice too, kept apart so that the player is told what happened, not Undo.
        self.put_back = False
        # Told the events of each moment within a move where the table stands still (a whole
        # trick before it is taken, a trick taken, a deal scored), so a watcher can show
        # each of them as the engine has it; the move's last events are the caller's.
        self.watch: Callable[[list[dict]], None] | None = None

    # --- construction ---------------------------------------------------------------
    @classmethod
    def new(cls, variant: str, *, seed: int | str | None = None, options: dict | None = None,
            decks: list[list[str] | None] | None = None, cuts: list[int | None] | None = None,
            first_dealer: int | None = None) -> Game:
        """Start a game; a missing seed is drawn at random and kept in the config.  A seed
        may come sealed (sealed.py), as the page holds it."""
        if seed is None:
            seed = secrets.randbelow(wire.SEED_LIMIT)
        config = _settings(wire.GameConfig, {
            "variant": variant, "seed": seed, "options": {} if options is None else options,
            "decks": decks, "cuts": cuts, "first_dealer": first_dealer}, variant)
        return cls.from_config(config)

    @classmethod
    def from_config(cls, config: wire.GameConfig) -> Game:
        """A game at its start from an already validated config (saves, replays)."""
        v = REGISTRY.get(config.variant)
        if v is None:
            raise BadOption(f"Unknown game {shown(config.variant)}; the games are: {', '.join(REGISTRY)}",
                            config.variant, "", "game")
        opts = _settings(v.Options, config.options, v.id)
        config = config.model_copy(update={"options": opts.model_dump()})
        _check_decks(v, config.decks)
        _check_cuts(v, config.cuts)
        if config.first_dealer is not None and not 0 <= config.first_dealer < v.players:
            raise BadOption(f"first_dealer must be a seat from 0 to {v.players - 1}", v.id, "first_dealer")
        game = cls(config, v)
        game.events = game._start()
        return game

    def _start(self) -> list[dict]:
        events: list[dict] = []
        if self.config.first_dealer is None:
            events.append(self._draw_for_dealer())
        else:
            self.table.dealer = self.config.first_dealer
        return events + self._begin_deal()

    def _draw_for_dealer(self) -> dict:
        """Each seat draws a card; highest rank deals, suits break ties (RULES.md §0)."""
        v, t = self.variant, self.table
        deck = make_deck(v.deck_size)
        deal_rng(self.seed, "draw").shuffle(deck)
        t.draw = list(enumerate(deck[:v.players]))
        strength = v.draw_strength
        t.dealer = max(t.draw, key=lambda sc: (strength[sc[1]], DRAW_SUIT_ORDER[SUIT_OF[sc[1]]]))[0]
        return {"type": "draw", "cards": [{"seat": s, "card": CODE_OF[c]} for s, c in t.draw],
                "dealer": t.dealer}

    def _begin_deal(self) -> list[dict]:
        """Shuffle (or take the given deck), cut where the game cuts, and deal."""
        v, t = self.variant, self.table
        t.deal_no += 1
        t.clear_deal()
        i, decks, cuts = t.deal_no, self.config.decks, self.config.cuts
        given = decks[i] if decks is not None and i < len(decks) else None
        if given is not None:
            deck = [CARD_OF[c] for c in given]
        else:
            deck = make_deck(v.deck_size)
            deal_rng(self.seed, "deck", i).shuffle(deck)
        cut = None
        if v.cut_range is not None:
            cut = cuts[i] if cuts is not None and i < len(cuts) else None
            if cut is None:
                cut = deal_rng(self.seed, "cut", i).randint(*v.cut_range)
        events = [{"type": "deal", "deal": i, "dealer": t.dealer}]
        return events + v.start_deal(t, deck, cut)

    # --- public API -------------------------------------------------------------------
    @property
    def seed(self) -> int:
        return self.config.seed

    @property
    def options(self) -> dict:
        return self.table.options

    @property
    def players(self) -> int:
        return self.variant.players

    @property
    def over(self) -> bool:
        return self.table.over

    @property
    def phase(self) -> PhaseName:
        return self.table.phase

    @property
    def deal_no(self) -> int:
        return self.table.deal_no

    @property
    def dealer(self) -> int:
        return self.table.dealer

    @property
    def sheet(self) -> list[dict]:
        return self.table.sheet

    @property
    def to_move(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""
        return None if self.table.over else self.variant.controllers[self.table.turn]

    def legal_actions(self) -> list[dict]:
        """Every legal action as an applicable dict.

        An exchange is described by its limit: ``{"type": "exchange", "discard": [],
        "max_discard": k}`` is legal as it stands, and so is any ``discard`` of up to k
        distinct cards from the hand.
        """
        t = self.table
        if t.over:
            return []
        return self.variant.phases[t.phase].offers(self.variant, t)

    def legal_cards(self) -> list[int]:
        """Fast path for simulations: the cards (ints) the player to move may play."""
        return self.variant.legal_cards(self.table, self.table.turn)

    def apply(self, action: dict) -> list[dict]:
        """Check and carry out one action; returns the events it caused."""
        t = self.table
        if t.over:
            raise IllegalAction("The game is over", "game_over")
        if not isinstance(action, dict):
            raise IllegalAction('An action is a JSON object such as {"type": "pass"}, '
                                f"not {shown(action)}", "not_an_object")
        given = wire.validate(wire.action_kind(registered_actions()), action, IllegalAction)
        act = wire.canonical(given)
        rule = self.variant.phases[t.phase]
        rule.check(self.variant, t, act, given)
        events = rule.apply(self.variant, t, act)
        events += self._settle(events)
        self.actions.append(act)
        self.events.extend(events)
        return events

    def view(self, seat: int) -> dict:
        """Everything `seat` may see, and nothing more (see views.py)."""
        legal = self.legal_actions() if self.to_move == seat else []
        return seat_view(self.variant, self.table, seat, legal)

    def result(self) -> dict:
        """``{"scores": [...], "winners": [...], "reason": ...}`` once the game is over."""
        if not self.table.over:
            raise IllegalAction("The game is not over yet", "not_over")
        return self.variant.result(self.table)

    def to_json(self) -> str:
        """A save: the config plus the actions; loading replays them.  (The page keeps it
        sealed: session/kept.py.)"""
        data = {"format": wire.SAVE_FORMAT, "version": wire.SAVE_VERSION, "config": self.config.model_dump(),
                "actions": self.actions}
        if not self.undo:
            data["undo"] = False
        if self.practice:
            data["practice"] = True
        if self.put_back:
            data["put_back"] = True
        return json.dumps(data)

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Load a save, replaying and re-checking every action; never half-loaded."""
        data = wire.parse_json(text, BadSave, "saved game")
        if not isinstance(data, dict) or data.get("format") != wire.SAVE_FORMAT:
            raise BadSave("This is not a Tricktable saved game")
        version = data.get("version")
        if type(version) is not int or version != wire.SAVE_VERSION:
            raise BadSave(f"This saved game has version {shown(version)}; "
                          f"this Tricktable reads version {wire.SAVE_VERSION}")
        try:
            save = wire.validate(wire.SavedGame, data, BadSave)
        except BadSave as err:
            raise BadSave(f"The saved game is malformed: {err}") from None
        try:
            game = cls.from_config(save.config)
        except BadOption as err:
            raise BadSave(f"The saved game's settings are not valid: {err}") from None
        for i, act in enumerate(save.actions):
            try:
                game.apply(act)
            except IllegalAction as err:
                raise BadSave(f"Action {i + 1} of the saved game cannot be replayed: {err}") from None
        game.undo, game.practice, game.put_back = save.undo, save.practice, save.put_back
        return game

    def clone(self) -> Game:
        """An independent copy (for what-if analysis); the table copies cheaply."""
        twin = copy.copy(self)
        twin.table = self.table.copy()
        twin.actions, twin.events = list(self.actions), list(self.events)
        return twin

    def state(self) -> dict:
        """The complete hidden state as JSON-able data (tests, golden files, debugging)."""
        return self.table.plain()

    # --- card play (the fast path for simulations) ------------------------------------
    def play(self, card: int) -> list[dict]:
        """Play `card` for the position to move; assumes it is legal (see legal_cards)."""
        t = self.table
        events = t.place(card)
        return events + self._settle(events)

    def _settle(self, events: list[dict]) -> list[dict]:
        """After a move: a whole trick goes to its winner, and a finished deal is scored;
        the watcher sees the table still at each (the trick whole, then taken)."""
        t = self.table
        if len(t.trick) < t.positions:
            return []
        self._pause(events)
        taken = t.take_trick()
        if not t.deal_done():
            return taken
        self._pause(taken)
        return taken + self._end_deal()

    def _pause(self, events: list[dict]) -> None:
        if self.watch is not None:
            self.watch(events)

    def _end_deal(self) -> list[dict]:
        """Score the deal; then the game ends, or the next dealer deals."""
        v, t = self.variant, self.table
        events = v.score_deal(t)
        if not t.over and t.deal_no + 1 >= v.deal_limit:
            t.over, t.ended_by = True, "deal_limit"
        self._pause(events)
        if t.over:
            t.phase = Phase.OVER
            return events + [{"type": "game_over", "result": self.result()}]
        t.dealer = v.next_dealer(t)
        return events + self._begin_deal()


def _settings(kind: Any, data: object, game: str) -> Any:
    """`data` as `kind` (a game's config or options), or BadOption naming the first field
    at fault and whether the game has no such option (`Any`: `kind` is a record's class)."""
    try:
        return check(kind, data)
    except Invalid as err:
        field, error = err.places[0] if err.places else ("", "")
        raise BadOption(str(err), game, field, "unknown" if error == "extra_forbidden" else "value") from None


def _check_decks(v: Variant, decks: list[list[str] | None] | None) -> None:
    full = sorted(CODE_OF[c] for c in make_deck(v.deck_size))
    allowed = set(full)
    for i, deck in enumerate(decks or []):
        if deck is None:
            continue
        bad = [c for c in deck if c not in allowed]
        if bad:
            raise BadOption(f"Deck {i}: {shown(bad[0])} is not a card of this game's {v.deck_size}-card deck",
                            v.id, "decks")
        if len(set(deck)) != len(deck):
            dup = next(c for c in deck if deck.count(c) > 1)
            raise BadOption(f"Deck {i}: the card {dup} appears more than once", v.id, "decks")
        if sorted(deck) != full:
            raise BadOption(f"Deck {i} has {len(deck)} cards; this game needs all {v.deck_size}", v.id, "decks")


def _check_cuts(v: Variant, cuts: list[int | None] | None) -> None:
    if cuts is None:
        return
    if v.cut_range is None:
        raise BadOption(f"{v.id} is not cut: 'cuts' does not apply", v.id, "cuts")
    lo, hi = v.cut_range
    for i, c in enumerate(cuts):
        if c is not None and not lo <= c <= hi:
            raise BadOption(f"Cut {i} is {c}: the upper part must hold {lo} to {hi} cards", v.id, "cuts")
