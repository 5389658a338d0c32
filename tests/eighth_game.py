"""A test-only eighth game with a decision of its own: Bidding Manni.

Four players, twelve cards each from 52 (the four left over lie unused), trump turning
with every deal as in Manni.  Before play each player, from the dealer's left, bids the
tricks they will take; the dealer may not make the bids add up to the tricks in the deal.
Taking exactly the bid scores two plus the bid; otherwise each trick over or under is a
minus point.  The game is eight deals.

Its phase, action record, refusal codes, phase rule and the rule-based player's bid are
all in this one module; tests/conftest.py registers it for the test session, and the
generic suites (random games, invariants, refusals, bots, saves, the worker) play it
with no edit to the engine, the wire or the bots.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from tricktable.rules.cards import CARD_OF, RANK_OF, SUIT_OF, trump_of
from tricktable.rules.errors import IllegalAction, Reason
from tricktable.rules.records import Record
from tricktable.rules.table import PhaseName
from tricktable.rules.variants.base import PhaseRule, Say, option, say
from tricktable.rules.variants.manni import ManniFamily, ManniTable


class BidPhase(PhaseName):
    BID = "bid"  # each player bids the tricks they will take


class Bid(Record):
    type: Literal["bid"]
    tricks: int


class BiddingOptions(Record):
    deals: Literal[4, 8] = option(8, "Deals", "How many deals the game lasts.",
                                  {4: "four deals", 8: "eight deals"})


@dataclass(eq=False)
class BiddingTable(ManniTable):
    """The Manni family's table plus this deal's bids (None: not yet bid), by seat."""
    bids: list[int | None] = field(default_factory=list)

    def clear_deal(self) -> None:
        super().clear_deal()
        self.bids = [None] * self.positions


ACE, KING = 12, 11


class BiddingManni(ManniFamily):
    id = "bidding-manni"
    title = "Bidding Manni"
    summary = "Four players bid the tricks they will take; making the bid exactly scores."
    players = positions = 4
    controllers = teams = (0, 1, 2, 3)
    hand_size = 12
    Options = BiddingOptions
    option_sets = ({}, {"deals": 4})
    deal_pace, deal_spread = 3.4, 4.1  # scripts/game_pace.py, with this game registered
    actions = (Bid,)
    reasons = {**ManniFamily.reasons,
               "bid_out_of_range": Reason(("most",), "a bid is from none to every trick of the deal"),
               "bid_fills_tricks": Reason(("tricks",), "the dealer's bid may not make the bids add up "
                                                       "to the tricks in the deal")}

    def new_table(self, options: dict) -> BiddingTable:
        n = self.players
        return BiddingTable(positions=n, options=options, positive=[0] * n, negative=[0] * n,
                            announced=[[] for _ in range(n)], great_used=[False] * n)

    def start_deal(self, t: BiddingTable, deck: list[int], cut: int | None) -> list[dict]:
        self.deal_in_fours(t, deck, self.hand_size // 4)
        events = [self.set_contract(t, ("hearts", "spades", "diamonds", "clubs")[t.deal_no % 4], None)]
        t.phase, t.turn = BidPhase.BID, self.seat_after(t, 1)
        return events

    # --- the bidding round -------------------------------------------------------------
    def barred_bid(self, t: BiddingTable) -> int | None:
        """The one bid the dealer may not make (it would let every bid be made)."""
        if t.turn != t.dealer:
            return None
        return self.hand_size - sum(b for b in t.bids if b is not None)

    def bid_offers(self, t: BiddingTable) -> list[dict]:
        barred = self.barred_bid(t)
        return [{"type": "bid", "tricks": n} for n in range(self.hand_size + 1) if n != barred]

    def apply_bid(self, t: BiddingTable, act: dict) -> list[dict]:
        seat = t.turn
        t.bids[seat] = act["tricks"]
        events = [{"type": "bid", "seat": seat, "tricks": act["tricks"]}]
        if seat != t.dealer:
            t.turn = (seat + 1) % self.players
            return events
        t.contract = {**t.contract, "bids": list(t.bids)}  # the sheet row keeps the bids
        t.start_play(self.seat_after(t, 1))
        return events

    def refuse_bid(self, t: BiddingTable, act: dict) -> IllegalAction:
        if act["type"] != "bid":
            return self.refuse(t, act)
        if not 0 <= act["tricks"] <= self.hand_size:
            return IllegalAction(f"Bid from 0 to {self.hand_size} tricks", "bid_out_of_range",
                                 most=self.hand_size)
        return IllegalAction(f"As dealer you may not bid {act['tricks']}: the bids would add up to "
                             f"{self.hand_size}", "bid_fills_tricks", tricks=self.hand_size)

    phases = {**ManniFamily.phases, BidPhase.BID: PhaseRule("bid_offers", "apply_bid", "refuse_bid")}

    def bot_choice(self, view: dict) -> dict | None:
        """Bid the aces, the kings of suits held at least twice, and trumps beyond three."""
        if view["phase"] != BidPhase.BID:
            return None
        hand = [CARD_OF[c] for c in view["hand"]]
        trump = trump_of(view["contract"]["name"])
        length = Counter(SUIT_OF[c] for c in hand)
        guess = sum(RANK_OF[c] == ACE or (RANK_OF[c] == KING and length[SUIT_OF[c]] >= 2)
                    for c in hand) + max(0, length[trump] - 3)
        return min(view["legal"], key=lambda a: abs(a["tricks"] - guess))

    # --- words: the message ids a shipped game would add to web/locales/*/table.ftl ---
    def say_choice(self, t: BiddingTable, act: dict) -> dict:
        if act["type"] == "bid":
            return {"label": say("act-bid", tricks=act["tricks"]), "help": None}
        return super().say_choice(t, act)

    def say_prompt(self, t: BiddingTable, seat: int) -> Say:
        return say("prompt-bid") if t.phase == BidPhase.BID else super().say_prompt(t, seat)

    def say_event(self, e: dict) -> Say | None:
        if e["type"] == "bid":
            return say("n-bid", seat=e["seat"], tricks=e["tricks"])
        return super().say_event(e)

    def view_extra(self, t: BiddingTable, seat: int) -> dict:
        return {**super().view_extra(t, seat), "bids": list(t.bids)}

    # --- scoring -----------------------------------------------------------------------
    def deal_points(self, t: BiddingTable) -> list[tuple[int, int]]:
        return [(2 + bid, 0) if took == bid else (0, abs(took - bid))
                for took, bid in zip(t.tricks, t.bids)]

    def ends(self, t: BiddingTable) -> str | None:
        return "deals" if t.deal_no + 1 >= t.options["deals"] else None

    def shown_deals(self, t: BiddingTable) -> int | None:
        return t.options["deals"]


def bidding_points(options: dict, row: dict) -> list[tuple[int, int]]:
    """The scoring written out again from the rules above, for the random-game suite."""
    bids = row["contract"]["bids"]
    return [(2 + b, 0) if t == b else (0, abs(t - b)) for t, b in zip(row["tricks"], bids)]
