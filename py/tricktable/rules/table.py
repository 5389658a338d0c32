"""The plain state the rules act on: hands, stock, layouts, trick, turn, phase.

Below the variants and the engine (imports run table <- variants <- engine), so the
rules can be played out on a copy without the engine: `copy()` takes microseconds,
and `play()` runs a trick without knowing which game it is.  Each family extends
`Table` with its own typed fields (tallies, calls, ...).
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any

from .cards import CODE_OF, NORMAL, POINTS, SUIT_OF


class PhaseName(StrEnum):
    """A phase's name; each family lists its own decisions in a subclass in its module.

    The values are what views, saves of the table and golden files show (`str` and
    formatting give the value), so the base never needs to know a family's phases.
    """


class Phase(PhaseName):
    """The phases every game has; the variants' phase tables are keyed by these and their own."""
    DEAL = "deal"          # between deals (never seen by a player)
    PLAY = "play"
    OVER = "over"


# Stack: [face-down card or None, face-up card or None].
Stack = list


@dataclass(eq=False)
class Table:
    """One game's state.  Lists hold ints (cards); dicts in it are never changed in place."""
    positions: int
    options: dict
    dealer: int = 0
    deal_no: int = -1
    over: bool = False
    ended_by: str | None = None  # why it is over: "target", "deals", "match" or "deal_limit"
    draw: list[tuple[int, int]] = field(default_factory=list)  # first-dealer draw: (seat, card)
    sheet: list[dict] = field(default_factory=list)              # one scored row per deal
    # --- the current deal ---
    phase: PhaseName = Phase.DEAL
    turn: int = 0
    hands: list[list[int]] = field(default_factory=list)
    layouts: list[list[Stack]] = field(default_factory=list)
    stock: list[int] = field(default_factory=list)               # the Manni
    discards: list[list[int]] = field(default_factory=list)
    cut_card: int | None = None
    contract: dict | None = None
    trump: int | None = None
    strength: tuple[int, ...] = NORMAL
    trick: list[tuple[int, int]] = field(default_factory=list)  # (position, card)
    win_pos: int = -1
    win_card: int = -1
    leader: int = 0
    last_trick: dict | None = None
    played_tricks: list[dict] = field(default_factory=list)     # this deal's, in order
    tricks: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    tricks_left: int = 0
    uncover: list[tuple[int, int]] = field(default_factory=list)  # stacks to turn up

    def clear_deal(self) -> None:
        """Empty every place of the previous deal; the game-long fields stay."""
        n = self.positions
        self.phase, self.turn = Phase.DEAL, 0
        self.hands = [[] for _ in range(n)]
        self.layouts = [[] for _ in range(n)]
        self.stock = []
        self.discards = [[] for _ in range(n)]
        self.cut_card = self.contract = self.trump = self.last_trick = None
        self.strength = NORMAL
        self.trick, self.played_tricks, self.uncover = [], [], []
        self.win_pos = self.win_card = -1
        self.leader = self.tricks_left = 0
        self.tricks, self.points = [0] * n, [0] * n

    def copy(self) -> Table:
        """An independent copy for search: lists are copied, shared dicts are not.  (Every
        attribute is a field; the dict is copied whole, the fastest way in CPython.)"""
        twin = object.__new__(type(self))
        state = self.__dict__.copy()
        for name, value in state.items():
            if type(value) is list:
                state[name] = _copy_lists(value)
        twin.__dict__ = state
        return twin

    def plain(self, skip: tuple[str, ...] = ()) -> dict[str, Any]:
        """Every field (but those in `skip`) as JSON-able data (views, tests, golden files)."""
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self) if f.name not in skip}

    # --- card play: the inner loop ------------------------------------------------------
    def available(self, pos: int) -> list[int]:
        """Cards `pos` could play: hand plus face-up layout cards."""
        lay = self.layouts[pos]
        if not lay:
            return list(self.hands[pos])
        return self.hands[pos] + [s[1] for s in lay if s[1] is not None]

    def deal_done(self) -> bool:
        """Whether the deal's last trick has been taken (the variant scores it next)."""
        return self.phase == Phase.PLAY and not self.tricks_left and not self.trick

    def start_play(self, leader: int) -> None:
        self.phase = Phase.PLAY
        self.turn = self.leader = leader
        cards = sum(len(self.hands[p]) + sum((s[0] is not None) + (s[1] is not None)
                                             for s in self.layouts[p])
                    for p in range(self.positions))
        self.tricks_left = cards // self.positions

    def play(self, card: int) -> list[dict]:
        """Play `card` for the position to move (assumed legal); events of the play.

        After the deal's last trick `tricks_left` is 0: scoring is the variant's.
        """
        events = self.place(card)
        if len(self.trick) < self.positions:
            return events
        return events + self.take_trick()

    def place(self, card: int) -> list[dict]:
        """Put `card` in the trick; the next position moves unless the trick is now whole
        (then `take_trick` gives it to its winner)."""
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
        if len(trick) < self.positions:
            self.turn = (pos + 1) % self.positions
        return [{"type": "play", "seat": pos, "card": CODE_OF[card]}]

    def take_trick(self) -> list[dict]:
        """The whole trick goes to its winner, who leads next; face-down stacks turn up."""
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
        return events


def _copy_lists(value: list) -> list:
    """Copy nested lists (hands, stacks); anything else inside is shared.  A list with no
    list inside (most of them) is copied in one step."""
    if list not in map(type, value):
        return value[:]
    return [_copy_lists(v) if type(v) is list else v for v in value]


def _plain(value: Any) -> Any:
    if isinstance(value, PhaseName):
        return value.value
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
