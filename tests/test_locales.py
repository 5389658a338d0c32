"""The message catalogs (web/locales/<lang>/*.ftl): complete, well formed, placeholders right.

Every language has every message of the English catalogs; every reason the engine can
give (tricktable.errors.REASONS) has a message; each message uses only the variables
its caller passes, and selects only on values those variables can take.  Formatting goes
through fluent.runtime, a Fluent implementation of its own.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast, visitor

from tricktable.cards import CODE_OF, RANK_NAMES, RANKS
from tricktable.errors import REASONS

LOCALES = Path(__file__).resolve().parent.parent / "web" / "locales"
LANGS = ["en", "is", "nl", "fr"]
# A card's rank is passed as its English word (Fluent selects on words, not on "T").
RANK_WORDS = dict(zip(RANKS, RANK_NAMES))
FILES = sorted(p.name for p in (LOCALES / "en").glob("*.ftl"))
# What a variable may hold where a message selects on it.
VALUES = {"suit": set("SHDC"), "trump": set("SHDC"), "rank": set(RANK_WORDS.values()),
          "kind": {"grand", "nullo", "trump", "other", "spades", "hearts", "diamonds", "clubs"},
          "high": {"grand", "spades", "hearts", "diamonds", "clubs"}, "stage": {"along", "against"},
          "limit": {"zero", "one", "two", "few", "many", "other"}}
# The variables each message may use beyond its reason's params ($card comes named).
CARD_MESSAGES = {"suit-name": {"suit"}, "rank-name": {"rank"}, "card-name": {"suit", "rank"}}


class Uses(visitor.Visitor):
    """The variables a message uses, and the keys of each selection on a variable."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.keys: dict[str, set[str]] = {}

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            keys = self.keys.setdefault(node.selector.id.name, set())
            keys.update(getattr(v.key, "name", None) or v.key.value for v in node.variants)
        self.generic_visit(node)


def messages(lang: str, name: str) -> dict[str, ast.Message]:
    resource = FluentParser().parse((LOCALES / lang / name).read_text())
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"{lang}/{name}: {junk[0].annotations[0].message}"
    return {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}


def bundle(lang: str) -> FluentBundle:
    b = FluentBundle([lang], use_isolating=False)
    for name in FILES:
        b.add_resource(FluentResource((LOCALES / lang / name).read_text()))
    return b


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", FILES)
def test_every_language_has_every_message(lang: str, name: str) -> None:
    assert set(messages(lang, name)) == set(messages("en", name))


def test_every_reason_the_engine_gives_has_a_message() -> None:
    ids = set(messages("en", "reasons.ftl"))
    assert {f"reason-{code}" for code in REASONS} <= ids


@pytest.mark.parametrize("lang", LANGS)
def test_messages_use_only_what_their_caller_passes(lang: str) -> None:
    for name in FILES:
        for mid, msg in messages(lang, name).items():
            uses = Uses()
            uses.visit(msg)
            code = mid.removeprefix("reason-")
            allowed = set(REASONS[code].params) if mid.startswith("reason-") else CARD_MESSAGES[mid]
            assert uses.variables <= allowed, (lang, mid, uses.variables - allowed)
            for var, keys in uses.keys.items():
                assert keys <= VALUES[var], (lang, mid, var, keys - VALUES[var])


@pytest.mark.parametrize("lang", LANGS)
def test_every_reason_formats_for_every_value(lang: str) -> None:
    b = bundle(lang)
    for code, reason in REASONS.items():
        msg = b.get_message(f"reason-{code}")
        for i in range(8):
            args = {p: sorted(VALUES.get(p, {"x"}))[i % len(VALUES.get(p, {"x"}))] for p in reason.params}
            if "card" in args:
                args["card"] = "X"  # a card arrives already named
            if "limit" in args:
                args["limit"] = i + 1  # a number: the plural forms are tried
            text, errors = b.format_pattern(msg.value, args)
            assert not errors and text and "{" not in text, (lang, code, errors)


@pytest.mark.parametrize("lang,card,name", [("en", "TH", "ten of hearts"), ("is", "TH", "hjartatía"),
                                            ("nl", "TH", "harten tien"), ("fr", "TH", "dix de cœur"),
                                            ("is", "AS", "spaðaás"), ("fr", "QC", "dame de trèfle")])
def test_card_names_read_as_players_say_them(lang: str, card: str, name: str) -> None:
    b = bundle(lang)
    named = {}
    for code in CODE_OF:
        text, errors = b.format_pattern(b.get_message("card-name").value, {"rank": RANK_WORDS[code[0]], "suit": code[1]})
        assert not errors
        named[code] = text
    assert named[card] == name
    assert len(set(named.values())) == 52
