"""What the page holds of a game's seed (nothing readable), and the settings of its address
and storage it takes only when they name a real value.

The worker's every message is recorded as the page receives it; the seed of a link written
with a plain number must then appear in none of them, nor in storage, the address or the
links the page writes, while those links deal the very same game.
"""
from __future__ import annotations

import datetime
import json
import random

import pytest

from tricktable.session import challenge as C
from tricktable.session.linkcode import unpack
from tricktable.rules.sealed import seal
from pages import choose_speed, context_options, menu_click, DESKTOP, PHONE, SAVED, hand, saved_game, screenshot, set_size, take_turn, wait_idle

SEED = 7_654_321_987_654_321  # 16 digits: nothing else on the page has them by chance
SHOTS = "faults-seed"

# Every message from the worker, as the page receives it.
HEAR_THE_WORKER = """
window.heardFromWorker = [];
const RealWorker = window.Worker;
window.Worker = class extends RealWorker {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (e) => window.heardFromWorker.push(JSON.stringify(e.data)));
  }
};
"""
# Everything the page keeps or shows that a player could open: storage, the address, the share box.
KEPT = """() => JSON.stringify({
  local: Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
  session: Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k)])),
  url: location.href, link: document.querySelector("#share-link")?.value,
})"""


def playing(page, timeout: float = 90_000) -> None:
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=timeout)
    wait_idle(page, timeout=timeout)


def share(page, what: str) -> str:
    if page.locator("#share-box").is_hidden():
        menu_click(page, "#btn-share")
    page.click(f"#share-{what}")
    page.wait_for_function("document.getElementById('share-link').value !== ''")  # the engine writes it
    return page.locator("#share-link").input_value()


def seen(page) -> str:
    """All the page was sent and keeps, as one text."""
    return "\n".join(page.evaluate("window.heardFromWorker")) + page.evaluate(KEPT)


def message(page) -> str:
    page.wait_for_selector("#message:not([hidden])")
    return page.locator("#message").inner_text()


def shoot(page, name: str) -> None:
    """The message on show at a phone's and a desktop's size."""
    for size, label in ((PHONE, "390x844"), (DESKTOP, "1280x800")):
        set_size(page, size)
        screenshot(page, f"{SHOTS}-{name}-{label}")


def test_a_plain_seed_goes_in_and_the_page_never_holds_it_readable(page, browser) -> None:
    page.add_init_script(HEAR_THE_WORKER)
    page.goto(page.site + f"?speed=instant&level=random&game=manille&seed={SEED}")  # an earlier version's link
    playing(page)
    first = hand(page)
    rng = random.Random(1)
    while not page.locator("[data-deal-result]").count():  # into the second deal
        take_turn(page, rng)
        wait_idle(page)
    page.click("[data-deal-result] #btn-next")
    wait_idle(page)
    second = hand(page)
    take_turn(page, rng)  # a move into the deal: its link still deals it from the start
    wait_idle(page)
    game_link, deal_link = share(page, "game"), share(page, "deal")
    text = seen(page)
    assert len(page.evaluate("window.heardFromWorker")) > 5 and str(SEED) not in text
    assert str(SEED) not in game_link + deal_link
    for link in (game_link, deal_link):  # short links: what they hold, as the engine reads it
        header, _ = unpack(link.split("#t=")[1])
        assert header["s"] == seal(SEED)
    assert json.loads(saved_game(page))["config"]["seed"] == SEED  # in the sealed save only

    for link, cards in ((game_link, first), (deal_link, second)):  # each deals the same cards
        other = browser.new_context(**context_options()).new_page()
        other.add_init_script(HEAR_THE_WORKER)
        other.goto(link.replace("#", "?speed=instant#", 1))  # the link carries the level
        playing(other)
        assert hand(other) == cards and str(SEED) not in seen(other)
        other.context.close()


