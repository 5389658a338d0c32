"""Honest takebacks (off unless the player chooses practice, and a game where a move was
taken back marked practice on its result), "your turn" shown only when a tap counts, and
the Settings dialog: kept in the browser, applied at once, and the guard against a
misclick (confirm before playing a card)."""
from __future__ import annotations

import json
import random

from pages import (NEXT_DEAL, PLAYABLE, axe_violations, click_card, faces_drawn, first_playable, hand, open_new_game,
                   open_settings, pick_from_shelf, saved_game, start_by_clicking, take_turn, wait_engine, wait_idle)

MARK = "[data-practice]"


def play_to_result(page, rng: random.Random, limit: int = 200) -> None:
    for _ in range(limit):
        if page.locator(NEXT_DEAL).count():
            return
        take_turn(page, rng)
    raise AssertionError("no deal result came")


def test_undo_is_off_by_default_and_a_game_without_takebacks_is_no_practice(page) -> None:
    page.goto(page.site + "?speed=instant")  # a first visit: Manni picked on the shelf, from the openings
    pick_from_shelf(page)
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_engine(page)
    wait_idle(page)
    assert page.locator("#btn-undo").count() == 0
    page.click("#btn-new")
    assert not page.locator("#undo").is_checked()  # the new-game screen's practice switch
    start_by_clicking(page, "manni", 3)
    assert page.locator("#btn-undo").count() == 0
    play_to_result(page, random.Random(3))
    assert page.locator(f"[data-deal-result] {MARK}").count() == 0
    assert "practice" not in json.loads(saved_game(page))


def test_a_game_with_a_takeback_is_marked_practice_on_its_result(page) -> None:
    open_new_game(page)
    start_by_clicking(page, "manni", 3, practice=True)
    first_playable(page)
    played = page.locator(PLAYABLE).first.get_attribute("data-card")
    click_card(page.locator(PLAYABLE).first)
    wait_idle(page)
    assert played not in hand(page)
    assert "practice" not in json.loads(saved_game(page))  # allowed, not yet used: no mark
    page.click("#btn-undo")
    wait_idle(page)
    assert played in hand(page)
    assert json.loads(saved_game(page))["practice"] is True  # the engine's mark, in its save
    play_to_result(page, random.Random(4))
    mark = page.locator(f"[data-deal-result] {MARK}")
    assert mark.is_visible() and mark.inner_text() == "Practice"
    # The mark is the engine's: a reload (the record drawn first, then the engine's resume) keeps it.
    page.reload()
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_engine(page)
    wait_idle(page)
    assert page.locator(f"[data-deal-result] {MARK}").is_visible()


def test_confirm_before_playing_takes_two_taps_or_two_enters(page) -> None:
    open_new_game(page)
    open_settings(page)
    page.check("#settings-form [name=confirmPlay]")
    page.click("#settings-close")
    start_by_clicking(page, "manni", 5)
    card = first_playable(page)
    code = card.get_attribute("data-card")
    before = (hand(page), saved_game(page))
    click_card(card)
    raised = page.locator(f"#hand button[data-card='{code}']")
    assert "raised" in raised.get_attribute("class")
    assert "press again" in raised.inner_text()  # what a screen reader hears
    assert (hand(page), saved_game(page)) == before  # nothing played yet
    click_card(raised)
    wait_idle(page)
    assert code not in hand(page)

    # The keyboard: Enter raises the focused card, a second Enter plays it.
    take = first_playable(page)
    code = take.get_attribute("data-card")
    take.focus()
    page.keyboard.press("Enter")
    assert "raised" in page.locator(f"#hand button[data-card='{code}']").get_attribute("class")
    assert code in hand(page)
    page.keyboard.press("Enter")
    wait_idle(page)
    assert code not in hand(page)


