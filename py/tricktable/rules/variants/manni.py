"""The Manni family: Manni, Hornafjarðarmanni, Trjámann, Laugavatnsmanni (RULES.md §1-4).

Three players, each with a positive and a negative tally.  The games differ in the deal,
in how the contract is found (fixed rotation, cut card, announcement, Great auction), in
who exchanges with the Manni and in the scoring table; those are the hooks and phase
tables below.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Literal

from ..cards import ACE_LOW, CARD_OF, CODE_OF, NORMAL, RANK_OF, SUIT_NAMES, SUIT_OF, SUITS, card_name, trump_of
from ..errors import IllegalAction, Reason, shown
from ..records import EXACT, Record
from ..table import PhaseName, Table
from ..wire import Card, Pass
from .base import PhaseRule, Say, Variant, contract_word, option, register, say

GREAT_KINDS = ("grand", "hearts", "spades", "diamonds", "clubs")
GREAT_RANK = {k: 5 - i for i, k in enumerate(GREAT_KINDS)}  # Grand high, Clubs low (§4)

ACE_LOW_OPTION = option(False, "Ace ranks lowest in Nullo",
                        "In a Nullo deal the ace counts below the two.")


class ManniPhase(PhaseName):
    """The family's decisions before play."""
    TRADE = "trade"        # Manni: take the Manni or keep the hand
    EXCHANGE = "exchange"  # discard and draw from the Manni
    ANNOUNCE = "announce"  # name the contract
    GREAT = "great"        # Laugavatnsmanni: overcall or retain with a Great contract


# --- actions (checked at the boundary; see wire.py) -----------------------------------

Contract = Literal["grand", "nullo", "spades", "hearts", "diamonds", "clubs"]
GreatContract = Literal["grand", "spades", "hearts", "diamonds", "clubs"]


class Trade(Record):
    type: Literal["trade"]
    take: bool


class Exchange(Record):
    type: Literal["exchange"]
    discard: list[Card]
    # Legal-action entries carry their limit; when an action repeats it, it must match.
    max_discard: int | None = None
    hints: ClassVar[tuple[str, ...]] = ("max_discard",)  # not part of the saved action


class Announce(Record):
    type: Literal["announce"]
    contract: Contract


class Great(Record):
    type: Literal["great"]
    contract: GreatContract


REASONS = {
    "discard_limit": Reason(("limit", "chosen"), "too many cards chosen to discard"),
    "same_card_twice": Reason((), "the same card was chosen twice"),
    "discard_not_held": Reason(("card",), "a card to discard is not in the hand"),
    "kind_used_as_dealer": Reason(("kind",), "the dealer has already chosen this kind of contract"),
    "kind_announced": Reason(("kind",), "the player has already announced this kind"),
    "great_used": Reason((), "the player has already made the one Great call of the game"),
    "great_kind_announced": Reason(("kind",), "no Great call in a kind already announced"),
    "great_not_higher": Reason(("high",), "an overcall must name a higher kind"),
}


# --- options (RULES.md names every one) ---------------------------------------------

class ManniOptions(Record):
    under_four_negative: bool = option(
        False, "Minus points under four tricks",
        "A player who takes fewer than four tricks loses a point for each trick short.")
    target: int = option(12, "Points to win",
                         "The game ends after the deal in which a player reaches this score.",
                         ge=1, le=99)


class HornafjardarmanniOptions(Record):
    deal_packets: Literal["4-3-3-3", "4-4-4-4"] = option(
        "4-3-3-3", "How the cards are dealt", "The packets the dealer deals in.",
        {"4-3-3-3": "Four to the Manni, then three to each player",
         "4-4-4-4": "Four to each player, the Manni last"})
    end_on: Literal["positive", "net"] = option(
        "positive", "The game ends when", "Which score is compared with the target.",
        {"positive": "a player's plus points reach the target",
         "net": "a player's net score (plus less minus points) reaches the target"})
    target: int = option(10, "Points to win", "The score that ends the game.", ge=1, le=99)
    contract_by: Literal["cut", "dealer_choice"] = option(
        "cut", "The contract is set by", "What decides Nóló, trump or Grand for each deal.",
        {"cut": "the cut card", "dealer_choice": "the dealer, each kind once (nine deals)"})


class TrjamannOptions(Record):
    nullo_ace_low: bool = ACE_LOW_OPTION


# Laugavatnsmanni's `end_on: "net"`: the net score that ends the game (RULES.md, source 001).
NET_TARGET = 10


