"""The Manni family: Manni, Hornafjarðarmanni, Trjámann, Laugavatnsmanni (RULES.md §1-4).

Three players, each with a positive and a negative tally.  The games differ in the deal,
in how the contract is found (fixed rotation, cut card, announcement, Great auction), in
who exchanges with the Manni and in the scoring table; those are the hooks below.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from pydantic import StrictBool, StrictInt

from ..cards import ACE_LOW, CARD_OF, CODE_OF, NORMAL, RANK_OF, SUIT_NAMES, SUIT_OF, SUITS, trump_of
from ..wire import Strict
from .base import Variant, option, register

if TYPE_CHECKING:
    from ..engine import Game

GREAT_KINDS = ("grand", "hearts", "spades", "diamonds", "clubs")
GREAT_RANK = {k: 5 - i for i, k in enumerate(GREAT_KINDS)}  # Grand high, Clubs low (§4)

ACE_LOW_OPTION = option(False, "Ace ranks lowest in Nullo",
                        "In a Nullo deal the ace counts below the two.")


# --- options (RULES.md names every one) ---------------------------------------------

class ManniOptions(Strict):
    under_four_negative: StrictBool = option(
        False, "Minus points under four tricks",
        "A player who takes fewer than four tricks loses a point for each trick short.")
    target: StrictInt = option(12, "Points to win",
                               "The game ends after the deal in which a player reaches this score.",
                               ge=1, le=99)


class HornafjardarmanniOptions(Strict):
    deal_packets: Literal["4-3-3-3", "4-4-4-4"] = option(
        "4-3-3-3", "How the cards are dealt", "The packets the dealer deals in.",
        {"4-3-3-3": "Four to the Manni, then three to each player",
         "4-4-4-4": "Four to each player, the Manni last"})
    end_on: Literal["positive", "net"] = option(
        "positive", "The game ends when", "Which score is compared with the target.",
        {"positive": "a player's plus points reach the target",
         "net": "a player's net score (plus less minus points) reaches the target"})
    target: StrictInt = option(10, "Points to win", "The score that ends the game.", ge=1, le=99)
    contract_by: Literal["cut", "dealer_choice"] = option(
        "cut", "The contract is set by", "What decides Nóló, trump or Grand for each deal.",
        {"cut": "the cut card", "dealer_choice": "the dealer, each kind once (nine deals)"})


class TrjamannOptions(Strict):
    nullo_ace_low: StrictBool = ACE_LOW_OPTION


class LaugavatnsmanniOptions(Strict):
    nullo_ace_low: StrictBool = ACE_LOW_OPTION
    great_target: Literal[14, 15] = option(
        14, "Great contract: tricks to make", "Below this many tricks a Great declarer loses points.",
        {14: "14 tricks", 15: "15 tricks"})
    end_on: Literal["hands", "net"] = option(
        "hands", "The game ends", "When the game is over.",
        {"hands": "after eighteen deals", "net": "when a score reaches 10, or after eighteen deals"})


@dataclass
class ManniState:
    """Game-long tallies and announcements, plus the current deal's decisions."""
    positive: list[int] = field(default_factory=lambda: [0, 0, 0])
    negative: list[int] = field(default_factory=lambda: [0, 0, 0])
    announced: list[list[str]] = field(default_factory=lambda: [[], [], []])
    great_used: list[bool] = field(default_factory=lambda: [False, False, False])
    queue: list[list[int]] = field(default_factory=list)   # [seat, limit] still to decide
    exchanges: list[dict] = field(default_factory=list)     # public: who exchanged how many
    traded: int | None = None
    auction: list[dict] = field(default_factory=list)
    announcer: int | None = None
    high: tuple[int, str] | None = None
    retain_asked: bool = False
    leader: int = 0                                          # leads once exchanges end

    def clear_deal(self) -> None:
        """Forget the previous deal's decisions; the tallies and announcements stay."""
        self.queue, self.exchanges, self.auction = [], [], []
        self.traded = self.announcer = self.high = None
        self.retain_asked, self.leader = False, 0


