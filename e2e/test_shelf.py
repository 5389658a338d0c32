"""The shelf of games and the table's fit, each check kept against a defect seen before:

- a newcomer (nothing saved, no link) was dropped into Manni, and the loading line spoke of
  "Downloading Python (4.1 MB)": now the shelf greets them, in plain words;
- Manillen with dummies called the opponent on your left "North", and on the dummy's turn
  your own hand looked as playable as the dummy's cards;
- open Manillen cut off the bottom of the hand at 1280 x 800, and a 16-card hand slid below
  the fold on a phone during the announcements;
- Manille's result left the last trick's points out of the seats' point boxes;
- on a phone, a house rule's long choice (Hornafjarðarmanni's deal in packets) pushed its
  control past the screen's edge and squeezed its name to a word a line.
"""
from __future__ import annotations

import json
import random
import re

import pytest
from webbuild.project import DIST

from pages import (DESKTOP, NEXT_DEAL, PHONE, PLAYABLE, SAVED, click_card, open_house_rules, pick_from_shelf,
                   screenshot, screenshots, take_turn, wait_engine, wait_idle)

# Every text the loading line shows, recorded as it changes (before the page's scripts run).
WATCH_LOADING = """
window.loadingWords = [];
new MutationObserver(() => {
  const line = document.getElementById("loading-detail");
  if (line && line.textContent !== window.loadingWords.at(-1)) window.loadingWords.push(line.textContent);
}).observe(document, { subtree: true, childList: true, characterData: true });
"""
TECHNICAL = re.compile(r"python|pyodide|runtime|megabyte|\bMB\b|\bMo\b|wasm", re.IGNORECASE)


def open_link(page, link: str, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(page.site + link)
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_engine(page)
    wait_idle(page)


def decide_until(page, condition: str, limit: int = 150) -> None:
    """Take the first decision offered (a card, else a control) until `condition` holds."""
    for _ in range(limit):
        wait_idle(page)
        if page.evaluate(condition):
            return
        if page.locator(NEXT_DEAL).count():
            page.click(NEXT_DEAL)
        elif page.locator(PLAYABLE).count():
            click_card(page.locator(PLAYABLE).first)
        else:
            page.locator("#controls button[data-action]:enabled").first.click()
    raise AssertionError(f"never came to {condition}")


def bottoms(page, selector: str) -> list[float]:
    """Where each element's bottom edge is, in the viewport (the page not scrolled)."""
    page.evaluate("window.scrollTo(0, 0)")
    return page.locator(selector).evaluate_all("els => els.map((e) => e.getBoundingClientRect().bottom)")


# --- defect 8: a newcomer is greeted by the games, in plain words --------------------------

def test_a_newcomer_is_greeted_by_the_shelf_in_plain_words(page) -> None:
    page.add_init_script(WATCH_LOADING)
    page.goto(page.site + "?speed=instant")
    page.wait_for_function("document.body.dataset.state === 'ready'", timeout=20_000)
    assert page.locator("#newgame").is_visible() and not page.locator("#board").is_visible()  # no game dealt
    games = page.locator("#games .game-card")
    assert games.count() == len(json.loads((DIST / "catalogue.json").read_text()))  # every game the engine has
    for i in range(games.count()):
        card = games.nth(i)
        assert card.locator("svg.sketch").count() == 1
        assert card.locator(".game-name").inner_text() and card.locator(".summary").inner_text()
        assert re.search(r"\d", card.locator(".game-players").inner_text())
    assert page.locator("#house-rules").evaluate("d => !d.open") and not page.locator("#options").is_visible()
    practice = page.locator("#undo")
    assert not practice.is_checked() and practice.get_attribute("role") == "switch"
    assert page.locator("#start").inner_text() == "Play Manni"
    wait_engine(page)
    screenshots(page, "shelf", full_page=True)
    words = page.evaluate("window.loadingWords")
    assert words and not [w for w in words if TECHNICAL.search(w)], words
    # Each step of the start says its line, in order: the runtime, the wheels, the engine.
    steps = ["Getting the cards ready…", "Shuffling the cards…", "Almost ready…"]
    assert [w for w in words if w in steps] == steps, words
    assert not TECHNICAL.search(page.locator("body").inner_text())


def test_house_rules_and_practice_reach_the_game(page) -> None:
    page.goto(page.site + "?speed=instant")
    page.wait_for_selector("#games .game-card", timeout=20_000)
    page.click("#games .game-card[data-game='manille']", position={"x": 10, "y": 10})
    assert page.locator("#start").inner_text() == "Play Manille"
    open_house_rules(page)
    assert page.locator("#house-rules-game").inner_text() == "Manille"
    page.locator("#options [data-option='target']").select_option('61')
    page.click("label.switch")
    assert page.locator("#undo").is_checked()
    page.click("#start")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(page, 90_000)
    assert page.locator(".strip").inner_text().count("61") == 1  # the target chosen
    assert page.evaluate(f"JSON.parse({SAVED}).undo") is True


# Per house rule on show: its control's right edge, its box's, and its name's width.
RULE_FIT = """[...document.querySelectorAll('#options .option')].map((o) => ({
  name: o.querySelector('[data-option]').dataset.option,
  right: o.querySelector('[data-option]').getBoundingClientRect().right,
  edge: o.closest('fieldset').getBoundingClientRect().right,
  words: o.querySelector('span').getBoundingClientRect().width }))"""


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_every_games_house_rules_fit_the_screen(page, size) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(page.site + "?speed=instant")
    page.wait_for_selector("#games .game-card", timeout=20_000)
    open_house_rules(page)
    games = page.locator("#games .game-card")
    for i in range(games.count()):
        game = games.nth(i).get_attribute("data-game")
        page.click(f"#games .game-card[data-game='{game}']", position={"x": 10, "y": 10})
        rules = page.evaluate(RULE_FIT)
        assert rules, game
        for rule in rules:
            assert rule["right"] <= rule["edge"] + 0.5, (game, rule)
            assert rule["words"] >= 0.4 * (rule["edge"] - 40), (game, rule)  # not a word a line
        if game == "hornafjardarmanni":
            page.locator("#options").scroll_into_view_if_needed()
            screenshot(page, f"house-rules-{game}-{size[0]}")


def test_a_returning_player_resumes_their_game_not_the_shelf(page) -> None:
    page.goto(page.site + "?speed=instant")
    pick_from_shelf(page, "trjamann")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(page)
    take_turn(page, random.Random(2))  # a first decision, kept once the engine has taken it
    wait_idle(page, 90_000)
    page.wait_for_function(f"{SAVED} !== null")
    page.reload()
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=20_000)
    assert page.locator(".strip").inner_text().startswith("Deal 1 of 12")  # Trjámann's twelve deals


