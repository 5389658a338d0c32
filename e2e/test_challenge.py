"""Duplicate challenges and short links in the built site, across two browser profiles: a
challenge made in one, played in the other, its reply opened in the first; the computer
players decide alike in both; links cut, changed or of another version are refused with
a message, and the game in progress stays."""
from __future__ import annotations

import json
import random

import pytest

from pages import screenshots, context_options, SAVED, menu_click, pick_from_shelf, saved_game, take_turn, wait_engine, wait_idle

DIALOG = "#challenge-dialog"


@pytest.fixture
def profiles(browser, site):
    """Browser contexts, each a profile of its own (storage apart), made on demand."""
    made = []

    def profile():
        context = browser.new_context(**context_options())
        foreign = []

        def route(r):
            if r.request.url.startswith(site):
                r.continue_()
            else:
                foreign.append(r.request.url)
                r.abort()

        context.route("**/*", route)
        made.append((context, foreign))
        return context

    yield profile
    for context, foreign in made:
        context.close()
        assert not foreign, f"requests to other origins: {foreign}"


def open_page(context, address: str):
    page = context.new_page()
    page.on("pageerror", lambda e: print(f"pageerror: {e}"))
    page.goto(address)
    return page


def instant(link: str) -> str:
    """A link as the page wrote it, played at the instant pace."""
    return link.replace("#", "?speed=instant#", 1)


def in_challenge(page) -> None:
    """Wait until the challenge's game is on the table (its record names its challenge)."""
    page.wait_for_function(f"JSON.parse({SAVED} || '{{}}').challenge", timeout=60_000)
    wait_idle(page)


def play_through(page, rng: random.Random) -> None:
    """Play the challenge to its end, until its results show."""
    for _ in range(400):
        if page.locator("#challenge-results").is_visible():
            break
        take_turn(page, rng)
    page.wait_for_function("document.getElementById('challenge-link').value !== ''", timeout=120_000)


def test_a_challenge_made_in_one_profile_is_played_in_another_and_answered(profiles, site) -> None:
    anna = open_page(profiles(), site + "?speed=instant&lang=en")
    wait_engine(anna)
    menu_click(anna, "#btn-challenge")
    anna.select_option("#challenge-game", "manille")
    anna.check("#challenge-length input[value='1']")
    anna.select_option("#challenge-level", "hard")  # fixed playouts: the same in every browser
    anna.fill("#challenge-name", "Anna")
    screenshots(anna, "1-make")
    anna.click("#challenge-go")
    in_challenge(anna)
    assert anna.locator("#btn-hint, #btn-undo").count() == 0  # neither in a challenge
    play_through(anna, random.Random(5))
    screenshots(anna, "2-ready")
    link = anna.input_value("#challenge-link")
    print(f"\none-deal challenge link: {len(link)} characters")
    assert "#t=" in link and len(link) <= 2_000
    assert anna.locator("#challenge-table tbody tr").count() == 1

    bjorn_profile = profiles()
    bjorn = open_page(bjorn_profile, instant(link))
    bjorn.wait_for_selector("#challenge-intro", state="visible", timeout=90_000)
    assert "Anna" in bjorn.inner_text("#challenge-from")
    assert not bjorn.locator("#challenge-results").is_visible()  # nothing of Anna's play before Björn's
    screenshots(bjorn, "3-invited")
    bjorn.fill("#challenge-name", "Björn")
    bjorn.wait_for_selector("#challenge-go:enabled", timeout=180_000)  # once Anna's game is checked
    bjorn.click("#challenge-go")
    in_challenge(bjorn)
    play_through(bjorn, random.Random(5))
    screenshots(bjorn, "4-results")
    reply = bjorn.input_value("#challenge-link")
    print(f"reply link with two results: {len(reply)} characters")
    table = bjorn.inner_text("#challenge-table")
    assert "Anna" in table and "Björn" in table
    # The same choices met the same computer players' answers in both profiles.
    assert json.loads(saved_game(bjorn))["actions"] == json.loads(saved_game(anna))["actions"]
    assert "Anna made every choice you made" in bjorn.inner_text("#challenge-partings")

    home = open_page(anna.context, instant(reply))
    home.wait_for_selector("#challenge-results", state="visible", timeout=90_000)
    home.wait_for_function("document.querySelectorAll('#challenge-table thead th').length === 3", timeout=180_000)
    assert [home.inner_text(f"#challenge-table thead th:nth-child({i}) .who") for i in (2, 3)] == ["Anna", "Björn"]
    # Each signed by its own browser: two keys, neither marked; Anna's column is hers by her key.
    prints = home.locator("#challenge-table thead .print").all_inner_texts()
    assert len(set(prints)) == 2 and home.locator("#challenge-table thead .mark").count() == 0, prints
    assert home.locator("#challenge-table thead th.me .who").inner_text() == "Anna"
    assert home.inner_text("#challenge-table tfoot td:nth-child(2)") == home.inner_text("#challenge-table tfoot td:nth-child(3)")
    screenshots(home, "5-reply-opened")
    # Kept with the games: the challenge is listed under a new one, to see again.
    home.click("#challenge-close")
    menu_click(home, "#btn-challenge")
    mine = home.locator("#challenge-list li")
    assert mine.count() == 1 and "Anna and Björn" in mine.inner_text()
    screenshots(home, "7-your-challenges")
    mine.locator("button").click()
    home.wait_for_selector("#challenge-results", state="visible")
    home.wait_for_function("document.querySelectorAll('#challenge-table thead th').length === 3", timeout=180_000)


