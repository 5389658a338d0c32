"""Helpers for driving the page the way a player does (imported by the e2e tests)."""
from __future__ import annotations

import json
import os
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from tricktable import Game
from tricktable.session.kept import keep, open_kept
from webbuild import vendor  # conftest puts the root on the path: the pinned axe-core

T = TypeVar("T")

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "e2e-artifacts"
PHONE, DESKTOP, NARROW = (390, 844), (1280, 800), (360, 740)
ZOOMED = (640, 400)  # a 1280 x 800 screen at 200% zoom
PLAYABLE = "#board button[data-card][data-kind=play][aria-disabled=false]"
GREYED = "#hand button[data-card][aria-disabled=true]"
NEXT_DEAL = "[data-deal-result] #btn-next"


def context_options(size: tuple[int, int] = (1000, 800), bypass_csp: bool = True) -> dict:
    """What every page test's browser context is made with: its window (`size`), the site's
    policy bypassed (Playwright's wait_for_function evaluates strings; test_csp.py keeps the
    policy) and reduced motion asked for, as a player may: a card taps as soon as the hand is
    drawn, where moving cards would hold each tap ~0.2 s until they stand still. A test of
    the page's motion asks for it (`page.emulate_media(reduced_motion="no-preference")`)."""
    return {"viewport": {"width": size[0], "height": size[1]}, "bypass_csp": bypass_csp,
            "reduced_motion": "reduce"}


# An init script that counts the sounds the page starts (each is one or more sources on
# the browser's audio) in window.sounds.
COUNT_SOUNDS = """
window.sounds = 0;
for (const make of ["createBufferSource", "createOscillator"]) {
  const real = AudioContext.prototype[make];
  AudioContext.prototype[make] = function (...args) { window.sounds++; return real.apply(this, args); };
}
"""


def wait_idle(page, timeout: float = 30_000) -> None:
    """Wait until the page has no request or animation under way (a new deal's hand in too)."""
    page.wait_for_function("!document.body.dataset.busy && !document.querySelector('#hand[data-dealing]')",
                           timeout=timeout)


def within(script: str, ms: int = 60_000) -> str:
    """`script` (a function to evaluate, async or not) failing in words after `ms`: Playwright's
    evaluate waits without a bound, so a promise that never settles would hold the run
    until it is killed."""
    return (f"(arg) => Promise.race([({script})(arg), new Promise((_, reject) => setTimeout("
            f"() => reject(new Error('no answer within {ms} ms')), {ms}))])")


def until(page, check: Callable[[], T], seconds: float = 30) -> T:
    """`check`'s first true answer, asked every 0.1 s for at most `seconds` (then its last
    answer, for the caller to assert on): for what the page holds only on the Python side
    of the test, which Playwright's own waits cannot see."""
    for _ in range(int(seconds * 10)):
        answer = check()
        if answer:
            return answer
        page.wait_for_timeout(100)
    return check()


def check_for_update(page) -> None:
    """Have the service worker look for a new release now, as the browser does now and then."""
    page.evaluate(within("() => navigator.serviceWorker.getRegistration().then((r) => r.update())"))


def state(page) -> str:
    return page.evaluate("document.body.dataset.state")


def wait_engine(page) -> None:
    """Wait until the engine runs (the menu's buttons are enabled by its first reply)."""
    page.wait_for_selector("#btn-new:enabled", timeout=90_000)


def to_new_game_screen(page) -> None:
    """Go to the new-game screen once the engine runs (a newcomer is on it already)."""
    wait_engine(page)
    page.click("#btn-new")
    page.wait_for_function("document.body.dataset.state === 'ready'")


def open_new_game(page, speed: str = "instant") -> None:
    page.goto(page.site + f"?speed={speed}")
    to_new_game_screen(page)


def choose_game(page, variant: str) -> None:
    """Pick a game's card on the shelf (at its corner, clear of its rules link)."""
    card = page.locator(f"#games .game-card[data-game='{variant}']")
    card.click(position={"x": 10, "y": 10})
    assert card.locator("input").is_checked()


def pick_from_shelf(page, variant: str = "manni") -> None:
    """A newcomer's first game: its card on the shelf, then Play, every house rule as it is."""
    page.wait_for_selector("#games .game-card", timeout=20_000)
    choose_game(page, variant)
    page.click("#start")


def open_house_rules(page) -> None:
    if not page.locator("#house-rules").evaluate("d => d.open"):
        page.click("#house-rules summary")


