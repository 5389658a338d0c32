"""Manille for four and the two Manillen for two (RULES.md §5-7).

Teams are positions of equal parity (0 and 2 against 1 and 3; in the open game each
player is a side alone).  Trump naming, going along and against, the must-overtake and
no-undertrump rules and the 30-point scoring are shared; the games differ in the deal,
in who decides for a position, and in the cap on the multiplier.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from ..cards import CODE_OF, MANILLE, NORMAL, SUIT_NAMES, SUIT_OF, SUITS, card_name
from ..errors import IllegalAction, Reason
from ..records import EXACT, Record
from ..table import PhaseName, Table
from ..wire import Pass
from .base import PhaseRule, Say, Variant, option, register, say


class ManillePhase(PhaseName):
    """The family's decisions before play."""
    BLIND = "blind"        # Manillen: call no trump blind, or look at the hand
    TRUMP = "trump"        # name trump (or pass it to the partner)
    DOUBLE = "double"      # go along, then against


# --- actions (checked at the boundary; see wire.py) -----------------------------------

SuitCode = Literal["S", "H", "D", "C"]


class Trump(Record):
    type: Literal["trump"]
    suit: SuitCode | None
    blind: bool = False


class Double(Record):
    type: Literal["double"]


REASONS = {
    "must_overtake": Reason(("suit",), "an opponent is winning and the player holds a higher card of the suit"),
    "no_undertrump": Reason((), "a lower trump may not be played while holding another suit"),
    "must_trump": Reason(("trump", "card"), "an opponent is winning and the player holds a trump that beats the trick"),
    "blind_or_look": Reason((), "call no trump blind, or look at the hand"),
    "blind_too_late": Reason((), "no trump may be called blind only before the dealer looks"),
    "must_name_trump": Reason((), "a trump suit or no trump must be named"),
    "go_or_pass": Reason(("stage",), "go along (or against), or pass"),
}


class ManilleOptions(Record):
    target: Annotated[Literal[61, 101, 121, 151], EXACT] = option(
        101, "Points to win", "The first team to reach this total wins.",
        {61: "61", 101: "101", 121: "121", 151: "151"})
    partner_choice: bool = option(
        False, "The dealer may let the partner name trump",
        "Instead of naming trump, the dealer may pass the choice across the table.")


class ManillenOptions(Record):
    blind_no_trump: bool = option(
        True, "No trump may be called blind",
        "Before looking at the hand the dealer may call no trump, for four times the points.")
    max_multiplier: int | None = option(
        None, "Highest multiplier", "Leave empty for no limit on the doublings.", ge=1, le=1024)
    match: bool = option(False, "Play a match", "Best of three games to 101.")


@dataclass(eq=False)
class ManilleTable(Table):
    """The table plus team scores, carried doublings, match games and this deal's calls."""
    scores: list[int] = field(default_factory=lambda: [0, 0])
    carry: int = 1                 # doubling carried over from 30-30 draws
    games: list[int] = field(default_factory=lambda: [0, 0])       # match: games won
    game_scores: list[list[int]] = field(default_factory=list)     # match: finished games
    # this deal
    chooser: int = 0               # who names trump
    blind: bool = False
    along: bool = False
    against: bool = False
    stage: Literal["along", "against"] = "along"
    queue: list[int] = field(default_factory=list)
    calls: list[dict] = field(default_factory=list)