class LaugavatnsmanniOptions(Record):
    nullo_ace_low: bool = ACE_LOW_OPTION
    great_target: Annotated[Literal[14, 15], EXACT] = option(
        14, "Great contract: tricks to make", "Below this many tricks a Great declarer loses points.",
        {14: "14 tricks", 15: "15 tricks"})
    end_on: Literal["hands", "net"] = option(
        "hands", "The game ends", "When the game is over.",
        {"hands": "after eighteen deals", "net": "when a score reaches 10, or after eighteen deals"})


@dataclass(eq=False)
class ManniTable(Table):
    """The table plus game-long tallies and announcements and this deal's decisions."""
    positive: list[int] = field(default_factory=list)
    negative: list[int] = field(default_factory=list)
    announced: list[list[str]] = field(default_factory=list)
    great_used: list[bool] = field(default_factory=list)
    queue: list[list[int]] = field(default_factory=list)   # [seat, limit] still to decide
    exchanges: list[dict] = field(default_factory=list)     # public: who exchanged how many
    traded: int | None = None
    auction: list[dict] = field(default_factory=list)
    announcer: int | None = None
    high: tuple[int, str] | None = None
    retain_asked: bool = False
    exchange_leader: int = 0                                 # leads once exchanges end

    def clear_deal(self) -> None:
        """Forget the previous deal's cards and decisions; tallies and announcements stay."""
        super().clear_deal()
        self.queue, self.exchanges, self.auction = [], [], []
        self.traded = self.announcer = self.high = None
        self.retain_asked, self.exchange_leader = False, 0


def pivot(tricks: int, target: int, avoid: bool = False) -> tuple[int, int]:
    """(positive, negative) points: one per trick above/below `target` (reversed to avoid)."""
    diff = target - tricks if avoid else tricks - target
    return (diff, 0) if diff > 0 else (0, -diff)


def contract_of(t: ManniTable) -> dict:
    """The deal's contract, which every Manni game sets before play (scoring reads it)."""
    assert t.contract is not None, "no contract yet"
    return t.contract


def _describe(act: dict) -> str:
    t = act["type"]
    if t == "trade":
        return "take the Manni" if act["take"] else "keep your hand"
    if t in ("announce", "great"):
        return f"{'Great ' if t == 'great' else 'announce '}{act['contract']}"
    return t


