"""The fault suite, the page's part: what a player meets when a save is damaged or too large,
storage is full, the page is reloaded while the computer players think, two tabs play
one game, or a saved record is edited.  Every fault ends in a sentence a player
understands, and no move the page accepted is lost."""
from __future__ import annotations

import json
import random
import re

import pytest

from pages import (SAVED, within, altered, axe_violations, check_each, click_card, readable, first_playable, hand, open_new_game, pick_from_shelf, saved_game, start_by_clicking,
                   state, take_turn, to_new_game_screen, wait_engine, wait_idle)
from test_page import FILL_STORAGE

TAB_KEY = "'tricktable.save.' + sessionStorage.getItem('tricktable.tab')"
# What a player should never read: a program's words.
RAW = re.compile(r"TypeError|SyntaxError|ReferenceError|undefined|Cannot read|is not a function|"
                 r"Unexpected token|null\b|\[object")


def message(page) -> str:
    box = page.locator("#message")
    return box.inner_text() if box.is_visible() else ""


def assert_worded(text: str) -> None:
    """A sentence for a player: some words, none of a program's."""
    assert text.strip() and not RAW.search(text), text


def record(page) -> dict:
    return json.loads(page.evaluate(SAVED))


def put_record(page, data: dict) -> None:
    page.evaluate(f"(s) => localStorage.setItem({TAB_KEY}, s)", json.dumps(data))


def reload_to(page, states: tuple[str, ...]) -> None:
    """Reload and wait until the page shows one of `states`, with nothing under way."""
    page.reload()
    page.wait_for_function(f"{list(states)}.includes(document.body.dataset.state)", timeout=90_000)
    wait_idle(page, 90_000)


def a_game_under_way(page, seed: int = 3, level: str = "medium") -> random.Random:
    open_new_game(page)
    start_by_clicking(page, "manni", seed, level=level)
    rng = random.Random(seed)
    take_turn(page, rng)
    return rng


def new_game_works(page) -> None:
    to_new_game_screen(page)
    start_by_clicking(page, "manni", 4)
    assert state(page) == "playing" and page.locator("#hand button[data-card]").count() > 0


# --- 1. a save too large for the engine ----------------------------------------------

@pytest.mark.parametrize("kept_view", [True, False], ids=["drawn-from-record", "waits-for-engine"])
def test_an_oversized_save_is_set_aside_with_a_message(page, kept_view: bool) -> None:
    a_game_under_way(page)
    data = record(page)
    data["save"] += " " * 2_000_001  # still JSON, but more than the engine reads
    if not kept_view:
        del data["view"]
    put_record(page, data)
    reload_to(page, ("playing", "ready"))  # nothing else to resume
    wait_engine(page)
    assert "could not be loaded" in message(page) and "too large" in message(page)
    assert_worded(message(page))
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('tricktable.save.')).length") == 0
    new_game_works(page)


def test_an_unreadable_request_still_gets_its_answer(page) -> None:
    """Whatever the engine cannot read, the request that caused it is settled."""
    a_game_under_way(page)
    reply = page.evaluate(within("""() => new Promise((resolve) => {
        const w = new Worker('worker.js', {type: 'module'});
        w.onmessage = (e) => { if (e.data.type === 'reply') resolve(e.data); };
        w.postMessage({id: 7, method: 'resume', params: {save: ' '.repeat(2000001)}}); })"""))
    assert reply["id"] == 7 and reply["error"]["kind"] == "BadRequest"


# --- 2. storage full ----------------------------------------------------------------

def play_a_card(page, rng) -> str:
    card = first_playable(page).get_attribute("data-card")
    click_card(page.locator(f"#hand button[data-card='{card}']"))
    wait_idle(page)
    return card


def test_storage_full_from_the_start_never_says_a_game_is_kept(page) -> None:
    page.goto(page.site + "?speed=instant")
    page.evaluate(FILL_STORAGE)
    reload_to(page, ("ready",))  # nothing to resume: the shelf of games
    pick_from_shelf(page, "manni")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_engine(page)
    rng = random.Random(1)
    play_a_card(page, rng)
    assert "not being saved" in message(page)
    to_new_game_screen(page)
    start_by_clicking(page, "manni", 4)
    said = message(page)
    assert "is kept" not in said and "could not be saved" in said, said
    assert_worded(said)


