"""What a player relies on besides playing: reasons, keyboard, hint and undo, resuming,
sharing, and never losing a game (links, Back, two tabs, full or bad storage)."""
from __future__ import annotations

import json
import random

from tricktable.session.bridge import Session
from tricktable.tools.sim import late_game

from pages import (menu_click, GREYED, NARROW, NEXT_DEAL, PLAYABLE, SAVED, ZOOMED, axe_violations, click_card, hand,
                   open_new_game, overflow_at, readable, saved_game, start_by_clicking, state, take_turn, to_new_game_screen,
                   text_of, wait_engine, wait_idle)


def play_until(page, rng, condition, limit: int = 400) -> None:
    for _ in range(limit):
        if condition():
            return
        take_turn(page, rng)
    raise AssertionError("the situation never came up")


def saves(page) -> dict[str, dict]:
    """Every saved game in the page's storage, by its slot."""
    return page.evaluate("""Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('tricktable.save.')).map(k => [k, JSON.parse(localStorage.getItem(k))]))""")


def test_greyed_card_is_reachable_by_keyboard_and_says_why(page) -> None:
    open_new_game(page)
    start_by_clicking(page, "manille", 7)
    rng = random.Random(7)
    play_until(page, rng, lambda: page.locator(PLAYABLE).count() > 0 and page.locator(GREYED).count() > 0)
    before_hand, before_save = hand(page), saved_game(page)
    greyed = page.locator(GREYED).first.get_attribute("data-card")
    page.locator(PLAYABLE).first.focus()
    for _ in range(len(before_hand)):  # arrow keys walk over every card, greyed ones too
        if page.evaluate("document.activeElement.dataset.card") == greyed:
            break
        now = page.evaluate("document.activeElement.dataset.card")
        page.keyboard.press("ArrowRight" if before_hand.index(greyed) > before_hand.index(now) else "ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.card") == greyed
    assert "cannot be played" in page.evaluate("document.activeElement.textContent")
    page.keyboard.press("Enter")
    wait_idle(page)
    message = page.locator("#message").inner_text()
    assert message.startswith("You must"), message
    assert hand(page) == before_hand and saved_game(page) == before_save
    assert page.evaluate("document.activeElement.dataset.card") == greyed
    assert state(page) == "playing"


def late_deal_link(variant: str, seed: int) -> str:
    """A link, for seat 0 against `hard`, to the first deal of a game that the computer
    plays for the game (sim.late_game)."""
    g = late_game(variant, seed)
    reply = json.loads(Session().handle(json.dumps({"id": 1, "method": "make_link", "params": {
        "save": g.to_json(), "moves": len(g.actions), "human_seat": 0, "level": "hard", "lang": "en"}})))
    return reply["result"]["code"]


def test_near_a_games_end_the_hint_speaks_of_winning_it(page) -> None:
    """In a late deal the Hint weighs the chance to win the game, and says so."""
    page.goto(page.site + "?speed=instant&lang=en#t=" + late_deal_link("manille", 7))
    wait_engine(page)
    page.wait_for_selector("#btn-hint:enabled", timeout=60_000)
    wait_idle(page)
    page.click("#btn-hint")
    page.wait_for_function("document.querySelector('#message').innerText.startsWith('Hint:')")
    assert "The game is near its end" in page.locator("#message").inner_text()


