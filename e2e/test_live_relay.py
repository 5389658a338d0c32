"""A friend whose browser cannot open a direct WebRTC channel (live/relay.js): their page
goes through the local relay after a few seconds and plays at the table as any other, each
page saying which way the friend is connected."""
from __future__ import annotations

import random

from live import join, my_turn, open_table, received, words
from pages import take_turn

# A friend's network where no direct channel opens: no STUN, and only TURN candidates
# allowed, of which there are none (as behind a symmetric NAT with no TURN server).
NO_DIRECT = """
const Open = window.RTCPeerConnection;
window.RTCPeerConnection = class extends Open {
  constructor(config = {}) { super({ ...config, iceServers: [], iceTransportPolicy: "relay" }); }
};
"""


def test_a_friend_with_no_direct_channel_plays_through_the_relay(browser, site, relay) -> None:
    host = open_table(browser, site, relay, "manille", computers=(2, 3), seed=5)
    friend = join(browser, site, relay, host.input_value("#lobby-link"), "Ása", init=NO_DIRECT)
    host.wait_for_selector("#lobby-seats [data-seat='1'][data-here=true] .lobby-way[data-way=relay]")
    assert friend.inner_text("#live-way") == words("en", "live-you-relay")
    host.click("#lobby-start")
    friend.wait_for_selector("#board:not([hidden])", timeout=30_000)
    rng = random.Random(5)
    cards = 0  # the friend's cards played: each a decision the host's engine took, its answer relayed back
    for _ in range(400):
        if cards >= 3:
            break
        moved = False
        for page in (host, friend):
            if my_turn(page):
                cards += take_turn(page, rng) == "play" and page is friend
                moved = True
        if not moved:
            host.wait_for_timeout(50)
    assert cards >= 3
    assert friend.evaluate("window.channels.filter((c) => c.readyState === 'open').length") == 0  # no direct channel
    assert received(friend) == []  # nothing came over one: it all came through the relay
    assert friend.inner_text("#live-way") == words("en", "live-you-relay")
    for page in (host, friend):
        page.context.close()