class ManilleFamily(Variant[ManilleTable]):
    deck_size = 32
    hand_size = 8
    scoring = "card_points"
    draw_strength = NORMAL  # the draw for first dealer uses the A-high order (§0)
    actions = (Trump, Double, Pass)
    reasons = REASONS

    def new_table(self, options: dict) -> ManilleTable:
        return ManilleTable(positions=self.positions, options=options)

    def cap(self, t: ManilleTable) -> int | None:
        return 4

    def target(self, t: ManilleTable) -> int:
        return 101

    def multiplier(self, t: ManilleTable) -> int:
        """No trump (x2, blind x4), draws carried over, along, against; capped (§5, §6)."""
        m = t.carry
        if t.contract is not None and t.contract["trump"] is None:
            m *= 4 if t.blind else 2
        m *= (2 if t.along else 1) * (2 if t.against else 1)
        cap = self.cap(t)
        return m if cap is None else min(m, cap)

    def may_double(self, t: ManilleTable) -> bool:
        cap = self.cap(t)
        return cap is None or self.multiplier(t) * 2 <= cap

    # --- deal and calls -----------------------------------------------------------------
    def reset_deal(self, t: ManilleTable, chooser: int) -> None:
        t.chooser, t.blind, t.along, t.against = chooser, False, False, False
        t.calls, t.queue, t.stage = [], [], "along"
        t.strength = MANILLE

    def opponents(self, t: ManilleTable) -> list[int]:
        """Who may go along, in turn from the dealer's left."""
        raise NotImplementedError

    def partners(self, t: ManilleTable) -> list[int]:
        """Who may go against, dealer first."""
        raise NotImplementedError

    def first_leader(self, t: ManilleTable) -> int:
        raise NotImplementedError

    def blind_offers(self, t: ManilleTable) -> list[dict]:
        """Call no trump blind, or look at the hand first (pass)."""
        return [{"type": "trump", "suit": None, "blind": True}, {"type": "pass"}]

    def apply_blind(self, t: ManilleTable, act: dict) -> list[dict]:
        if act["type"] == "pass":
            t.calls.append({"seat": t.turn, "call": "look"})
            t.phase = ManillePhase.TRUMP
            return [{"type": "look", "seat": t.turn}]
        return self.name_trump(t, None, True)

    def refuse_blind(self, t: ManilleTable, act: dict) -> IllegalAction:
        return IllegalAction("Call no trump blind, or pass to look at your hand", "blind_or_look")

    def trump_offers(self, t: ManilleTable) -> list[dict]:
        named = [{"type": "trump", "suit": s, "blind": False} for s in (*SUITS, None)]
        if t.options.get("partner_choice") and t.chooser == t.dealer:
            return named + [{"type": "pass"}]
        return named

    def apply_trump(self, t: ManilleTable, act: dict) -> list[dict]:
        if act["type"] == "pass":  # "en face": the partner names trump
            t.chooser = (t.dealer + 2) % self.positions
            t.calls.append({"seat": t.turn, "call": "pass"})
            events = [{"type": "pass", "seat": t.turn}]
            t.turn = t.chooser
            return events
        return self.name_trump(t, act["suit"], False)

    def refuse_trump(self, t: ManilleTable, act: dict) -> IllegalAction:
        if act["type"] == "trump" and act["blind"]:
            return IllegalAction("No trump may be called blind only before the dealer looks "
                                 "at the hand", "blind_too_late")
        return IllegalAction("You must name a trump suit or no trump", "must_name_trump")

    def double_offers(self, t: ManilleTable) -> list[dict]:
        return [{"type": "double"}, {"type": "pass"}]

    def apply_double(self, t: ManilleTable, act: dict) -> list[dict]:
        pos = t.turn
        t.queue.pop(0)
        if act["type"] == "pass":
            t.calls.append({"seat": pos, "call": "pass"})
            return [{"type": "pass", "seat": pos}] + self.next_call(t)
        call = t.stage
        setattr(t, call, True)
        t.calls.append({"seat": pos, "call": call})
        event = {"type": "double", "seat": pos, "call": call, "multiplier": self.multiplier(t)}
        if call == "along":
            t.queue = []
            return [event] + self.start_against(t)
        return [event] + self.begin_play(t)

    def refuse_double(self, t: ManilleTable, act: dict) -> IllegalAction:
        return IllegalAction(f"Go {t.stage} or pass", "go_or_pass", stage=t.stage)

    phases = {**Variant.phases,
              ManillePhase.BLIND: PhaseRule("blind_offers", "apply_blind", "refuse_blind"),
              ManillePhase.TRUMP: PhaseRule("trump_offers", "apply_trump", "refuse_trump"),
              ManillePhase.DOUBLE: PhaseRule("double_offers", "apply_double", "refuse_double")}

    def name_trump(self, t: ManilleTable, suit: str | None, blind: bool) -> list[dict]:
        t.blind = blind
        t.trump = None if suit is None else SUITS.index(suit)
        t.contract = {"name": "no trump" if t.trump is None else SUIT_NAMES[t.trump], "trump": suit,
                      "blind": blind, "declarer": t.chooser}
        t.calls.append({"seat": t.turn, "call": "trump", "suit": suit, "blind": blind})
        event = {"type": "trump", "seat": t.turn, "suit": suit, "blind": blind,
                 "multiplier": self.multiplier(t)}
        t.stage = "along"
        t.queue = self.opponents(t) if self.may_double(t) else []
        return [event] + self.next_call(t)

    def start_against(self, t: ManilleTable) -> list[dict]:
        t.stage = "against"
        t.queue = self.partners(t) if self.may_double(t) else []
        return self.next_call(t)

    def next_call(self, t: ManilleTable) -> list[dict]:
        if t.queue:
            t.phase, t.turn = ManillePhase.DOUBLE, t.queue[0]
            return []
        return self.begin_play(t)

    def begin_play(self, t: ManilleTable) -> list[dict]:
        t.start_play(self.first_leader(t))
        return []

    # --- card play: must follow, must overtake an opponent, no under-trumping (§5) -----
    def legal_cards(self, t: ManilleTable, pos: int) -> list[int]:
        cards = t.available(pos)
        trick = t.trick
        if not trick:
            return cards
        led = SUIT_OF[trick[0][1]]
        trump, strength, win = t.trump, t.strength, t.win_card
        partner_winning = self.teams[t.win_pos] == self.teams[pos]
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

    def why_illegal(self, t: ManilleTable, pos: int, card: int) -> IllegalAction:
        led = SUIT_OF[t.trick[0][1]]
        cards = t.available(pos)
        suit = SUIT_NAMES[led][:-1]
        if SUIT_OF[card] != led and any(SUIT_OF[c] == led for c in cards):
            return IllegalAction(f"You must follow suit: you hold a {suit}", "must_follow",
                                 suit=SUITS[led], card=CODE_OF[card])
        if SUIT_OF[card] == led:
            return IllegalAction(f"You must overtake: an opponent is winning and you hold a "
                                 f"higher {suit}", "must_overtake", suit=SUITS[led])
        if SUIT_OF[card] == t.trump:
            return IllegalAction("You may not under-trump: you cannot beat the trump in the trick "
                                 "and you hold a card of another suit", "no_undertrump")
        assert t.trump is not None, "without trump, every card is legal once the led suit is out"
        trump = SUIT_NAMES[t.trump][:-1]
        return IllegalAction(f"You must trump: an opponent is winning and you hold a {trump} that "
                             f"beats the trick, so you cannot discard the {card_name(card)}",
                             "must_trump", trump=SUITS[t.trump], card=CODE_OF[card])

    # --- scoring (§5, §6) ---------------------------------------------------------------
    def score_deal(self, t: ManilleTable) -> list[dict]:
        points, tricks = [0, 0], [0, 0]
        for p in range(self.positions):
            points[self.teams[p]] += t.points[p]
            tricks[self.teams[p]] += t.tricks[p]
        mult = self.multiplier(t)
        gain = [0, 0]
        draw = points[0] == points[1]
        for side in (0, 1):
            if points[side] > 30:
                gain[side] = (points[side] - 30) * mult * self.sweep_bonus(tricks[side], sum(tricks))
        t.carry = t.carry * 2 if draw else 1
        t.scores = [t.scores[side] + gain[side] for side in (0, 1)]
        row = {"deal": t.deal_no, "dealer": t.dealer, "contract": t.contract, "multiplier": mult,
               "points": points, "tricks": tricks, "scores": gain, "totals": list(t.scores),
               "draw": draw}
        t.sheet.append(row)
        events = [{"type": "deal_end", **row}]
        winner = next((side for side in (0, 1) if t.scores[side] >= self.target(t)), None)
        if winner is not None:
            events += self.game_won(t, winner)
        return events

    def sweep_bonus(self, team_tricks: int, all_tricks: int) -> int:
        return 1

    def contract_made(self, row: dict) -> bool | None:
        """Made: the side that chose trump scored the deal (more than 30 card points, §5)."""
        chooser = row["contract"]["declarer"] if row["contract"] else None
        return None if chooser is None else row["scores"][self.teams[chooser]] > 0

    def game_won(self, t: ManilleTable, team: int) -> list[dict]:
        t.over, t.ended_by = True, "target"
        return []

    def standing(self, t: ManilleTable) -> list[int]:
        return list(t.scores)

    def race(self, t: ManilleTable) -> list[int] | None:
        return list(t.scores)

    def result(self, t: ManilleTable) -> dict:
        scores = list(t.scores)
        best = max(scores)
        # At the deal limit the target may not have been reached: the higher score wins.
        reached = best >= self.target(t) or t.ended_by == "deal_limit"
        teams = [side for side in (0, 1) if scores[side] == best] if reached else []
        if len(teams) > 1:
            teams = []
        return {"scores": scores, "reason": t.ended_by,
                "winners": [p for p in range(self.players) if self.teams[p] in teams]}

    def view_extra(self, t: ManilleTable, seat: int) -> dict:
        return {"scores": list(t.scores), "multiplier": self.multiplier(t), "calls": list(t.calls),
                "carry": t.carry, "chooser": t.chooser, "target": self.target(t),
                "points_won": list(t.points), "games": list(t.games),
                "double_stage": t.stage if t.phase == ManillePhase.DOUBLE else None}

    # --- words (web/locales/*/table.ftl) --------------------------------------------------
    aloud = Variant.aloud | {"trump"}

    def say_choice(self, t: ManilleTable, act: dict) -> dict:
        kind = act["type"]
        if kind == "trump" and act["suit"] is None:
            return {"label": say("act-no-trump", blind=act["blind"]),
                    "help": say("help-no-trump", blind=act["blind"])}
        if kind == "trump":
            name = SUIT_NAMES[SUITS.index(act["suit"])]
            return {"label": say("act-trump", suit=act["suit"], name=name), "help": say("help-trump", name=name)}
        if kind == "double":
            return {"label": say("act-double", stage=t.stage),
                    "help": say("help-double", stage=t.stage, m=self.multiplier(t) * 2)}
        if kind == "pass" and t.phase == ManillePhase.BLIND:
            return {"label": say("act-look"), "help": say("help-look")}
        if kind == "pass" and t.phase == ManillePhase.TRUMP:
            return {"label": say("act-partner"), "help": say("help-partner")}
        if kind == "pass":
            return {"label": say("act-pass"), "help": say("help-pass", m=self.multiplier(t))}
        return super().say_choice(t, act)

    def say_prompt(self, t: ManilleTable, seat: int) -> Say:
        if t.phase == ManillePhase.DOUBLE:
            return say("prompt-double", stage=t.stage)
        if t.phase in (ManillePhase.BLIND, ManillePhase.TRUMP):
            return say(f"prompt-{t.phase.value}")
        return super().say_prompt(t, seat)

    def say_event(self, e: dict) -> Say | None:
        kind = e["type"]
        if kind == "trump":
            return say("n-trump", seat=e["seat"], suit=e["suit"] or "none", blind=e["blind"])
        if kind in ("look", "pass"):
            return say(f"n-{kind}", seat=e["seat"])
        if kind == "double":
            return say("n-double", seat=e["seat"], stage=e["call"], m=e["multiplier"])
        if kind == "game_won":
            return say("n-game-won", side=e["seat"])
        return super().say_event(e)

    def say_headline(self, row: dict) -> Say:
        if row["draw"]:
            return say("headline-draw")
        side = 0 if row["points"][0] > row["points"][1] else 1
        return say("headline-points", side=side, n=row["scores"][side])

    def say_calls(self, t: ManilleTable) -> list[Say]:
        what = {"trump": lambda c: say("call-trump", suit=c["suit"] or "none", blind=c["blind"]),
                "look": lambda c: say("call-look"), "pass": lambda c: say("call-pass"),
                "along": lambda c: say("call-double", stage="along"),
                "against": lambda c: say("call-double", stage="against")}
        return [say("call-line", seat=c["seat"], what=what[c["call"]](c)) for c in t.calls]

    def shown_target(self, t: ManilleTable) -> int | None:
        return self.target(t)

    def say_seat(self, t: ManilleTable, pos: int) -> list[Say]:
        return [*super().say_seat(t, pos), say("card-points", n=t.points[pos])]

    def say_change(self, row: dict, side: int) -> Say:
        return say("cell-gain", n=row["scores"][side])

    def result_columns(self, row: dict, t: ManilleTable) -> list[tuple[Say, list[Say | int]]]:
        sides = range(len(row["totals"]))
        return [(say("result-tricks"), [row["tricks"][s] for s in sides]),
                (say("result-points"), [row["points"][s] for s in sides]),
                (say("result-change"), [self.say_change(row, s) for s in sides]),
                (say("result-totals"), [row["totals"][s] for s in sides])]