def pivot(tricks: int, target: int, avoid: bool = False) -> tuple[int, int]:
    """(positive, negative) points: one per trick above/below `target` (reversed to avoid)."""
    diff = target - tricks if avoid else tricks - target
    return (diff, 0) if diff > 0 else (0, -diff)


def _describe(act: dict) -> str:
    t = act["type"]
    if t == "trade":
        return "take the Manni" if act["take"] else "keep your hand"
    if t in ("announce", "great"):
        return f"{'Great ' if t == 'great' else 'announce '}{act['contract']}"
    return t


class ManniFamily(Variant):
    players = positions = 3
    controllers = teams = (0, 1, 2)
    scoring = "tallies"
    deck_size = 52
    draw_strength = NORMAL
    final_above_zero = True  # "the highest above zero wins" (all but basic Manni)

    def new_state(self, g: Game) -> ManniState:
        return ManniState()

    def left(self, g: Game) -> int:
        return (g.dealer + 1) % 3

    def deal_in_fours(self, g: Game, deck: list[int], rounds: int) -> None:
        """Packets of 4 to L, R, D for `rounds` rounds; the rest is the Manni."""
        order = [(g.dealer + k) % 3 for k in (1, 2, 3)]
        for i in range(rounds * 3):
            g.hands[order[i % 3]].extend(deck[4 * i:4 * i + 4])
        g.stock = deck[rounds * 12:]

    def set_contract(self, g: Game, name: str, declarer: int | None, great: bool = False) -> dict:
        """Fix trump and rank order for the deal; returns the public event."""
        nullo = name == "nullo"
        g.trump = trump_of(name)
        g.strength = ACE_LOW if nullo and self.nullo_ace_low(g.options) else NORMAL
        g.contract = {"name": name, "trump": None if g.trump is None else SUITS[g.trump],
                      "nullo": nullo, "great": great, "declarer": declarer}
        return {"type": "contract", **g.contract}

    def nullo_ace_low(self, options: dict) -> bool:
        return bool(options.get("nullo_ace_low"))

    # --- exchange with the Manni (shared by three games) -------------------------------
    def begin_exchange(self, g: Game, queue: list[list[int]], leader: int) -> list[dict]:
        g.vs.queue, g.vs.leader = queue, leader
        g.phase = "exchange"
        g.turn = queue[0][0]
        return []

    def exchange_actions(self, g: Game) -> list[dict]:
        # Up to the player's limit, but never more than the Manni or the hand holds.
        limit = min(g.vs.queue[0][1], len(g.stock), len(g.hands[g.turn]))
        return [{"type": "exchange", "discard": [], "max_discard": limit}]

    def apply_exchange(self, g: Game, act: dict) -> list[dict]:
        pos = g.turn
        cards = [CARD_OF[c] for c in act["discard"]]
        for c in cards:
            g.hands[pos].remove(c)
        g.discards[pos].extend(cards)
        g.hands[pos].extend(g.stock[:len(cards)])
        del g.stock[:len(cards)]
        g.vs.exchanges.append({"seat": pos, "count": len(cards)})
        events = [{"type": "exchange", "seat": pos, "count": len(cards)}]
        g.vs.queue.pop(0)
        if g.vs.queue:
            g.turn = g.vs.queue[0][0]
        else:
            g.start_play(g.vs.leader)
        return events

    # --- phases ----------------------------------------------------------------------
    def phase_actions(self, g: Game) -> list[dict]:
        return self.exchange_actions(g) if g.phase == "exchange" else []

    def apply_phase(self, g: Game, act: dict) -> list[dict]:
        return self.apply_exchange(g, act)

    def refuse(self, g: Game, act: dict) -> str:
        legal = self.phase_actions(g)
        options = ", ".join(_describe(a) for a in legal)
        return f"You cannot {_describe(act)} now; you may: {options}"

    # --- scoring ---------------------------------------------------------------------
    def deal_points(self, g: Game) -> list[tuple[int, int]]:
        raise NotImplementedError

    def ends(self, g: Game) -> bool:
        raise NotImplementedError

    def score_deal(self, g: Game) -> list[dict]:
        vs = g.vs
        points = self.deal_points(g)
        for p, (plus, minus) in enumerate(points):
            vs.positive[p] += plus
            vs.negative[p] += minus
        net = [vs.positive[p] - vs.negative[p] for p in range(3)]
        row = {"deal": g.deal_no, "dealer": g.dealer, "contract": g.contract,
               "tricks": list(g.tricks), "positive": [a for a, _ in points],
               "negative": [b for _, b in points], "totals": net}
        g.sheet.append(row)
        g.over = self.ends(g)
        return [{"type": "deal_end", **row}]

    def result(self, g: Game) -> dict:
        net = [g.vs.positive[p] - g.vs.negative[p] for p in range(3)]
        best = max(net)
        won = best > 0 or not self.final_above_zero
        return {"scores": net, "winners": [p for p in range(3) if net[p] == best] if won else []}

    def view_extra(self, g: Game, seat: int) -> dict:
        vs = g.vs
        return {"manni_count": len(g.stock), "positive": list(vs.positive),
                "negative": list(vs.negative), "announced": [list(a) for a in vs.announced],
                "great_used": list(vs.great_used), "auction": list(vs.auction),
                "exchanges": list(vs.exchanges), "traded": vs.traded}