def start_by_clicking(page, variant: str, seed: int, options: dict | None = None,
                      seat: int = 0, level: str = "medium", practice: bool = False) -> None:
    """Pick the game on the shelf, set its house rules and start, as a person would
    (`practice`: with takebacks allowed), at `seat`: the screen asks for a turn to deal, the
    one the draw for the first dealer gives `seat`."""
    choose_game(page, variant)
    open_house_rules(page)
    page.locator("#undo").set_checked(practice)
    for name, value in (options or {}).items():
        field = page.locator(f"#options [data-option='{name}']")
        kind = field.evaluate("e => e.tagName === 'SELECT' ? 'select' : e.type")
        if kind == "checkbox":
            field.set_checked(bool(value))
        elif kind == "select":
            field.select_option(json.dumps(value))
        else:
            field.fill("" if value is None else str(value))
    game = Game.new(variant, seed=seed, options=options)
    page.select_option("#seat", str((seat - game.table.dealer) % game.players))
    page.select_option("#level", level)
    page.fill("#seed", str(seed))
    page.locator("#undo").set_checked(practice)
    page.click("#start")
    page.wait_for_function("['playing', 'over'].includes(document.body.dataset.state)")
    wait_idle(page)


def choose_speed(page, speed: str) -> None:
    """Set the pace from the bar, its menu opened where the menu hides it (a phone); opened
    by script, so the focus stays where the game left it."""
    menu = page.locator(".menu")
    hidden = not page.locator("#speed").is_visible()
    if hidden:
        menu.evaluate("d => { d.open = true; }")
    page.select_option("#speed", speed)
    if hidden:
        menu.evaluate("d => { d.open = false; }")


def make_challenge(page, variant: str, level: str, name: str = "Anna") -> None:
    """A one-deal challenge made from the menu as a player makes one, and started."""
    menu_click(page, "#btn-challenge")
    page.select_option("#challenge-game", variant)
    page.check("#challenge-length input[value='1']")
    page.select_option("#challenge-level", level)
    page.fill("#challenge-name", name)
    page.click("#challenge-go")


def menu_click(page, selector: str) -> None:
    """Click an item of the bar's menu, opening the menu first, as a player does."""
    if not page.locator(selector).is_visible():
        page.locator(".bar .menu summary").click()
    page.click(selector)


def open_settings(page) -> None:
    """Open the Settings dialog from the bar's menu, as a player does."""
    menu_click(page, "#btn-settings")
    page.wait_for_selector("#settings-dialog[open]")


# Where a player's finger finds a card when cards overlap and fan out: a point near its
# top-left corner (8 px in, 14 px down) in the card's own frame, as an offset from its
# bounding box (each card is turned about its foot, and a turned card's box is wider than
# the card; its box's centre is its own centre); where something covers that point, the
# first point of the card that shows. Worked out once the card stops moving: a hand laid
# out again turns and lowers its cards for 0.2 s, all at once, and a point worked out
# mid-turn lands elsewhere once they stop (Playwright's click waits for the stop anyway).
CORNER = """async (el) => {
  const settling = () => el.getAnimations()
    .some((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
  for (let i = 0; i < 60 && settling(); i++) await new Promise((r) => requestAnimationFrame(r));
  el.scrollIntoView({ block: "nearest", inline: "nearest" });
  const box = el.getBoundingClientRect();
  const turn = (parseFloat(getComputedStyle(el).rotate) || 0) * Math.PI / 180;
  const [x, y] = [8 - el.offsetWidth / 2, 14 - el.offsetHeight / 2];
  const corner = { x: box.width / 2 + x * Math.cos(turn) - y * Math.sin(turn),
                   y: box.height / 2 + x * Math.sin(turn) + y * Math.cos(turn) };
  const shows = (p) => el.contains(document.elementFromPoint(box.left + p.x, box.top + p.y));
  if (shows(corner)) return corner;
  for (let py = 4; py < box.height; py += 4)
    for (let px = 2; px < box.width; px += 2) if (shows({ x: px, y: py })) return { x: px, y: py };
  return corner;
}"""


# Whether every card face in `root` is a picture drawn (faces.js: a bitmap the page made), none
# still its SVG (cards.js: shown until its picture lands).
FACES_DRAWN = """(root) => {
  const faces = [...document.querySelectorAll(`${root} .card img.face`)];
  return faces.length > 0 && !document.querySelector(`${root} .card svg.face`)
    && faces.every((i) => i.src.startsWith('blob:') && i.complete && i.naturalWidth > 0);
}"""