def test_settings_apply_at_once_survive_a_reload_and_bad_values_fall_back(page) -> None:
    open_new_game(page)
    start_by_clicking(page, "manni", 5)
    root = "document.documentElement.dataset"
    width = "document.querySelector('#hand .card').getBoundingClientRect().width"

    def diamond_blue() -> bool | None:
        """Whether a diamond numeral in the hand is drawn blue rather than red (its picture's
        pixels: pips and index); None without one (or without pictures)."""
        faces_drawn(page, "#hand")
        return page.evaluate("""async () => {
          const img = [...document.querySelectorAll('#hand .card[data-card$=D] img.face')]
            .find((i) => !'JQK'.includes(i.closest('.card').dataset.card[0]));
          if (!img) return null;
          const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
          const ctx = canvas.getContext('2d');
          ctx.drawImage(img, 0, 0);
          const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
          let blue = 0, red = 0;
          for (let k = 0; k < px.length; k += 4) {
            if (px[k + 2] > 150 && px[k] < 80) blue++;
            if (px[k] > 150 && px[k + 1] < 80 && px[k + 2] < 80) red++;
          }
          return blue > red;
        }""")

    assert diamond_blue() is False  # the hand's 7 and 4 of diamonds: red in the two-colour deck
    normal = page.evaluate(width)
    open_settings(page)
    page.check("#settings-form [name=theme][value=dark]")
    page.check("#settings-form [name=cardSize][value=large]")
    page.check("#settings-form [name=fourColour]")
    page.select_option("#settings-speed", "fast")
    assert page.evaluate(f"{root}.theme") == "dark"  # at once, the dialog still open
    assert axe_violations(page) == []
    page.click("#settings-close")
    assert page.evaluate(width) > normal * 1.1
    assert page.locator("#speed").input_value() == "fast"  # the menu's speed is the same choice
    assert diamond_blue() is True  # the faces on show drawn again at once, diamonds blue

    page.reload()
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(page)
    assert page.evaluate(f"[{root}.theme, {root}.cardSize, {root}.fourColour]") == ["dark", "large", "true"]
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(18, 22, 20)"  # --bg, dark
    assert page.evaluate("localStorage.getItem('tricktable.speed')") == "fast"
    assert diamond_blue() is True  # and from the start after a reload
    open_settings(page)
    assert page.locator("#settings-form [name=theme][value=dark]").is_checked()
    assert page.locator("#settings-form [name=fourColour]").is_checked()
    page.click("#settings-close")

    page.evaluate("""localStorage.setItem('tricktable.settings',
        JSON.stringify({theme: 'purple', cardSize: 3, fourColour: 'yes', confirmPlay: true, extra: 1}))""")
    page.reload()
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    assert page.evaluate(f"[{root}.theme ?? null, {root}.cardSize, {root}.fourColour ?? null]") == [None, "normal", None]
    open_settings(page)
    assert page.locator("#settings-form [name=theme][value=auto]").is_checked()
    assert page.locator("#settings-form [name=confirmPlay]").is_checked()  # the one good value is kept
    page.evaluate("localStorage.setItem('tricktable.settings', '{not json')")
    page.reload()
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    assert page.evaluate(f"{root}.cardSize") == "normal"


# The cue that it is the player's turn, recorded at every change of the page with whether
# the page takes a tap then (no request or animation under way: body[data-busy] absent).
WATCH = """window.cues = []; if (!window.watching) window.watching = new MutationObserver(() => {
  const busy = Boolean(document.body.dataset.busy);
  const hand = document.querySelector('#hand');
  const cue = hand?.dataset.active === 'true' || Boolean(document.querySelector('.seat.to-move[data-area=bottom]'))
    || Boolean(document.querySelector('#controls button[data-action]'));
  window.cues.push({t: performance.now(), busy, cue, prompt: document.querySelector('#prompt')?.textContent || ''});
}); window.watching.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});"""


def test_your_turn_shows_only_when_the_page_takes_the_tap(page) -> None:
    """At normal speed the computers' cards come one by one; "your turn" (the hand active,
    the turn mark on your seat, the decision buttons, the prompt) must not show while the
    page still refuses a tap, and shows at the moment it takes one."""
    page.goto(page.site + "?speed=normal")  # a first visit: the shelf
    wait_engine(page)
    start_by_clicking(page, "manni", 9)
    rng = random.Random(9)
    for _ in range(3):  # three of the player's moves, each answered by the computers
        first_playable(page)
        page.evaluate(WATCH)
        click_card(page.locator(PLAYABLE).first)
        wait_idle(page)
        page.wait_for_timeout(50)
        cues = page.evaluate("window.cues")
        final = page.locator("#prompt").inner_text()
        early = [c for c in cues if c["busy"] and (c["cue"] or (final and c["prompt"] == final))]
        ready = next(c for c in cues if not c["busy"])
        prompted = [c["t"] for c in early if c["prompt"] == final]
        assert not early, (f"your turn shown while a tap does not count: the prompt {ready['t'] - prompted[0]:.0f} ms "
                           f"early" if prompted else f"your turn shown while a tap does not count: {early[:3]}")
        shown = next(c for c in cues if c["cue"])
        assert shown["t"] >= ready["t"]
        if page.locator(NEXT_DEAL).count():
            take_turn(page, rng)
