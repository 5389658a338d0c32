"""The rules page sources: rules/<game>/<lang>.md, Markdown with [[TH]] card pictures and
{{trick}}, {{example NAME}}, {{live NAME}} and {{play}} lines, and rules/<game>/examples/NAME.json.

Every shipped game has an English page; every translation has the same skeleton
(headings, card pictures, tricks, examples) as its English page; every card is a card of
the game's deck; the English page names every option as the new-game screen does; and
every live example replays with the real engine to a position where the human seat
chooses, with exactly the legal choices the example states, the trick its picture
draws and the cards its answer shows.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tricktable import Game
from tricktable.rules.cards import CODE_OF, make_deck
from tricktable.rules.variants import REGISTRY, Variant

from support import glossary_rows, shipped
from tricktable.rules.shared import LANGUAGE_NAMES

RULES = Path(__file__).resolve().parent.parent / "rules"
LANGS = list(LANGUAGE_NAMES)  # the engine's list (tricktable.rules.shared)

# Only the games the package ships (the tests register a test-only game of their own).
SHIPPED = {gid: v for gid, v in REGISTRY.items() if shipped(v)}

CARDS = re.compile(r"\[\[([^\]]*)\]\]")
TRICK = re.compile(r"^\{\{trick ([^}]*)\}\}$")
EXAMPLE = re.compile(r"^\{\{example ([a-z0-9-]+)\}\}$")
LIVE = re.compile(r"^\{\{live ([a-z0-9-]+)\}\}$")
DIRECTIVE = re.compile(r"\{\{[^}]*\}\}")
HEADING = re.compile(r"^(#{1,3}) \S")


def pages() -> list[tuple[str, str]]:
    """(game, lang) for every language file present."""
    return [(gid, lang) for gid in SHIPPED for lang in LANGS
            if (RULES / gid / f"{lang}.md").is_file()]


def lines_of(gid: str, lang: str) -> list[str]:
    return (RULES / gid / f"{lang}.md").read_text(encoding="utf-8").splitlines()


def skeleton(lines: list[str]) -> list[tuple[str, str]]:
    """What every language version must share, in order: headings levels, card
    pictures, trick pictures, examples, live tables and the play button."""
    out: list[tuple[str, str]] = []
    for line in lines:
        stripped = line.strip()
        if m := HEADING.match(stripped):
            out.append(("heading", m.group(1)))
        elif m := TRICK.match(stripped):
            out.append(("trick", m.group(1)))
        elif m := EXAMPLE.match(stripped):
            out.append(("example", m.group(1)))
        elif m := LIVE.match(stripped):
            out.append(("live", m.group(1)))
        elif stripped == "{{play}}":
            out.append(("play", ""))
        else:
            out += [("cards", m.group(1)) for m in CARDS.finditer(stripped)]
    return out


def seat_order(v: Variant) -> tuple[str, ...]:
    """Trick-picture names of the positions 0, 1, ...: as the reader (position 0) sees
    the table, clockwise; the dummies of the two-player game are SD and WD."""
    if v.dummies:
        return ("S", "W", "SD", "WD")
    return {4: ("S", "W", "N", "E"), 3: ("S", "W", "E"), 2: ("S", "N")}[v.positions]


def seat_names(v: Variant) -> set[str]:
    return set(seat_order(v))


def trick_cards(spec: str, v: Variant) -> list[str]:
    """The cards of a trick picture, after checking its seats and winner."""
    seats, cards, winner = [], [], None
    for part in spec.split():
        if part.startswith("winner="):
            winner = part.split("=", 1)[1]
            continue
        seat, _, card = part.partition(":")
        assert seat in seat_names(v), f"seat {seat!r} in trick {spec!r}"
        seats.append(seat)
        if card != "?":
            cards.append(card)
    assert len(seats) == len(set(seats)), f"a seat plays twice in {spec!r}"
    assert winner is None or winner in seats, f"winner {winner!r} did not play in {spec!r}"
    return cards


def example_names(lines: list[str]) -> list[str]:
    return [m.group(1) for line in lines if (m := EXAMPLE.match(line.strip()))]


def load_example(gid: str, name: str) -> dict:
    return json.loads((RULES / gid / "examples" / f"{name}.json").read_text(encoding="utf-8"))


def replay(example: dict) -> Game:
    save = {"format": "tricktable-save", "version": 1,
            "config": example["config"], "actions": example["actions"]}
    return Game.from_json(json.dumps(save))


def choices(game: Game) -> list:
    """The legal choices as an example states them: card codes in play, else actions."""
    legal = game.legal_actions()
    if legal and legal[0]["type"] == "play":
        return [a["card"] for a in legal]
    return legal


def trick_before(lines: list[str], name: str) -> str | None:
    """The trick picture in the example's own section just above it, if any."""
    start = next(i for i, line in enumerate(lines) if line.strip() == f"{{{{example {name}}}}}")
    for line in reversed(lines[:start]):
        if HEADING.match(line.strip()):
            return None
        if m := TRICK.match(line.strip()):
            return m.group(1)
    return None