def faces_drawn(page, root: str = "#board") -> None:
    """Wait until `root` shows card faces and every one is a picture drawn (each its SVG
    until then; no face at all is not drawn yet: a page may draw its cards only once its
    words are in)."""
    page.wait_for_function(FACES_DRAWN, arg=root)


def click_card(card, force: bool = False) -> None:
    """Click a card where it shows (`CORNER`); a card nothing of which shows fails the click
    in Playwright's words (`force`: a greyed card, which takes no action but says why)."""
    card.click(position=card.evaluate(within(CORNER, 5_000)), force=force)


def first_playable(page):
    """Take the decisions before the play (the first choice each time) until a card of
    the hand may be played; that card's locator."""
    for _ in range(10):
        playable = page.locator(PLAYABLE)
        if playable.count():
            return playable.first
        page.locator("#controls button[data-action]").first.click()
        wait_idle(page)
    raise AssertionError("no card became playable after ten decisions")


def text_of(page, selector: str) -> str:
    """The words of `selector`, each card in it by its code (`data-card`, `data-log-card`):
    a face shows its drawn corners only until its picture lands, so their text is the
    page's timing, not what the table says."""
    return page.locator(selector).evaluate("""(shown) => {
        const copy = shown.cloneNode(true);
        for (const card of copy.querySelectorAll('[data-card], [data-log-card]')) {
          card.replaceWith(` ${card.dataset.card ?? card.dataset.logCard} `);
        }
        return copy.textContent.replace(/\\s+/g, ' ').trim();
    }""")


def hand(page) -> list[str]:
    return page.locator("#hand button[data-card]").evaluate_all("bs => bs.map(b => b.dataset.card)")


def take_turn(page, rng: random.Random, timeout: float = 30_000) -> str:
    """Make the human's next decision through the enabled controls; returns what it did
    (`timeout`: how long its reply may take)."""
    wait_idle(page, timeout)
    if page.locator(NEXT_DEAL).count():
        page.click(NEXT_DEAL)
        wait_idle(page, timeout)
        return "next deal"
    if state(page) == "over":
        return "over"
    selectable = page.locator("#hand button[data-kind=select]")
    if selectable.count():
        limit = int(re.search(r"\d+", page.locator("#prompt").inner_text()).group())  # "up to N", any language
        k = rng.randint(0, min(limit, selectable.count()))
        for i in sorted(rng.sample(range(selectable.count()), k)):
            click_card(selectable.nth(i))
        page.click("#controls button[data-action=exchange]")
        wait_idle(page, timeout)
        return f"exchange {k}"
    cards = page.locator(PLAYABLE)
    if cards.count():
        click_card(cards.nth(rng.randrange(cards.count())))
        wait_idle(page, timeout)
        return "play"
    controls = page.locator("#controls button[data-action]:enabled")
    if controls.count():
        pick = controls.nth(rng.randrange(controls.count()))
        label = pick.inner_text()
        pick.click()
        wait_idle(page, timeout)
        return label
    raise AssertionError(f"nothing to do: prompt {page.locator('#prompt').inner_text()!r}")


def check_each(cases: dict, check) -> None:
    """Run `check(case)` for each case in turn on one page (its engine started once, not
    once a case), and fail at the end naming every case that failed, with its error."""
    failed = {}
    for name, case in cases.items():
        try:
            check(case)
        except Exception as error:  # an assertion, or Playwright's timeout
            failed[name] = f"{type(error).__name__}: {error}"
    assert not failed, "failed cases:\n" + "\n".join(f"{name}: {error}" for name, error in failed.items())


SAVED = "localStorage.getItem('tricktable.save.' + sessionStorage.getItem('tricktable.tab'))"


def saved_game(page) -> str:
    """The save of the game this tab plays, opened (the page keeps it sealed: kept.py)."""
    return readable(json.loads(page.evaluate(SAVED))["save"])


def altered(kept: str) -> str:
    """A kept game with one character changed, as an edit in the browser's storage would."""
    at = len(kept) // 2
    return kept[:at] + ("A" if kept[at] != "A" else "B") + kept[at + 1:]


def readable(kept: str) -> str:
    """A kept game's save in the readable form (saved-game.json)."""
    return open_kept(kept).game.to_json()