@register
class Manni(ManniFamily):
    id = "manni"
    title = "Manni"
    summary = "Three players, trump turns with every deal; trade your hand for the Manni."
    deck_size = 48
    hand_size = 12
    Options = ManniOptions
    option_sets = ({}, {"under_four_negative": True, "target": 6})
    final_above_zero = False

    def start_deal(self, g: Game, deck: list[int], cut: int | None) -> list[dict]:
        g.vs.clear_deal()
        self.deal_in_fours(g, deck, 3)
        # Trump cycles hearts, spades, diamonds, clubs (§1).
        events = [self.set_contract(g, ("hearts", "spades", "diamonds", "clubs")[g.deal_no % 4], None)]
        g.vs.queue = [[(g.dealer + k) % 3, 0] for k in (1, 2, 3)]
        g.phase = "trade"
        g.turn = g.vs.queue[0][0]
        return events

    def phase_actions(self, g: Game) -> list[dict]:
        return [{"type": "trade", "take": True}, {"type": "trade", "take": False}]

    def apply_phase(self, g: Game, act: dict) -> list[dict]:
        pos = g.turn
        events = [{"type": "trade", "seat": pos, "take": act["take"]}]
        g.vs.queue.pop(0)
        if act["take"]:
            g.discards[pos] = g.hands[pos]
            g.hands[pos], g.stock = g.stock, []
            g.vs.traded = pos
            g.vs.queue = []
        if g.vs.queue:
            g.turn = g.vs.queue[0][0]
        else:
            g.start_play(self.left(g))
        return events

    def deal_points(self, g: Game) -> list[tuple[int, int]]:
        negative = g.options["under_four_negative"]
        out = []
        for t in g.tricks:
            plus, minus = pivot(t, 4)
            out.append((plus, minus if negative else 0))
        return out

    def ends(self, g: Game) -> bool:
        vs = g.vs
        return any(vs.positive[p] - vs.negative[p] >= g.options["target"] for p in range(3))


def cut_contract(card: int) -> str:
    """Hornafjarðarmanni: 2-5 Nóló, 6-9 trump in its suit, T-A Grand (§2)."""
    rank = RANK_OF[card]
    if rank <= 3:
        return "nullo"
    if rank <= 7:
        return SUIT_NAMES[SUIT_OF[card]]
    return "grand"


