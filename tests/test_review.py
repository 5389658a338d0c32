"""The post-deal review (review.py): each judgement is the search's own from the seat's view.

The cost the review gives a choice is compared with a search run here, from the game
replayed to that move, through the search's API with the review's seed: over a few
hundred decisions per family.  A small budget keeps the suite quick: the agreement
holds at any budget.
"""
from __future__ import annotations

import json

import pytest

from tricktable import Game
from tricktable.bots import make_bot
from tricktable.bots.search import SearchBot, same_choice
from tricktable.session.bridge import Session
from tricktable.session.protocol import Link, ReviewLink
from tricktable.rules.records import check
from tricktable.session.review import THRESHOLDS, BadReview, DealReview, review_seed, verdict
from tricktable.session.review_records import Judgement, ReviewOutline

ITERATIONS = 12
FAMILIES = {"tallies": ["manni", "hornafjardarmanni", "trjamann", "laugavatnsmanni"],
            "card_points": ["manille", "manillen-2p-dummy", "manillen-2p-open"]}
POSITIONS = 300  # decisions judged per family


def finished_deals(variant: str, seed: int, deals: int = 2) -> Game:
    """A game whose first `deals` deals are over, every seat played by the quick player."""
    game = Game.new(variant, seed=seed)
    while game.deal_no < deals and not game.over:
        game.apply(make_bot("easy", seed=seed + len(game.actions)).choose(game.view(game.to_move)))
    return game


def direct_cost(save: str, seat: int, move: int) -> float:
    """What the player's choice at `move` cost, by a search of our own from its view."""
    full = Game.from_json(save)
    game = Game.from_config(full.config)
    for act in full.actions[:move]:
        game.apply(act)
    assert game.to_move == seat
    chosen = full.actions[move]
    ranked = SearchBot(seed=review_seed(game.seed, move), iterations=ITERATIONS).weigh(game.view(seat), also=chosen)
    if ranked[0][1] is None:
        return 0.0
    mine = next(v for a, v in ranked if same_choice(a, chosen))
    return max(0.0, ranked[0][1] - mine)


@pytest.mark.parametrize("scoring", list(FAMILIES))
def test_cost_is_the_searchs_from_the_same_position(scoring: str) -> None:
    judged = verdicts = 0
    seen = set()
    seed = 0
    while judged < POSITIONS:
        variant = FAMILIES[scoring][seed % len(FAMILIES[scoring])]
        game = finished_deals(variant, seed)
        save = game.to_json()
        for deal in range(game.deal_no if not game.over else game.deal_no + 1):
            review = DealReview(save, 0, deal)
            for i, d in enumerate(review.decisions):
                j = review.judge(i, ITERATIONS)
                check(Judgement, j)
                assert j["cost"] == pytest.approx(round(direct_cost(save, 0, d.move), 3), abs=1e-9)
                assert j["verdict"] == verdict(scoring, j["cost"])
                seen.add(j["verdict"])
                judged += 1
                verdicts += not j["forced"]
        seed += 1
    assert verdicts > POSITIONS / 2
    assert seen == {"good", "inaccuracy", "mistake"}  # the thresholds part real choices


def test_same_save_same_review() -> None:
    save = finished_deals("manille", 3).to_json()
    first = DealReview(save, 0, 0)
    again = DealReview(save, 0, 0)
    assert first.outline() == again.outline()
    assert [first.judge(i, ITERATIONS) for i in range(3)] == [again.judge(i, ITERATIONS) for i in range(3)]


def test_outline_replays_the_deal_open() -> None:
    game = finished_deals("manni", 4, deals=1)
    out = check(ReviewOutline, DealReview(game.to_json(), 0, 0).outline())
    v = game.variant
    dealt = out.steps[0]
    assert dealt.move is None and sum(map(len, dealt.hands)) + len(dealt.stock) == v.deck_size
    plays = [s for s in out.steps if s.action and s.action["type"] == "play"]
    assert len(plays) == sum(map(len, dealt.hands))
    assert sum(s.winner is not None for s in plays) == len(plays) // v.positions
    assert all(len(s.trick) == v.positions for s in plays if s.winner is not None)  # the trick shown whole
    assert out.decisions == [s.move for s in out.steps if s.decision]
    assert out.result == game.sheet[0] | {"type": "deal_end"}


def test_thresholds_order() -> None:
    for scoring, limits in THRESHOLDS.items():
        assert 0 < limits["inaccuracy"] < limits["mistake"]
        assert [verdict(scoring, c) for c in (0, limits["inaccuracy"], limits["mistake"])] == \
            ["good", "inaccuracy", "mistake"]


def test_a_deal_in_play_is_refused() -> None:
    game = finished_deals("manille", 5, deals=1)
    save = game.to_json()
    with pytest.raises(BadReview, match="not over"):
        DealReview(save, 0, 1)  # the deal being played: its hands stay hidden
    with pytest.raises(BadReview, match="seat"):
        DealReview(save, 4, 0)


def test_bridge_review_requests() -> None:
    session = Session()
    save = finished_deals("trjamann", 6, deals=1).to_json()

    def ask(**params: object) -> dict:
        return json.loads(session.handle(json.dumps({"id": 9, "method": "review", "params": params})))

    outline = ask(save=save, deal=0)["result"]
    assert outline["unit"] == "deal_points" and outline["decisions"]
    judged = ask(save=save, deal=0, decision=len(outline["decisions"]) - 1)["result"]
    assert judged["move"] == outline["decisions"][-1]
    assert ask(save=save, deal=0, decision=len(outline["decisions"]))["error"]["code"] == "bad_request"
    assert ask(save=save, deal=1)["error"]["code"] == "bad_request"
    assert ask(save=save)["result"] == outline  # no deal named: the last one over (a link's)
    assert session.game is None  # the page's game is not touched


def test_review_link_record() -> None:
    link = check(Link, {"review": "eyJmb3JtYXQiOiJ0cmlja3RhYmxlLXNhdmUifQ", "seat": "1"})
    assert isinstance(link, ReviewLink)
    with pytest.raises(ValueError, match="review"):
        check(Link, {"review": "not base64url!"})