def test_storage_full_mid_game_keeps_the_last_save_and_says_so(page) -> None:
    rng = a_game_under_way(page)
    kept = json.loads(saved_game(page))["actions"]
    page.evaluate(FILL_STORAGE)
    card = play_a_card(page, rng)
    assert "not being saved" in message(page)
    to_new_game_screen(page)
    start_by_clicking(page, "manille", 4)
    said = message(page)
    assert "as it was when last saved" in said, said
    assert_worded(said)
    stored = [json.loads(readable(save))["actions"] for save in page.evaluate(
        """Object.keys(localStorage).filter(k => k.startsWith('tricktable.save.'))
        .map(k => JSON.parse(localStorage.getItem(k)).save)""")]
    # Nothing lost that the browser let the page keep: the save before the card, or (the
    # record without its view is smaller, and may still fit) the card too.
    assert stored in ([kept], [kept + [{"type": "play", "card": card}]]), stored


# --- 5. a reload while the computer players think ------------------------------------

def accepted_plays(page) -> list[str]:
    return [a["card"] for a in json.loads(saved_game(page))["actions"] if a.get("type") == "play"]


def test_a_reload_while_the_computers_think_keeps_every_accepted_move(page) -> None:
    """Reloads at seeded moments within 400 ms of a card: the card stays played."""
    open_new_game(page, speed="normal")
    start_by_clicking(page, "manni", 8, level="hard")
    moments = random.Random(22).sample(range(0, 400), 3)
    for delay in moments:
        card = first_playable(page).get_attribute("data-card")
        click_card(page.locator(f"#hand button[data-card='{card}']"))
        page.wait_for_timeout(delay)
        reload_to(page, ("playing",))
        assert card not in hand(page), (delay, card)
        assert card in accepted_plays(page), (delay, card)
        assert message(page) == "", message(page)
    take_turn(page, random.Random(8))  # and the game goes on
    assert state(page) in ("playing", "over")


# --- 6. malformed page fields, old-format saves --------------------------------------

BROKEN_FIELDS = {  # each: the record's fields to change, given the record
    "view-empty": lambda r: {"view": {}},
    "view-legal-not-a-list": lambda r: {"view": {**r["view"], "legal": 5}},
    "view-text": lambda r: {"view": "table"},
    "view-sheet-missing": lambda r: {"view": {**r["view"], "sheet_say": None}},  # shape: no sheet to draw
    "view-facts-odd": lambda r: {"view": {**r["view"], "facts_say": [{"say": 5}]}},  # the shape holds: drawing fails
    "deal-starts-text": lambda r: {"dealStarts": "x"},
    "deal-starts-mixed": lambda r: {"dealStarts": [0, "a"]},
    "pending-broken": lambda r: {"pending": {"view": 1}},
    "config-number": lambda r: {"config": 7},
    "list-lines": lambda r: {"updated": "soon", "deal": -1, "variant": 5},
}
# Broken two at a time, a field of the view with one beside it (a reload each, about 6 s):
# each field is still read broken once, and the record must come back whole from both.
VIEW_CASES = [name for name in BROKEN_FIELDS if name.startswith("view-")]
OTHER_CASES = [name for name in BROKEN_FIELDS if not name.startswith("view-")]


def test_malformed_page_fields_are_rebuilt_from_the_engine(page) -> None:
    """Each field broken in turn on one game, the page reloaded for each (a fresh start
    that reads the record): the table as before, the record whole again after a move."""
    a_game_under_way(page)

    def check(names: tuple[str, str]) -> None:
        said = len(page.console)
        before = (hand(page), saved_game(page))
        data = record(page)
        put_record(page, {**data, **BROKEN_FIELDS[names[0]](data), **BROKEN_FIELDS[names[1]](data)})
        reload_to(page, ("playing",))
        assert message(page) == ""
        assert (hand(page), saved_game(page)) == before
        take_turn(page, random.Random(5))  # it plays on, and is saved whole again
        data = record(page)
        assert isinstance(data["view"], dict) and all(isinstance(n, int) for n in data["dealStarts"])
        assert not [c for c in page.console[said:] if c.startswith("pageerror")], page.console[said:]

    assert len(VIEW_CASES) == len(OTHER_CASES)
    check_each({" + ".join(pair): pair for pair in zip(VIEW_CASES, OTHER_CASES)}, check)


LEGACY = ['{"save": 42}', '{"save": "{}", "human_seat": 0}', "[1, 2", '"text"']