def flipped(code: str) -> str:
    at = len(code) // 2
    return code[:at] + ("A" if code[at] != "A" else "B") + code[at + 1:]


def other_version(code: str, version: int) -> str:
    """`code` as a whole link of another format would be: its checksum holds (the engine
    judges that first, and calls a link whose checksum fails changed, whatever its version)."""
    from tricktable.session.linkcode import pack, unpack
    return pack(*unpack(code), version=version)


def test_short_links_and_bad_ones_leave_the_game_in_progress(profiles, site) -> None:
    page = open_page(profiles(), site + "?speed=instant&lang=en")
    wait_engine(page)
    pick_from_shelf(page)  # a newcomer: a game of Manni, picked on the shelf
    wait_idle(page)
    take_turn(page, random.Random(1))
    menu_click(page, "#btn-share")
    page.click("#share-game")
    page.wait_for_function("document.getElementById('share-link').value.includes('#t=')")
    game_link = page.input_value("#share-link")
    page.evaluate("document.getElementById('share-link').value = ''")
    page.click("#share-deal")  # in the first deal: the same cards as the game from its start
    page.wait_for_function("document.getElementById('share-link').value.includes('#t=')")
    deal_link = page.input_value("#share-link")
    print(f"\ngame link: {len(game_link)} characters; deal link: {len(deal_link)} characters")
    assert len(game_link) <= 2_000 and len(deal_link) <= 2_000
    kept = saved_game(page)
    code = game_link.split("#t=")[1]
    cases = {"": "cut before its end", flipped(code): "changed or cut",
             other_version(code, 9): "newer Tricktable", other_version(code, 0): "older Tricktable"}
    for bad, words in cases.items():
        page.goto(site + f"?speed=instant&lang=en#t={bad}")
        # A link whose opening reads well is drawn at once, with the kept-game message, and is
        # refused when the engine has checked it; the hash change reloads the page meanwhile.
        page.wait_for_function("([words]) => { const m = document.getElementById('message');"
                               " return !m.hidden && m.innerText.includes('This link cannot be opened')"
                               " && m.innerText.includes(words); }", arg=[words], timeout=90_000)
        message = page.inner_text("#message")
        assert "This link cannot be opened" in message and words in message, message
        assert "Nothing you had saved has changed" in message
        page.wait_for_function("document.body.dataset.state === 'playing'")
        assert saved_game(page) == kept  # the game in progress is on the table, as it was
        if words == "newer Tricktable":
            screenshots(page, "6-newer-link")
    # A good short link starts its game; the one in progress stays saved.
    page.goto(instant(game_link))
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    # (drawn at once from its opening, it is saved once the engine has answered)
    page.wait_for_function("Object.keys(localStorage).filter(k => k.startsWith('tricktable.save.')).length === 2",
                           timeout=90_000)


