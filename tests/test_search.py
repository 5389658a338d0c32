"""The searching player and what it stands on: public tables, sampled worlds, playouts."""
from __future__ import annotations

import json
import math
import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from tricktable import Game
from tricktable.tools.cli import main
from tricktable.bots import make_bot, search
from tricktable.search.bitplay import rule_of
from tricktable.tools.baseline import FrozenSampler
from tricktable.bots.search import clearly_better
from tricktable.search.determinize import Sampler, proven_absent, table_from_view
from tricktable.search.listplay import fast_card, play_to_end_lists
from tricktable.rules.cards import CARD_OF
from tricktable.search.playout import BitPlayouts, deal_value, play_to_end
from tricktable.tools.sim import Budget, play_deal, shown, tournament
from tricktable.rules.variants import REGISTRY
from tricktable.rules.variants.manni import ManniPhase
from tricktable.rules.views import HIDDEN, view as seat_view

from hidden_cards import shuffle_hidden
from support import CASES, case_id, random_action, shipped

SMALL = 12  # playouts per decision in tests: enough to exercise the search, and fast


def views_at_random_points(case: tuple[str, dict], seeds: range, share: float):
    """Yield (game, seat, view) at random moments of random games of the first three deals."""
    variant, options = case
    rng = random.Random(7)
    for seed in seeds:
        g = Game.new(variant, seed=seed, options=options)
        while not g.over and g.deal_no < 3:
            if rng.random() < share:
                yield g, g.to_move, g.view(g.to_move)
            g.apply(random_action(g, rng))


def _without_history(view: dict) -> dict:
    """A view less the past (the game's earlier deals and tricks), which worlds do not keep."""
    return {k: x for k, x in view.items() if k not in ("played_tricks", "sheet", "last_trick", "draw")}


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_sampled_worlds_look_the_same_to_the_seat(case: tuple[str, dict]) -> None:
    """Every sample keeps what the seat sees, and the real deal never breaks an inference."""
    checked = 0
    for g, seat, view in views_at_random_points(case, range(3), 0.1):
        sampler = Sampler(view)
        world = sampler.sample(random.Random(checked))
        seen = seat_view(g.variant, world, seat, view["legal"])
        assert _without_history(seen) == _without_history(view)
        assert not sampler.relaxed
        pool = set(sampler.pool)
        absent = proven_absent(g.variant, sampler.template, view, pool)
        for pos, cards in absent.items():
            assert not cards & set(g.table.hands[pos]), (pos, cards)
            assert not cards & set(world.hands[pos])
        checked += 1
    assert checked > 5


def place_frequencies(sampler: Sampler, draws: int) -> Counter:
    """How often each card is dealt to each place (and, in the stock, to each depth)."""
    rng = random.Random(5)
    seen: Counter = Counter()
    for _ in range(draws):
        for i, (place, cards) in enumerate(zip(sampler.order, sampler.deal(rng))):
            for depth, card in enumerate(cards):
                seen[card, i, depth if place[0] == "stock" else None] += 1
    return seen


def test_hards_sampler_deals_with_baselines_chances() -> None:
    """`hard` shuffles the cards any place may hold into the room the others leave, where
    `baseline` deals them one by one: every card lands in every place (and stock depth)
    as often, within 4.5 standard errors, where some cards are barred from some hands."""
    draws, compared = 2000, 0
    for case in CASES:
        for _g, _seat, view in views_at_random_points(case, range(2), 0.05):
            ours, frozen = Sampler(view), FrozenSampler(view)
            if len(ours.order) < 2 or all(len(c) == len(ours.order) for c in ours.choices.values()):
                continue
            a, b = place_frequencies(ours, draws), place_frequencies(frozen, draws)
            for key in a.keys() | b.keys():
                p = (a[key] + b[key]) / (2 * draws)
                assert abs(a[key] - b[key]) / draws <= 4.5 * math.sqrt(2 * p * (1 - p) / draws) + 1e-9, \
                    (case_id(case), key, a[key], b[key])
            compared += 1
            break
    assert compared >= 5