# --- defect 2: the seats of Manillen with dummies -----------------------------------------

DUMMY_TURN = "!!document.querySelector('.seat[data-plays]')"


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_dummies_are_named_where_they_sit_and_their_turn_is_unmistakable(page, size) -> None:
    open_link(page, "?game=manillen-2p-dummy&seed=3&level=random&speed=instant", size)
    names = {area: page.locator(f".seat[data-area={area}] h2").inner_text()
             for area in ("left", "top", "right", "bottom")}
    assert names["left"].startswith("West") and names["right"].startswith("West's dummy"), names
    assert names["top"].startswith("Your dummy") and names["bottom"].startswith("You"), names
    assert not [n for n in names.values() if "North" in n], names
    decide_until(page, DUMMY_TURN)
    playing = page.locator(".seat[data-plays]")
    assert playing.count() == 1 and playing.get_attribute("data-area") == "top"  # your dummy, opposite you
    assert playing.locator("button[data-card][aria-disabled=false]").count() > 0
    hand = page.locator("#hand")
    assert hand.get_attribute("data-elsewhere") == "true"
    assert float(hand.evaluate("e => getComputedStyle(e).opacity")) < 0.6
    assert hand.locator("button[data-card][aria-disabled=false]").count() == 0
    assert hand.locator("button[data-card]").first.evaluate("e => getComputedStyle(e).cursor") == "not-allowed"
    screenshot(page, f"dummy-turn-{size[0]}")
    click_card(playing.locator("button[data-card][aria-disabled=false]").first)
    wait_idle(page)
    assert page.locator("#hand[data-elsewhere]").count() == 0 or page.evaluate(DUMMY_TURN)


# --- defect 6: the hand in view ------------------------------------------------------------

def test_open_manillens_hand_fits_a_desktop_screen(page) -> None:
    open_link(page, "?game=manillen-2p-open&seed=3&level=random&speed=instant", DESKTOP)
    decide_until(page, "document.querySelector('#hand button[data-card][aria-disabled=false]') !== null")
    assert max(bottoms(page, "#hand button[data-card]")) <= DESKTOP[1]
    assert max(bottoms(page, ".seat .layout .card")) <= DESKTOP[1]
    screenshot(page, "open-manillen-1280")


# A decision before the deal's play, the hand still whole.
BEFORE_PLAY = f"""document.querySelectorAll('#hand button[data-card]').length === 16
  && !document.querySelector('{PLAYABLE}') && !!document.querySelector('#controls button[data-action]:enabled')"""


@pytest.mark.parametrize("game", ["laugavatnsmanni", "trjamann"])
def test_a_16_card_hand_stays_above_the_fold_while_announcing(page, game: str) -> None:
    """Every decision before the play (the Great call, the announcements): the whole hand
    and the decision's buttons on a phone's first screen."""
    open_link(page, f"?game={game}&seed=3&level=random&speed=instant", PHONE)
    decide_until(page, BEFORE_PLAY)
    seen = 0
    for _ in range(12):
        wait_idle(page)
        controls = page.locator("#controls button[data-action]:enabled")
        if page.locator(PLAYABLE).count() or not controls.count():
            break
        assert page.locator("#hand button[data-card]").count() == 16
        assert max(bottoms(page, "#hand button[data-card]")) <= PHONE[1], page.locator("#prompt").inner_text()
        assert max(bottoms(page, "#controls button[data-action]")) <= PHONE[1]
        seen += 1
        screenshot(page, f"{game}-decision-{seen}-390")
        controls.first.click()
    assert seen >= 1


# --- defect 4: Manille's result counts the last trick ---------------------------------------

def test_manilles_point_boxes_add_up_to_the_deals_points(page) -> None:
    """At the deal's result the seats' point boxes hold every trick, the last one too: they
    add up to the result's points, which are the deck's 60 (RULES.md, Manille)."""
    open_link(page, "?game=manille&seed=5&level=random&speed=instant", DESKTOP)
    rng = random.Random(5)
    for _ in range(60):
        if page.locator(NEXT_DEAL).count():
            break
        take_turn(page, rng)
    assert page.locator(NEXT_DEAL).count()
    facts = page.locator(".seat .facts").all_inner_texts()
    seats = [int(re.search(r"(\d+) points?", f).group(1)) for f in facts]
    rows = page.locator("[data-deal-result] tbody tr")
    sides = [int(rows.nth(i).locator("td").nth(1).inner_text()) for i in range(rows.count())]
    assert len(seats) == 4 and len(sides) == 2
    assert sum(seats) == sum(sides) == 60, (facts, sides)