def answer_cards(lines: list[str], name: str) -> set[str]:
    """Cards pictured after the example, up to the next heading: the page's answer."""
    start = next(i for i, line in enumerate(lines) if line.strip() == f"{{{{example {name}}}}}")
    shown: set[str] = set()
    for line in lines[start + 1:]:
        if HEADING.match(line.strip()):
            break
        for m in CARDS.finditer(line):
            shown.update(m.group(1).split())
    return shown


@pytest.mark.parametrize("gid", sorted(SHIPPED))
def test_every_shipped_game_has_an_english_page(gid: str) -> None:
    assert (RULES / gid / "en.md").is_file()


def test_no_page_for_an_unknown_game() -> None:
    dirs = {p.name for p in RULES.iterdir() if p.is_dir()} - {"glossary"}
    assert dirs <= set(SHIPPED), dirs - set(SHIPPED)
    stray = [p for d in dirs for p in (RULES / d).glob("*.md") if p.stem not in LANGS]
    assert not stray, f"pages in a language the site does not offer: {stray}"


@pytest.mark.parametrize("gid,lang", pages())
def test_page_form(gid: str, lang: str) -> None:
    lines = lines_of(gid, lang)
    assert lines[0].startswith("# "), "the title comes first"
    assert sum(line.startswith("# ") for line in lines) == 1, "one title"
    assert sum(line.strip() == "{{play}}" for line in lines) == 1, "one play button"
    for line in lines:
        for directive in DIRECTIVE.findall(line):
            assert line.strip() == directive, f"{directive} must stand alone on its line"
            assert directive == "{{play}}" or TRICK.match(directive) or EXAMPLE.match(directive) \
                or LIVE.match(directive), directive
        assert not re.search(r"<[a-zA-Z/]", line), f"raw HTML: {line}"
    live = [m.group(1) for line in lines if (m := LIVE.match(line.strip()))]
    assert live, "a live table to play at least one example on"
    assert set(live) <= set(example_names(lines)), f"live tables of examples the page does not show: {live}"


@pytest.mark.parametrize("gid,lang", [p for p in pages() if p[1] != "en"])
def test_translation_has_the_english_skeleton(gid: str, lang: str) -> None:
    assert skeleton(lines_of(gid, lang)) == skeleton(lines_of(gid, "en"))


@pytest.mark.parametrize("gid,lang", pages())
def test_cards_belong_to_the_games_deck(gid: str, lang: str) -> None:
    v = SHIPPED[gid]
    deck = {CODE_OF[c] for c in make_deck(v.deck_size)}
    for kind, value in skeleton(lines_of(gid, lang)):
        if kind == "cards":
            codes = value.split()
            assert codes, "an empty card picture"
        elif kind == "trick":
            codes = trick_cards(value, v)
        else:
            continue
        bad = [c for c in codes if c not in deck]
        assert not bad, f"{bad} are not cards of the {v.deck_size}-card deck"