class ManniFamily(Variant[ManniTable]):
    players = positions = 3
    controllers = teams = (0, 1, 2)
    scoring = "tallies"
    deck_size = 52
    draw_strength = NORMAL
    reasons = REASONS

    def new_table(self, options: dict) -> ManniTable:
        n = self.players
        return ManniTable(positions=n, options=options, positive=[0] * n, negative=[0] * n,
                          announced=[[] for _ in range(n)], great_used=[False] * n)

    def seat_after(self, t: ManniTable, k: int) -> int:
        """The seat k places to the dealer's left (k = players: the dealer)."""
        return (t.dealer + k) % self.players

    def deal_in_fours(self, t: ManniTable, deck: list[int], rounds: int) -> None:
        """Packets of 4 to each player from the dealer's left for `rounds` rounds; the rest is the Manni."""
        n = self.players
        order = [self.seat_after(t, k) for k in range(1, n + 1)]
        for i in range(rounds * n):
            t.hands[order[i % n]].extend(deck[4 * i:4 * i + 4])
        t.stock = deck[rounds * 4 * n:]

    def set_contract(self, t: ManniTable, name: str, declarer: int | None, great: bool = False) -> dict:
        """Fix trump and rank order for the deal; returns the public event."""
        nullo = name == "nullo"
        t.trump = trump_of(name)
        t.strength = ACE_LOW if nullo and self.nullo_ace_low(t.options) else NORMAL
        t.contract = {"name": name, "trump": None if t.trump is None else SUITS[t.trump],
                      "nullo": nullo, "great": great, "declarer": declarer}
        return {"type": "contract", **t.contract}

    def nullo_ace_low(self, options: dict) -> bool:
        return bool(options.get("nullo_ace_low"))

    # --- the exchange with the Manni (shared by three games) ----------------------------
    def begin_exchange(self, t: ManniTable, queue: list[list[int]], leader: int) -> list[dict]:
        t.queue, t.exchange_leader = queue, leader
        t.phase = ManniPhase.EXCHANGE
        t.turn = queue[0][0]
        return []

    def exchange_offers(self, t: ManniTable) -> list[dict]:
        # Up to the player's limit, but never more than the Manni or the hand holds.
        limit = min(t.queue[0][1], len(t.stock), len(t.hands[t.turn]))
        return [{"type": "exchange", "discard": [], "max_discard": limit}]

    def check_exchange(self, t: ManniTable, act: dict, given: Any) -> None:
        """Up to the limit on offer (repeated right, if at all), distinct cards from the hand."""
        if act["type"] != "exchange":
            raise self.refuse(t, act)
        limit = self.exchange_offers(t)[0]["max_discard"]
        discard, hint = act["discard"], given.max_discard
        if hint is not None and hint != limit:
            raise IllegalAction(f"You may discard at most {limit} cards, not {shown(hint)}",
                                "discard_limit", limit=limit, chosen=len(discard))
        if len(discard) > limit:
            raise IllegalAction(f"You may discard at most {limit} cards; you chose {len(discard)}",
                                "discard_limit", limit=limit, chosen=len(discard))
        if len(set(discard)) != len(discard):
            raise IllegalAction("You chose the same card twice", "same_card_twice")
        hand = t.hands[t.turn]
        for code in discard:
            if CARD_OF[code] not in hand:
                raise IllegalAction(f"You do not hold the {card_name(CARD_OF[code])}",
                                    "discard_not_held", card=code)

    def apply_exchange(self, t: ManniTable, act: dict) -> list[dict]:
        pos = t.turn
        cards = [CARD_OF[c] for c in act["discard"]]
        for c in cards:
            t.hands[pos].remove(c)
        t.discards[pos].extend(cards)
        t.hands[pos].extend(t.stock[:len(cards)])
        del t.stock[:len(cards)]
        t.exchanges.append({"seat": pos, "count": len(cards)})
        events = [{"type": "exchange", "seat": pos, "count": len(cards)}]
        t.queue.pop(0)
        if t.queue:
            t.turn = t.queue[0][0]
        else:
            t.start_play(t.exchange_leader)
        return events

    def refuse(self, t: ManniTable, act: dict) -> IllegalAction:
        """Name what may be done instead (the phase's own offers)."""
        offers = self.phases[t.phase].offers(self, t)
        return IllegalAction(f"You cannot {_describe(act)} now; you may: "
                             f"{', '.join(_describe(a) for a in offers)}",
                             "not_now", action=act, offers=offers)

    phases = {**Variant.phases,
              ManniPhase.EXCHANGE: PhaseRule("exchange_offers", "apply_exchange", "refuse",
                                             "check_exchange")}

    # --- scoring ---------------------------------------------------------------------
    def deal_points(self, t: ManniTable) -> list[tuple[int, int]]:
        raise NotImplementedError

    def ends(self, t: ManniTable) -> str | None:
        """Why the game ends after this deal ("target" or "deals"), or None."""
        raise NotImplementedError

    def net(self, t: ManniTable) -> list[int]:
        return [a - b for a, b in zip(t.positive, t.negative)]

    def standing(self, t: ManniTable) -> list[int]:
        return self.net(t)

    def score_deal(self, t: ManniTable) -> list[dict]:
        points = self.deal_points(t)
        for p, (plus, minus) in enumerate(points):
            t.positive[p] += plus
            t.negative[p] += minus
        row = {"deal": t.deal_no, "dealer": t.dealer, "contract": t.contract,
               "tricks": list(t.tricks), "positive": [a for a, _ in points],
               "negative": [b for _, b in points], "totals": self.net(t)}
        t.sheet.append(row)
        t.ended_by = self.ends(t)
        t.over = t.ended_by is not None
        return [{"type": "deal_end", **row}]

    def contract_made(self, row: dict) -> bool | None:
        """Made: the declarer took no minus points in the deal (§2-4: enough tricks, or
        few enough in Nullo)."""
        declarer = row["contract"]["declarer"] if row["contract"] else None
        return None if declarer is None else row["negative"][declarer] == 0

    def result(self, t: ManniTable) -> dict:
        net = self.net(t)
        best = max(net)
        won = best > 0 or not self.final_above_zero
        return {"scores": net, "winners": [p for p, s in enumerate(net) if s == best] if won else [],
                "reason": t.ended_by}

    def view_extra(self, t: ManniTable, seat: int) -> dict:
        return {"manni_count": len(t.stock), "positive": list(t.positive),
                "negative": list(t.negative), "announced": [list(a) for a in t.announced],
                "great_used": list(t.great_used), "auction": list(t.auction),
                "exchanges": list(t.exchanges), "traded": t.traded}

    # --- words (web/locales/*/table.ftl) --------------------------------------------------
    aloud = Variant.aloud | {"cut", "announce", "great"}

    def say_choice(self, t: ManniTable, act: dict) -> dict:
        kind = act["type"]
        if kind == "trade":
            return ({"label": say("act-take"), "help": say("help-take", n=len(t.stock))} if act["take"]
                    else {"label": say("act-keep"), "help": say("help-keep")})
        if kind == "announce":
            name = act["contract"]
            return {"label": say("act-announce", kind=self.contract_kinds.get(name, "none"), name=name),
                    "help": say("help-announce", name=name, need=self.announce_target(name),
                                kind=self.announce_kind(name))}
        if kind == "exchange" and "max_discard" in act:  # choose up to k cards of the hand
            return {"label": say("act-keep"), "help": say("help-exchange-none"),
                    "pick": {"field": "discard", "max": act["max_discard"],
                             "label": say("exchange-n"), "help": say("help-exchange")}}
        if kind == "exchange":
            return {"label": say("act-exchange", cards=act["discard"]) if act["discard"] else say("act-keep"),
                    "help": None}
        return super().say_choice(t, act)

    def announce_kind(self, name: str) -> str:
        """What an announcement of `name` uses up, for its help: "other" or "trump" when
        one announcement stands for several suits (Trjámann's other suit, §3; the
        Hornafjarðarmanni dealer's one trump contract, §2), else "none" (it alone)."""
        return self.contract_kinds.get(name, "none")

    def announce_target(self, name: str) -> int:
        """Tricks the declarer of `name` needs, 0 when none: Nullo scores around a pivot, so
        telling its declarer to reach the game's target would state a wrong rule."""
        return 0 if name == "nullo" else self.declarer_target or 0

    def say_prompt(self, t: ManniTable, seat: int) -> Say:
        if t.phase == ManniPhase.EXCHANGE:
            return say("prompt-exchange", max=self.exchange_offers(t)[0]["max_discard"])
        if t.phase in (ManniPhase.TRADE, ManniPhase.ANNOUNCE, ManniPhase.GREAT):
            return say(f"prompt-{t.phase.value}")
        return super().say_prompt(t, seat)

    def say_event(self, e: dict) -> Say | None:
        kind = e["type"]
        if kind == "trade":
            return say("n-take" if e["take"] else "n-keep", seat=e["seat"])
        if kind in ("announce", "great"):
            return say(f"n-{kind}", seat=e["seat"], name=e["contract"])
        if kind == "pass":
            return say("n-pass", seat=e["seat"])
        if kind == "exchange":
            return say("n-exchange", seat=e["seat"], n=e["count"])
        if kind == "cut":
            return say("n-cut", card=e["card"], name=e["contract"])
        return super().say_event(e)

    def say_headline(self, row: dict) -> Say:
        changes = [say("tally", seat=p, change=[plus, minus])
                   for p, (plus, minus) in enumerate(zip(row["positive"], row["negative"])) if plus or minus]
        return say("headline-tallies", changes=changes) if changes else say("headline-none")

    def say_call(self, c: dict) -> Say:
        what = {"announce": say("contract-name", name=c["contract"]),
                "great": say("great-contract", name=c["contract"])}.get(c["call"], say("call-pass"))
        return say("call-line", seat=c["seat"], what=what)

    def say_calls(self, t: ManniTable) -> list[Say]:
        return [self.say_call(c) for c in t.auction]

    def say_standing(self, t: ManniTable) -> Say | None:
        calls = [c for c in t.auction if c["call"] in ("announce", "great")]
        return say("standing", call=self.say_call(calls[-1])) if calls and t.contract is None else None

    def shown_target(self, t: ManniTable) -> int | None:
        return t.options.get("target")

    def say_facts(self, t: ManniTable) -> list[dict]:
        used = any(t.announced) or any(t.great_used)
        facts = [{"say": say("manni-count", n=len(t.stock))} if t.stock else None,
                 {"say": say("cut-card"), "cards": [CODE_OF[t.cut_card]]} if t.cut_card is not None else None,
                 *super().say_facts(t),
                 {"say": say("used-title"), "items": [self.say_used(t, p) for p in range(self.players)],
                  "as": "list"} if used else None]
        return [f for f in facts if f]

    def say_used(self, t: ManniTable, seat: int) -> Say:
        """The contracts `seat` has announced this game (each once a game), and a great one."""
        used = t.announced[seat]
        return say("used-line", seat=seat, n=len(used), contracts=[contract_word(k) for k in used],
                   great=bool(t.great_used[seat]))

    def say_own_badges(self, t: ManniTable, pos: int) -> list[Say]:
        return [say("badge-traded")] if t.traded == pos else []

    def tallies(self, t: ManniTable) -> list[tuple[int, int]] | None:
        return list(zip(t.positive, t.negative, strict=True))

    def say_change(self, row: dict, side: int) -> Say:
        return say("cell-change", change=[row["positive"][side], row["negative"][side]])

    def result_columns(self, row: dict, t: ManniTable) -> list[tuple[Say, list[Say | int]]]:
        sides = range(len(row["totals"]))
        return [(say("result-tricks"), [row["tricks"][s] for s in sides]),
                (say("result-change"), [self.say_change(row, s) for s in sides]),
                (say("result-positive"), [t.positive[s] for s in sides]),  # the tallies with this deal's
                (say("result-negative"), [t.negative[s] for s in sides]),
                (say("result-totals"), [row["totals"][s] for s in sides])]


