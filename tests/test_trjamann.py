"""Trjámann (RULES.md §3)."""
from __future__ import annotations

import random

import pytest

from tricktable import Game, IllegalAction
from tricktable.rules.variants.base import register, unregister
from tricktable.rules.variants.manni import Trjamann

from support import deck_codes, play_out, random_action


def test_deal_sixteen_each_and_a_manni_of_four() -> None:
    d = deck_codes(52, [])
    g = Game.new("trjamann", decks=[d], first_dealer=1)
    L, R, D = 2, 0, 1
    for seat, offset in ((L, 0), (R, 4), (D, 8)):
        assert sorted(g.view(seat)["hand"]) == sorted(sum((d[offset + 12 * r:offset + 12 * r + 4]
                                                           for r in range(4)), []))
    assert g.view(0)["manni_count"] == 4 and g.phase == "announce" and g.to_move == L


def test_announce_kinds_other_suit_and_exchange() -> None:
    g = Game.new("trjamann", seed=4, first_dealer=0)
    assert [a["contract"] for a in g.legal_actions()] == ["grand", "nullo", "spades", "hearts",
                                                          "diamonds", "clubs"]
    g.apply({"type": "announce", "contract": "diamonds"})  # "other suit", naming diamonds
    c = g.view(0)["contract"]
    assert (c["name"], c["trump"], c["declarer"]) == ("diamonds", "D", 1)
    assert g.view(0)["announced"] == [[], ["other"], []]
    assert g.phase == "exchange" and g.to_move == 1
    assert g.legal_actions() == [{"type": "exchange", "discard": [], "max_discard": 4}]
    hand = g.view(1)["hand"]
    with pytest.raises(IllegalAction):
        g.apply({"type": "exchange", "discard": hand[:5]})
    g.apply({"type": "exchange", "discard": hand[:2]})
    assert g.phase == "play" and g.to_move == 1  # declarer leads; nobody else exchanges
    assert g.view(0)["manni_count"] == 2


def test_each_player_announces_each_kind_once_in_twelve_deals() -> None:
    g = Game.new("trjamann", seed=8)
    rng = random.Random(8)
    forced = 0
    while not g.over:
        if g.phase == "announce":
            kinds = {("other" if a["contract"] in ("hearts", "diamonds", "clubs") else a["contract"])
                     for a in g.legal_actions()}
            done = g.view(g.to_move)["announced"][g.to_move]
            assert kinds == {"grand", "spades", "other", "nullo"} - set(done)
            forced += len(kinds) == 1
            assert g.to_move == (g.dealer + 1) % 3
        g.apply(random_action(g, rng))
    assert len(g.sheet) == 12 and forced == 3
    assert all(sorted(a) == ["grand", "nullo", "other", "spades"] for a in g.view(0)["announced"])


def test_announcing_a_used_kind_is_refused() -> None:
    g = Game.new("trjamann", seed=1, first_dealer=2)  # seat 0 announces first and fourth
    g.apply({"type": "announce", "contract": "hearts"})
    while g.deal_no < 3:
        g.apply(random_action(g, random.Random(g.deal_no)))
    assert g.to_move == 0 and g.phase == "announce"
    with pytest.raises(IllegalAction, match="already announced other"):
        g.apply({"type": "announce", "contract": "clubs"})


@pytest.mark.parametrize("ace_low", [False, True])
def test_nullo_ace_rank_option(ace_low: bool) -> None:
    g = Game.new("trjamann", seed=3, first_dealer=0, options={"nullo_ace_low": ace_low})
    g.apply({"type": "announce", "contract": "nullo"})
    from tricktable.rules.cards import ACE_LOW, NORMAL
    assert g.table.strength is (ACE_LOW if ace_low else NORMAL)


def test_game_ends_after_twelve_deals() -> None:
    g = Game.new("trjamann", seed=21)
    for _ in play_out(g, random.Random(2)):
        assert g.deal_no < 12
    assert g.over and len(g.sheet) == 12


def test_a_subclass_that_overrides_a_phase_hook_is_heard() -> None:
    """Phase tables name methods, so an override counts without a new table."""
    class GrandOnly(Trjamann):
        id = "trjamann-grand-only"

        def announce_offers(self, t):
            return [a for a in super().announce_offers(t) if a["contract"] == "grand"]

    register(GrandOnly)
    try:
        g = Game.new(GrandOnly.id, seed=4, first_dealer=0)
        assert g.legal_actions() == [{"type": "announce", "contract": "grand"}]
        before = g.state()
        with pytest.raises(IllegalAction) as err:
            g.apply({"type": "announce", "contract": "nullo"})
        assert err.value.code == "kind_announced" and g.state() == before
        g.apply({"type": "announce", "contract": "grand"})
        assert g.view(0)["contract"]["name"] == "grand"
        assert len(Game.new("trjamann", seed=4, first_dealer=0).legal_actions()) == 6
    finally:
        unregister(GrandOnly)