@pytest.mark.parametrize("value", ["toString", "__proto__", "constructor", "fastest"])
def test_a_speed_of_no_such_name_is_refused_and_the_table_plays_at_its_own(page, value: str) -> None:
    page.goto(page.site + f"?speed={value}&level=random&game=manni&seed=5")
    playing(page)
    said = message(page)
    assert f"The address asks for the speed “{value}”" in said
    assert page.locator("#speed").input_value() == "normal"
    assert page.evaluate("document.body.style.getPropertyValue('--move-ms')") == "300ms"
    assert f"speed={value}" not in page.url  # not kept for a reload
    assert page.evaluate("localStorage.getItem('tricktable.speed')") is None  # nothing stored
    if value == "toString":
        shoot(page, "speed-address-en")


def test_a_stored_speed_of_no_such_name_is_refused_in_the_players_language(page) -> None:
    page.add_init_script("localStorage.setItem('tricktable.speed', 'constructor')")
    page.goto(page.site + "?lang=fr&level=random&game=manni&seed=5")
    playing(page)
    assert "La vitesse enregistrée dans ce navigateur, «\u00a0constructor\u00a0»" in message(page)
    assert page.locator("#speed").input_value() == "normal"
    assert page.evaluate("document.body.style.getPropertyValue('--move-ms')") == "300ms"
    shoot(page, "speed-saved-fr")
    choose_speed(page, "fast")  # the player's choice replaces it
    assert page.evaluate("localStorage.getItem('tricktable.speed')") == "fast"


@pytest.mark.parametrize("seat,taken", [("0x1", None), ("1e0", None), ("", None), ("-1", None),
                                        ("9", None), ("2", 2)])
def test_a_link_seat_is_a_plain_number_of_a_seat_or_the_first_seat(page, seat: str, taken: int | None) -> None:
    page.goto(page.site + f"?speed=instant&level=random&game=manni&seed=5&seat={seat}")
    playing(page)
    record = json.loads(page.evaluate(SAVED))
    if taken is None:
        assert f"The link asks for seat “{seat}”" in message(page) and record["human_seat"] == 0
    else:
        assert page.locator("#message").is_hidden() and record["human_seat"] == taken
    if seat == "0x1":
        shoot(page, "seat-en")


def test_the_embed_refuses_a_speed_and_a_seat_of_no_such_name(page) -> None:
    page.goto(page.site + "embed.html?game=manni&seed=5&level=random&speed=__proto__&seat=0x1&lang=is")
    playing(page)
    said = message(page)
    assert "Slóðin biður um hraðann „__proto__“" in said and "sæti „0x1“" in said
    assert page.evaluate("document.body.style.getPropertyValue('--move-ms')") == "300ms"
    shoot(page, "embed-is")


def newgame_screen(page, timeout: float = 90_000) -> None:
    page.wait_for_function("document.body.dataset.state === 'ready'", timeout=timeout)
    wait_idle(page, timeout=timeout)


@pytest.mark.parametrize(("lang", "options", "said"), [
    ("en", {"target": "x"}, "The house rule “Points to win” is given a value this game does not allow"),
    ("fr", {"nope": 1}, "Ce jeu n'a pas de variante «\u00a0nope\u00a0»"),
])
def test_a_links_refused_house_rule_is_named_in_words_not_the_engines(page, lang: str, options: dict, said: str) -> None:
    """Issue 49. Before: "These game settings are not valid: target: should be a whole
    number, not 'x'", the engine's English in every language."""
    page.goto(page.site + f"?lang={lang}&speed=instant&level=random&game=manni&options={json.dumps(options)}")
    newgame_screen(page)
    text = message(page)
    assert said in text and "should be" not in text and "unknown field" not in text, text
    shoot(page, f"house-rule-{lang}")


def test_a_plain_seed_of_tomorrows_deal_of_the_day_deals_nothing(page) -> None:
    """Issue 49. Before: ?game=manni&seed=N with N the seed of tomorrow's deal of the day
    (a hash of its date) dealt tomorrow's cards today, outside any challenge."""
    tomorrow = (datetime.date.fromisoformat(C.daily_dates()[-1]) + datetime.timedelta(days=1)).isoformat()
    page.goto(page.site + f"?speed=instant&level=random&game=manni&seed={C._daily_seed('manni', tomorrow)}")
    newgame_screen(page)
    assert f"the deal of the day of {tomorrow}" in message(page)
    assert page.locator("#hand button[data-card]").count() == 0
    shoot(page, "daily-seed-en")