def fitting_frequencies(sampler: Sampler, fits: search.CallFit, draws: int, first: bool) -> Counter:
    """How often each card is dealt to each place in deals whose trump chooser fits its
    call: its hand drawn first (`deal_fitting`), or whole deals drawn and tested."""
    rng, seen, kept = random.Random(9), Counter(), 0
    draw = sampler.deal_fitting if first else sampler.deal_tested
    while kept < draws:
        dealt = draw(rng, fits.chooser, fits.test)
        if dealt is not None:
            kept += 1
            seen.update((card, i) for i, cards in enumerate(dealt) for card in cards)
    return seen


def test_a_trump_choosers_hand_drawn_first_deals_as_whole_deals_tested() -> None:
    """`hard` draws a trump chooser's hand first and tests it against the call before
    dealing the rest: every card lands in every place as often as when whole deals are
    drawn and tested (within 4.5 standard errors), with and without cards barred from
    some hands."""
    draws, compared, barred = 1500, 0, 0
    for case in CASES:
        if REGISTRY[case[0]].scoring != "card_points":
            continue
        found = 0
        for _g, _seat, view in views_at_random_points(case, range(4), 0.1):
            fits = search.trump_call_fits(view)
            if view["phase"] != "play" or fits is None or found == 3:
                continue
            sampler = Sampler(view)
            rng = random.Random(1)
            if sum(fits.test(sampler.hand(sampler.deal(rng), fits.chooser)) for _ in range(100)) < 10:
                continue  # hands that fit are too rare to count here
            a, b = (fitting_frequencies(sampler, fits, draws, first) for first in (True, False))
            for key in a.keys() | b.keys():
                p = (a[key] + b[key]) / (2 * draws)
                assert abs(a[key] - b[key]) / draws <= 4.5 * math.sqrt(2 * p * (1 - p) / draws) + 1e-9, \
                    (case_id(case), key, a[key], b[key])
            found += 1
            barred += bool(sampler.bound)
        compared += found
    assert compared >= 6 and barred >= 2, (compared, barred)


def test_public_table_hides_every_unseen_card() -> None:
    g = Game.new("hornafjardarmanni", seed=1)
    public = g.view(0)["public_table"]
    assert public["hands"][1] == [HIDDEN] * 12 and public["stock"] == [HIDDEN] * 16
    assert sorted(public["hands"][0]) == sorted(g.table.hands[0])
    v, t = table_from_view(g.view(0))
    assert t.phase == ManniPhase.EXCHANGE and t.strength is g.table.strength
    # The cut card lies in the dealer's hand with the 4-3-3-3 deal: the sample keeps it there.
    assert public["cut_card_places"] == [["hands", g.dealer]] and g.dealer != 0
    world = Sampler(g.view(0)).sample(random.Random(3))
    assert g.table.cut_card in world.hands[g.dealer]


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_an_all_seeing_yardstick_searches_the_real_deal(case: tuple[str, dict]) -> None:
    """A player that sees every card (sim.shown) draws only the real table: the stock's
    order aside, which is dealt from unseen."""
    class Seeing(search.SearchBot):
        sees_all = True
    checked = 0
    for g, seat, _ in views_at_random_points(case, range(2), 0.1):
        view = shown(Seeing(), g, seat)
        assert view == {**g.view(seat), "public_table": view["public_table"]}
        world = Sampler(view).sample(random.Random(checked))
        real = g.table
        assert (world.hands, world.discards, world.layouts) == (real.hands, real.discards, real.layouts)
        assert sorted(world.stock) == sorted(real.stock)
        assert shown(make_bot("hard"), g, seat) == g.view(seat)
        checked += 1
    assert checked > 3