def contract_kind(name: str) -> str:
    return name if name in ("grand", "nullo") else "trump"


@register
class Hornafjardarmanni(ManniFamily):
    id = "hornafjardarmanni"
    title = "Hornafjarðarmanni"
    summary = "The cut card sets Nóló, trump or Grand; exchange with a Manni of sixteen."
    Options = HornafjardarmanniOptions
    option_sets = ({}, {"deal_packets": "4-4-4-4", "end_on": "net", "target": 5},
                   {"contract_by": "dealer_choice"})
    hand_size = 12
    declarer_target = 4  # dealer's choice: the declarer's pivot is four like everyone's
    cut_range = (4, 48)

    def nullo_ace_low(self, options: dict) -> bool:
        return True  # in Nóló the ace is always lowest (§2)

    def start_deal(self, g: Game, deck: list[int], cut: int | None) -> list[dict]:
        assert cut is not None
        g.vs.clear_deal()
        d = deck[cut:] + deck[:cut]  # the upper part goes under; the cut card is last
        L, R, D = ((g.dealer + k) % 3 for k in (1, 2, 3))
        if g.options["deal_packets"] == "4-3-3-3":
            for r in range(4):
                e = d[13 * r:13 * r + 13]
                g.stock += e[0:4]
                g.hands[L] += e[4:7]
                g.hands[R] += e[7:10]
                g.hands[D] += e[10:13]
        else:
            self.deal_in_fours(g, d, 3)
        if g.options["contract_by"] == "dealer_choice":
            g.phase, g.turn = "announce", D
            return []
        g.cut_card = deck[cut - 1]
        name = cut_contract(g.cut_card)
        events = [{"type": "cut", "seat": R, "card": CODE_OF[g.cut_card], "contract": name},
                  self.set_contract(g, name, None)]
        return events + self.start_exchange(g)

    def start_exchange(self, g: Game) -> list[dict]:
        L, R, D = ((g.dealer + k) % 3 for k in (1, 2, 3))
        return self.begin_exchange(g, [[L, 7], [R, 5], [D, 16]], L)

    def kinds_left(self, g: Game) -> list[str]:
        """Dealer's choice: each dealer plays Grand, trump and Nóló once each."""
        done = g.vs.announced[g.dealer]
        return [k for k in ("grand", "trump", "nullo") if k not in done]

    def phase_actions(self, g: Game) -> list[dict]:
        if g.phase != "announce":
            return self.exchange_actions(g)
        out = []
        for kind in self.kinds_left(g):
            names = SUIT_NAMES if kind == "trump" else (kind,)
            out += [{"type": "announce", "contract": n} for n in names]
        return out

    def apply_phase(self, g: Game, act: dict) -> list[dict]:
        if g.phase != "announce":
            return self.apply_exchange(g, act)
        name = act["contract"]
        g.vs.announced[g.dealer].append(contract_kind(name))
        events = [{"type": "announce", "seat": g.dealer, "contract": name},
                  self.set_contract(g, name, g.dealer)]
        return events + self.start_exchange(g)

    def refuse(self, g: Game, act: dict) -> str:
        if g.phase == "announce" and act["type"] == "announce":
            return f"You have already chosen {contract_kind(act['contract'])} as dealer in this game"
        return super().refuse(g, act)

    def deal_points(self, g: Game) -> list[tuple[int, int]]:
        return [pivot(t, 4, g.contract["nullo"]) for t in g.tricks]

    def ends(self, g: Game) -> bool:
        if g.options["contract_by"] == "dealer_choice":
            return g.deal_no + 1 >= 9
        vs, target = g.vs, g.options["target"]
        if g.options["end_on"] == "positive":
            return max(vs.positive) >= target
        return any(vs.positive[p] - vs.negative[p] >= target for p in range(3))


