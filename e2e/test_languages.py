"""The page in Icelandic, Dutch and French: whole games with no English left on the table.

A whole Hornafjarðarmanni game is played in Icelandic and a whole Manille game in Dutch.
At the start, at every deal's result, at each new kind of decision, after a refused card and
a hint, and at the end (with the score sheet open), the page's visible text, its
accessible names and its title must hold no English words of the catalogs: a piece of
text of an English message that neither its translation nor any other message of the
language contains (words both languages share, such as Grand, Manille or Tricktable, are
not English-only). The language picker changes every word without losing the game, and
its choice persists; `?lang=` wins over it; `<html lang>` follows. The new-game screen
and a table mid-game in each language fit at 360 px and pass axe-core; their screenshots
at phone and desktop size (and the games' first result and end) go to e2e-artifacts/.
"""
from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor
from playwright.sync_api import expect

from tricktable.session.linkcode import unpack

from pages import (menu_click, DESKTOP, GREYED, NARROW, NEXT_DEAL, PHONE, PLAYABLE, axe_violations, bar_fits, click_card, hand,
                   overflow_at, screenshot, set_size, start_by_clicking, state, take_turn, to_new_game_screen, wait_idle)

LOCALES = Path(__file__).resolve().parent.parent / "web" / "locales"
SHOWN = """() => [document.title, document.body.innerText,
  ...[...document.querySelectorAll('[aria-label], [title], [placeholder]')]
    .filter((e) => !e.closest('[hidden]'))
    .flatMap((e) => [e.getAttribute('aria-label'), e.getAttribute('title'), e.getAttribute('placeholder')])
].filter(Boolean).join('\\n')"""


class Texts(visitor.Visitor):
    """The literal pieces of text of a message, each variant's apart."""

    def __init__(self) -> None:
        super().__init__()
        self.pieces: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.pieces.append(node.value)


def catalog(lang: str) -> dict[str, list[str]]:
    """Each message (and attribute) of a language: its pieces of text."""
    out = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text()).body:
            if isinstance(entry, ast.Message):
                for key, node in [(entry.id.name, entry.value),
                                  *((f"{entry.id.name}.{a.id.name}", a.value) for a in entry.attributes)]:
                    texts = Texts()
                    if node is not None:
                        texts.visit(node)
                    out[key] = texts.pieces
    return out


@cache
def english_only(lang: str) -> list[re.Pattern]:
    """The English catalogs' pieces of text (of four letters or more) that the same message
    in `lang` does not contain, nor any other of its messages, as whole-word patterns."""
    theirs = catalog(lang)
    everything = "\n".join(" ".join(pieces) for pieces in theirs.values())
    found = set()
    for key, pieces in catalog("en").items():
        translation = " ".join(theirs[key])
        for piece in pieces:
            piece = piece.strip(" \n.,:;!?()…—–“”\"'")
            if sum(c.isalpha() for c in piece) >= 4 and piece not in translation:
                found.add(piece)
    patterns = [re.compile(rf"(?<!\w){re.escape(p)}(?!\w)") for p in sorted(found)]
    return [p for p in patterns if not p.search(everything)]


def english_left(page, lang: str) -> list[str]:
    """The English-only pieces the page shows now (visible text, accessible names, title)."""
    shown = page.evaluate(SHOWN)
    return [p.pattern for p in english_only(lang) if p.search(shown)]


def test_the_check_finds_english() -> None:
    """The check is not empty: English words that differ in each language are caught."""
    for lang in ("is", "nl", "fr"):
        patterns = english_only(lang)
        assert any(p.search("Your turn: play a card.") for p in patterns)
        assert any(p.search("West wins the trick.") for p in patterns)
        assert not any(p.search("Tricktable Manille Hornafjarðarmanni 12 ♥") for p in patterns)


def open_in(page, lang: str, speed: str = "instant") -> None:
    page.goto(page.site + f"?speed={speed}&lang={lang}")
    to_new_game_screen(page)


def check_no_english(page, lang: str, where: str) -> None:
    assert page.evaluate("document.documentElement.lang") == lang
    assert english_left(page, lang) == [], where


GAMES = [("is", "hornafjardarmanni", {"target": 3}), ("nl", "manille", {"target": 61})]