def test_an_unreadable_old_format_save_is_set_aside_in_words(page) -> None:
    """Each unreadable save of the old format in turn, read by a reload of one page."""
    page.goto(page.site + "?speed=instant")

    def check(legacy: str) -> None:
        page.evaluate("(s) => localStorage.setItem('tricktable.game', s)", legacy)
        reload_to(page, ("playing", "ready"))
        said = message(page)
        assert "could not be loaded" in said
        assert_worded(said)
        assert page.evaluate("localStorage.getItem('tricktable.game')") is None

    check_each({legacy: legacy for legacy in LEGACY}, check)


def test_an_unreadable_engine_save_is_set_aside_in_words(page) -> None:
    """The table is drawn from the record and the engine refuses the save: it is set aside,
    kept apart (tricktable.unreadable.*), the player told in words, and the page still works."""
    a_game_under_way(page)
    key = page.evaluate(TAB_KEY)
    data = record(page)
    data["save"] = altered(data["save"])
    put_record(page, data)
    reload_to(page, ("ready",))
    said = message(page)
    assert "could not be loaded" in said and "saved game" in said
    assert_worded(said)
    assert page.evaluate("(k) => localStorage.getItem(k)", key) is None
    assert page.evaluate("Object.keys(localStorage).some(k => k.startsWith('tricktable.unreadable.'))")
    assert axe_violations(page) == []
    start_by_clicking(page, "manni", 4)  # from the shelf it is on
    assert state(page) == "playing" and page.locator("#hand button[data-card]").count() > 0


# --- 10. a link game has no Undo, whatever its record says ---------------------------

def test_a_link_game_gets_no_undo_back_from_an_edited_record(page) -> None:
    page.goto(page.site + "?speed=instant&game=manni&seed=7")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(page, 90_000)
    take_turn(page, random.Random(7))
    assert page.locator("#btn-undo").count() == 0
    put_record(page, {**record(page), "undo": True})
    reload_to(page, ("playing",))
    assert page.locator("#btn-undo").count() == 0  # drawn from the record, before the engine runs
    wait_engine(page)
    take_turn(page, random.Random(8))
    assert page.locator("#btn-undo").count() == 0
    assert record(page)["undo"] is False


# --- two tabs on one game ------------------------------------------------------------

def test_two_tabs_on_one_game_lose_no_move(page) -> None:
    rng = a_game_under_way(page)
    other = page.context.new_page()  # same storage, as a second tab
    other.site = page.site
    open_new_game(other)
    other.click("#unfinished button")  # takes the first tab's game over
    wait_idle(other)
    page.wait_for_function("document.querySelector('#message').textContent.includes('another tab')")
    assert_worded(message(page))
    take_turn(other, random.Random(9))
    moved = saved_game(other)
    cards = hand(page)
    click_card(page.locator("#hand button[data-card]").first)  # a step-back tab plays nothing
    assert hand(page) == cards and saved_game(other) == moved
    page.click("#message button")  # take it back: the game as the other tab left it
    wait_idle(page)
    assert saved_game(page) == moved and hand(page) == hand(other)
    take_turn(page, rng)
    other.wait_for_function("document.querySelector('#message').textContent.includes('another tab')")
    other.close()


# --- issue 49, finding 3: an older save put back --------------------------------------

def test_an_older_save_put_back_is_marked_practice_and_said(page) -> None:
    """Before: the record copied aside, played on and put back resumed where it was, no
    Undo, not practice, and nothing said.  Now the page keeps apart from its saves (in
    IndexedDB) the most moves it stored of each game: a save of fewer comes back practice,
    with a line saying why, and stays so in every save after."""
    open_new_game(page)
    start_by_clicking(page, "hornafjardarmanni", 5, level="random")
    rng = random.Random(5)
    take_turn(page, rng)
    wait_idle(page)
    copy = record(page)
    assert copy["practice"] is False
    take_turn(page, rng)
    take_turn(page, rng)
    wait_idle(page)
    put_record(page, copy)
    reload_to(page, ("playing",))
    wait_engine(page)
    page.wait_for_function("document.querySelector('#message')?.textContent.includes('older save')", timeout=30_000)
    assert_worded(message(page))
    take_turn(page, rng)
    wait_idle(page)
    assert record(page)["practice"] is True, "the game's saves are practice from then on"
