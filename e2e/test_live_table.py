"""Friends at one live table, each in their own browser context, through a real relay on
127.0.0.1 (live.py): whole games, a reload and a dropped connection on either side, forged
messages, and every message a friend received held against what their seat may see."""
from __future__ import annotations

import json
import random

from hidden_cards import hidden_from, this_deal
from live import join, live_context, my_turn, open_table, received, words
from pages import PLAYABLE, axe_violations, bar_fits, take_turn, until, wait_idle
from tricktable import Game
from tricktable.session.kept import open_kept
from tricktable.session.peer_records import VERSION

TABLES = "tricktable.live"


def start(host, friends) -> None:
    host.wait_for_function(f"document.querySelectorAll('#lobby-seats [data-who=friend][data-here=true]').length === {len(friends)}")
    host.click("#lobby-start")
    for page in (host, *friends):
        page.wait_for_selector("#board:not([hidden])", timeout=30_000)


def play(pages, rng: random.Random, until, turns: int = 3000) -> None:
    """Each page takes its turn when it has one, until `until()`."""
    for _ in range(turns):
        if until():
            return
        moved = False
        for page in pages:
            if my_turn(page):
                take_turn(page, rng)
                moved = True
        if not moved:
            pages[0].wait_for_timeout(50)
    raise AssertionError("the table did not get there")


def deals_done(page) -> int:
    return page.evaluate("document.querySelectorAll('#sheet-body tbody tr:not([data-sheet-coming])').length")


def host_game(host) -> Game:
    """The host's game as the host's browser keeps it (sealed: opened as the engine does)."""
    tables = json.loads(host.evaluate(f"localStorage.getItem('{TABLES}')"))
    (kept,) = [t["kept"]["save"] for t in tables.values() if t["role"] == "host"]
    return open_kept(kept).game


def check_nothing_hidden(friend, seat: int, game: Game, watching: bool = False) -> int:
    """Every table a friend's page was sent: their seat's, and no card hidden from that seat
    at that moment of the game; returns how many were checked. `watching`: a page that
    watches from `seat`'s place, which may see no card hidden from any seat, nor a hand."""
    checked = 0
    view: dict = {}  # the seat's view as the friend's page has it (its packets say what changed)
    for message in received(friend):
        reply = message.get("reply")
        if not reply:
            continue
        if "view" not in reply:  # the answer to a question: a hint for this seat, or the public deal logs
            assert set(reply) in ({"action", "reason", "say"}, {"deals"}), reply
            continue
        for frame in reply["frames"]:
            view = {**view, **(frame.get("view") or {})}
        view = {**view, **reply["view"]}
        reply = {**reply, "view": view}
        assert view["seat"] == seat and ("save" in reply) is (view["over"] and not watching)  # a save once over
        assert not watching or view["hand"] == view["legal"] == []
        at = Game.from_config(game.config)
        for action in game.actions[:reply["moves"]]:
            at.apply(action)
        text = json.dumps(this_deal(reply))
        hidden = set().union(*(hidden_from(at, s) for s in (range(at.variant.players) if watching else [seat])))
        assert not [card for card in hidden if f'"{card}"' in text], reply["moves"]
        checked += 1
    return checked


