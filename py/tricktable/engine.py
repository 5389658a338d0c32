"""`Game`: one game loop for every variant (RULES.md §0).

State is plain lists and ints so that simulations stay fast; pydantic only checks what
comes in through `new`, `apply` and `from_json`.  Every action is checked completely
before anything changes, so a refused action leaves the game exactly as it was.
"""
from __future__ import annotations

import copy
import json
import random
import secrets
from dataclasses import asdict, is_dataclass
from typing import Any

from . import wire
from .cards import (CARD_OF, CODE_OF, DRAW_SUIT_ORDER, NORMAL, POINTS, SUIT_OF, card_name,
                    make_deck)
from .errors import BadOption, BadSave, IllegalAction
from .variants import REGISTRY, Variant
from .views import view as seat_view


def variants() -> list[str]:
    """The ids of the seven games."""
    return list(REGISTRY)


def deal_rng(seed: int, purpose: str, index: int = 0) -> random.Random:
    """A generator per purpose and deal, so a given deck for one deal shifts no other."""
    return random.Random(f"tricktable/{seed}/{purpose}/{index}")


class Game:
    """A whole game from the first-dealer draw to the result."""

    def __init__(self, config: wire.GameConfig, variant: Variant) -> None:
        self.config = config
        self.variant = variant
        self.options: dict[str, Any] = dict(config.options)
        self.seed = config.seed
        self.actions: list[dict] = []
        self.events: list[dict] = []
        self.over = False
        self.draw: list[tuple[int, int]] = []
        self.dealer = 0
        self.deal_no = -1
        self.sheet: list[dict] = []
        self.vs = variant.new_state(self)
        self._clear_deal()

    # --- construction ---------------------------------------------------------------
    @classmethod
    def new(cls, variant: str, *, seed: int | None = None, options: dict | None = None,
            decks: list[list[str]] | None = None, cuts: list[int] | None = None,
            first_dealer: int | None = None) -> Game:
        """Start a game; a missing seed is drawn at random and kept in the config."""
        if seed is None:
            seed = secrets.randbelow(2**53)
        config = wire.validate(wire.GameConfig, {
            "variant": variant, "seed": seed, "options": {} if options is None else options,
            "decks": decks, "cuts": cuts, "first_dealer": first_dealer}, BadOption)
        return cls.from_config(config)

    @classmethod
    def from_config(cls, config: wire.GameConfig) -> Game:
        """A game at its start from an already validated config (saves, replays)."""
        v = REGISTRY.get(config.variant)
        if v is None:
            raise BadOption(f"Unknown game {config.variant!r}; the games are: {', '.join(REGISTRY)}")
        opts = wire.validate(v.Options, config.options, BadOption)
        config = config.model_copy(update={"options": opts.model_dump()})
        _check_decks(v, config.decks)
        _check_cuts(v, config.cuts)
        if config.first_dealer is not None and not 0 <= config.first_dealer < v.players:
            raise BadOption(f"first_dealer must be a seat from 0 to {v.players - 1}")
        game = cls(config, v)
        game.events = game._start()
        return game

    def _start(self) -> list[dict]:
        events: list[dict] = []
        if self.config.first_dealer is None:
            events.append(self._draw_for_dealer())
        else:
            self.dealer = self.config.first_dealer
        return events + self._begin_deal()

    def _draw_for_dealer(self) -> dict:
        """Each seat draws a card; highest rank deals, suits break ties (RULES.md §0)."""
        deck = make_deck(self.variant.deck_size)
        deal_rng(self.seed, "draw").shuffle(deck)
        self.draw = list(enumerate(deck[:self.variant.players]))
        strength = self.variant.draw_strength
        self.dealer = max(self.draw, key=lambda sc: (strength[sc[1]], DRAW_SUIT_ORDER[SUIT_OF[sc[1]]]))[0]
        return {"type": "draw", "cards": [{"seat": s, "card": CODE_OF[c]} for s, c in self.draw],
                "dealer": self.dealer}

    def _clear_deal(self) -> None:
        n = self.variant.positions
        self.phase = "deal"
        self.turn = 0
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.layouts: list[list[list[int | None]]] = [[] for _ in range(n)]
        self.stock: list[int] = []
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.cut_card: int | None = None
        self.contract: dict | None = None
        self.trump: int | None = None
        self.strength: tuple[int, ...] = NORMAL
        self.trick: list[tuple[int, int]] = []
        self.win_pos = -1
        self.win_card = -1
        self.leader = 0
        self.last_trick: dict | None = None
        self.played_tricks: list[dict] = []  # this deal's completed tricks, in order
        self.tricks = [0] * n
        self.points = [0] * n
        self.tricks_left = 0
        self.uncover: list[tuple[int, int]] = []

    def _begin_deal(self) -> list[dict]:
        """Shuffle (or take the given deck), cut where the game cuts, and deal."""
        self.deal_no += 1
        self._clear_deal()
        decks, cuts = self.config.decks, self.config.cuts
        if decks is not None and self.deal_no < len(decks) and decks[self.deal_no] is not None:
            deck = [CARD_OF[c] for c in decks[self.deal_no]]
        else:
            deck = make_deck(self.variant.deck_size)
            deal_rng(self.seed, "deck", self.deal_no).shuffle(deck)
        cut = None
        if self.variant.cut_range is not None:
            if cuts is not None and self.deal_no < len(cuts) and cuts[self.deal_no] is not None:
                cut = cuts[self.deal_no]
            else:
                cut = deal_rng(self.seed, "cut", self.deal_no).randint(*self.variant.cut_range)
        events = [{"type": "deal", "deal": self.deal_no, "dealer": self.dealer}]
        return events + self.variant.start_deal(self, deck, cut)

    # --- public API -------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""
        return None if self.over else self.variant.controller(self.turn)

    @property
    def players(self) -> int:
        return self.variant.players

    def legal_actions(self) -> list[dict]:
        """Every legal action as an applicable dict.

        An exchange is described by its limit: ``{"type": "exchange", "discard": [],
        "max_discard": k}`` is legal as it stands, and so is any ``discard`` of up to k
        distinct cards from the hand.
        """
        if self.over:
            return []
        if self.phase == "play":
            return [{"type": "play", "card": CODE_OF[c]} for c in self.legal_cards()]
        return self.variant.phase_actions(self)

    def legal_cards(self) -> list[int]:
        """Fast path for simulations: the cards (ints) the player to move may play."""
        return self.variant.legal_cards(self, self.turn)

    def apply(self, action: dict) -> list[dict]:
        """Check and carry out one action; returns the events it caused."""
        if self.over:
            raise IllegalAction("The game is over")
        act = wire.canonical(wire.validate(wire.ACTION, action, IllegalAction))
        if self.phase == "play":
            if act["type"] != "play":
                raise IllegalAction(f"It is time to play a card, not to {act['type']}")
            card = CARD_OF[act["card"]]
            self._check_play(card)
            events = self.play(card)
        else:
            self._check_phase_action(act, action)
            events = self.variant.apply_phase(self, act)
        self.actions.append(act)
        self.events.extend(events)
        return events

    def view(self, seat: int) -> dict:
        """Everything `seat` may see, and nothing more (see views.py)."""
        return seat_view(self, seat)

    def result(self) -> dict:
        """``{"scores": [...], "winners": [...]}`` once the game is over."""
        if not self.over:
            raise IllegalAction("The game is not over yet")
        return self.variant.result(self)

    def to_json(self) -> str:
        """A save: the config plus the actions; loading replays them."""
        return json.dumps({"format": wire.SAVE_FORMAT, "version": wire.SAVE_VERSION,
                           "config": self.config.model_dump(), "actions": self.actions})

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Load a save, replaying and re-checking every action; never half-loaded."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as err:
            raise BadSave(f"The saved game is not valid JSON: {err}") from None
        if not isinstance(data, dict) or data.get("format") != wire.SAVE_FORMAT:
            raise BadSave("This is not a Tricktable saved game")
        if data.get("version") != wire.SAVE_VERSION:
            raise BadSave(f"This saved game has version {data.get('version')!r}; "
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
        return game

    def clone(self) -> Game:
        """An independent copy (for search and what-if analysis)."""
        return copy.deepcopy(self)

    def state(self) -> dict:
        """The complete hidden state as JSON-able data (tests, golden files, debugging)."""
        skip = {"config", "variant", "actions", "events"}
        out = {k: _plain(v) for k, v in vars(self).items() if k not in skip}
        return out

    # --- card play (the inner loop) ---------------------------------------------------
    def available(self, pos: int) -> list[int]:
        """Cards `pos` could play: hand plus face-up layout cards."""
        lay = self.layouts[pos]
        if not lay:
            return list(self.hands[pos])
        return self.hands[pos] + [s[1] for s in lay if s[1] is not None]

    def start_play(self, leader: int) -> None:
        self.phase = "play"
        self.turn = self.leader = leader
        self.tricks_left = sum(len(self.available(p)) + sum(s[0] is not None for s in self.layouts[p])
                               for p in range(self.variant.positions)) // self.variant.positions

    def _check_play(self, card: int) -> None:
        pos = self.turn
        if card not in self.available(pos):
            who = "You do not" if self.variant.controller(pos) == pos else "The dummy does not"
            raise IllegalAction(f"{who} hold the {card_name(card)} face up in hand")
        if card not in self.variant.legal_cards(self, pos):
            raise IllegalAction(self.variant.why_illegal(self, pos, card))

    def play(self, card: int) -> list[dict]:
        """Play `card` for the position to move; assumes it is legal (see legal_cards)."""
        pos = self.turn
        hand = self.hands[pos]
        if card in hand:
            hand.remove(card)
        else:
            for i, stack in enumerate(self.layouts[pos]):
                if stack[1] == card:
                    stack[1] = None
                    self.uncover.append((pos, i))
                    break
        trick = self.trick
        trick.append((pos, card))
        if len(trick) == 1:
            self.win_pos, self.win_card = pos, card
        else:
            win = self.win_card
            if SUIT_OF[card] == SUIT_OF[win]:
                if self.strength[card] > self.strength[win]:
                    self.win_pos, self.win_card = pos, card
            elif SUIT_OF[card] == self.trump:
                self.win_pos, self.win_card = pos, card
        events = [{"type": "play", "seat": pos, "card": CODE_OF[card]}]
        if len(trick) < self.variant.positions:
            self.turn = (pos + 1) % self.variant.positions
            return events
        return events + self._finish_trick()

    def _finish_trick(self) -> list[dict]:
        winner = self.win_pos
        cards = self.trick
        self.tricks[winner] += 1
        self.points[winner] += sum(POINTS[c] for _, c in cards)
        self.last_trick = {"leader": cards[0][0], "cards": [CODE_OF[c] for _, c in cards],
                           "winner": winner}
        self.played_tricks.append(self.last_trick)
        events = [{"type": "trick", "winner": winner, "cards": self.last_trick["cards"]}]
        for pos, i in self.uncover:
            stack = self.layouts[pos][i]
            if stack[0] is not None:
                stack[0], stack[1] = None, stack[0]
                events.append({"type": "uncover", "seat": pos, "stack": i, "card": CODE_OF[stack[1]]})
        self.uncover = []
        self.trick = []
        self.tricks_left -= 1
        self.turn = self.leader = winner
        if self.tricks_left:
            return events
        events += self.variant.score_deal(self)
        if self.over:
            self.phase = "over"
            return events + [{"type": "game_over", "result": self.result()}]
        self.dealer = self.variant.next_dealer(self)
        return events + self._begin_deal()

    # --- decisions before play -----------------------------------------------------------
    def _check_phase_action(self, act: dict, raw: dict) -> None:
        legal = self.variant.phase_actions(self)
        if act["type"] == "exchange":
            limit = next((a["max_discard"] for a in legal if a["type"] == "exchange"), None)
            if limit is None:
                raise IllegalAction(self.variant.refuse(self, act))
            self._check_discards(act["discard"], limit, raw.get("max_discard"))
        elif act not in legal:
            raise IllegalAction(self.variant.refuse(self, act))

    def _check_discards(self, discard: list[str], limit: int, hint: object) -> None:
        if hint is not None and hint != limit:
            raise IllegalAction(f"You may discard at most {limit} cards, not {hint}")
        if len(discard) > limit:
            raise IllegalAction(f"You may discard at most {limit} cards; you chose {len(discard)}")
        if len(set(discard)) != len(discard):
            raise IllegalAction("You chose the same card twice")
        hand = self.hands[self.turn]
        for code in discard:
            if CARD_OF[code] not in hand:
                raise IllegalAction(f"You do not hold the {card_name(CARD_OF[code])}")


def _plain(value: Any) -> Any:
    if is_dataclass(value):
        return _plain(asdict(value))
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _check_decks(v: Variant, decks: list[list[str]] | None) -> None:
    full = sorted(CODE_OF[c] for c in make_deck(v.deck_size))
    allowed = set(full)
    for i, deck in enumerate(decks or []):
        if deck is None:
            continue
        bad = [c for c in deck if c not in allowed]
        if bad:
            raise BadOption(f"Deck {i}: {bad[0]!r} is not a card of this game's {v.deck_size}-card deck")
        if len(set(deck)) != len(deck):
            dup = next(c for c in deck if deck.count(c) > 1)
            raise BadOption(f"Deck {i}: the card {dup} appears more than once")
        if sorted(deck) != full:
            raise BadOption(f"Deck {i} has {len(deck)} cards; this game needs all {v.deck_size}")


def _check_cuts(v: Variant, cuts: list[int] | None) -> None:
    if cuts is None:
        return
    if v.cut_range is None:
        raise BadOption(f"{v.id} is not cut: 'cuts' does not apply")
    lo, hi = v.cut_range
    for i, c in enumerate(cuts):
        if c is not None and not lo <= c <= hi:
            raise BadOption(f"Cut {i} is {c}: the upper part must hold {lo} to {hi} cards")
