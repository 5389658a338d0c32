"""Short links opened cold, with their receiver's opening (linkcode.py, services/linkopening.js):
the table and its first decision are on show while the engine is still held back, the
decision waits for the engine, and the game then reached is the very game the same link
without its opening reaches the slow way, with the same moves. A false opening gives way
to the engine's table and its decision is dropped; a changed link is refused."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tricktable.bots.base import random_action
from tricktable.session.bridge import Session
from tricktable.session.linkcode import pack, unpack

from pages import screenshots, context_options, PLAYABLE, click_card, hand, readable, saved_game, take_turn, until, wait_idle

DECISION = f"{PLAYABLE}, #controls button[data-action]:enabled"
# Links written before the page view was declared (tests/links_before_page_view.json): the
# same games as made_link("game") and made_late_link(), their openings with the old keys.
BEFORE = json.loads((Path(__file__).resolve().parent.parent / "tests" / "links_before_page_view.json").read_text())
TAB_SAVE = "localStorage.getItem('tricktable.save.' + sessionStorage.getItem('tricktable.tab'))"
EMBED_SAVE = ("JSON.parse(localStorage.getItem(Object.keys(localStorage)"
              ".find(k => k.startsWith('tricktable.embed.')))).save")


def call(session: Session, method: str, **params) -> dict:
    reply = json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))
    assert "error" not in reply, reply
    return reply["result"]


def made_link(what: str) -> str:
    """A link's code as the page's engine writes it: a game of Manni from its start, or its
    second deal (seat 1, medium computer players)."""
    maker = Session()
    reply = call(maker, "new_game", variant="manni", seed=21, human_seat=1, level="medium")
    if what == "game":
        return call(maker, "make_link", save=reply["save"], human_seat=1, level="medium", lang="en")["code"]
    rng = random.Random(21)
    while reply["view"]["deal"] == 0:
        reply = call(maker, "act", action=random_action(reply["view"], rng))
    start = call(maker, "resume", save=reply["save"], human_seat=1, level="medium")["deal_starts"][-1]
    return call(maker, "make_link", save=reply["save"], moves=start, human_seat=1, level="medium", lang="en")["code"]


def made_late_link() -> str:
    """The link to the last deal of a game of Laugavatnsmanni (seat 2, medium computer
    players) as the page's engine writes it: with its whole opening it would be too long."""
    maker = Session()
    reply = call(maker, "new_game", variant="laugavatnsmanni", seed=7, human_seat=2, level="medium")
    rng = random.Random(7)
    while reply["view"]["deal"] < reply["view"]["deals"] - 1:
        reply = call(maker, "act", action=random_action(reply["view"], rng))
    start = call(maker, "resume", save=reply["save"], human_seat=2, level="medium")["deal_starts"][-1]
    return call(maker, "make_link", save=reply["save"], moves=start, human_seat=2, level="medium", lang="en")["code"]


def without_opening(code: str, opening: dict | None = None) -> str:
    """The same link with no opening (or another one), its checksum made anew."""
    header, moves = unpack(code)
    header = {k: v for k, v in header.items() if k not in ("w", "cut")}
    return pack({**header, "w": opening} if opening else header, moves)


class HeldEngine:
    """A browser profile whose engine (the Pyodide runtime) stays unloaded until `release`."""

    def __init__(self, browser) -> None:
        self.context = browser.new_context(**context_options())
        self.held = []
        self.released = False
        self.context.route("**/pyodide-*/**", self.hold)

    def hold(self, route) -> None:
        if self.released:
            route.continue_()
        else:
            self.held.append(route)

    def wait_until_asked(self, page) -> None:
        """Wait until the page has asked for the engine (and been held back)."""
        assert until(page, lambda: self.held), "the page never asked for the engine"

    def release(self) -> None:
        self.released = True
        for route in self.held:
            route.continue_()


def first_decision(page, rng: random.Random) -> None:
    """The first decision, by a click, without waiting for its answer."""
    cards = page.locator(PLAYABLE)
    if cards.count():
        click_card(cards.nth(rng.randrange(cards.count())))
        return
    controls = page.locator("#controls button[data-action]:enabled")
    controls.nth(rng.randrange(controls.count())).click()