class AnnouncingGame(ManniFamily):
    """Trjámann and Laugavatnsmanni: 16 cards each, the player left of the dealer announces."""
    kinds: tuple[str, ...]
    deals: int
    hand_size = 16
    declarer_target = 8

    def start_deal(self, g: Game, deck: list[int], cut: int | None) -> list[dict]:
        g.vs.clear_deal()
        self.deal_in_fours(g, deck, 4)
        g.vs.announcer = self.left(g)
        g.phase, g.turn = "announce", g.vs.announcer
        return []

    def kind_of(self, contract: str) -> str:
        return self.contract_kinds.get(contract, contract)

    def announce_actions(self, g: Game) -> list[dict]:
        done = g.vs.announced[g.turn]
        return [{"type": "announce", "contract": c} for c in
                ("grand", "nullo", "spades", "hearts", "diamonds", "clubs")
                if self.kind_of(c) in self.kinds and self.kind_of(c) not in done]

    def declare(self, g: Game, declarer: int, name: str, great: bool) -> list[dict]:
        events = [self.set_contract(g, name, declarer, great)]
        return events + self.begin_exchange(g, [[declarer, 4]], declarer)

    def phase_actions(self, g: Game) -> list[dict]:
        return self.announce_actions(g) if g.phase == "announce" else self.exchange_actions(g)

    def apply_phase(self, g: Game, act: dict) -> list[dict]:
        if g.phase != "announce":
            return self.apply_exchange(g, act)
        g.vs.announced[g.turn].append(self.kind_of(act["contract"]))
        g.vs.auction.append({"seat": g.turn, "call": "announce", "contract": act["contract"]})
        events = [{"type": "announce", "seat": g.turn, "contract": act["contract"]}]
        return events + self.after_announce(g, act["contract"])

    def after_announce(self, g: Game, name: str) -> list[dict]:
        return self.declare(g, g.turn, name, False)

    def refuse(self, g: Game, act: dict) -> str:
        if g.phase == "announce" and act["type"] == "announce":
            return f"You have already announced {self.kind_of(act['contract'])} in this game"
        return super().refuse(g, act)

    def declarer_points(self, g: Game, tricks: int) -> tuple[int, int]:
        return pivot(tricks, 4 if g.contract["nullo"] else 8, g.contract["nullo"])

    def opponent_points(self, g: Game, tricks: int) -> tuple[int, int]:
        return pivot(tricks, 6 if g.contract["nullo"] else 4, g.contract["nullo"])

    def deal_points(self, g: Game) -> list[tuple[int, int]]:
        d = g.contract["declarer"]
        return [self.declarer_points(g, t) if p == d else self.opponent_points(g, t)
                for p, t in enumerate(g.tricks)]

    def ends(self, g: Game) -> bool:
        return g.deal_no + 1 >= self.deals


@register
class Trjamann(AnnouncingGame):
    id = "trjamann"
    title = "Trjámann"
    summary = "Twelve deals; announce Grand, Spades, another suit and Nullo once each."
    Options = TrjamannOptions
    option_sets = ({}, {"nullo_ace_low": True})
    kinds = ("grand", "spades", "other", "nullo")
    contract_kinds = {"hearts": "other", "diamonds": "other", "clubs": "other"}
    deals = 12



