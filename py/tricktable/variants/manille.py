"""Manille for four and the two Manillen for two (RULES.md §5-7).

Teams are positions of equal parity (0 and 2 against 1 and 3; in the open game each
player is a side alone).  Trump naming, going along and against, the must-overtake and
no-undertrump rules and the 30-point scoring are shared; the games differ in the deal,
in who decides for a position, and in the cap on the multiplier.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Optional

from pydantic import StrictBool, StrictInt

from ..cards import CODE_OF, MANILLE, NORMAL, SUIT_NAMES, SUIT_OF, SUITS, card_name
from ..wire import Strict
from .base import Variant, option, register

if TYPE_CHECKING:
    from ..engine import Game


class ManilleOptions(Strict):
    target: Literal[61, 101, 121, 151] = option(
        101, "Points to win", "The first team to reach this total wins.",
        {61: "61", 101: "101", 121: "121", 151: "151"})
    partner_choice: StrictBool = option(
        False, "The dealer may let the partner name trump",
        "Instead of naming trump, the dealer may pass the choice across the table.")


class ManillenOptions(Strict):
    blind_no_trump: StrictBool = option(
        True, "No trump may be called blind",
        "Before looking at the hand the dealer may call no trump, for four times the points.")
    max_multiplier: Optional[StrictInt] = option(
        None, "Highest multiplier", "Leave empty for no limit on the doublings.", ge=1, le=1024)
    match: StrictBool = option(False, "Play a match", "Best of three games to 101.")


@dataclass
class ManilleState:
    scores: list[int] = field(default_factory=lambda: [0, 0])
    carry: int = 1                 # doubling carried over from 30-30 draws
    games: list[int] = field(default_factory=lambda: [0, 0])       # match: games won
    game_scores: list[list[int]] = field(default_factory=list)     # match: finished games
    # this deal
    chooser: int = 0               # who names trump
    blind: bool = False
    along: bool = False
    against: bool = False
    stage: str = "along"
    queue: list[int] = field(default_factory=list)
    calls: list[dict] = field(default_factory=list)


class ManilleFamily(Variant):
    deck_size = 32
    hand_size = 8
    scoring = "card_points"
    draw_strength = NORMAL  # the draw for first dealer uses the A-high order (§0)
    target_option = ""

    def new_state(self, g: Game) -> ManilleState:
        return ManilleState()

    def cap(self, g: Game) -> int | None:
        return 4

    def target(self, g: Game) -> int:
        return 101

    def multiplier(self, g: Game) -> int:
        """No trump (x2, blind x4), draws carried over, along, against; capped (§5, §6)."""
        vs = g.vs
        m = vs.carry
        if g.contract is not None and g.contract["trump"] is None:
            m *= 4 if vs.blind else 2
        m *= (2 if vs.along else 1) * (2 if vs.against else 1)
        cap = self.cap(g)
        return m if cap is None else min(m, cap)

    def may_double(self, g: Game) -> bool:
        cap = self.cap(g)
        return cap is None or self.multiplier(g) * 2 <= cap

    # --- deal and calls -----------------------------------------------------------------
    def reset_deal(self, g: Game, chooser: int) -> None:
        vs = g.vs
        vs.chooser, vs.blind, vs.along, vs.against = chooser, False, False, False
        vs.calls, vs.queue, vs.stage = [], [], "along"
        g.strength = MANILLE

    def opponents(self, g: Game) -> list[int]:
        """Who may go along, in turn from the dealer's left."""
        raise NotImplementedError

    def partners(self, g: Game) -> list[int]:
        """Who may go against, dealer first."""
        raise NotImplementedError

    def first_leader(self, g: Game) -> int:
        raise NotImplementedError

    def phase_actions(self, g: Game) -> list[dict]:
        named = [{"type": "trump", "suit": s, "blind": False} for s in (*SUITS, None)]
        if g.phase == "blind":  # call no trump blind, or look at the hand first (pass)
            return [{"type": "trump", "suit": None, "blind": True}, {"type": "pass"}]
        if g.phase == "trump":
            if g.options.get("partner_choice") and g.vs.chooser == g.dealer:
                return named + [{"type": "pass"}]
            return named
        return [{"type": "double"}, {"type": "pass"}]

    def apply_phase(self, g: Game, act: dict) -> list[dict]:
        vs, pos = g.vs, g.turn
        if g.phase == "blind":
            if act["type"] == "pass":  # the dealer looks at the hand
                vs.calls.append({"seat": pos, "call": "look"})
                g.phase = "trump"
                return [{"type": "look", "seat": pos}]
            return self.name_trump(g, act["suit"], act["blind"])
        if g.phase == "trump":
            if act["type"] == "pass":  # "en face": the partner names trump
                vs.chooser = (g.dealer + 2) % 4
                vs.calls.append({"seat": pos, "call": "pass"})
                g.turn = vs.chooser
                return [{"type": "pass", "seat": pos}]
            return self.name_trump(g, act["suit"], False)
        vs.queue.pop(0)
        if act["type"] == "pass":
            vs.calls.append({"seat": pos, "call": "pass"})
            return [{"type": "pass", "seat": pos}] + self.next_call(g)
        call = vs.stage
        setattr(vs, call, True)
        vs.calls.append({"seat": pos, "call": call})
        event = {"type": "double", "seat": pos, "call": call, "multiplier": self.multiplier(g)}
        if call == "along":
            vs.queue = []
            return [event] + self.start_against(g)
        return [event] + self.begin_play(g)

    def name_trump(self, g: Game, suit: str | None, blind: bool) -> list[dict]:
        vs = g.vs
        vs.blind = blind
        g.trump = None if suit is None else SUITS.index(suit)
        g.contract = {"name": "no trump" if suit is None else SUIT_NAMES[g.trump], "trump": suit,
                      "blind": blind, "declarer": vs.chooser}
        vs.calls.append({"seat": g.turn, "call": "trump", "suit": suit, "blind": blind})
        event = {"type": "trump", "seat": g.turn, "suit": suit, "blind": blind,
                 "multiplier": self.multiplier(g)}
        vs.stage = "along"
        vs.queue = self.opponents(g) if self.may_double(g) else []
        return [event] + self.next_call(g)

    def start_against(self, g: Game) -> list[dict]:
        g.vs.stage = "against"
        g.vs.queue = self.partners(g) if self.may_double(g) else []
        return self.next_call(g)

    def next_call(self, g: Game) -> list[dict]:
        if g.vs.queue:
            g.phase, g.turn = "double", g.vs.queue[0]
            return []
        return self.begin_play(g)

    def begin_play(self, g: Game) -> list[dict]:
        g.start_play(self.first_leader(g))
        return []

    def refuse(self, g: Game, act: dict) -> str:
        if g.phase == "double" and act["type"] == "double":
            return "You cannot double now"
        if act["type"] == "trump" and act["blind"]:
            return "No trump may be called blind only before the dealer looks at the hand"
        if act["type"] == "pass" and g.phase == "trump":
            return "You must name a trump suit or no trump"
        return {"blind": "Call no trump blind, or pass to look at your hand",
                "trump": "Name a trump suit or no trump",
                "double": f"Go {g.vs.stage} or pass"}[g.phase]

    # --- card play: must follow, must overtake an opponent, no under-trumping (§5) -----
    def legal_cards(self, g: Game, pos: int) -> list[int]:
        cards = g.available(pos)
        trick = g.trick
        if not trick:
            return cards
        led = SUIT_OF[trick[0][1]]
        trump, strength, win = g.trump, g.strength, g.win_card
        partner_winning = self.team(g.win_pos) == self.team(pos)
        trumped = SUIT_OF[win] == trump and led != trump
        follow = [c for c in cards if SUIT_OF[c] == led]
        if follow:
            if partner_winning or trumped:
                return follow
            return [c for c in follow if strength[c] > strength[win]] or follow
        if trump is None:
            return cards
        trumps = [c for c in cards if SUIT_OF[c] == trump]
        trump_in_trick = SUIT_OF[win] == trump
        beating = [c for c in trumps if strength[c] > strength[win]] if trump_in_trick else trumps
        if beating and not partner_winning:
            return beating
        others = [c for c in cards if SUIT_OF[c] != trump]
        if trump_in_trick and others:
            return others + (beating if partner_winning else [])
        return cards

    def why_illegal(self, g: Game, pos: int, card: int) -> str:
        led = SUIT_OF[g.trick[0][1]]
        cards = g.available(pos)
        suit = SUIT_NAMES[led][:-1]
        if SUIT_OF[card] != led and any(SUIT_OF[c] == led for c in cards):
            return f"You must follow suit: you hold a {suit}"
        if SUIT_OF[card] == led:
            return f"You must overtake: an opponent is winning and you hold a higher {suit}"
        if SUIT_OF[card] == g.trump:
            return ("You may not under-trump: you cannot beat the trump in the trick "
                    "and you hold a card of another suit")
        trump = SUIT_NAMES[g.trump][:-1]
        return (f"You must trump: an opponent is winning and you hold a {trump} that beats "
                f"the trick, so you cannot discard the {card_name(card)}")

    # --- scoring (§5, §6) ---------------------------------------------------------------
    def score_deal(self, g: Game) -> list[dict]:
        vs = g.vs
        points, tricks = [0, 0], [0, 0]
        for p in range(self.positions):
            points[self.team(p)] += g.points[p]
            tricks[self.team(p)] += g.tricks[p]
        mult = self.multiplier(g)
        gain = [0, 0]
        draw = points[0] == points[1]
        for t in (0, 1):
            if points[t] > 30:
                gain[t] = (points[t] - 30) * mult * self.sweep_bonus(tricks[t], sum(tricks))
        vs.carry = vs.carry * 2 if draw else 1
        vs.scores = [vs.scores[t] + gain[t] for t in (0, 1)]
        row = {"deal": g.deal_no, "dealer": g.dealer, "contract": g.contract, "multiplier": mult,
               "points": points, "tricks": tricks, "scores": gain, "totals": list(vs.scores),
               "draw": draw}
        g.sheet.append(row)
        events = [{"type": "deal_end", **row}]
        winner = next((t for t in (0, 1) if vs.scores[t] >= self.target(g)), None)
        if winner is not None:
            events += self.game_won(g, winner)
        return events

    def sweep_bonus(self, team_tricks: int, all_tricks: int) -> int:
        return 1

    def game_won(self, g: Game, team: int) -> list[dict]:
        g.over = True
        return []

    def result(self, g: Game) -> dict:
        scores = list(g.vs.scores)
        best = max(scores)
        teams = [t for t in (0, 1) if scores[t] == best and best >= self.target(g)]
        return {"scores": scores,
                "winners": [p for p in range(self.players) if self.team(p) in teams]}

    def view_extra(self, g: Game, seat: int) -> dict:
        vs = g.vs
        return {"scores": list(vs.scores), "multiplier": self.multiplier(g), "calls": list(vs.calls),
                "carry": vs.carry, "chooser": vs.chooser, "target": self.target(g),
                "points_won": list(g.points), "games": list(vs.games),
                "double_stage": vs.stage if g.phase == "double" else None}