def play(page, first_done: bool, rng: random.Random, saved: str) -> str:
    """Two more decisions after the first; the save then."""
    wait_idle(page, 120_000)
    for _ in range(2):
        take_turn(page, rng, timeout=120_000)
    return json.loads(readable(page.evaluate(saved))) if saved == EMBED_SAVE else json.loads(saved_game(page))


def opened_cold(browser, address: str, shown: dict):
    """The link at `address` opened with its engine held back: its opening's hand on the
    table, its first decision enabled. The profile and the page."""
    cold = HeldEngine(browser)
    page = cold.context.new_page()
    page.goto(address)
    page.locator(DECISION).first.wait_for(timeout=30_000)  # drawn with no engine file served
    assert hand(page) == shown["hand"] and page.evaluate("document.body.dataset.state") == "playing"
    return cold, page


def decided_cold(cold: HeldEngine, page, saved: str) -> dict:
    """The first decision made before the engine runs (it waits for it), two more once it
    does; the save then."""
    rng = random.Random(4)
    first_decision(page, rng)
    cold.wait_until_asked(page)
    cold.release()
    return play(page, True, rng, saved)


def played_slow(browser, address: str, shown: dict, saved: str) -> dict:
    """The same decisions on the link at `address` (no opening) played the engine's way."""
    slow = HeldEngine(browser)
    slow.release()
    page = slow.context.new_page()
    page.goto(address)
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=120_000)
    wait_idle(page, 120_000)
    assert hand(page) == shown["hand"]
    rng = random.Random(4)
    first_decision(page, rng)
    save = play(page, True, rng, saved)
    slow.context.close()
    return save


@pytest.mark.parametrize("what,page_name", [("game", ""), ("deal", ""), ("game", "embed.html"), ("game before", "")])
def test_a_link_shows_its_opening_before_the_engine_and_plays_as_the_engines_own(browser, site, what, page_name) -> None:
    code = BEFORE["manni-game"] if what == "game before" else made_link(what)
    opening = unpack(code)[0]["w"]
    saved = EMBED_SAVE if page_name else TAB_SAVE
    cold, page = opened_cold(browser, f"{site}{page_name}?speed=instant#t={code}", opening)
    if what == "game" and not page_name:
        screenshots(page, "game-link-cold")
        page.set_viewport_size({"width": 1000, "height": 800})
    fast = decided_cold(cold, page, saved)
    cold.context.close()
    assert played_slow(browser, f"{site}{page_name}?speed=instant#t={without_opening(code)}", opening, saved) == fast
    print(f"\n{what} link{' (embed)' if page_name else ''}: {len(code)} characters")


@pytest.mark.parametrize("before", [False, True], ids=["now", "before"])
def test_a_late_deal_shows_its_opening_less_what_it_left_out_and_plays_as_the_engines_own(browser, site, before) -> None:
    code = BEFORE["laugavatnsmanni-last-deal"] if before else made_late_link()
    header = unpack(code)[0]
    opening = header["w"]
    assert header["cut"] == (["unread", "sheet", "log", "facts"] if before else ["sheet", "log"]) and len(code) <= 1_900
    cold, page = opened_cold(browser, f"{site}?speed=instant&lang=en#t={code}", opening)
    assert page.inner_text("[data-deal-counter]") == "Deal 18 of 18"
    totals = [f"{c['total']}".replace("-", "\u2212") for c in opening["sheet_say"][-1]["cells"]]
    assert [page.inner_text(f".strip [data-side='{s}'] strong") for s in range(3)] == totals
    assert "The earlier deals show in a moment." in page.inner_text(".side-sheet")
    assert page.inner_text("[data-log-coming]") == "This deal's log shows in a moment."
    screenshots(page, "late-deal-cold-before" if before else "late-deal-cold")
    page.set_viewport_size({"width": 1000, "height": 800})
    fast = decided_cold(cold, page, TAB_SAVE)
    # The engine's whole view took the opening's place: every deal on the sheet, the log.
    assert page.locator("[data-sheet-coming], [data-log-coming]").count() == 0
    assert page.locator(".side-sheet tbody tr").count() == 17
    assert "not this game's own" not in page.inner_text("#message")
    screenshots(page, "late-deal-engine-before" if before else "late-deal-engine")
    cold.context.close()
    assert played_slow(browser, f"{site}?speed=instant&lang=en#t={without_opening(code)}", opening, TAB_SAVE) == fast
    print(f"\nlate Laugavatnsmanni deal link: {len(code)} characters, leaving out {', '.join(header['cut'])}")