@register
class Manille(ManilleFamily):
    id = "manille"
    deal_pace, deal_spread = 11.3, 14.9  # scripts/game_pace.py
    title = "Manille"
    summary = "Four players in two teams; the ten is the manille, the highest card."
    players = positions = 4
    controllers = (0, 1, 2, 3)
    teams = (0, 1, 0, 1)
    Options = ManilleOptions
    option_sets = ({}, {"target": 61, "partner_choice": True})

    def target(self, t: ManilleTable) -> int:
        return t.options["target"]

    def start_deal(self, t: ManilleTable, deck: list[int], cut: int | None) -> list[dict]:
        order = [(t.dealer + k) % 4 for k in (1, 2, 3, 4)]
        i = 0
        for size in (3, 2, 3):
            for pos in order:
                t.hands[pos].extend(deck[i:i + size])
                i += size
        self.reset_deal(t, t.dealer)
        t.phase, t.turn = ManillePhase.TRUMP, t.dealer
        return []

    def opponents(self, t: ManilleTable) -> list[int]:
        return [(t.dealer + 1) % 4, (t.dealer + 3) % 4]

    def partners(self, t: ManilleTable) -> list[int]:
        return [t.dealer, (t.dealer + 2) % 4]

    def first_leader(self, t: ManilleTable) -> int:
        return (t.dealer + 1) % 4