def test_keyboard_hint_and_undo(page) -> None:
    """Arrow keys walk the player's cards; Enter plays; the focus stays on a neighbour;
    a hint points at a card; undo takes the move back."""
    open_new_game(page)
    start_by_clicking(page, "manillen-2p-open", 5, {"blind_no_trump": False}, practice=True)
    rng = random.Random(5)
    play_until(page, rng, lambda: page.locator(f"#hand {PLAYABLE.split()[-1]}").count() >= 2)
    mine = page.locator("#hand button[data-card], #board .layout button[data-card]").evaluate_all(
        "bs => bs.map(b => b.dataset.card)")
    page.locator(PLAYABLE).first.focus()
    page.keyboard.press("End")
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.card") == mine[1]

    page.click("#btn-hint")
    page.wait_for_selector(".card.hinted")
    assert page.locator("#message").inner_text().startswith("Hint: Play the ")
    before = (hand(page), saved_game(page))
    card = page.locator(f"#hand {PLAYABLE.split()[-1]}").first
    played = card.get_attribute("data-card")
    card.focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert played not in hand(page)
    assert page.evaluate("document.activeElement.matches('#hand button[data-card], .layout button[data-card]')")
    page.click("#btn-undo")
    wait_idle(page)
    # The same hand and moves; the save now marks the game practice (a move was taken back).
    assert (hand(page), json.loads(saved_game(page))) == (before[0], {**json.loads(before[1]), "practice": True})


def test_reload_resumes_exactly(page) -> None:
    open_new_game(page)
    start_by_clicking(page, "trjamann", 11)
    rng = random.Random(11)
    play_until(page, rng, lambda: page.locator("[data-trick] [data-card]").count() >= 1 and page.locator(PLAYABLE).count() > 0)
    page.emulate_media(reduced_motion="reduce")  # cards then appear in place, without moving
    assert page.evaluate("getComputedStyle(document.querySelector('[data-trick] .card')).animationName") == "none"
    for _ in range(5):
        take_turn(page, rng)
    snapshot = (hand(page), text_of(page, "[data-trick]"), page.locator("#prompt").inner_text(),
                saved_game(page))
    page.reload()
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(page)
    assert (hand(page), text_of(page, "[data-trick]"), page.locator("#prompt").inner_text(),
            saved_game(page)) == snapshot
    # A save of the earlier single-slot format is moved into a slot of its own and resumed.
    page.evaluate("""() => { const key = 'tricktable.save.' + sessionStorage.getItem('tricktable.tab');
        const r = JSON.parse(localStorage.getItem(key)); localStorage.removeItem(key); sessionStorage.clear();
        localStorage.setItem('tricktable.game', JSON.stringify({save: r.save, human_seat: r.human_seat, level: r.level})); }""")
    page.reload()
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(page)
    assert (hand(page), saved_game(page)) == (snapshot[0], snapshot[3])
    assert page.evaluate("localStorage.getItem('tricktable.game')") is None


def open_link(browser, link: str):
    other = browser.new_context(bypass_csp=True).new_page()  # as the page fixture, see conftest
    other.goto(link.replace("?", "?speed=instant&", 1) if "?" in link else link.replace("#", "?speed=instant#", 1))
    other.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    other.wait_for_function(f"{SAVED} !== null", timeout=90_000)  # a link's opening is saved once the engine answers
    wait_idle(other)
    return other


def test_share_this_deal_or_this_game_from_the_start(page, browser) -> None:
    open_new_game(page)
    start_by_clicking(page, "manillen-2p-open", 31, {"blind_no_trump": False})
    first = (hand(page), text_of(page, ".game-facts"))
    menu_click(page, "#btn-share")
    page.click("#share-game")
    page.wait_for_function("document.getElementById('share-link').value !== ''")  # the engine writes it
    assert "from its first deal" in page.locator("#share-what").inner_text()
    link = page.locator("#share-link").input_value()
    assert "#t=" in link and "seed" not in link and len(link) <= 2_000  # short, in the fragment, no seed to read
    other = open_link(browser, link)
    assert (hand(other), text_of(other, ".game-facts")) == first
    assert other.locator("#btn-undo").count() == 0  # a shared challenge is played without undo
    game = json.loads(readable(json.loads(other.evaluate(SAVED))["save"]))
    assert game["config"]["options"]["blind_no_trump"] is False
    other.context.close()

    rng = random.Random(31)
    play_until(page, rng, lambda: page.locator(NEXT_DEAL).count() > 0)
    result = text_of(page, "[data-deal-result]")
    page.reload()  # the result waits for the player across a reload too
    page.wait_for_selector(NEXT_DEAL, timeout=90_000)
    assert text_of(page, "[data-deal-result]") == result
    page.click(NEXT_DEAL)
    wait_idle(page)
    second = (hand(page), page.locator(".side-sheet").inner_text())
    take_turn(page, rng)  # a move into the deal: the link still deals it from its start
    menu_click(page, "#btn-share")
    page.click("#share-deal")
    page.wait_for_function("document.getElementById('share-link').value !== ''")
    assert "this deal" in page.locator("#share-what").inner_text()
    other = open_link(browser, page.locator("#share-link").input_value())
    assert (hand(other), other.locator(".side-sheet").inner_text()) == second
    other.context.close()