def made_challenge() -> str:
    """A one-deal challenge of Manille that Anna has played, as her engine writes its link."""
    anna = Session()
    reply = call(anna, "challenge_new", variant="manille", deals=1, level="medium", lang="en")
    rng = random.Random(8)
    while not reply["challenge"]["done"]:
        reply = call(anna, "act", action=random_action(reply["view"], rng))
    return call(anna, "challenge_end", name="Anna")["code"]


def accept(page) -> None:
    """Björn's answer to the invitation: his name, and Play once the engine has checked
    Anna's game (issue 41, finding 9: a link whose moves do not fit is refused before)."""
    page.wait_for_selector("#challenge-intro", state="visible", timeout=120_000)
    assert "Anna" in page.inner_text("#challenge-from")
    page.fill("#challenge-name", "Björn")
    page.wait_for_selector("#challenge-go:enabled", timeout=120_000)
    page.click("#challenge-go")
    page.locator(DECISION).first.wait_for(timeout=120_000)


def test_a_challenge_link_invites_before_the_engine_and_shows_its_opening_at_play(browser, site) -> None:
    code = made_challenge()
    opening = unpack(code)[0]["w"]
    cold = HeldEngine(browser)
    page = cold.context.new_page()
    page.goto(f"{site}?speed=instant#t={code}")
    page.wait_for_selector("#challenge-intro", state="visible", timeout=30_000)
    assert page.locator("#challenge-go").is_disabled()  # until the engine has checked Anna's game
    assert "The game engine is loading" in page.inner_text("#challenge-status")
    screenshots(page, "challenge-invited-cold")
    page.set_viewport_size({"width": 1000, "height": 800})
    cold.wait_until_asked(page)
    cold.release()
    accept(page)
    assert hand(page) == opening["hand"]  # drawn at once, while the engine deals
    assert page.locator("#btn-hint").count() == 0  # a challenge is played without hints
    rng = random.Random(6)
    first_decision(page, rng)
    fast = play(page, True, rng, TAB_SAVE)
    cold.context.close()

    slow = HeldEngine(browser)
    slow.release()
    page = slow.context.new_page()
    page.goto(f"{site}?speed=instant#t={without_opening(code)}")
    accept(page)
    wait_idle(page, 120_000)
    rng = random.Random(6)
    first_decision(page, rng)
    assert play(page, True, rng, TAB_SAVE) == fast
    slow.context.close()
    print(f"\none-deal challenge link: {len(code)} characters")


def test_a_false_opening_gives_way_to_the_engines_table_and_a_changed_link_is_refused(browser, site) -> None:
    code = made_link("game")
    opening = unpack(code)[0]["w"]
    false = {**opening, "hand": opening["hand"][::-1]}
    cold = HeldEngine(browser)
    page = cold.context.new_page()
    page.goto(f"{site}?speed=instant&lang=en#t={without_opening(code, false)}")
    page.locator(DECISION).first.wait_for(timeout=30_000)
    assert hand(page) == false["hand"]
    first_decision(page, random.Random(1))
    cold.wait_until_asked(page)
    cold.release()
    page.wait_for_selector("#message:not([hidden])", timeout=120_000)
    assert "not this game's own" in page.inner_text("#message")
    wait_idle(page, 120_000)
    assert hand(page) == opening["hand"]
    screenshots(page, "opening-changed")
    assert json.loads(saved_game(page))["actions"] == json.loads(readable(call(Session(), "play_link", code=code)["save"]))["actions"]
    # Its checksum changed: drawn until the engine reads it, then refused, and nothing kept.
    changed = code[:-2] + ("AA" if code[-2:] != "AA" else "BB")
    page.goto(f"{site}?speed=instant&lang=en#t={changed}")
    page.wait_for_selector("#message:not([hidden])", timeout=120_000)
    page.wait_for_function("document.getElementById('message').textContent.includes('cannot be opened')", timeout=120_000)
    assert "changed or cut" in page.inner_text("#message")
    cold.context.close()