class Manillen(ManilleFamily):
    """The two-player games: alternate dealers, blind no trump, no cap unless chosen."""
    players = 2
    Options = ManillenOptions

    def next_dealer(self, t: ManilleTable) -> int:
        return 1 - t.dealer

    def cap(self, t: ManilleTable) -> int | None:
        return t.options["max_multiplier"]

    def layout_position(self, seat: int) -> int:
        raise NotImplementedError

    def sees_hand(self, t: ManilleTable, seat: int) -> bool:
        # The dealer of a blind-no-trump game has not looked at the hand yet (§6).
        return not (t.phase == ManillePhase.BLIND and seat == t.dealer)

    def start_deal(self, t: ManilleTable, deck: list[int], cut: int | None) -> list[dict]:
        n, d = 1 - t.dealer, t.dealer
        t.hands[n], t.hands[d] = deck[0:8], deck[8:16]
        for seat, part in ((n, deck[16:24]), (d, deck[24:32])):
            t.layouts[self.layout_position(seat)] = [[part[i], part[i + 4]] for i in range(4)]
        self.reset_deal(t, d)
        t.phase = ManillePhase.BLIND if t.options["blind_no_trump"] else ManillePhase.TRUMP
        t.turn = d
        return []

    def opponents(self, t: ManilleTable) -> list[int]:
        return [1 - t.dealer]

    def partners(self, t: ManilleTable) -> list[int]:
        return [t.dealer]

    def first_leader(self, t: ManilleTable) -> int:
        return 1 - t.dealer

    def sweep_bonus(self, team_tricks: int, all_tricks: int) -> int:
        return 2 if team_tricks == all_tricks else 1  # a side taking every trick doubles (§6)

    def game_won(self, t: ManilleTable, team: int) -> list[dict]:
        if not t.options["match"]:
            t.over, t.ended_by = True, "target"
            return []
        t.games[team] += 1
        t.game_scores.append(list(t.scores))
        event = {"type": "game_won", "seat": team, "scores": list(t.scores), "games": list(t.games)}
        if t.games[team] == 2:
            t.over, t.ended_by = True, "match"
        else:
            t.scores, t.carry = [0, 0], 1
        return [event]

    def games_won(self, t: ManilleTable) -> list[int] | None:
        return list(t.games) if t.options["match"] else None

    def result(self, t: ManilleTable) -> dict:
        if not t.options["match"]:
            return super().result(t)
        games = list(t.games)
        winners = [side for side in (0, 1) if games[side] == 2]
        if t.ended_by == "deal_limit" and games[0] != games[1]:
            winners = [games.index(max(games))]
        return {"scores": games, "winners": winners, "reason": t.ended_by,
                "game_scores": [list(s) for s in t.game_scores]}

    def say_end(self, t: ManilleTable) -> Say | None:
        if t.over and t.ended_by == "match":
            return say("end-match", side=t.games.index(2))
        return super().say_end(t)


@register
class ManillenDummy(Manillen):
    id = "manillen-2p-dummy"
    deal_pace, deal_spread = 14.6, 24.3  # scripts/game_pace.py
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
    deal_pace, deal_spread = 9.7, 13.8  # scripts/game_pace.py
    title = "Manillen for two, open layouts"
    summary = "Two players, each with a hand and four face-up stacks of their own."
    positions = 2
    controllers = teams = (0, 1)
    option_sets = ({}, {"max_multiplier": 8}, {"match": True, "blind_no_trump": False})

    def layout_position(self, seat: int) -> int:
        return seat
