"""A link's opening is a picture drawn before the engine has read the link (issue 41,
findings 1-3): nothing it says reaches the statistics before the engine accepts the link,
no opening the engine could not have written is drawn, and none can hold the page."""
from __future__ import annotations

import json
import re
import time

from tricktable.session.bridge import Session
from tricktable.session.linkcode import pack, unpack

from pages import wait_engine

RESULTS = "Object.keys(localStorage).filter((k) => k.startsWith('tricktable.result.')).length"


def call(session: Session, method: str, **params) -> dict:
    return json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))["result"]


def with_opening(change: dict, broken: bool = False) -> str:
    """The link of a new Manni game, as the page's engine writes it, with its opening
    changed by `change`; `broken`: its checksum damaged as well."""
    maker = Session()
    reply = call(maker, "new_game", variant="manni", seed=21, human_seat=1, level="medium")
    code = call(maker, "make_link", save=reply["save"], human_seat=1, level="medium", lang="en")["code"]
    header, moves = unpack(code)
    code = pack({**header, "w": {**header["w"], **change}}, moves)
    return code[:-2] + ("AA" if code[-2:] != "AA" else "BB") if broken else code


def test_a_refused_links_finished_opening_files_no_game_in_the_statistics(page, site) -> None:
    over = {"over": True, "legal": [], "legal_say": [], "result": {"scores": [999, 0, 0], "winners": [0]},
            "outcome": {"won": True, "score": 999, "deals": 1, "called": 0, "made": 0}}
    page.goto(f"{site}?speed=instant&lang=en#t={with_opening(over, broken=True)}")
    page.wait_for_function("document.getElementById('message').textContent.includes('cannot be opened')",
                           timeout=120_000)
    assert page.evaluate(RESULTS) == 0


def test_an_opening_no_game_has_is_not_drawn_and_the_page_stays_usable(page, site) -> None:
    for odd in ({"positions": 5}, {"trick": [None]}, {"sheet_say": [None]}, {"seats_say": None},
                {"facts_say": [{"say": 5}]}):
        page.goto(f"{site}?speed=instant&lang=en#t={with_opening(odd)}")
        wait_engine(page)  # the bar works: the engine's own table is on show
        page.wait_for_function("['playing', 'over'].includes(document.body.dataset.state)", timeout=90_000)
        message = page.inner_text("#message") if page.locator("#message").is_visible() else ""
        assert "properties" not in message and "undefined" not in message, (odd, message)
        page.locator("#hand button[data-card]").first.wait_for(timeout=90_000)  # the engine's table


def test_an_opening_bomb_is_not_inflated_and_the_tab_answers_at_once(page, site) -> None:
    bomb = with_opening({"hand": ["AS"] * 200_000})
    assert len(bomb) < 4_000
    started = time.monotonic()
    page.goto(f"{site}?speed=instant&lang=en#t={bomb}")
    wait_engine(page)
    assert page.evaluate("document.querySelectorAll('#hand button[data-card]').length") <= 52
    assert time.monotonic() - started < 90


def test_statistics_say_no_infinity_and_no_minus_zero(page, site) -> None:
    """Issue 41, finding 10: stored scores far beyond any game's summed to "Average score
    ∞", and averages just below zero read "−0"."""
    entry = {"game": "manni", "options": {}, "won": False, "at": 1, "called": 0, "made": 0}
    page.goto(f"{site}?speed=instant&lang=en")
    page.evaluate("""(e) => {
      localStorage.setItem('tricktable.result.a', JSON.stringify({...e, score: 1e308}));
      localStorage.setItem('tricktable.result.b', JSON.stringify({...e, score: 1e308}));
      for (const [k, s] of [['c', 0], ['d', 0], ['e', -1]]) localStorage.setItem('tricktable.result.' + k, JSON.stringify({...e, score: s}));
      for (let i = 0; i < 30; i++) localStorage.setItem('tricktable.result.z' + i, JSON.stringify({...e, score: 0}));
    }""", entry)
    page.reload()
    wait_engine(page)
    page.evaluate("document.querySelector('.menu').open = true")
    page.click("#btn-stats")
    page.wait_for_selector("#stats-dialog[open]")
    text = page.inner_text("#stats-body")
    assert "∞" not in text and "\u22120" not in text.replace("\u22120.", ""), text
    assert re.search(r"Games\s+33\b", text), text  # the two odd entries are left out