def test_a_link_keeps_the_unfinished_game_and_back_stays_in_the_app(page) -> None:
    open_new_game(page)
    start_by_clicking(page, "manni", 3)
    take_turn(page, random.Random(3))
    kept = saved_game(page)
    page.goto(page.site + "?speed=instant&game=trjamann&seed=9")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(page)
    assert "unfinished game of Manni is kept" in page.locator("#message").inner_text()
    assert kept in [readable(s["save"]) for s in saves(page).values()]
    page.go_back()  # from the table to the new-game screen, still in the app
    page.wait_for_function("document.body.dataset.state === 'ready'")
    assert page.url.startswith(page.site) and page.locator("#cancel-new").is_visible()
    page.go_forward()
    page.wait_for_function("document.body.dataset.state === 'playing'")
    assert page.locator("#hand button[data-card]").count() > 0
    page.click("#btn-new")
    page.click("#unfinished button")
    wait_idle(page)
    assert saved_game(page) == kept and state(page) == "playing"


def test_two_tabs_keep_both_games(page) -> None:
    open_new_game(page)
    start_by_clicking(page, "manni", 3)
    take_turn(page, random.Random(3))
    other = page.context.new_page()  # same storage, as a second tab
    other.site = page.site
    open_new_game(other)  # the first tab's game is in play there, so this one does not take it
    start_by_clicking(other, "manille", 4)
    take_turn(other, random.Random(4))
    take_turn(page, random.Random(5))
    games = {json.loads(readable(s["save"]))["config"]["variant"]: readable(s["save"]) for s in saves(page).values()}
    assert games["manni"] == saved_game(page) and games["manille"] == saved_game(other)
    # Taking the first game over in the second tab makes the first tab step back, not overwrite.
    other.click("#btn-new")
    other.click("#unfinished button")
    wait_idle(other)
    page.wait_for_function("document.querySelector('#message').textContent.includes('another tab')")
    assert saved_game(other) == games["manni"]
    other.close()


FILL_STORAGE = """() => { let i = 0;
    for (const size of [262144, 16384, 1024, 64, 1]) {
      const chunk = 'x'.repeat(size);
      try { for (;;) localStorage.setItem('filler.' + i++, chunk); } catch { /* next size */ } } }"""


def test_full_storage_keeps_playing_and_says_so(page) -> None:
    open_new_game(page)
    start_by_clicking(page, "manni", 3)
    rng = random.Random(3)
    take_turn(page, rng)
    kept = saved_game(page)
    page.evaluate(FILL_STORAGE)
    play_until(page, rng, lambda: page.locator(PLAYABLE).count() > 0)
    before = hand(page)
    card = page.locator(PLAYABLE).first.get_attribute("data-card")
    click_card(page.locator(PLAYABLE).first)
    wait_idle(page)
    assert "storage is full" in page.locator("#message").inner_text()
    assert len(hand(page)) == len(before) - 1 and state(page) == "playing"
    # The last save is still there: as it was, or with the card (saved before the computer
    # players answered, without the table's view, it is smaller and may still fit).
    moves = json.loads(kept)["actions"]
    assert json.loads(saved_game(page))["actions"] in (moves, moves + [{"type": "play", "card": card}])
    page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('filler.')).forEach(k => localStorage.removeItem(k))")
    take_turn(page, rng)
    assert "Saving works again" in page.locator("#message").inner_text()
    assert len(saved_game(page)) > len(kept)