@pytest.mark.parametrize("lang,variant,options", GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_without_english(page, lang: str, variant: str, options: dict) -> None:
    set_size(page, DESKTOP)
    open_in(page, lang)
    check_no_english(page, lang, "new game")
    start_by_clicking(page, variant, 7, options)
    check_no_english(page, lang, "first table")
    rng = random.Random(7)
    kinds, refused, hinted, deals = set(), False, False, 0
    for _ in range(3000):
        if state(page) != "playing":
            break
        if page.locator(NEXT_DEAL).count():
            deals += 1
            check_no_english(page, lang, f"result of deal {deals}")
            if deals == 1:
                assert overflow_at(page, NARROW) == 0
                screenshot(page, f"lang-{lang}-result-desktop")
        kind = page.locator("#controls button[data-action]").first.get_attribute("data-action") \
            if page.locator("#controls button[data-action]").count() else None
        if kind and kind not in kinds:
            kinds.add(kind)
            check_no_english(page, lang, f"decision {kind}")
        if not refused and page.locator(PLAYABLE).count() and page.locator(GREYED).count():
            click_card(page.locator(GREYED).first, force=True)  # the engine's reason, in the page's language
            wait_idle(page)
            assert page.locator("#message").is_visible()
            check_no_english(page, lang, "a refused card")
            refused = True
        if not hinted and page.locator(PLAYABLE).count():
            page.click("#btn-hint")
            page.wait_for_function("!document.getElementById('message').hidden")
            check_no_english(page, lang, "a hint")
            hinted = True
        take_turn(page, rng)
    wait_idle(page)
    assert state(page) == "over" and deals >= 1 and refused and hinted
    check_no_english(page, lang, "the end")
    assert overflow_at(page, NARROW) == 0
    screenshot(page, f"lang-{lang}-final-desktop")
    set_size(page, PHONE)
    screenshot(page, f"lang-{lang}-final-phone")
    page.click("#btn-sheet")
    check_no_english(page, lang, "the score sheet")
    page.click("#sheet-close")


def test_the_picker_changes_every_word_and_keeps_the_game(page) -> None:
    page.goto(page.site + "?speed=instant")
    to_new_game_screen(page)
    assert page.evaluate("document.documentElement.lang") == "en"  # Chromium here speaks en-US
    start_by_clicking(page, "manille", 3, {"target": 61})
    assert bar_fits(page) == {}  # the bar's words each on one line at 390 and 360 px, as in every language
    cards = hand(page)
    page.click("#btn-new")
    names = page.locator("#language option").all_inner_texts()
    assert names == ["English", "Íslenska", "Nederlands", "Français"]
    page.select_option("#language", "fr")
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.locator("#start").inner_text() == "Jouer\u00a0: Manille"  # the shelf's choice kept
    assert page.locator("#games a").first.get_attribute("href").endswith(".fr.html")
    check_no_english(page, "fr", "new game after the picker")
    page.click("#cancel-new")
    wait_idle(page)
    assert hand(page) == cards  # the same game, worded anew
    assert page.locator("#btn-rules").get_attribute("href").endswith("manille.fr.html")
    check_no_english(page, "fr", "the table after the picker")
    page.reload()
    page.wait_for_function("['playing', 'ready'].includes(document.body.dataset.state)", timeout=90_000)
    assert page.evaluate("document.documentElement.lang") == "fr"  # the choice is kept
    page.goto(page.site + "?lang=nl")
    page.wait_for_function("['playing', 'ready'].includes(document.body.dataset.state)", timeout=90_000)
    assert page.evaluate("document.documentElement.lang") == "nl"  # ?lang= comes first
    assert page.locator("#btn-new").inner_text() == "Nieuwe partij"


SCREENS = [("is", "hornafjardarmanni"), ("nl", "manille"), ("fr", "manillen-2p-dummy")]


@pytest.mark.parametrize("lang,variant", SCREENS, ids=[s[0] for s in SCREENS])
def test_screens_fit_in_every_language(page, lang: str, variant: str) -> None:
    open_in(page, lang)
    page.check(f"#games input[value='{variant}']")
    for size, name in ((PHONE, "phone"), (DESKTOP, "desktop")):
        set_size(page, size)
        screenshot(page, f"lang-{lang}-newgame-{name}")
    assert overflow_at(page, NARROW) == 0 and axe_violations(page) == []
    start_by_clicking(page, variant, 11)
    rng = random.Random(11)
    for _ in range(40):  # on to a trick under way, the player to play
        if page.locator(PLAYABLE).count() and page.locator("[data-trick] [data-card]").count():
            break
        take_turn(page, rng)
    check_no_english(page, lang, "mid-game")
    assert overflow_at(page, NARROW) == 0 and axe_violations(page) == []
    # The bar's words each on one line on a phone ("Nouvelle / partie" and "Laatste / slag"
    # took two at 360 px): its short words there, the whole ones still each button's name.
    assert bar_fits(page) == {}, lang
    set_size(page, NARROW)
    for button, mid in (("#btn-new", "new-game"), ("#btn-sheet", "sheet"), ("#btn-last", "last-trick")):
        expect(page.locator(button)).to_have_accessible_name("".join(catalog(lang)[mid]))
        expect(page.locator(f"{button} .short-word")).to_be_visible()
        expect(page.locator(f"{button} .short-word")).to_have_text("".join(catalog(lang)[f"{mid}.short"]))
    for size, name in ((DESKTOP, "desktop"), (PHONE, "phone")):
        set_size(page, size)
        screenshot(page, f"lang-{lang}-table-{name}")


def test_the_embed_dialog_and_the_embedded_table_speak_the_language(page) -> None:
    page.goto(page.site + '?game=manille&seed=5&level=random&speed=instant&lang=fr&options={"target":61}')
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(page)
    menu_click(page, "#btn-embed")
    check_no_english(page, "fr", "the Embed dialog")
    for size, name in ((PHONE, "phone"), (DESKTOP, "desktop")):
        set_size(page, size)
        screenshot(page, f"lang-fr-embed-dialog-{name}")
    src = re.search(r'src="([^"]+)"', page.input_value("#embed-code")).group(1).replace("&amp;", "&")
    assert unpack(src.split("#t=", 1)[1])[0]["lang"] == "fr"  # the short link carries the language
    page.goto(src)
    page.wait_for_function("['playing', 'over'].includes(document.body.dataset.state)", timeout=90_000)
    wait_idle(page)
    assert page.title() == "Tricktable\u00a0: Manille"
    check_no_english(page, "fr", "the embedded table")
    screenshot(page, "lang-fr-embed-desktop")