@register
class Laugavatnsmanni(AnnouncingGame):
    id = "laugavatnsmanni"
    title = "Laugavatnsmanni"
    summary = "Eighteen deals of six contracts each, with Great overcalls and retaining."
    Options = LaugavatnsmanniOptions
    option_sets = ({}, {"nullo_ace_low": True, "great_target": 15}, {"end_on": "net"})
    kinds = ("nullo", "grand", "spades", "hearts", "diamonds", "clubs")
    deals = 18

    # --- the Great auction (§4) ---------------------------------------------------------
    def after_announce(self, g: Game, name: str) -> list[dict]:
        if name == "nullo":
            return self.declare(g, g.turn, name, False)
        g.vs.queue = [[(g.dealer + 2) % 3, 0], [g.dealer, 0]]  # B, then the dealer
        return self.next_bidder(g)

    def great_options(self, g: Game, p: int) -> list[str]:
        vs = g.vs
        if vs.great_used[p]:
            return []
        if p == vs.announcer:  # retaining: the kind just announced still counts as free
            used = set(vs.announced[p][:-1])
            return [k for k in GREAT_KINDS if k not in used]
        floor = GREAT_RANK[vs.high[1]] if vs.high else 0
        return [k for k in GREAT_KINDS if k not in vs.announced[p] and GREAT_RANK[k] > floor]

    def next_bidder(self, g: Game) -> list[dict]:
        """Ask the next player who has a Great call to make; skip those who have none."""
        vs = g.vs
        while True:
            while vs.queue and not self.great_options(g, vs.queue[0][0]):
                vs.queue.pop(0)
            if vs.queue:
                g.phase, g.turn = "great", vs.queue[0][0]
                return []
            if vs.high is not None and not vs.retain_asked:
                vs.retain_asked = True
                vs.queue = [[vs.announcer, 0]]
                continue
            if vs.high is not None:
                return self.declare(g, vs.high[0], vs.high[1], True)
            return self.declare(g, vs.announcer, vs.auction[0]["contract"], False)

    def phase_actions(self, g: Game) -> list[dict]:
        if g.phase != "great":
            return super().phase_actions(g)
        calls = [{"type": "great", "contract": k} for k in self.great_options(g, g.turn)]
        return calls + [{"type": "pass"}]

    def apply_phase(self, g: Game, act: dict) -> list[dict]:
        if g.phase != "great":
            return super().apply_phase(g, act)
        vs, p = g.vs, g.turn
        vs.queue.pop(0)
        if act["type"] == "pass":
            vs.auction.append({"seat": p, "call": "pass", "contract": None})
            return [{"type": "pass", "seat": p}] + self.next_bidder(g)
        vs.great_used[p] = True
        vs.high = (p, act["contract"])
        vs.auction.append({"seat": p, "call": "great", "contract": act["contract"]})
        events = [{"type": "great", "seat": p, "contract": act["contract"]}]
        if p == vs.announcer:  # retaining ends the auction
            return events + self.declare(g, p, act["contract"], True)
        return events + self.next_bidder(g)

    def refuse(self, g: Game, act: dict) -> str:
        if g.phase == "great" and act["type"] == "great":
            vs, k = g.vs, act["contract"]
            if vs.great_used[g.turn]:
                return "You have already made your one Great call of this game"
            if g.turn != vs.announcer and k in vs.announced[g.turn]:
                return f"You have already announced {k}, so you cannot call Great {k}"
            if vs.high and g.turn != vs.announcer:
                return f"To overcall Great {vs.high[1]} you must name a higher kind"
            return f"You have already announced {k} before this deal"
        return super().refuse(g, act)

    def declarer_points(self, g: Game, tricks: int) -> tuple[int, int]:
        if not g.contract["great"]:
            return super().declarer_points(g, tricks)
        if tricks == 16:
            return (8, 0)
        if tricks == 15:
            return (4, 0)
        return pivot(tricks, g.options["great_target"])

    def opponent_points(self, g: Game, tricks: int) -> tuple[int, int]:
        if not g.contract["great"]:
            return super().opponent_points(g, tricks)
        declarer_tricks = g.tricks[g.contract["declarer"]]
        if declarer_tricks == 16:
            return (0, 4)
        if declarer_tricks == 15:
            return (0, 2)
        return pivot(tricks, 1)

    def ends(self, g: Game) -> bool:
        if g.options["end_on"] == "net":
            vs = g.vs
            if any(vs.positive[p] - vs.negative[p] >= 10 for p in range(3)):
                return True
        return super().ends(g)
