"""The session's endpoint for the post-deal review (review.py): a finished deal's open
replay, then the search's judgement of each of the seat's decisions, one request each."""
from __future__ import annotations

from ..rules import wire
from ..rules.records import check
from .base import BadRequest, SessionBase
from .review import DealReview
from .review_records import Judgement, ReviewOutline


class ReviewHandlers(SessionBase):
    def __init__(self) -> None:
        super().__init__()
        # The deal under review, kept between its requests (one per decision), by what
        # made it: the page's game is never touched.
        self.review: tuple[tuple[str, int, int | None], DealReview] | None = None

    def do_review(self, params: dict) -> dict:
        """A finished deal's open replay, or the search's judgement of one of the seat's
        decisions in it: one request per decision, so the page can show progress and stop."""
        p = wire.validate(wire.ReviewParams, params, BadRequest)
        key = (p.save, p.human_seat, p.deal)
        if self.review is None or self.review[0] != key:
            self.review = (key, DealReview(p.save, p.human_seat, p.deal))
        deal = self.review[1]
        if p.decision is None:
            return check(ReviewOutline, deal.outline()).model_dump()
        return check(Judgement, deal.judge(p.decision)).model_dump()
