"""The computer players on the page: each level's rating in the level choice (from the
levels.json the build ships), and the mark at the seat whose decision the engine is
computing, with words for screen readers and no motion for those who asked for none."""
from __future__ import annotations

import json
import random

import pytest

from pages import (DESKTOP, PHONE, open_house_rules, open_new_game, screenshot, set_size, start_by_clicking,
                   take_turn, wait_idle, choose_game)

# Every moment a seat is marked as thinking, recorded as the page changes: the seat, what
# the prompt says, the mark's words and whether its dots move.
WATCH_THINKING = """
window.thinking = [];
new MutationObserver(() => {
  const seat = document.querySelector(".seat[data-thinking]");
  if (!seat) return;
  const mark = seat.querySelector(".thinking-mark");
  const seen = { pos: Number(seat.dataset.position), prompt: document.getElementById("prompt").textContent.trim(),
    label: mark.getAttribute("aria-label"), name: seat.getAttribute("aria-label"),
    animation: getComputedStyle(mark.querySelector("i")).animationName };
  if (JSON.stringify(seen) !== JSON.stringify(window.thinking.at(-1))) window.thinking.push(seen);
}).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
"""


def shipped_ratings(page) -> dict:
    return json.loads(page.request.get(page.site + "levels.json").text())


def level_texts(page) -> dict[str, str]:
    return dict(page.locator("#level option").evaluate_all("os => os.map(o => [o.value, o.textContent])"))


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_level_choice_shows_each_levels_rating_for_the_games_family(page, size) -> None:
    set_size(page, size)
    open_new_game(page)
    open_house_rules(page)
    data = shipped_ratings(page)
    for game, family in (("manni", "manni"), ("manille", "manille")):
        choose_game(page, game)
        levels = data["families"][family]["levels"]
        page.wait_for_function("document.querySelector('#level option[value=hard]').textContent.includes('≈')")
        texts = level_texts(page)
        for level, name in (("hard", "Hard"), ("medium", "Medium"), ("random", "Random")):
            assert texts[level] == f"{name} ≈ {levels[level]['rating']:,}"
    help_line = page.locator("#level-help")
    assert help_line.is_visible() and "1,500" in help_line.inner_text()
    assert page.locator("#level").get_attribute("aria-describedby") == "level-help"
    page.locator("#level").scroll_into_view_if_needed()
    screenshot(page, f"level-choice-{size[0]}x{size[1]}")
    # In Icelandic the same ratings, in its own numbers and words.
    page.select_option("#language", "is")
    page.wait_for_function("document.querySelector('#level option[value=hard]').textContent.startsWith('Erfitt')")
    hard = data["families"]["manille"]["levels"]["hard"]["rating"]
    assert level_texts(page)["hard"] == f"Erfitt ≈ {hard}"  # no separator: a comma is a decimal point there
    assert "Miðlungs" in page.locator("#level-help").inner_text()
    # The level chosen still reaches the game.
    page.select_option("#language", "en")
    start_by_clicking(page, "manni", seed=3, level="medium")
    assert json.loads(page.evaluate("localStorage.getItem('tricktable.save.' + sessionStorage.getItem('tricktable.tab'))"))["level"] == "medium"


def thinking_seen(page, turns: int) -> list[dict]:
    rng = random.Random(7)
    for _ in range(turns):
        take_turn(page, rng, timeout=60_000)
    return page.evaluate("window.thinking")


def test_the_seat_deciding_is_marked_while_the_engine_thinks(page) -> None:
    page.emulate_media(reduced_motion="no-preference")
    page.add_init_script(WATCH_THINKING)
    open_new_game(page)
    start_by_clicking(page, "manni", seed=11, level="hard")
    seen = thinking_seen(page, 6)
    assert seen, "no seat was marked while the computer players decided"
    names = {1: "West", 2: "East"}
    for s in seen:
        assert s["pos"] in names  # a computer's seat, never the player's
        assert s["prompt"] == s["label"] == f"{names[s['pos']]} is thinking…"
        assert s["name"] == names[s["pos"]]
        assert s["animation"] == "thinking"
    assert {s["pos"] for s in seen} == {1, 2}
    # Once the reply is in, no seat is marked.
    wait_idle(page)
    assert page.locator(".seat[data-thinking]").count() == 0


def test_the_thinking_mark_keeps_still_with_reduced_motion_and_speaks_french(page) -> None:
    page.emulate_media(reduced_motion="reduce")
    page.add_init_script(WATCH_THINKING)
    page.goto(page.site + "?speed=instant&lang=fr")
    page.wait_for_selector("#btn-new:enabled", timeout=90_000)
    page.click("#btn-new")
    page.wait_for_function("document.body.dataset.state === 'ready'")
    start_by_clicking(page, "manille", seed=4, seat=0, level="hard")
    seen = thinking_seen(page, 4)
    assert seen and all(s["animation"] == "none" for s in seen)
    assert all(s["label"].endswith("réfléchit…") for s in seen)