def test_a_failure_to_follow_suit_is_remembered() -> None:
    g = Game.new("manni", seed=4)
    rng = random.Random(2)
    while g.phase != "play":
        g.apply(random_action(g, rng))
    found = False
    while not g.over and g.deal_no == 0 and not found:
        t = g.table
        led = t.trick[0][1] // 13 if t.trick else None
        pos = t.turn
        card = g.legal_cards()[-1]
        g.apply({"type": "play", "card": g.legal_actions()[-1]["card"]})
        if led is not None and card // 13 != led and pos != 0:
            view = g.view(0)
            sampler = Sampler(view)
            for _ in range(20):
                world = sampler.sample(rng)
                assert all(c // 13 != led for c in world.hands[pos])
            found = True
    assert found


def test_playout_scores_the_deal_as_the_engine_does() -> None:
    for variant in ("laugavatnsmanni", "manille", "manillen-2p-dummy"):
        g = Game.new(variant, seed=11)
        rng = random.Random(1)
        while g.phase != "play":
            g.apply(random_action(g, rng))
        t = g.table.copy()
        cards = []
        while t.tricks_left:
            cards.append(fast_card(g.variant, t, random.Random(len(cards)), 0.0))
            t.play(cards[-1])
        g.variant.score_deal(t)
        assert g.deal_no == 0 and g.table.tricks_left  # the game itself is untouched
        for c in cards:
            g.play(c)
        assert g.sheet[0] == t.sheet[-1]


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_hard_plays_legally_in_every_game(case: tuple[str, dict]) -> None:
    """Two deals of every game and option set, every seat searching (apply would refuse)."""
    variant, options = case
    g = Game.new(variant, seed=5, options=options)
    bots = [make_bot("hard", seed=i, iterations=SMALL) for i in range(g.players)]
    while not g.over and g.deal_no < 2:
        seat = g.to_move
        g.apply(bots[seat].choose(g.view(seat)))
    assert len(g.sheet) >= 1


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_hard_decides_only_from_what_the_seat_sees(case: tuple[str, dict]) -> None:
    i = -1
    for i, (g, seat, view) in enumerate(views_at_random_points(case, range(2), 0.08)):
        twin = g.clone()
        shuffle_hidden(twin, seat, random.Random(i))
        assert twin.view(seat) == view
        a = make_bot("hard", seed=3, iterations=SMALL).choose(view)
        b = make_bot("hard", seed=3, iterations=SMALL).choose(twin.view(seat))
        assert a == b
    assert i >= 3


def test_a_call_must_be_clearly_better_to_replace_mediums() -> None:
    steady = [[2.0, 1.0], [3.0, 1.5], [2.5, 1.0], [2.0, 1.2]]
    assert clearly_better(steady, 0, 1) and not clearly_better(steady, 1, 0)
    lucky = [[9.0, 0.0], [-8.0, 0.0], [-7.0, 0.0], [10.0, 0.0]]  # better on average, by luck
    assert not clearly_better(lucky, 0, 1) and not clearly_better(steady, 0, 0)


@pytest.mark.parametrize("case", CASES[::3], ids=case_id)
def test_hard_calls_as_medium_unless_a_call_is_clearly_better(case, monkeypatch) -> None:
    """With a bar no call can clear, every call before play is medium's."""
    monkeypatch.setattr(search, "KEEP_CALL_Z", math.inf)
    calls = 0
    for _g, _seat, view in views_at_random_points(case, range(3), 1.0):
        if view["phase"] != "play" and (len(view["legal"]) > 1 or view["phase"] == "exchange"):
            hard = make_bot("hard", seed=1, iterations=SMALL)
            assert hard.choose(view) == hard.usual_call(view)
            calls += 1
    assert calls >= 3


def test_a_call_gets_four_times_a_cards_playouts_up_to_its_cap(monkeypatch) -> None:
    """Calls keep their budget when cards get more: CALL_BUDGET times a card's, at most CALL_MOST."""
    monkeypatch.setattr(search, "CALL_MOST", 400)
    g = Game.new("manille", seed=3)
    view = g.view(g.to_move)
    assert view["phase"] != "play" and len(view["legal"]) > 1

    def worlds(iterations: int) -> int:
        bot = make_bot("hard", seed=1, iterations=iterations)
        return len(bot.evaluate(Sampler(view), view, bot.candidates(view, bot.usual_call(view))))
    assert worlds(50) < worlds(100) == worlds(300)


def test_each_searching_level_has_its_page_budget() -> None:
    assert make_bot("hard").iterations == search.DEFAULT_ITERATIONS
    assert make_bot("expert").iterations == 3 * search.DEFAULT_ITERATIONS
    assert make_bot("baseline").iterations == 600  # the page's budget when it was frozen
    assert make_bot("hard", iterations=7).iterations == 7 and make_bot("hard", think_ms=5).iterations is None


def test_hard_thinks_for_a_given_time() -> None:
    g = Game.new("manille", seed=3)
    action = make_bot("hard", seed=1, think_ms=30).choose(g.view(g.to_move))
    assert action in g.legal_actions()


@pytest.mark.slow
def test_hard_beats_medium_at_manillen() -> None:
    """Seeded, so the outcome is fixed; the margin must clear its own 95% interval."""
    report = tournament("manillen-2p-open", 12, ["hard", "medium"], seed=50,
                        budget=Budget(iterations=60))
    assert report["margin"] - report["ci95"] > 0, report


def test_a_sides_margin_is_twice_its_lead_over_the_other_side() -> None:
    """What a Manille margin means: the same deals played again seating by seating (the
    bots seeded as the tournament seeds them), the first player's side's card points less
    the other side's, per deal, are half the margin."""
    players, other = ["medium", "random", "medium", "random"], ["random", "medium", "random", "medium"]
    report = tournament("manille", 6, players, seed=500)
    leads = []
    for k in range(6):
        for r, names in enumerate((players, other)):
            row = play_deal("manille", 500 + k, {}, names, (500 + k) * 4 + r)
            side = names.index("medium") % 2
            leads.append(row["points"][side] - row["points"][1 - side])
    assert report["seatings"] == 2 and report["margin"] > 0
    assert math.isclose(report["margin"], 2 * sum(leads) / len(leads))


def test_tournament_command(capsys) -> None:
    assert main(["tournament", "--variant", "manille", "--deals", "2", "--players",
                 "hard,medium,hard,medium", "--iterations", "8", "--calls-by", "medium"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("manille: hard minus the others, card points") and "calls by medium" in out
    assert main(["tournament", "--variant", "manni", "--deals", "1", "--players", "hard,medium"]) == 2
    assert "needs 3 players" in capsys.readouterr().err


def card_play_moments(case: tuple[str, dict], seeds: range, share: float) -> Iterator[Game]:
    """Yield the game at random moments of card play (mid-trick, with stacks still face
    down) of the first two deals of each seed's game."""
    variant, options = case
    for seed in seeds:
        g = Game.new(variant, seed=seed, options=options)
        rng = random.Random(seed)
        while not g.over and g.deal_no < 2:
            if g.phase == "play" and rng.random() < share:
                yield g
            g.apply(random_action(g, rng))


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_bit_playout_plays_as_the_list_playout(case: tuple[str, dict]) -> None:
    """From every kind of moment of card play, at every noise, both playouts make the
    same random draws and the same deal."""
    v = REGISTRY[case[0]]
    starts = 0
    for g in card_play_moments(case, range(4), 0.5):
        for noise in (0.0, 0.1, 0.5, 1.0):
            old, new = g.table.copy(), g.table.copy()
            r_old, r_new = random.Random(starts), random.Random(starts)
            play_to_end_lists(v, old, r_old, noise)
            play_to_end(v, new, r_new, noise)
            assert r_old.getstate() == r_new.getstate()
            assert (new.tricks, new.points, new.turn, new.win_pos, new.win_card) == \
                (old.tricks, old.points, old.turn, old.win_pos, old.win_card)
            v.score_deal(old)
            v.score_deal(new)
            assert new.sheet[-1] == old.sheet[-1]
            starts += 1
    assert starts > 100


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_bit_playouts_value_each_card_as_a_copy_played_out_and_scored(case: tuple[str, dict]) -> None:
    """A search's playouts (a world's bits built once for every candidate, each deal's
    value looked up by its outcome) give each card the value of a copy of the table with
    the card played, played out by the list policy on the same stream and scored."""
    v = REGISTRY[case[0]]
    if rule_of(v) is None:
        pytest.skip("played out on lists")
    checked = 0
    for g in card_play_moments(case, range(3), 0.3):
        t, pos = g.table, g.table.turn
        outcomes = BitPlayouts(v, pos)
        deal = outcomes.world(t)
        for card in (CARD_OF[a["card"]] for a in g.legal_actions()):
            for stream in range(3):
                old = t.copy()
                old.play(card)
                play_to_end_lists(v, old, random.Random(stream), 0.1)
                v.score_deal(old)
                value = outcomes.value(t, deal, random.Random(stream), card)
                assert value == deal_value(v, old.sheet[-1], pos), (case, card, stream)
                checked += 1
    assert checked > 50


def test_every_shipped_game_plays_out_on_bitmasks() -> None:
    """A game whose card-play rule bitplay.py does not know falls back to the (slower)
    list playout: none of the shipped games may."""
    assert all(rule_of(REGISTRY[c[0]]) is not None for c in shipped_cases())


def search_positions(share: float, cases: list = CASES) -> list[tuple[str, int, dict]]:
    """Views where a searching player has a choice, named by game, options and the
    view's place among that game's sampled moments."""
    found = []
    for case in cases:
        for i, (_g, _seat, view) in enumerate(views_at_random_points(case, range(2), share)):
            if len(view["legal"]) > 1 or view["phase"] == "exchange":
                found.append((case_id(case), i, view))
    return found


def test_hard_decides_as_baseline_at_a_fixed_budget() -> None:
    """The bitmask playouts change nothing but speed: same candidates, same values (but
    for what `baseline` does not have: the exact endgame, inference, playing for the game,
    and `hard`'s sampler, whose draws differ)."""
    positions = search_positions(0.05)
    for k, (name, i, view) in enumerate(positions):
        playouts = (SMALL, 40)[k % 2]  # both budgets, each at every other position
        bot = make_bot("hard", seed=i, iterations=playouts)
        bot.endgame_tricks, bot.infer, bot.for_game = 0, False, False
        bot.sampler = FrozenSampler
        base = make_bot("baseline", seed=i, iterations=playouts).weigh(view)
        assert bot.weigh(view) == base, (name, i, playouts)
    assert len(positions) > 100


BASELINE_RECORD = Path(__file__).parent / "golden" / "baseline" / "decisions.txt"


def shipped_cases() -> list[tuple[str, dict]]:
    """The cases of the games the package ships (support.shipped; test-only games come and go)."""
    return [c for c in CASES if c[0] in REGISTRY and shipped(REGISTRY[c[0]])]


def baseline_decisions() -> str:
    """`baseline`'s choice at a set of positions of every shipped game, a line each."""
    lines = []
    for name, i, view in search_positions(0.05, shipped_cases()):
        action = make_bot("baseline", seed=i, iterations=SMALL).choose(view)
        lines.append(f"{name} {i} {json.dumps(action, sort_keys=True)}\n")
    return "".join(lines)


def test_baseline_is_frozen() -> None:
    """`baseline` must go on deciding as recorded: if code it shares with `hard` changes
    its decisions, keep the old code for it in tools/baseline.py.  The record is rewritten
    (`python tests/test_search.py`, with the old code) only when the positions themselves
    change: a game's options or the way they are sampled."""
    assert baseline_decisions() == BASELINE_RECORD.read_text()


if __name__ == "__main__":
    BASELINE_RECORD.parent.mkdir(exist_ok=True)
    BASELINE_RECORD.write_text(baseline_decisions())