def test_a_whole_manille_game_with_two_friends_and_a_computer_player(browser, site, relay) -> None:
    host = open_table(browser, site, relay, "manille", {"target": 61}, computers=(3,), seed=2)
    link = host.input_value("#lobby-link")
    friends = [join(browser, site, relay, link, name) for name in ("Ása", "Bram")]
    assert [f.locator("#lobby-seats [data-seat] strong").locator("..").locator("..").get_attribute("data-seat")
            for f in friends] == ["1", "2"]  # each friend sees which seat is theirs
    friends[0].click("#lobby-ready")  # a friend says they are ready: every lobby shows it
    host.wait_for_selector("#lobby-seats [data-seat='1'] .lobby-ready")
    friends[0].wait_for_selector("#lobby-ready[aria-pressed=true]", timeout=10_000)  # as the host's lobby comes back
    start(host, friends)
    # Her table names the friend at his seat (drawn a moment after the board shows: waited for).
    friends[0].locator("#board [data-position] .player-name", has_text="Bram").wait_for(timeout=30_000)
    rng = random.Random(1)
    pages = [host, *friends]
    # A card of hers to play (her first decision may be another).
    play(pages, rng, lambda: my_turn(friends[0]) and friends[0].locator(PLAYABLE).count() > 0)
    friends[0].click("#btn-hint")  # the host's engine searches the friend's seat's choices
    friends[0].wait_for_function("document.querySelector('#hand .card.hinted') || !document.querySelector('#message').hidden",
                                 timeout=90_000)  # a search in the host's worker, on a busy machine
    assert friends[0].locator("#hand .card.hinted").count() == 1, friends[0].inner_text("#message")
    play(pages, rng, lambda: all(p.evaluate("document.body.dataset.state") == "over" for p in pages))
    game = host_game(host)
    assert game.over
    for seat, friend in enumerate(friends, 1):
        assert check_nothing_hidden(friend, seat, game) > 20
        assert friend.locator("#btn-over-new").count() == 1  # the game-end screen, for everyone
        assert friend.locator("#btn-again").count() == 0  # the host deals again, or not
        # The game counts in each person's own statistics, once.
        assert friend.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('tricktable.result.')).length") == 1
    assert host.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('tricktable.result.')).length") == 1
    bram = friends[1]
    bram.click("#btn-log")  # the earlier deals' logs, from the host's engine
    bram.click("#log-dialog [data-log-tab=past]")
    assert game.deal_no == 1  # seed 2 and these turns: two deals, so an earlier deal to look at
    bram.locator("#log-dialog details.log-deal[open] .log-trick").first.wait_for(timeout=90_000)  # the host's engine, busy
    bram.click("#log-close")
    bram.click("#btn-over-review")  # the friend's own engine, loaded for the review of their decisions
    bram.locator("#review-dialog .review-list li").first.wait_for(timeout=90_000)
    host.click("#btn-again")  # the same table, friends and seats: a new game (new cards: no seed dealt twice), no new link
    for page in pages:
        page.wait_for_function("document.body.dataset.state === 'playing'", timeout=30_000)
    assert host_game(host).seed != game.seed
    assert friends[0].locator("#board .seat[data-area=bottom]").get_attribute("data-position") == "1"
    for page in pages:
        page.context.close()


def test_a_person_at_a_full_table_watches_and_sees_no_hidden_card(browser, site, relay) -> None:
    """A page that finds every seat taken is told so at once (no name asked) and watches:
    every message it received holds no card any seat could not see at that move."""
    host = open_table(browser, site, relay, "manni", computers=(2,), seed=3)
    link = host.input_value("#lobby-link")
    friend = join(browser, site, relay, link, "Ása")
    watcher = live_context(browser, site, relay).new_page()
    watcher.goto(link.replace("friends.html#", "friends.html?speed=instant#"))
    watcher.wait_for_selector("#lobby:not([hidden])", timeout=30_000)
    assert watcher.inner_text("#live-status").startswith("Every seat at this table is taken: you are watching")
    assert watcher.locator("#live-join").is_hidden() and watcher.locator("#lobby-ready").is_hidden()
    host.wait_for_function("document.querySelector('#live-status').textContent.includes('Watching: someone')")
    start(host, [friend])
    watcher.wait_for_selector("#board:not([hidden]) #hand .card", timeout=30_000)
    watcher.set_viewport_size({"width": 390, "height": 844})  # South's backs on a phone: on the screen
    edges = watcher.evaluate("[...document.querySelectorAll('#hand .card')].map((c) => c.getBoundingClientRect())"
                             ".map((r) => [r.left, r.right])")
    assert edges and all(0 <= left and right <= 390 for left, right in edges), edges
    rng = random.Random(3)
    play([host, friend], rng, lambda: deals_done(host) >= 1)
    watcher.wait_for_function("document.querySelectorAll('#sheet-body tbody tr:not([data-sheet-coming])').length >= 1")
    assert watcher.locator("#hand .card:not(.back)").count() == 0 and watcher.locator("#talk-form").is_hidden()
    assert check_nothing_hidden(watcher, 0, host_game(host), watching=True) > 10
    for page in (host, friend, watcher):
        page.context.close()


