"""The model of play that weighs sampled worlds (inference.py)."""
from __future__ import annotations

from tricktable import Game
from tricktable.bots import make_bot
from tricktable.search.determinize import Sampler
from tricktable.search.inference import SLIP, cheaper_held, play_likelihood


def views_in_play(variant: str, seeds: range):
    """(game, view) before every card of `medium` players' first deals."""
    for seed in seeds:
        g = Game.new(variant, seed=seed)
        bots = [make_bot("medium", seed=i) for i in range(g.players)]
        while g.deal_no == 0 and not g.over:
            view = g.view(g.to_move)
            if g.phase == "play":
                yield g, view
            g.apply(bots[g.to_move].choose(view))


def test_the_model_explains_how_medium_plays() -> None:
    """`medium` follows cheap when it cannot win: the real hands nearly always have weight
    1, while the model does say something in many positions."""
    for variant in ("manille", "manni"):
        said = explained = 0
        for g, view in views_in_play(variant, range(6)):
            sampler = Sampler(view)
            weight = play_likelihood(sampler.variant, sampler.template, view, sampler.pool)
            if weight is None:
                continue
            said += 1
            explained += weight(g.table) == 1
            held = cheaper_held(sampler.variant, sampler.template, view, sampler.pool)
            assert all(pos not in view["controls"] and cards <= set(sampler.pool) for pos, cards in held.items())
        assert said > 20, variant
        assert explained >= 0.9 * said, (variant, explained, said)


def test_a_world_loses_weight_for_each_card_the_model_rules_out() -> None:
    for _g, view in views_in_play("manille", range(3)):
        sampler = Sampler(view)
        held = cheaper_held(sampler.variant, sampler.template, view, sampler.pool)
        if not held:
            continue
        pos, cards = next(iter(held.items()))
        world = sampler.template.copy()
        world.hands[pos] = sorted(cards)
        for p in held:
            if p != pos:
                world.hands[p] = []
        weight = play_likelihood(sampler.variant, sampler.template, view, sampler.pool)
        assert weight(world) == SLIP ** len(cards)
        return
    raise AssertionError("no position where the model applies")