@register
class Manille(ManilleFamily):
    id = "manille"
    title = "Manille"
    summary = "Four players in two teams; the ten is the manille, the highest card."
    players = positions = 4
    controllers = (0, 1, 2, 3)
    teams = (0, 1, 0, 1)
    Options = ManilleOptions
    option_sets = ({}, {"target": 61, "partner_choice": True})

    def target(self, g: Game) -> int:
        return g.options["target"]

    def start_deal(self, g: Game, deck: list[int], cut: int | None) -> list[dict]:
        order = [(g.dealer + k) % 4 for k in (1, 2, 3, 4)]
        i = 0
        for size in (3, 2, 3):
            for pos in order:
                g.hands[pos].extend(deck[i:i + size])
                i += size
        self.reset_deal(g, g.dealer)
        g.phase, g.turn = "trump", g.dealer
        return []

    def opponents(self, g: Game) -> list[int]:
        return [(g.dealer + 1) % 4, (g.dealer + 3) % 4]

    def partners(self, g: Game) -> list[int]:
        return [g.dealer, (g.dealer + 2) % 4]

    def first_leader(self, g: Game) -> int:
        return (g.dealer + 1) % 4


class Manillen(ManilleFamily):
    """The two-player games: alternate dealers, blind no trump, no cap unless chosen."""
    players = 2
    Options = ManillenOptions

    def next_dealer(self, g: Game) -> int:
        return 1 - g.dealer

    def cap(self, g: Game) -> int | None:
        return g.options["max_multiplier"]

    def layout_position(self, seat: int) -> int:
        raise NotImplementedError

    def start_deal(self, g: Game, deck: list[int], cut: int | None) -> list[dict]:
        n, d = 1 - g.dealer, g.dealer
        g.hands[n], g.hands[d] = deck[0:8], deck[8:16]
        for seat, part in ((n, deck[16:24]), (d, deck[24:32])):
            g.layouts[self.layout_position(seat)] = [[part[i], part[i + 4]] for i in range(4)]
        self.reset_deal(g, d)
        g.phase = "blind" if g.options["blind_no_trump"] else "trump"
        g.turn = d
        return []

    def opponents(self, g: Game) -> list[int]:
        return [1 - g.dealer]

    def partners(self, g: Game) -> list[int]:
        return [g.dealer]

    def first_leader(self, g: Game) -> int:
        return 1 - g.dealer

    def sweep_bonus(self, team_tricks: int, all_tricks: int) -> int:
        return 2 if team_tricks == all_tricks else 1  # a side taking every trick doubles (§6)

    def game_won(self, g: Game, team: int) -> list[dict]:
        vs = g.vs
        if not g.options["match"]:
            g.over = True
            return []
        vs.games[team] += 1
        vs.game_scores.append(list(vs.scores))
        event = {"type": "game_won", "seat": team, "scores": list(vs.scores), "games": list(vs.games)}
        if vs.games[team] == 2:
            g.over = True
        else:
            vs.scores, vs.carry = [0, 0], 1
        return [event]

    def result(self, g: Game) -> dict:
        if not g.options["match"]:
            return super().result(g)
        games = list(g.vs.games)
        return {"scores": games, "winners": [t for t in (0, 1) if games[t] == 2],
                "game_scores": [list(s) for s in g.vs.game_scores]}


@register
class ManillenDummy(Manillen):
    id = "manillen-2p-dummy"
    title = "Manillen for two, with dummies"
    summary = "Two players, each with a dummy partner of four face-up stacks."
    positions = 4
    controllers = teams = (0, 1, 0, 1)
    dummies = (2, 3)
    option_sets = ({}, {"blind_no_trump": False, "max_multiplier": 4}, {"match": True})

    def layout_position(self, seat: int) -> int:
        return seat + 2


@register
class ManillenOpen(Manillen):
    id = "manillen-2p-open"
    title = "Manillen for two, open layouts"
    summary = "Two players, each with a hand and four face-up stacks of their own."
    positions = 2
    controllers = teams = (0, 1)
    option_sets = ({}, {"max_multiplier": 8}, {"match": True, "blind_no_trump": False})

    def layout_position(self, seat: int) -> int:
        return seat