@pytest.mark.parametrize("gid", sorted(SHIPPED))
def test_every_example_file_is_shown(gid: str) -> None:
    folder = RULES / gid / "examples"
    files = {p.stem for p in folder.glob("*.json")} if folder.is_dir() else set()
    assert files == set(example_names(lines_of(gid, "en")))


EXAMPLES = [(gid, name) for gid in sorted(SHIPPED) if (RULES / gid / "en.md").is_file()
            for name in example_names(lines_of(gid, "en"))]


@pytest.mark.parametrize("gid,name", EXAMPLES)
def test_example_replays_to_the_humans_choice(gid: str, name: str) -> None:
    example = load_example(gid, name)
    assert example["config"]["variant"] == gid
    game = replay(example)
    assert not game.over
    assert game.to_move == example["human_seat"], "the human seat must be to move"
    assert example["legal"], "an example states the legal choices"
    assert choices(game) == example["legal"], "the stated legal choices must be the engine's"


@pytest.mark.parametrize("gid,name", EXAMPLES)
def test_trick_picture_shows_the_examples_trick(gid: str, name: str) -> None:
    """The trick drawn above an example is the trick on the live table, and its ? is
    the position now to play."""
    v = SHIPPED[gid]
    example = load_example(gid, name)
    game = replay(example)
    view = game.view(example["human_seat"])
    names = seat_order(v)
    expected = [f"{names[t['seat']]}:{t['card']}" for t in view["trick"]]
    if view["trick"]:
        expected += [f"{names[view['turn']]}:?", f"winner={names[game.table.win_pos]}"]
    for g, lang in pages():
        if g != gid:
            continue
        spec = trick_before(lines_of(gid, lang), name)
        if spec is None:
            assert not view["trick"], f"{lang}.md: the example has a trick but no picture of it"
            continue
        drawn = spec.split()
        assert drawn == expected, f"{lang}.md draws {drawn}, the table has {expected}"


# Examples where a card is to be played (the others ask for a call, answered in words).
CARD_EXAMPLES = [(gid, name) for gid, name in EXAMPLES
                 if all(isinstance(c, str) for c in load_example(gid, name)["legal"])]


@pytest.mark.parametrize("gid,name", CARD_EXAMPLES)
def test_page_answer_shows_the_legal_cards(gid: str, name: str) -> None:
    legal = load_example(gid, name)["legal"]
    for g, lang in pages():
        if g == gid:
            missing = set(legal) - answer_cards(lines_of(gid, lang), name)
            assert not missing, f"{lang}.md does not show the legal {sorted(missing)} after the example"


def option_labels(v: Variant) -> list[str]:
    """The names the new-game screen gives the game's options."""
    return [f.title for f in v.Options.model_fields.values()]


@pytest.mark.parametrize("gid", sorted(SHIPPED))
def test_english_page_names_every_option_as_the_new_game_screen_does(gid: str) -> None:
    text = (RULES / gid / "en.md").read_text(encoding="utf-8")
    missing = [label for label in option_labels(SHIPPED[gid]) if f"**{label}**" not in text]
    assert not missing, f"house rules not named: {missing}"


@pytest.mark.parametrize("lang", ("is", "nl", "fr"))
def test_glossary_option_labels_match_the_game_and_the_pages(lang: str) -> None:
    rows = glossary_rows(lang)
    assert len(rows) > 10 and all(len(row) == 3 for row in rows), "English | term | note"
    labels = {label for v in SHIPPED.values() for label in option_labels(v)}
    pages_text = "\n".join((RULES / gid / f"{lang}.md").read_text(encoding="utf-8")
                           for gid, page_lang in pages() if page_lang == lang)
    options = [row for row in rows if row[2] == "option label"]
    assert options
    for english, term, _ in options:
        assert english in labels, f"{english!r} is not an option of any game"
        assert f"**{term}**" in pages_text, f"{term!r} is not how the {lang} pages name it"
