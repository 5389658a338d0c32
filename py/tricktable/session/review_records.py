"""The records of the post-deal review (review.py) as the worker sends them to the page.

The bridge checks each reply against these before it leaves, so the published schema
(docs/schema/review-*.json) is what a page that drives the worker receives.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..rules.records import Record

Verdict = Literal["good", "inaccuracy", "mistake"]


class Thresholds(Record):
    """The least cost (in the deal's `unit`) that makes a choice an inaccuracy, a mistake."""
    inaccuracy: float
    mistake: float


class Played(Record):
    seat: int = Field(description="the position that played it")
    card: str


class ReviewStep(Record):
    """The deal after one action, every card face up (the first step: as dealt)."""
    move: int | None = Field(description="the action's index in the save (none: the deal's start)")
    position: int | None = Field(description="the position that acted")
    action: dict | None
    say: list | None = Field(description="the action's words: a message id and its arguments")
    hands: list[list[str]] = Field(description="each position's cards, its stacks on the table last")
    stock: list[str] = Field(description="the Manni, where the game has one")
    trick: list[Played] = Field(description="the trick in play (whole, before it is taken)")
    winner: int | None = Field(description="who took the trick this action finished")
    decision: bool = Field(False, description="whether the reviewed seat made this decision")


class ReviewOutline(Record):
    """`review` without a decision: the deal's open replay and the seat's decisions."""
    variant: str
    seat: int
    facts: dict = Field(description="the game's fixed facts, as every view carries them (seats, teams)")
    deal: int
    scoring: Literal["card_points", "tallies"]
    unit: Literal["points", "deal_points"]
    thresholds: Thresholds
    positions: int
    steps: list[ReviewStep]
    decisions: list[int] = Field(description="the save's index of each of the seat's decisions")
    result: dict = Field(description="the engine's deal_end event")


class ChoiceValue(Record):
    action: dict
    say: list = Field(description="the action's words: a message id and its arguments")
    value: float = Field(description="the search's average deal value for the seat's side")


class Judgement(Record):
    """`review` with a decision: what the search found, from what the seat knew then."""
    move: int
    chosen: dict
    chosen_say: list
    best: dict
    best_say: list
    values: list[ChoiceValue] = Field(description="best first; empty when the choice was forced")
    cost: float = Field(ge=0, description="the best's value less the chosen's")
    verdict: Verdict
    forced: bool