def test_a_seat_freed_in_the_lobby_is_taken_by_someone_watching_under_a_name(browser, site, relay) -> None:
    """A page that watches with no name is asked for one once a seat frees, sits at it,
    and may talk; the page drew its lobby over the form before (live page, `watch`)."""
    host = open_table(browser, site, relay, "manni")
    link = host.input_value("#lobby-link")
    friends = [join(browser, site, relay, link, name) for name in ("Ana", "Bo")]
    watcher = live_context(browser, site, relay, size=(390, 844)).new_page()
    watcher.goto(link.replace("friends.html#", "friends.html?speed=instant#"))
    watcher.wait_for_selector("#lobby:not([hidden])", timeout=30_000)
    assert watcher.locator("#live-join").is_hidden()  # every seat taken: nothing to ask
    host.locator("#lobby-seats [data-seat='2'] .lobby-remove").click()
    watcher.wait_for_selector("#live-join:not([hidden])", timeout=30_000)
    assert watcher.inner_text("#live-status") == words("en", "live-watch-seat-free")
    watcher.fill("#live-name", "Cy")
    watcher.press("#live-name", "Enter")
    watcher.wait_for_selector("#lobby-seats [data-seat='2'] strong", timeout=30_000)  # "(you)"
    assert watcher.locator("#talk-form").is_visible() and "Cy" in host.inner_text("#lobby-seats [data-seat='2']")
    for page in (host, *friends, watcher):
        page.context.close()


def test_a_deal_of_manni_with_three_people_a_reload_and_a_dropped_friend(browser, site, relay) -> None:
    host = open_table(browser, site, relay, "manni")
    link = host.input_value("#lobby-link")
    ana, bo = (join(browser, site, relay, link, name) for name in ("Ana", "Bo"))
    start(host, [ana, bo])
    rng = random.Random(2)
    play([host, ana, bo], rng, lambda: ana.locator("[data-trick] [data-card]").count() > 0
         or host.evaluate("document.body.dataset.state") == "over", turns=200)
    ana.reload()  # mid-trick: the same seat, the table as it is
    ana.wait_for_selector("#board:not([hidden])", timeout=30_000)
    wait_idle(ana)
    assert ana.evaluate("document.body.dataset.state") == "playing"
    storage = {TABLES: bo.evaluate(f"localStorage.getItem('{TABLES}')"),
               "tricktable.name": bo.evaluate("localStorage.getItem('tricktable.name')")}
    bo.context.close()  # the connection drops; Bo comes back from another page with the seat key
    host.wait_for_selector("#live-status:not([hidden])")
    assert "Bo" in host.inner_text("#live-status")
    moves = len(host_game(host).actions)
    host.click("#live-status button")  # a computer player stands in for Bo meanwhile
    host.wait_for_function("!document.querySelector('#live-status button')")
    play([host, ana], rng, lambda: len(host_game(host).actions) > moves + 3, turns=300)
    bo = join(browser, site, relay, link, "Bo", storage=storage)
    bo.wait_for_selector("#board:not([hidden])", timeout=30_000)
    host.wait_for_selector("#live-status", state="hidden")
    play([host, ana], rng, lambda: my_turn(bo), turns=300)  # the deal goes on, to Bo's turn at his own seat
    back = len(host_game(host).actions)
    take_turn(bo, rng)
    assert until(host, lambda: len(host_game(host).actions) > back, 10)  # as the host's engine answers
    for page in (host, ana, bo):
        page.context.close()


def test_the_host_reloads_mid_deal_and_the_table_goes_on(browser, site, relay) -> None:
    host = open_table(browser, site, relay, "manille", computers=(2, 3))
    friend = join(browser, site, relay, host.input_value("#lobby-link"), "Ása")
    start(host, [friend])
    rng = random.Random(3)
    play([host, friend], rng, lambda: host_game(host).actions.__len__() > 8, turns=200)
    moves = len(host_game(host).actions)
    host.reload()
    friend.wait_for_selector("#live-status:not([hidden])")  # paused, in words
    host.wait_for_selector("#board:not([hidden])", timeout=90_000)
    friend.wait_for_selector("#live-status", state="hidden", timeout=30_000)
    assert len(host_game(host).actions) >= moves
    play([host, friend], rng, lambda: deals_done(host) >= 1)
    for page in (host, friend):
        page.context.close()