@register
class Manni(ManniFamily):
    id = "manni"
    deal_pace, deal_spread = 1.9, 1.8  # scripts/game_pace.py
    title = "Manni"
    summary = "Three players, trump turns with every deal; trade your hand for the Manni."
    deck_size = 48
    hand_size = 12
    Options = ManniOptions
    option_sets = ({}, {"under_four_negative": True, "target": 6})
    actions = (Trade,)
    final_above_zero = False

    def say_facts(self, t: ManniTable) -> list[dict]:
        """First the trump's two, face up: the deck has no twos, and at the table a two of the
        trump suit lies face up to show it (§1)."""
        shown = [{"say": say("trump-card"), "cards": ["2" + "SHDC"[t.trump]]}] if t.trump is not None else []
        return shown + super().say_facts(t)

    def start_deal(self, t: ManniTable, deck: list[int], cut: int | None) -> list[dict]:
        self.deal_in_fours(t, deck, self.hand_size // 4)
        # Trump cycles hearts, spades, diamonds, clubs (§1).
        events = [self.set_contract(t, ("hearts", "spades", "diamonds", "clubs")[t.deal_no % 4], None)]
        t.queue = [[self.seat_after(t, k), 0] for k in range(1, self.players + 1)]
        t.phase = ManniPhase.TRADE
        t.turn = t.queue[0][0]
        return events

    def trade_offers(self, t: ManniTable) -> list[dict]:
        return [{"type": "trade", "take": True}, {"type": "trade", "take": False}]

    def apply_trade(self, t: ManniTable, act: dict) -> list[dict]:
        pos = t.turn
        events = [{"type": "trade", "seat": pos, "take": act["take"]}]
        t.queue.pop(0)
        if act["take"]:
            t.discards[pos] = t.hands[pos]
            t.hands[pos], t.stock = t.stock, []
            t.traded = pos
            t.queue = []
        if t.queue:
            t.turn = t.queue[0][0]
        else:
            t.start_play(self.seat_after(t, 1))
        return events

    phases = {**Variant.phases, ManniPhase.TRADE: PhaseRule("trade_offers", "apply_trade", "refuse")}

    def deal_points(self, t: ManniTable) -> list[tuple[int, int]]:
        negative = t.options["under_four_negative"]
        out = []
        for tricks in t.tricks:
            plus, minus = pivot(tricks, 4)
            out.append((plus, minus if negative else 0))
        return out

    def ends(self, t: ManniTable) -> str | None:
        return "target" if max(self.net(t)) >= t.options["target"] else None

    def race(self, t: ManniTable) -> list[int] | None:
        return self.net(t)


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
    deal_pace, deal_spread = 2.4, 4.1  # scripts/game_pace.py
    title = "Hornafjarðarmanni"
    summary = "The cut card sets Nóló, trump or Grand; exchange with a Manni of sixteen."
    Options = HornafjardarmanniOptions
    option_sets = ({}, {"deal_packets": "4-4-4-4", "end_on": "net", "target": 5},
                   {"contract_by": "dealer_choice"})
    hand_size = 12
    declarer_target = 4  # dealer's choice: the declarer's pivot is four like everyone's
    cut_range = (4, 48)
    actions = (Exchange, Announce)

    def nullo_ace_low(self, options: dict) -> bool:
        return True  # in Nóló the ace is always lowest (§2)

    def start_deal(self, t: ManniTable, deck: list[int], cut: int | None) -> list[dict]:
        assert cut is not None
        d = deck[cut:] + deck[:cut]  # the upper part goes under; the cut card is last
        L, R, D = (self.seat_after(t, k) for k in (1, 2, 3))
        if t.options["deal_packets"] == "4-3-3-3":
            for r in range(4):
                e = d[13 * r:13 * r + 13]
                t.stock += e[0:4]
                t.hands[L] += e[4:7]
                t.hands[R] += e[7:10]
                t.hands[D] += e[10:13]
        else:
            self.deal_in_fours(t, d, 3)
        if t.options["contract_by"] == "dealer_choice":
            t.phase, t.turn = ManniPhase.ANNOUNCE, D
            return []
        t.cut_card = deck[cut - 1]
        name = cut_contract(t.cut_card)
        events = [{"type": "cut", "seat": R, "card": CODE_OF[t.cut_card], "contract": name},
                  self.set_contract(t, name, None)]
        return events + self.start_exchange(t)

    def start_exchange(self, t: ManniTable) -> list[dict]:
        L, R, D = (self.seat_after(t, k) for k in (1, 2, 3))
        return self.begin_exchange(t, [[L, 7], [R, 5], [D, 16]], L)

    def announce_kind(self, name: str) -> str:
        """Dealer's choice: one trump contract a game covers all four suits (§2)."""
        return "trump" if contract_kind(name) == "trump" else "none"

    def kinds_left(self, t: ManniTable) -> list[str]:
        """Dealer's choice: each dealer plays Grand, trump and Nóló once each."""
        done = t.announced[t.dealer]
        return [k for k in ("grand", "trump", "nullo") if k not in done]

    def announce_offers(self, t: ManniTable) -> list[dict]:
        out = []
        for kind in self.kinds_left(t):
            names = SUIT_NAMES if kind == "trump" else (kind,)
            out += [{"type": "announce", "contract": n} for n in names]
        return out

    def apply_announce(self, t: ManniTable, act: dict) -> list[dict]:
        name = act["contract"]
        t.announced[t.dealer].append(contract_kind(name))
        events = [{"type": "announce", "seat": t.dealer, "contract": name},
                  self.set_contract(t, name, t.dealer)]
        return events + self.start_exchange(t)

    def refuse_announce(self, t: ManniTable, act: dict) -> IllegalAction:
        if act["type"] == "announce":
            kind = contract_kind(act["contract"])
            return IllegalAction(f"You have already chosen {kind} as dealer in this game",
                                 "kind_used_as_dealer", kind=kind)
        return self.refuse(t, act)

    phases = {**ManniFamily.phases,
              ManniPhase.ANNOUNCE: PhaseRule("announce_offers", "apply_announce", "refuse_announce")}

    def deal_points(self, t: ManniTable) -> list[tuple[int, int]]:
        nullo = contract_of(t)["nullo"]
        return [pivot(tricks, 4, nullo) for tricks in t.tricks]

    def shown_deals(self, t: ManniTable) -> int | None:
        """The dealer's choice runs each kind once per player (nine deals); else none is fixed."""
        return 3 * self.players if t.options["contract_by"] == "dealer_choice" else None

    def ends(self, t: ManniTable) -> str | None:
        deals = self.shown_deals(t)
        if deals:
            return "deals" if t.deal_no + 1 >= deals else None
        race = self.race(t)  # a race to the target when the deals are not fixed
        return "target" if race is not None and max(race) >= t.options["target"] else None

    def race(self, t: ManniTable) -> list[int] | None:
        if self.shown_deals(t):
            return None
        return list(t.positive) if t.options["end_on"] == "positive" else self.net(t)

    def say_reached(self, t: ManniTable, totals: list[int]) -> Say:
        """Ending on plus points, a side may reach the target with a lower net score."""
        if t.options["end_on"] == "net" or max(totals) >= t.options["target"]:
            return super().say_reached(t, totals)
        target = t.options["target"]
        return say("end-plus", sides=[p for p, plus in enumerate(t.positive) if plus >= target], target=target)


class AnnouncingGame(ManniFamily):
    """Trjámann and Laugavatnsmanni: 16 cards each, the player left of the dealer announces."""
    kinds: tuple[str, ...]
    deals: int
    hand_size = 16
    declarer_target = 8
    actions: ClassVar[tuple[type, ...]] = (Exchange, Announce)

    def start_deal(self, t: ManniTable, deck: list[int], cut: int | None) -> list[dict]:
        self.deal_in_fours(t, deck, self.hand_size // 4)
        t.announcer = self.seat_after(t, 1)
        t.phase, t.turn = ManniPhase.ANNOUNCE, t.announcer
        return []

    def kind_of(self, contract: str) -> str:
        return self.contract_kinds.get(contract, contract)

    def announce_offers(self, t: ManniTable) -> list[dict]:
        done = t.announced[t.turn]
        return [{"type": "announce", "contract": c} for c in
                ("grand", "nullo", "spades", "hearts", "diamonds", "clubs")
                if self.kind_of(c) in self.kinds and self.kind_of(c) not in done]

    def declare(self, t: ManniTable, declarer: int, name: str, great: bool) -> list[dict]:
        events = [self.set_contract(t, name, declarer, great)]
        return events + self.begin_exchange(t, [[declarer, 4]], declarer)

    def apply_announce(self, t: ManniTable, act: dict) -> list[dict]:
        t.announced[t.turn].append(self.kind_of(act["contract"]))
        t.auction.append({"seat": t.turn, "call": "announce", "contract": act["contract"]})
        events = [{"type": "announce", "seat": t.turn, "contract": act["contract"]}]
        return events + self.after_announce(t, act["contract"])

    def after_announce(self, t: ManniTable, name: str) -> list[dict]:
        """Hook: what follows an announcement (Laugavatnsmanni opens the Great auction)."""
        return self.declare(t, t.turn, name, False)

    def refuse_announce(self, t: ManniTable, act: dict) -> IllegalAction:
        if act["type"] == "announce":
            kind = self.kind_of(act["contract"])
            return IllegalAction(f"You have already announced {kind} in this game",
                                 "kind_announced", kind=kind)
        return self.refuse(t, act)

    phases = {**ManniFamily.phases,
              ManniPhase.ANNOUNCE: PhaseRule("announce_offers", "apply_announce", "refuse_announce")}

    def declarer_points(self, t: ManniTable, tricks: int) -> tuple[int, int]:
        nullo = contract_of(t)["nullo"]
        return pivot(tricks, 4 if nullo else 8, nullo)

    def opponent_points(self, t: ManniTable, tricks: int) -> tuple[int, int]:
        nullo = contract_of(t)["nullo"]
        return pivot(tricks, 6 if nullo else 4, nullo)

    def deal_points(self, t: ManniTable) -> list[tuple[int, int]]:
        d = contract_of(t)["declarer"]
        return [self.declarer_points(t, n) if p == d else self.opponent_points(t, n)
                for p, n in enumerate(t.tricks)]

    def ends(self, t: ManniTable) -> str | None:
        return "deals" if t.deal_no + 1 >= self.deals else None

    def shown_deals(self, t: ManniTable) -> int | None:
        return self.deals


@register
class Trjamann(AnnouncingGame):
    id = "trjamann"
    deal_pace, deal_spread = 2.6, 4.6  # scripts/game_pace.py
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
    deal_pace, deal_spread = 2.6, 4.4  # scripts/game_pace.py
    title = "Laugavatnsmanni"
    summary = "Eighteen deals of six contracts each, with Great overcalls and retaining."
    Options = LaugavatnsmanniOptions
    option_sets = ({}, {"nullo_ace_low": True, "great_target": 15}, {"end_on": "net"})
    kinds = ("nullo", "grand", "spades", "hearts", "diamonds", "clubs")
    deals = 18
    actions = (*AnnouncingGame.actions, Great, Pass)

    # --- the Great auction (§4) ---------------------------------------------------------
    def after_announce(self, t: ManniTable, name: str) -> list[dict]:
        if name == "nullo":
            return self.declare(t, t.turn, name, False)
        t.queue = [[self.seat_after(t, 2), 0], [t.dealer, 0]]  # B, then the dealer
        return self.next_bidder(t)

    def great_options(self, t: ManniTable, p: int) -> list[str]:
        if t.great_used[p]:
            return []
        if p == t.announcer:  # retaining: the kind just announced still counts as free
            used = set(t.announced[p][:-1])
            return [k for k in GREAT_KINDS if k not in used]
        floor = GREAT_RANK[t.high[1]] if t.high else 0
        return [k for k in GREAT_KINDS if k not in t.announced[p] and GREAT_RANK[k] > floor]

    def next_bidder(self, t: ManniTable) -> list[dict]:
        """Ask the next player who has a Great call to make; skip those who have none."""
        announcer = t.announcer
        assert announcer is not None, "set when the deal starts (AnnouncingGame.start_deal)"
        while True:
            while t.queue and not self.great_options(t, t.queue[0][0]):
                t.queue.pop(0)
            if t.queue:
                t.phase, t.turn = ManniPhase.GREAT, t.queue[0][0]
                return []
            if t.high is not None and not t.retain_asked:
                t.retain_asked = True
                t.queue = [[announcer, 0]]
                continue
            if t.high is not None:
                return self.declare(t, t.high[0], t.high[1], True)
            return self.declare(t, announcer, t.auction[0]["contract"], False)

    def great_offers(self, t: ManniTable) -> list[dict]:
        calls = [{"type": "great", "contract": k} for k in self.great_options(t, t.turn)]
        return calls + [{"type": "pass"}]

    def apply_great(self, t: ManniTable, act: dict) -> list[dict]:
        p = t.turn
        t.queue.pop(0)
        if act["type"] == "pass":
            t.auction.append({"seat": p, "call": "pass", "contract": None})
            return [{"type": "pass", "seat": p}] + self.next_bidder(t)
        t.great_used[p] = True
        t.high = (p, act["contract"])
        t.auction.append({"seat": p, "call": "great", "contract": act["contract"]})
        events = [{"type": "great", "seat": p, "contract": act["contract"]}]
        if p == t.announcer:  # retaining ends the auction
            return events + self.declare(t, p, act["contract"], True)
        return events + self.next_bidder(t)

    def refuse_great(self, t: ManniTable, act: dict) -> IllegalAction:
        if act["type"] != "great":
            return self.refuse(t, act)
        k = act["contract"]
        if t.great_used[t.turn]:
            return IllegalAction("You have already made your one Great call of this game", "great_used")
        if t.high and t.turn != t.announcer and k not in t.announced[t.turn]:
            return IllegalAction(f"To overcall Great {t.high[1]} you must name a higher kind",
                                 "great_not_higher", high=t.high[1])
        before = " before this deal" if t.turn == t.announcer else ""
        return IllegalAction(f"You have already announced {k}{before}, so you cannot call Great {k}",
                             "great_kind_announced", kind=k)

    phases = {**AnnouncingGame.phases,
              ManniPhase.GREAT: PhaseRule("great_offers", "apply_great", "refuse_great")}

    def say_choice(self, t: ManniTable, act: dict) -> dict:
        if act["type"] == "great":
            name = act["contract"]
            return {"label": say("great-contract", name=name),
                    "help": say("help-great", name=name, need=t.options["great_target"],
                                retain=t.turn == t.announcer)}
        if act["type"] == "pass":
            return {"label": say("act-pass"), "help": say("help-pass-retain", **self.overcall(t)) if self.retaining(t)
                    else say("help-pass-great")}
        return super().say_choice(t, act)

    def say_prompt(self, t: ManniTable, seat: int) -> Say:
        if self.retaining(t):
            return say("prompt-retain", **self.overcall(t))
        return super().say_prompt(t, seat)

    @staticmethod
    def retaining(t: ManniTable) -> bool:
        """Whether the announcer, overcalled, decides now whether to retain (§4.4)."""
        return t.phase == ManniPhase.GREAT and t.turn == t.announcer and t.high is not None

    @staticmethod
    def overcall(t: ManniTable) -> dict:
        """The Great call that stands, as the words of a retain decision name it."""
        assert t.high is not None, "asked only while retaining"
        return {"seat": t.high[0], "name": t.high[1]}

    def declarer_points(self, t: ManniTable, tricks: int) -> tuple[int, int]:
        if not contract_of(t)["great"]:
            return super().declarer_points(t, tricks)
        if tricks == 16:
            return (8, 0)
        if tricks == 15:
            return (4, 0)
        return pivot(tricks, t.options["great_target"])

    def opponent_points(self, t: ManniTable, tricks: int) -> tuple[int, int]:
        contract = contract_of(t)
        if not contract["great"]:
            return super().opponent_points(t, tricks)
        declarer_tricks = t.tricks[contract["declarer"]]
        if declarer_tricks == 16:
            return (0, 4)
        if declarer_tricks == 15:
            return (0, 2)
        return pivot(tricks, 1)

    def ends(self, t: ManniTable) -> str | None:
        if t.options["end_on"] == "net" and max(self.net(t)) >= NET_TARGET:
            return "target"
        return super().ends(t)

    def shown_target(self, t: ManniTable) -> int | None:
        return NET_TARGET if t.options["end_on"] == "net" else None

    def race(self, t: ManniTable) -> list[int] | None:
        return self.net(t) if t.options["end_on"] == "net" else None