def test_oversized_unreadable_save_does_not_block_the_page(page) -> None:
    open_new_game(page)
    page.evaluate(FILL_STORAGE)
    page.evaluate("""() => { for (const k of Object.keys(localStorage).filter(k => k.startsWith('filler.')))
        { const v = localStorage.getItem(k); localStorage.removeItem(k);
          try { localStorage.setItem('tricktable.save.big' + k, '{not json' + v); } catch {} } }""")
    page.evaluate("localStorage.setItem('tricktable.game', '{\"save\": 42}')")  # an old-format save, unreadable
    page.reload()
    wait_engine(page)  # nothing left to resume: the shelf of games
    assert "could not be loaded" in page.locator("#message").inner_text()
    to_new_game_screen(page)
    start_by_clicking(page, "manni", 4)
    assert state(page) == "playing" and page.locator("#hand button[data-card]").count() > 0


def test_the_strip_counts_the_deals_and_shows_the_target(page) -> None:
    """The deal counter says how far the game is: "Deal 2 of 12" where the number of deals
    is fixed, "Deal 1" and the target where a score ends the game; the strip fits a phone."""
    open_new_game(page)
    start_by_clicking(page, "trjamann", 11)
    counter = page.locator("[data-deal-counter]")
    assert counter.inner_text() == "Deal 1 of 12"
    play_until(page, random.Random(11), lambda: page.locator(NEXT_DEAL).count() > 0)
    page.click(NEXT_DEAL)
    wait_idle(page)
    assert counter.inner_text() == "Deal 2 of 12"
    assert overflow_at(page, NARROW) == 0 and overflow_at(page, ZOOMED) == 0
    page.click("#btn-new")
    start_by_clicking(page, "manille", 4)
    assert counter.inner_text() == "Deal 1" and "Target 101" in page.locator(".strip").inner_text()


def test_a_decisions_help_waits_behind_its_question_mark(page) -> None:
    """A decision shows its button alone; its help (the button's description) opens from "?"."""
    open_new_game(page)
    start_by_clicking(page, "laugavatnsmanni", 7)
    play_until(page, random.Random(7), lambda: page.locator("#controls .decision").count() > 0)
    decision = page.locator("#controls .decision").first
    words = page.locator("#" + decision.locator("button").get_attribute("aria-describedby"))
    assert not words.is_visible() and words.text_content().strip()
    decision.locator("summary").click()
    assert words.is_visible()
    assert axe_violations(page) == []


def test_the_menu_closes_as_menus_do(page) -> None:
    """On a phone the bar's menu closes at a tap outside it, at Escape (the focus back on
    its button) and once a choice in it is made; its switches leave it open."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(page.site + "?speed=instant")
    wait_engine(page)
    menu = page.locator(".bar .menu")

    def is_open() -> bool:
        return menu.evaluate("d => d.open")

    page.click(".bar .menu summary")
    assert is_open()
    page.mouse.click(100, 250)  # the felt, outside the menu (no card there)
    assert not is_open()
    page.click(".bar .menu summary")
    menu_click(page, "#btn-sound")
    assert is_open(), "a switch leaves the menu open"
    page.keyboard.press("Escape")
    assert not is_open() and page.evaluate("document.activeElement.tagName") == "SUMMARY"
    page.click(".bar .menu summary")
    menu_click(page, "#btn-share")
    assert not is_open() and page.locator("#share-box").is_visible()
    for item, dialog in (("#btn-settings", "#settings-dialog"), ("#btn-challenge", "#challenge-dialog")):
        menu_click(page, item)  # a dialog in its place
        page.wait_for_selector(f"{dialog}[open]")
        assert not is_open(), item
        page.keyboard.press("Escape")