def test_a_friends_forged_messages_are_refused_and_the_game_goes_on(browser, site, relay) -> None:
    host = open_table(browser, site, relay, "manille", computers=(2, 3))
    friend = join(browser, site, relay, host.input_value("#lobby-link"), "Mallory")
    start(host, [friend])
    rng = random.Random(4)
    play([host, friend], rng, lambda: my_turn(host), turns=200)  # the host is to move: not the friend
    before = len(host_game(host).actions)
    card = host.locator("#hand button[data-card]").first.get_attribute("data-card")
    forged = [
        {"t": "act", "n": 90, "action": {"type": "play", "card": card}, "seat": 0},  # the host's seat
        {"t": "act", "n": 91, "action": {"type": "play", "card": card}},  # out of turn
        {"t": "act", "n": 92, "action": {"type": "play", "card": "ZZ"}},  # no card
        {"t": "hello", "v": "1", "key": "x", "name": ""},
        {"t": "hello", "v": VERSION, "key": "J" * 43, "name": "Eve", "nonce": "A" * 22, "sig": "A" * 86},  # unproven
        {"t": "lobby", "seats": []},
        {"t": "say", "text": "x" * 400_000},  # too large to read, not to carry (live/guard.js)
        {"t": "say", "text": json.loads("[" * 40 + "]" * 40)},  # deeper than the engine reads
    ]
    for message in forged:
        friend.evaluate("m => window.forge(m)", message)
    friend.evaluate("() => window.forge('{not json', true)")
    codes = {"bad_request", "live_too_large", "live_bad_proof", "live_too_deep"}
    # The host reads messages side by side (inflating takes its time), so its answers may
    # come back in another order than the messages were sent: each is waited for.
    def answers() -> tuple[set[str], list[dict]]:
        """The refusals' codes, and the answers to the forged moves (90 was no message)."""
        got = received(friend)
        return ({m["code"] for m in got if m["t"] == "refused"},
                [m for m in got if m["t"] == "answer" and m["n"] in (91, 92)])

    until(friend, lambda: answers()[0] >= codes and len(answers()[1]) == 2)
    refusals, refused_moves = answers()
    assert refusals >= codes, refusals
    assert len(refused_moves) == 2 and all(m.get("error") and not m.get("reply") for m in refused_moves)
    assert len(host_game(host).actions) == before  # nothing was played for anyone
    play([host, friend], rng, lambda: deals_done(host) >= 1)  # and the game goes on
    for page in (host, friend):
        page.context.close()


def test_the_lobby_and_the_table_speak_each_friends_language(browser, site, relay) -> None:
    lost = live_context(browser, site, relay).new_page()  # a link whose host is nowhere: it waits meanwhile
    lost.add_init_script("localStorage.setItem('tricktable.name', 'Zoë')")
    lost.goto(site + "friends.html#AAAAAAAAAAAAAAAAAAAAAA")  # a link of the tables before keys
    lost.wait_for_selector("#message:not(:empty)")
    assert lost.inner_text("#message") == words("en", "live-old-link")
    lost.goto(site + "friends.html#JvPWhmZI6XGLoPqmPSyOGCrhtvjqNPEvG3aAr3C-zDA")  # a key no page holds
    lost.reload()
    host = open_table(browser, site, relay, "manille")
    link = host.input_value("#lobby-link")
    langs = ("is", "fr", "nl")
    friends = {lang: join(browser, site, relay, link, f"P{lang}", lang=lang) for lang in langs}
    start_ready = "document.querySelectorAll('#lobby-seats [data-who=friend][data-here=true]').length === 3"
    host.wait_for_function(start_ready)
    assert axe_violations(host) == [] and axe_violations(friends["is"]) == []
    for lang, page in friends.items():
        assert page.inner_text("#lobby-wait") == words(lang, "live-waiting-host")
    start(host, list(friends.values()))
    for lang in ("is", "fr"):  # the bar's words each on one line on a phone ("Síðasti / slagur" wrapped)
        assert bar_fits(friends[lang]) == {}, lang
    play([host, *friends.values()], random.Random(5), lambda: my_turn(host), turns=200)
    for lang, page in friends.items():
        page.wait_for_function(f"document.querySelector('#prompt')?.textContent === {json.dumps(words(lang, 'live-waiting', name='Hanna'))}")
    host.context.close()
    for lang, page in friends.items():
        page.wait_for_selector("#live-status:not([hidden])")
        assert page.inner_text("#live-status") == words(lang, "live-host-gone")
    lost.wait_for_selector("#live-status:not([hidden])", timeout=25_000)  # said within about 15 s
    assert lost.inner_text("#live-status") == f'{words("en", "live-no-host")} {words("en", "live-retrying")}'  # and tries again
    for page in (lost, *friends.values()):
        page.context.close()

