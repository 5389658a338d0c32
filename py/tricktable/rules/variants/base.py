"""What a variant is: typed facts, a phase table and the hooks the one game loop calls.

The engine owns the shuffle, the action log and saves; the table (table.py) owns trick
play.  A variant says how cards are dealt, which decisions it has (its phases, their
action records and refusal codes, and its phase table), which cards are legal, how a
deal is scored and when the game ends.  A family declares all of that in its own
module, so a game with a decision of its own is one module.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Literal, TypeVar

from pydantic import Field
from pydantic.config import JsonDict

from ..cards import CARD_OF, CODE_OF, SUIT_NAMES, SUIT_OF, SUITS, card_name
from ..errors import IllegalAction, Reason, add_reasons, drop_reasons
from ..records import Record
from ..table import Phase, PhaseName, Table

Scoring = Literal["tallies", "card_points"]
# Words as the engine chooses them: a message id of the page's catalogs and its arguments as
# raw values (seats, card codes, suit letters, contract names, counts); the page only words
# them (web/services/text.js `said`).
Say = list
# The table a family plays on: its hooks take the family's own subclass of Table.
T = TypeVar("T", bound=Table)


def say(mid: str, **args: Any) -> Say:
    return [mid, args]


def option(default: Any, label: str, help: str, choices: dict[Any, str] | None = None,
           ge: int | None = None, le: int | None = None) -> Any:
    """A game option: its default, the words the new-game form shows, and its limits.

    The label and help are the field's title and description (so the published JSON
    Schema carries them too); `choices` names each allowed value in plain words (the page
    shows these, never the raw value); `ge` and `le` are a number's bounds (None: none).
    """
    extra: JsonDict | None = None if choices is None else {
        "choices": [{"value": v, "label": text} for v, text in choices.items()]}
    return Field(default, title=label, description=help, json_schema_extra=extra, ge=ge, le=le)


@dataclass(frozen=True)
class PhaseRule:
    """One decision: what it offers, how a choice applies, why another is refused.

    Each field names a method of the variant, looked up on the instance at each call, so
    a subclass that overrides one is heard.  `apply` gets an action already checked;
    `refuse` returns the error to raise (a code and words).  The check is "one of the
    offers" unless `check_by` names a method that checks an action against offers that
    describe a choice rather than list it (the exchange's "up to k cards").
    """
    offers_by: str
    apply_by: str
    refuse_by: str
    check_by: str | None = None

    def offers(self, v: Variant, t: Table) -> list[dict]:
        return getattr(v, self.offers_by)(t)

    def apply(self, v: Variant, t: Table, act: dict) -> list[dict]:
        return getattr(v, self.apply_by)(t, act)

    def refuse(self, v: Variant, t: Table, act: dict) -> IllegalAction:
        return getattr(v, self.refuse_by)(t, act)

    def check(self, v: Variant, t: Table, act: dict, given: Any) -> None:
        """Raise the refusal unless `act` (canonical; `given`: as sent, hints too) is legal now."""
        if self.check_by is not None:
            getattr(v, self.check_by)(t, act, given)
        elif act not in self.offers(v, t):
            raise self.refuse(v, t, act)


class Variant(Generic[T]):
    """One game: typed facts the page and the bots read, and the hooks the loop calls.

    Nothing outside a game's own module tests its id: everything that differs between
    games is one of these attributes or hooks.  `T` is the family's table (its hooks are
    only ever given the table its `new_table` made).
    """
    id: ClassVar[str]
    title: ClassVar[str]
    summary: ClassVar[str]
    players: ClassVar[int]          # seats that decide (and see views)
    positions: ClassVar[int]        # places at the table that play to a trick
    deck_size: ClassVar[int]
    hand_size: ClassVar[int]        # cards dealt to each hand
    Options: ClassVar[type[Record]]  # a frozen record of option fields (records.py)
    option_sets: ClassVar[tuple[dict, ...]]  # option sets worth playing through in tests
    cut_range: ClassVar[tuple[int, int] | None] = None  # allowed upper-part sizes
    draw_strength: ClassVar[tuple[int, ...]]
    scoring: ClassVar[Scoring]
    # Per position: the seat that decides for it (a dummy is played by its owner) and the
    # side it scores for.  Dummies are positions with face-up stacks and no hand.
    controllers: ClassVar[tuple[int, ...]]
    teams: ClassVar[tuple[int, ...]]
    dummies: ClassVar[tuple[int, ...]] = ()
    # Contract names whose kind has its own name (Trjamann's "other suit").
    contract_kinds: ClassVar[dict[str, str]] = {}
    # Tricks the declarer must pass in a trick-taking contract (bots judge bids by it).
    declarer_target: ClassVar[int | None] = None
    deal_limit: ClassVar[int] = 100  # no game runs longer (engine.py ends it there)
    final_above_zero: ClassVar[bool] = True  # tallies: only a score above zero can win
    # Playing for the game near its end (stakes.py): the largest gain of any side in a
    # deal of the race to the target, on average, and the spread of one side's deal gain
    # less another's (scripts/game_pace.py measures both, `medium` in every seat).
    deal_pace: ClassVar[float]
    deal_spread: ClassVar[float]
    # The decisions: the action records this game adds to card play (wire.Play), the
    # refusal codes it gives beyond errors.REASONS, and what each phase offers, applies
    # and refuses.  Subclasses extend the table with {**Parent.phases, ...}.
    actions: ClassVar[tuple[type, ...]] = ()
    reasons: ClassVar[dict[str, Reason]] = {}
    phases: ClassVar[dict[PhaseName, PhaseRule]]

    def facts(self) -> dict[str, Any]:
        """The typed facts as JSON-able data: every view and the catalogue carry them."""
        return {"players": self.players, "positions": self.positions, "deck_size": self.deck_size,
                "hand_size": self.hand_size, "scoring": self.scoring,
                "controllers": list(self.controllers), "teams": list(self.teams),
                "dummies": list(self.dummies), "contract_kinds": dict(self.contract_kinds),
                "declarer_target": self.declarer_target}

    def controller(self, pos: int) -> int:
        return self.controllers[pos]

    def team(self, pos: int) -> int:
        return self.teams[pos]

    def nullo_ace_low(self, options: dict) -> bool:
        """Whether the ace ranks lowest when this game is played as nullo."""
        return False

    # --- game and deal life cycle ---------------------------------------------------
    def new_table(self, options: dict) -> T:
        """The table at the start of a game, with this family's own fields."""
        raise NotImplementedError

    def next_dealer(self, t: T) -> int:
        return (t.dealer + 1) % self.players

    def start_deal(self, t: T, deck: list[int], cut: int | None) -> list[dict]:
        """Deal `deck` and set the first decision of the deal."""
        raise NotImplementedError

    def score_deal(self, t: T) -> list[dict]:
        """Score the finished deal, add its sheet row and set ``t.over`` when it ends."""
        raise NotImplementedError

    def result(self, t: T) -> dict:
        raise NotImplementedError

    def standing(self, t: T) -> list[int]:
        """By side, the scores that decide who wins when the game ends."""
        raise NotImplementedError

    def race(self, t: T) -> list[int] | None:
        """By side, the scores whose reaching `shown_target` ends the game; None where no
        target ends it."""
        return None

    def games_won(self, t: T) -> list[int] | None:
        """By side, the games won so far in a match; None when the game is not a match."""
        return None

    def view_extra(self, t: T, seat: int) -> dict:
        return {}

    def contract_made(self, row: dict) -> bool | None:
        """Whether the declarer of the deal scored in `row` (a sheet row) made the contract;
        None for a deal without one (statistics count contracts by this)."""
        return None

    def sees_hand(self, t: T, seat: int) -> bool:
        """Whether `seat` has looked at its hand (Manillen: not before a blind call)."""
        return True

    def phase_named(self, name: str) -> PhaseName:
        """The phase with this name (a view or a saved table names phases by their value)."""
        for phase in (*Phase, *self.phases):
            if phase.value == name:
                return phase
        raise ValueError(f"{self.id} has no phase {name!r}")

    def bot_choice(self, view: dict) -> dict | None:
        """The rule-based player's choice for a decision this game brings, from the view.

        None leaves it to the bots (their own rules for the shipped decisions, else a
        random legal action), so a new decision is playable at every level as it stands.
        """
        return None

    # --- words: what the page says for this game (message ids of web/locales/*/table.ftl) --
    # Events the page reads out once (the live region); the others go to the log only.
    aloud: ClassVar[frozenset[str]] = frozenset({"contract", "play", "trick", "deal_end", "game_over"})

    def say_choice(self, t: T, act: dict) -> dict:
        """A legal action's words: its button's `label`, and the one line of `help` under it."""
        if act["type"] == "play":
            return {"label": say("act-play", card=act["card"]), "help": None}
        raise ValueError(f"{self.id} has no words for {act['type']}")

    def say_prompt(self, t: T, seat: int) -> Say:
        """What `seat`, whose turn it is, is asked to do."""
        if t.phase == Phase.PLAY:
            return say("prompt-play" if t.turn == seat else "prompt-play-dummy")
        raise ValueError(f"{self.id} has no prompt for {t.phase}")

    def say_event(self, e: dict) -> Say | None:
        """One line for the log (None: nothing worth a line)."""
        kind = e["type"]
        if kind == "draw":
            return say("n-draw", seat=e["dealer"])
        if kind == "deal":
            return say("n-deal", seat=e["dealer"], deal=e["deal"] + 1)
        if kind == "contract":
            return say("n-contract", line=self.say_contract(e))
        if kind == "play":
            return say("n-play", seat=e["seat"], card=e["card"])
        if kind == "trick":
            return say("n-trick", seat=e["winner"])
        if kind == "deal_end":
            return say("n-deal-end", deal=e["deal"] + 1, headline=self.say_headline(e))
        if kind == "game_over":
            return say("n-game-over")
        return None

    def say_contract(self, c: dict) -> Say:
        """A contract with its trump and whether it was great or blind ("Great Spades trump")."""
        return say("contract-line", name=contract_word(c["name"]), great=bool(c.get("great")),
                   blind=bool(c.get("blind")))

    def say_headline(self, row: dict) -> Say:
        """A deal's result in one line: who gained what."""
        raise NotImplementedError

    def say_calls(self, t: T) -> list[Say]:
        """This deal's calls so far, in order (the facts beside the table)."""
        return []

    def say_standing(self, t: T) -> Say | None:
        """The call that stands while no contract is set yet (an auction), if any."""
        return None

    # --- the table's words beside the cards (page.py): the page draws them, knowing no rule --
    def say_facts(self, t: T) -> list[dict]:
        """The facts beside the table, in order (page.py adds the rank order last): each a
        line of words (`say`), with the cards it shows (`cards`) or its items (`items`,
        laid out as one `line` or a `list`)."""
        calls = self.say_calls(t)
        return [{"say": say("calls-title"), "items": calls, "as": "line"}] if calls else []

    def say_seat(self, t: T, pos: int) -> list[Say]:
        """A seat's counts, as its line under the name says them: cards held, tricks."""
        held = len(t.hands[pos])
        return [*([say("cards", n=held)] if held else []), say("tricks", n=t.tricks[pos])]

    def say_badges(self, t: T, pos: int, seat: int) -> list[Say]:
        """The small marks beside a seat's name, as `seat` sees the table."""
        mate = next((p for p in range(self.positions) if p != seat and self.teams[p] == self.teams[seat]
                     and self.controllers[p] != seat), None) == pos
        return [*([say("badge-dealer")] if t.dealer == pos else []),
                *([say("badge-declarer")] if t.contract is not None and t.contract["declarer"] == pos else []),
                *self.say_own_badges(t, pos),
                *([say("badge-partner")] if mate else []),
                *([say("badge-dummy")] if pos in self.dummies else [])]

    def say_own_badges(self, t: T, pos: int) -> list[Say]:
        """Marks of a seat that only this game has."""
        return []

    def tallies(self, t: T) -> list[tuple[int, int]] | None:
        """By side, the plus and minus tallies the game keeps beside its totals, if any."""
        return None

    def say_change(self, row: dict, side: int) -> Say:
        """What a deal (a sheet row) changed in a side's score, as its cell says it."""
        raise NotImplementedError

    def result_columns(self, row: dict, t: T) -> list[tuple[Say, list[Say | int]]]:
        """The deal result panel's columns after the sides' names: each a heading and, by
        side, its cell (words, or a number the page prints as a score)."""
        raise NotImplementedError

    def say_contract_name(self, c: dict) -> Say:
        """A contract's short name ("Great Spades"), as the sheet and the result show it."""
        return say("great-contract" if c.get("great") else "contract-name", name=contract_word(c["name"]))

    def shown_target(self, t: T) -> int | None:
        """The score the page shows as the game's target, if the game has one."""
        return None

    def shown_deals(self, t: T) -> int | None:
        """How many deals the game runs, if a fixed number (the page's "deal 3 of 12")."""
        return None

    def say_end(self, t: T) -> Say | None:
        """Why the game ended, told with the scores that ended it (None while it goes on)."""
        if not t.over:
            return None
        if t.ended_by == "deals":
            return say("end-deals", n=len(t.sheet))
        if t.ended_by == "deal_limit":
            return say("end-deal-limit", n=len(t.sheet))
        return self.say_reached(t, t.sheet[-1]["totals"] if t.sheet else [])

    def say_reached(self, t: T, totals: list[int]) -> Say:
        """The sides whose total reached the target (`totals` by side)."""
        target = self.shown_target(t)
        if target is None:
            raise ValueError(f"{self.id} has no target to reach")
        return say("end-target", sides=[side for side, score in enumerate(totals) if score >= target], target=target)

    # --- card play --------------------------------------------------------------------
    def legal_cards(self, t: T, pos: int) -> list[int]:
        """Follow suit if able (every game here, RULES.md §0)."""
        cards = t.available(pos)
        if not t.trick:
            return cards
        led = SUIT_OF[t.trick[0][1]]
        follow = [c for c in cards if SUIT_OF[c] == led]
        return follow or cards

    def why_illegal(self, t: T, pos: int, card: int) -> IllegalAction:
        """The refusal of a card that legal_cards leaves out."""
        led = SUIT_OF[t.trick[0][1]]
        return IllegalAction(f"You must follow suit: {CODE_OF[t.trick[0][1]]} was led and you hold "
                             f"{SUIT_NAMES[led]}, so you cannot play the {card_name(card)}",
                             "must_follow", suit=SUITS[led], card=CODE_OF[card])

    def play_offers(self, t: T) -> list[dict]:
        return [{"type": "play", "card": CODE_OF[c]} for c in self.legal_cards(t, t.turn)]

    def apply_play(self, t: T, act: dict) -> list[dict]:
        # The card goes into the trick; the engine settles a whole trick (engine._settle).
        return t.place(CARD_OF[act["card"]])

    def refuse_play(self, t: T, act: dict) -> IllegalAction:
        if act["type"] != "play":
            return IllegalAction(f"It is time to play a card, not to {act['type']}", "play_now",
                                 type=act["type"])
        pos, card = t.turn, CARD_OF[act["card"]]
        if card not in t.available(pos):
            dummy = pos in self.dummies
            who = "The dummy does not" if dummy else "You do not"
            return IllegalAction(f"{who} hold the {card_name(card)} face up in hand",
                                 "dummy_not_in_hand" if dummy else "not_in_hand", card=CODE_OF[card])
        return self.why_illegal(t, pos, card)

    phases = {Phase.PLAY: PhaseRule("play_offers", "apply_play", "refuse_play")}


def contract_word(name: str) -> str:
    """A contract's name as the catalogs select it ("no trump" is not a Fluent key)."""
    return "notrump" if name == "no trump" else name


REGISTRY: dict[str, Variant] = {}


def register(cls: type[Variant]) -> type[Variant]:
    """Add a game to the registry: every suite, the catalogue and the page pick it up."""
    add_reasons(cls.reasons)
    REGISTRY[cls.id] = cls()
    return cls


def unregister(cls: type[Variant]) -> None:
    """Take a game out of the registry, with the refusal codes no other game gives."""
    del REGISTRY[cls.id]
    still = {code for v in REGISTRY.values() for code in v.reasons}
    drop_reasons(set(cls.reasons) - still)


def registered_actions() -> tuple[type, ...]:
    """Every registered game's action records, in registry order (the wire's union)."""
    return tuple(dict.fromkeys(r for v in REGISTRY.values() for r in v.actions))