def near_end_save(variant: str, seed: int, options: dict | None = None) -> str:
    """The engine's save of a game played in Python (each seat's choice drawn at random,
    seeded) up to where every move left has one choice (the last trick): the page resumes
    it as it resumes any saved game, and the game ends there as it did here, on the
    engine's own end screen, without a whole game played by clicking to reach it
    (e2e/test_full_games.py does that for every game)."""
    rng = random.Random(seed)
    game = Game.new(variant, seed=seed, options=options)
    forced = 0  # how many of the last moves had no other choice
    while not game.over:
        legal = game.legal_actions()
        forced = forced + 1 if len(legal) == 1 else 0
        game.apply(rng.choice(legal))
    near = Game.new(variant, seed=seed, options=options)
    for action in game.actions[:len(game.actions) - forced]:
        near.apply(action)
    return near.to_json()


def resume_save(page, save: str, level: str = "random", seat: int = 0) -> None:
    """Put `save` in this tab's slot (a new slot if the tab has none), as a player's saved
    game, sealed for that seat and level as the page keeps one (kept.py), and reload: the
    page resumes it as it resumes a returning player's game."""
    save = keep(Game.from_json(save), seat, level, None)
    page.evaluate("""([save, level, seat]) => {
        const id = sessionStorage.getItem('tricktable.tab') || 'resumed';
        sessionStorage.setItem('tricktable.tab', id);
        localStorage.setItem('tricktable.save.' + id,
            JSON.stringify({id, save, human_seat: seat, level, updated: Date.now(), over: false}));
    }""", [save, level, seat])
    page.reload()
    page.wait_for_function("['playing', 'over'].includes(document.body.dataset.state)", timeout=90_000)
    wait_idle(page, 90_000)


# Screenshots are for people to look at (README: "Look at what you ship"). A CI run keeps no
# artifact but a failing test's own screenshot, so there they are not taken: they cost about
# a tenth of the page tests' time.
TAKE_SCREENSHOTS = os.environ.get("CI") != "true"


def screenshot(target, name: str, full_page: bool = True) -> None:
    """e2e-artifacts/<name>.png: a page (the whole of it unless `full_page` is false) or a
    locator's element; nothing under CI."""
    if not TAKE_SCREENSHOTS:
        return
    ARTIFACTS.mkdir(exist_ok=True)
    path = str(ARTIFACTS / f"{name}.png")
    if hasattr(target, "goto"):  # a page
        target.screenshot(path=path, full_page=full_page)
    else:
        target.screenshot(path=path)


def screenshots(page, name: str, full_page: bool = False) -> None:
    """e2e-artifacts/<name>-<w>x<h>.png at the phone's and the desktop's size (the window, or
    the whole page), the window's size put back after; under CI nothing, not even the
    resizing (its relayouts cost the run time)."""
    if not TAKE_SCREENSHOTS:
        return
    before = page.viewport_size
    for w, h in (PHONE, DESKTOP):
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(150)
        screenshot(page, f"{name}-{w}x{h}", full_page)
    page.set_viewport_size(before)


def axe_violations(page) -> list[str]:
    """axe-core's violations on the page as it is now (axe is injected on first use)."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(vendor.vendor_npm()["axe-core"] / "axe.min.js"))
    return page.evaluate(within("""async () => (await axe.run(document, {resultTypes: ['violations']}))
        .violations.map(v => `${v.id}: ${v.help} @ ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | ')}`)"""))


def overflow_at(page, size: tuple[int, int]) -> int:
    """How many pixels the page scrolls sideways at `size` (0 when it fits)."""
    before = page.viewport_size
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.wait_for_timeout(50)
    extra = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    page.set_viewport_size(before)
    return extra


# The bar's buttons whose words take more than one line (the line boxes of their text that
# shows: not a word kept unseen as the button's name, 1 px wide).
BAR_WRAPPED = """() => [...document.querySelectorAll('.bar nav > :is(button, a.button), .bar .menu summary')]
  .filter((b) => b.offsetWidth).filter((b) => {
    const tops = new Set(), walk = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
      if (walk.currentNode.parentElement.offsetWidth <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(walk.currentNode);
      for (const r of range.getClientRects()) if (r.width > 1) tops.add(Math.round(r.top));
    }
    return tops.size > 1;
  }).map((b) => b.textContent.trim())"""


def bar_fits(page, widths: tuple[int, ...] = (PHONE[0], NARROW[0])) -> dict[int, list]:
    """At each of `widths` (the window's height kept), the bar's buttons worded on two lines
    or more and the page's sideways scroll; the window's size put back after."""
    before = page.viewport_size
    fits = {}
    for width in widths:
        page.set_viewport_size({"width": width, "height": before["height"]})
        fits[width] = [page.evaluate(BAR_WRAPPED),
                       page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")]
    page.set_viewport_size(before)
    return {w: f for w, f in fits.items() if f != [[], 0]}


def set_size(page, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