def test_the_deal_of_the_day_is_played_once_then_shows_its_results(profiles, site) -> None:
    page = open_page(profiles(), site + "?speed=instant&lang=en")
    wait_engine(page)
    menu_click(page, "#btn-challenge")
    page.select_option("#challenge-game", "manillen-2p-open")
    assert page.inner_text("#challenge-daily") == "Deal of the day"
    page.fill("#challenge-name", "Dagný")
    screenshots(page, "8-deal-of-the-day")
    page.click("#challenge-daily")
    in_challenge(page)
    play_through(page, random.Random(2))
    link = page.input_value("#challenge-link")
    assert "Dagný" in page.inner_text("#challenge-table") and "#t=" in link
    page.click("#challenge-close")
    menu_click(page, "#btn-challenge")  # the challenge on the table is played through: its results
    assert page.locator("#challenge-results").is_visible() and page.inner_text("#challenge-go") == "New challenge"
    page.click("#challenge-go")
    page.select_option("#challenge-game", "manillen-2p-open")
    assert page.inner_text("#challenge-daily") == "Today's results"
    page.click("#challenge-daily")
    page.wait_for_function("!document.getElementById('challenge-results').hidden"  # shown, not the one before
                           " && document.querySelectorAll('#challenge-table thead th').length === 2"
                           " && document.getElementById('challenge-status').textContent === ''", timeout=120_000)
    screenshots(page, "9-deal-of-the-day-results")


def engine_call(session, method: str, **params) -> dict:
    reply = json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))
    assert "error" not in reply, reply
    return reply["result"]


def played_by(session, reply: dict, name: str, rng: random.Random) -> dict:
    """The challenge on `session`'s table played through at random by `name`; its link and
    results then."""
    from tricktable.bots.base import random_action
    while not reply["challenge"]["done"]:
        reply = engine_call(session, "act", action=random_action(reply["view"], rng))
    return engine_call(session, "challenge_end", name=name)


def test_the_sender_of_a_challenge_sees_how_far_the_check_of_the_reply_is(profiles, site) -> None:
    """Anna's four deals, answered by Björn (both played by their engines here, with no key:
    as a Tricktable before signatures wrote them), opened where Anna filed her challenge as
    played: every deal of each game is said as the engine checks it, in order."""
    from tricktable.session import challenge as C
    from tricktable.session.bridge import Session
    anna, bjorn = Session(), Session()
    made = played_by(anna, engine_call(anna, "challenge_new", variant="manillen-2p-open", deals=4, level="easy",
                                       lang="en"), "Anna", random.Random(3))["code"]
    engine_call(bjorn, "open_link", code=made)
    answer = played_by(bjorn, engine_call(bjorn, "challenge_play"), "Björn", random.Random(4))
    reply = answer["code"]
    # A game may end before the challenge's four deals (a side reaching the target).
    lasted = {p["name"]: len(p["deals"]) for p in answer["table"]["players"]}
    context = profiles()
    # Every text the status line is given, as it is given (its replaced text nodes).
    entry = {"id": C.key(C.decode(made)), "code": made, "variant": "manillen-2p-open", "deals": 4, "players": ["Anna"],
             "updated": 1, "me": "Anna"}
    context.add_init_script(f"localStorage.setItem('tricktable.challenge.{entry['id']}', '{json.dumps(entry)}');")
    context.add_init_script("""
      localStorage.setItem('tricktable.name', 'Anna');
      window.told = [];
      document.addEventListener('DOMContentLoaded', () => new MutationObserver((changes) => {
        for (const c of changes) for (const n of c.addedNodes) window.told.push(n.textContent);
      }).observe(document.getElementById('challenge-status'), { childList: true }));
    """)
    home = open_page(context, f"{site}?speed=instant&lang=en#t={reply}")
    home.wait_for_selector("#challenge-results", state="visible", timeout=90_000)
    home.wait_for_function("document.querySelectorAll('#challenge-table thead th').length === 3", timeout=180_000)
    told = [t for t in home.evaluate("window.told") if t.startswith("Checking ")]
    said = [t for i, t in enumerate(told) if i == 0 or t != told[i - 1]]
    assert said == [f"Checking {name}'s game ({n} of 2): deal {d} of 4…" for n, name in ((1, "Anna"), (2, "Björn"))
                    for d in range(1, lasted[name] + 1)]
    print(f"\nthe check said: {said}")
    assert home.inner_text("#challenge-status") == ""  # the results are in
