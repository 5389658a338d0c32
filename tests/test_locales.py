"""The message catalogs (web/locales/<lang>/*.ftl): complete, well formed, placeholders right.

Every language has every message (and attribute) of the English catalogs; every reason the
engine can give (tricktable.rules.errors.REASONS) has a message, and so has every game, option and
choice of the engine's catalogue; every message id the page's scripts ask for exists, and so
does every one the engine names for a decision, a prompt or an event (collected by playing
every game and option set through the bridge), with the arguments it is given.  Each
message uses only the variables its caller passes (the engine's params for a reason; for the
table, the variables of the English message, which text.js was written against), selects
only on values those variables can take, and on numbers only by CLDR plural categories of its
language.  Formatting goes through fluent.runtime, a Fluent implementation of its own.
"""
from __future__ import annotations

import itertools
import json
import random
import re
from functools import cache
from pathlib import Path

import pytest
from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast, visitor

from tricktable import Game
from tricktable.session.bridge import Session
from tricktable.rules.cards import CODE_OF, RANK_NAMES, RANKS
from tricktable.session.catalogue import catalogue
from tricktable.rules.errors import REASONS, Reason
from tricktable.rules.variants import REGISTRY

from support import CASES, RULES_GAMES, case_id, glossary_rows, in_rules_order, shipped
from tricktable.rules.shared import LANGUAGE_NAMES

WEB = Path(__file__).resolve().parent.parent / "web"
LOCALES = WEB / "locales"
LANGS = list(LANGUAGE_NAMES)  # the engine's list (tricktable.rules.shared)
# A card's rank is passed as its English word (Fluent selects on words, not on "T").
RANK_WORDS = dict(zip(RANKS, RANK_NAMES))
FILES = sorted(p.name for p in (LOCALES / "en").glob("*.ftl"))
CONTRACTS = {"grand", "nullo", "spades", "hearts", "diamonds", "clubs", "notrump", "other", "trump"}
# What a variable may hold where a message selects on it (the engine and text.js pass these).
VALUES = {"suit": set("SHDC"), "trump": set("SHDC"), "rank": set(RANK_WORDS.values()),
          "kind": {"grand", "nullo", "trump", "other", "spades", "hearts", "diamonds", "clubs", "none"},
          "high": {"grand", "spades", "hearts", "diamonds", "clubs"}, "stage": {"along", "against"},
          "self": {"you", "one", "team", "them", "many"}, "link": {"deal", "game"}, "pos": {"you", "south", "west", "north", "east"},
          "name": CONTRACTS, "note": {"normal", "ace_low", "manille"},
          "blind": {"yes", "no"}, "great": {"yes", "no"}, "retain": {"yes", "no"},
          "where": {"saved", "address"}, "answer": {"yes", "no"}, "unit": {"points", "deal_points"},
          "verdict": {"good", "inaccuracy", "mistake"}, "problem": {"game", "unknown", "value", "other"}}
# call-trump and n-trump also take "none" for no trump.
SUIT_OR_NONE = {"call-trump", "n-trump"}
# Variables that hold numbers: a selection on one uses plural categories (or exact numbers).
NUMBERS = {"n", "max", "need", "margin", "chance", "m", "deal", "target", "limit", "mb", "done", "total",
           "wins", "percent", "made", "called", "good", "inaccuracy", "mistake", "rating", "medium", "games", "deals"}
# The variables each card message may use ($card comes named).
CARD_MESSAGES = {"suit-name": {"suit"}, "rank-name": {"rank"}, "card-name": {"suit", "rank"},
                 "rank-letter": {"rank"}}


def shipped_reasons() -> dict[str, Reason]:
    """Every code a shipped game can give: the generic ones and the shipped families' own."""
    shipped_codes = {c for v in REGISTRY.values() if shipped(v) for c in v.reasons}
    test_only = {c for v in REGISTRY.values() if not shipped(v) for c in v.reasons} - shipped_codes
    return {code: reason for code, reason in REASONS.items() if code not in test_only}


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


@cache
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


def allowed_keys(lang: str, mid: str, var: str) -> set[str]:
    """The variant keys a selection on `var` may use in message `mid` of `lang`."""
    if var in NUMBERS:  # the language's plural categories, or an exact number
        return {"other", *Locale.parse(lang).plural_form.tags, *map(str, range(100))}
    return VALUES[var] | ({"none"} if var == "suit" and mid in SUIT_OR_NONE else set())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", FILES)
def test_every_language_has_every_message(lang: str, name: str) -> None:
    assert set(messages(lang, name)) == set(messages("en", name))
    for mid, msg in messages("en", name).items():
        attributes = {a.id.name for a in messages(lang, name)[mid].attributes}
        assert attributes == {a.id.name for a in msg.attributes}, (lang, mid)


def test_every_reason_the_engine_gives_has_a_message() -> None:
    ids = set(messages("en", "reasons.ftl"))
    assert {f"reason-{code}" for code in shipped_reasons()} <= ids


@pytest.mark.parametrize("lang", LANGS)
def test_reasons_and_cards_use_only_what_their_caller_passes(lang: str) -> None:
    for name in ("reasons.ftl", "cards.ftl"):
        for mid, msg in messages(lang, name).items():
            uses = Uses()
            uses.visit(msg)
            code = mid.removeprefix("reason-")
            allowed = set(shipped_reasons()[code].params) if mid.startswith("reason-") else CARD_MESSAGES[mid]
            assert uses.variables <= allowed, (lang, mid, uses.variables - allowed)
            for var, keys in uses.keys.items():
                assert keys <= allowed_keys(lang, mid, var), (lang, mid, var, keys - allowed_keys(lang, mid, var))


@pytest.mark.parametrize("lang", LANGS)
def test_every_reason_formats_for_every_value(lang: str) -> None:
    b = bundle(lang)
    for code, reason in shipped_reasons().items():
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
                                            ("nl", "TH", "hartentien"), ("fr", "TH", "dix de cœur"),
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


# --- the table's words (table.ftl, games.ftl; live.ftl, the table with friends) -------

TABLE_FILES = ["table.ftl", "games.ftl", "live.ftl"]


@cache
def every_message(lang: str) -> dict[str, ast.Message]:
    return {mid: m for name in FILES for mid, m in messages(lang, name).items()}


def variables(lang: str, mid: str) -> set[str]:
    """The variables a message uses, also through the messages it refers to (they get the
    caller's variables too)."""
    msg = every_message(lang)[mid]
    uses = Uses()
    uses.visit(msg)
    refs = {r.id.name for r in references(msg)}
    return uses.variables.union(*(variables(lang, r) for r in refs))


def references(node: ast.BaseNode) -> list[ast.MessageReference]:
    found = []

    class Refs(visitor.Visitor):
        def visit_MessageReference(self, ref: ast.MessageReference) -> None:
            found.append(ref)

    Refs().visit(node)
    return found


@pytest.mark.parametrize("lang", LANGS[1:])
def test_translations_use_the_variables_of_the_english(lang: str) -> None:
    for name in TABLE_FILES:
        for mid in messages("en", name):
            assert variables(lang, mid) == variables("en", mid), (lang, mid)


@pytest.mark.parametrize("lang", LANGS)
def test_selections_use_values_the_variables_can_take(lang: str) -> None:
    for name in TABLE_FILES:
        for mid, msg in messages(lang, name).items():
            uses = Uses()
            uses.visit(msg)
            for var, keys in uses.keys.items():
                assert keys <= allowed_keys(lang, mid, var), (lang, mid, var, keys - allowed_keys(lang, mid, var))


def samples(lang: str, mid: str) -> list[dict]:
    """Arguments that reach every variant: each selector's values, numbers 0, 1, 2, 5, 21."""
    names = sorted(variables("en", mid))
    options = []
    for var in names:
        if var in NUMBERS:
            options.append([0, 1, 2, 5, 21, 1.5])
        elif var in VALUES:
            options.append(sorted(allowed_keys(lang, mid, var)))
        else:
            options.append(["X"])
    combos = list(itertools.product(*options))
    step = max(1, len(combos) // 60)
    return [dict(zip(names, c)) for c in combos[::step]]


@pytest.mark.parametrize("lang", LANGS)
def test_every_table_message_formats(lang: str) -> None:
    b = bundle(lang)
    for name in TABLE_FILES:
        for mid, msg in messages(lang, name).items():
            patterns = ([b.get_message(mid).value] if msg.value else []) + list(b.get_message(mid).attributes.values())
            for args in samples(lang, mid):
                for pattern in patterns:
                    text, errors = b.format_pattern(pattern, args)
                    assert not errors and text.strip() and "{" not in text, (lang, mid, args, errors)


def test_every_game_option_and_choice_has_words() -> None:
    ids = every_message("en")
    games = [v for v in catalogue() if shipped(REGISTRY[v["id"]])]
    assert in_rules_order([v["id"] for v in games]) == RULES_GAMES
    for v in games:
        assert f"game-{v['id']}" in ids and ids[f"game-{v['id']}"].attributes, v["id"]
        for opt in v["options"]:
            mid = f"option-{v['id']}-{opt['name']}"
            assert mid in ids and [a.id.name for a in ids[mid].attributes] == ["help"], mid
            for c in opt.get("choices", []):
                assert f"choice-{v['id']}-{opt['name']}-{c['value']}" in ids


# --- the engine's words: every message id it names, with the arguments it gives -------------

# How the page words an argument by its name (web/services/text.js `said`): a seat or a side
# becomes a name and the form it takes; the rest keep their name.
AS_PAGE_GIVES = {"seat": ("who", "self"), "side": ("who", "self"), "sides": ("who", "self")}
# What the page adds to the words of a pick (an exchange): how many cards are picked.
PAGE_ADDS = {"exchange-n": {"n"}, "help-exchange": {"n"}}
# An argument the page words item by item through a message of its own, each item as that
# message's selector (text.js `said`): a list of contracts, each through contract-name.
WORDED_THROUGH = {"contracts": ("contract-name", "name")}


def said_in(value: object) -> list[list]:
    """Every [id, args] in a frame, view or hint, nested ones too."""
    if isinstance(value, list) and len(value) == 2 and isinstance(value[0], str) and isinstance(value[1], dict):
        return [value] + said_in(list(value[1].values()))
    if isinstance(value, dict):
        return [w for v in value.values() for w in said_in(v)]
    if isinstance(value, list):
        return [w for v in value for w in said_in(v)]
    return []


def collect_case(variant: str, options: dict, seed: int) -> list[list]:
    """Play one game through the bridge (random computer players, random human choices,
    every exchange a random pick); every word the replies carry."""
    rng = random.Random(seed)
    s = Session()

    def call(method: str, params: dict) -> dict:
        reply = json.loads(s.handle(json.dumps({"id": 1, "method": method, "params": params})))
        assert "result" in reply, reply
        return reply["result"]

    r = call("new_game", {"variant": variant, "seed": seed, "options": options, "level": "random"})
    words = said_in(r)
    while not r["view"]["over"]:
        action = dict(rng.choice(r["view"]["legal"]))
        if action["type"] == "exchange":
            hand = r["view"]["hand"]
            action["discard"] = rng.sample(hand, rng.randint(0, min(action.pop("max_discard"), len(hand))))
        words += said_in(s.game.variant.say_choice(s.game.table, action))  # as a hint names it
        r = call("act", {"action": action})
        words += said_in(r)
    return words


# The seed of each shipped game and option set's one game: picked (from two seeds each,
# which the suite used to play) so that these games together name every message id, and
# every argument form (each selector's value, each number's plural category in every
# language, each exact number a message selects on), that the two games each named.
# A rare decision comes up this way: Manille's partner choice in 129, Laugavatnsmanni's
# Grand great contract in 127.  A game or option set not listed plays seed 100.
WORD_SEEDS = {
    "manni": 118, "manni-under_four_negative=True-target=6": 119, "hornafjardarmanni": 102,
    "hornafjardarmanni-deal_packets=4-4-4-4-end_on=net-target=5": 121,
    "hornafjardarmanni-contract_by=dealer_choice": 122, "trjamann": 123, "trjamann-nullo_ace_low=True": 124,
    "laugavatnsmanni": 107, "laugavatnsmanni-nullo_ace_low=True-great_target=15": 108,
    "laugavatnsmanni-end_on=net": 127, "manille": 128, "manille-target=61-partner_choice=True": 129,
    "manillen-2p-dummy": 112, "manillen-2p-dummy-blind_no_trump=False-max_multiplier=4": 131,
    "manillen-2p-dummy-match=True": 114, "manillen-2p-open": 133, "manillen-2p-open-max_multiplier=8": 134,
    "manillen-2p-open-match=True-blind_no_trump=False": 117,
}


@cache
def engine_words() -> dict[str, list[dict]]:
    """Each message id the engine named, with every distinct set of arguments it gave."""
    found: dict[str, dict[str, dict]] = {}
    cases = [(variant, options) for variant, options in CASES if shipped(REGISTRY[variant])]
    for variant, options in cases:
        for mid, args in collect_case(variant, options, WORD_SEEDS.get(case_id((variant, options)), 100)):
            found.setdefault(mid, {})[json.dumps(args, sort_keys=True)] = args
    return {mid: list(by_text.values()) for mid, by_text in found.items()}


def as_page_gives(mid: str, args: dict) -> dict:
    """The arguments as the page hands them to Fluent: each selector's raw value as it is,
    a worded one as a placeholder word."""
    out: dict = {}
    for name, value in args.items():
        if name in AS_PAGE_GIVES:
            out.update(who="X", self="one")
        elif isinstance(value, bool):
            out[name] = "yes" if value else "no"
        elif isinstance(value, (int, float)) or (isinstance(value, str) and name not in ("card",)):
            out[name] = value
        else:  # a card, cards, a signed change, words within words
            out[name] = "X"
    return out | {extra: 2 for extra in PAGE_ADDS.get(mid, ())}


def selections(lang: str, mid: str) -> dict[str, set[str]]:
    """The keys of each selection on a variable, in a message and the messages it refers to."""
    msg = every_message(lang)[mid]
    uses = Uses()
    uses.visit(msg)
    keys = dict(uses.keys)
    for ref in references(msg):
        for var, more in selections(lang, ref.id.name).items():
            keys[var] = keys.get(var, set()) | more
    return keys


def test_the_engine_names_words_of_every_kind() -> None:
    ids = set(engine_words())
    kinds = {"act-play", "prompt-play", "prompt-waiting", "n-play", "n-trick", "n-deal-end", "contract-line",
             "act-take", "act-announce", "great-contract", "help-great", "prompt-exchange", "n-exchange",
             "act-exchange", "headline-tallies", "tally", "act-trump", "act-double", "act-look", "n-game-won",
             "headline-points", "call-line", "standing", "end-target", "end-deals"}
    assert kinds <= ids, sorted(kinds - ids)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_the_engine_names_exists_with_its_arguments(lang: str) -> None:
    b = bundle(lang)
    for mid, arg_sets in engine_words().items():
        assert mid in every_message(lang), (lang, mid)
        keys = selections(lang, mid)
        for args in arg_sets:
            given = as_page_gives(mid, args)
            assert variables(lang, mid) <= set(given), (lang, mid, variables(lang, mid) - set(given))
            for var, value in given.items():  # a value the message selects on is one of its keys
                if var in keys and isinstance(value, str) and var not in ("who", "self"):
                    assert value in keys[var], (lang, mid, var, value)
            for var, (through, selector) in WORDED_THROUGH.items():  # and so is each item worded apart
                for item in args.get(var, []):
                    assert item in selections(lang, through)[selector], (lang, mid, var, item)
            text, errors = b.format_pattern(b.get_message(mid).value, given)
            assert not errors and text.strip() and "{" not in text, (lang, mid, args, errors)


def test_the_page_words_those_lists_as_the_test_does() -> None:
    """WORDED_THROUGH is text.js's own wording of a list, item by item (no silent default)."""
    source = (WEB / "services" / "text.js").read_text()
    for var, (through, selector) in WORDED_THROUGH.items():
        assert re.search(rf'name === "{var}"\).*t\("{through}", \{{ {selector}: ', source), var
    assert "contracts" in {k for arg_sets in engine_words().values() for args in arg_sets for k in args}


def asked_for() -> set[str]:
    """Every message id the page's scripts and HTML name literally: t("id"),
    WORDS.camelCase, data-text/data-label/data-placeholder (camelCase read as kebab-case)."""
    kebab = lambda key: re.sub(r"[A-Z]", lambda m: "-" + m.group().lower(), key)  # noqa: E731
    ids = set()
    for path in WEB.rglob("*.js"):
        source = path.read_text()
        ids |= set(re.findall(r"\bt\(\"([\w-]+)\"", source))
        ids |= {kebab(k) for k in re.findall(r"\bWORDS\.(\w+)", source)}
    for page in ("index.html", "embed.html"):
        html = (WEB / page).read_text()
        ids |= {kebab(k) for k in re.findall(r'data-(?:text|label|placeholder)="(\w+)"', html)}
    return ids


def test_every_message_the_page_asks_for_exists() -> None:
    ids = asked_for()
    assert len(ids) > 100 and "new-game" in ids and "next-deal" in ids  # the scan finds the page's words
    assert not ids - set(every_message("en")), sorted(ids - set(every_message("en")))


def named_by_engine() -> set[str]:
    """Message ids the engine's source names (some, such as a game stopped at the deal
    limit, no game of a few seeds reaches)."""
    source = "\n".join(p.read_text() for p in (WEB.parent / "py" / "tricktable").rglob("*.py"))
    return set(re.findall(r'\bsay\("([\w-]+)"', source))


def test_every_table_message_is_asked_for() -> None:
    """No word is left that neither the page nor the engine names (or a message refers to)."""
    table = set(messages("en", "table.ftl"))
    referred = {r.id.name for mid in table for r in references(every_message("en")[mid])}
    unused = table - asked_for() - set(engine_words()) - named_by_engine() - referred
    assert not unused, sorted(unused)


@pytest.mark.parametrize("lang", LANGS[1:])
def test_option_labels_are_the_glossarys(lang: str) -> None:
    """The new-game screen names each option as rules/glossary/<lang>.md (and the rules pages) do."""
    terms = {english: term for english, term, note in glossary_rows(lang) if note == "option label"}
    en, theirs = bundle("en"), bundle(lang)
    checked = 0
    for mid in messages("en", "games.ftl"):
        english = en.format_pattern(en.get_message(mid).value)[0]
        if mid.startswith("option-") and english in terms:
            said = theirs.format_pattern(theirs.get_message(mid).value)[0]
            assert said.replace("\u00a0", " ") == terms[english].replace("\u00a0", " "), mid  # French: no-break space before ":"
            checked += 1
    assert checked >= 15


# Contracts scored around a pivot rather than against a target: their help names no trick count.
NO_TARGET = {"nullo"}


@pytest.mark.parametrize("lang", LANGS)
def test_no_help_states_a_target_for_a_contract_that_has_none(lang: str) -> None:
    """A Nullo declarer once read "you need 8 tricks" (RULES §3-4: Nullo scores +1 per trick
    below four, -1 per trick above): every help the engine gives for such a contract, in
    every language, holds no trick count, even if a target were passed to it."""
    b = bundle(lang)
    helps = [(mid, args) for mid, arg_sets in engine_words().items() if mid.startswith("help-")
             for args in arg_sets if args.get("name") in NO_TARGET or args.get("kind") in NO_TARGET]
    assert {mid for mid, _ in helps} >= {"help-announce"}, helps  # the games played announced Nullo
    for mid, args in helps:
        assert not args.get("need"), (mid, args)  # the engine gives no target
        for need in (0, 1, 4, 6, 8, 14):
            given = as_page_gives(mid, args) | ({"need": need} if "need" in args else {})
            text, errors = b.format_pattern(b.get_message(mid).value, given)
            assert not errors and not re.search(r"\d", text), (lang, mid, given, text)


# An announcement that stands for several suits: the Hornafjarðarmanni dealer's one trump
# contract a game (RULES §2, with the dealer choosing) and Trjámann's other suit (§3).
SHARED_KINDS = [("hornafjardarmanni", {"contract_by": "dealer_choice"}, ("spades", "hearts", "diamonds", "clubs"), "trump"),
                ("trjamann", {}, ("hearts", "diamonds", "clubs"), "other")]


@pytest.mark.parametrize("variant,options,suits,kind", SHARED_KINDS)
def test_a_suit_that_uses_up_a_kind_of_contract_says_so(variant: str, options: dict, suits: tuple, kind: str) -> None:
    """Each of the four suit buttons of a Hornafjarðarmanni dealer once read "Hearts: hearts
    are trump; win tricks; you need 4 tricks. Once per game.", though choosing one suit
    uses up the one trump contract for all four: the engine passes the kind the suit uses
    up, and no suit's help, in any language, ends as Grand's own "once per game" does."""
    g = Game.new(variant, seed=1, first_dealer=0, options=options)
    offers = {a["contract"]: a for a in g.legal_actions() if a["type"] == "announce"}
    assert set(suits) | {"grand"} <= set(offers), offers
    helps = {name: g.variant.say_choice(g.table, act)["help"] for name, act in offers.items()}
    assert helps["grand"][1]["kind"] == "none"
    assert all(helps[name][1]["kind"] == kind for name in suits), helps
    for lang in LANGS:
        b = bundle(lang)
        said = {name: b.format_pattern(b.get_message(mid).value, as_page_gives(mid, args))[0]
                for name, (mid, args) in helps.items()}
        once = said["grand"].rsplit(". ", 1)[1]  # "Once per game." and its translations
        for name in suits:
            assert not said[name].endswith(once), (lang, name, said[name])
    en = bundle("en")
    mid, args = helps[suits[0]]
    assert ("One trump contract per game" if kind == "trump" else "One “other suit” contract per game") \
        in en.format_pattern(en.get_message(mid).value, as_page_gives(mid, args))[0]


class Patterns(visitor.Visitor):
    """Each pattern's text as it reads: a placeable that is a string literal as its string,
    any other placeable as a stand-in word (so a mark right after `{ $who }` is seen)."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def visit_Pattern(self, node: ast.Pattern) -> None:
        self.texts.append("".join(e.value if isinstance(e, ast.TextElement)
                                  else e.expression.value if isinstance(e.expression, ast.StringLiteral)
                                  else "X" for e in node.elements))
        self.generic_visit(node)


# French sets ":", ";", "?", "!" and "»" off by a no-break space (U+00A0 or the narrow U+202F),
# and "«" too: a breakable space lets a line wrap before the mark, none at all is English
# typography.  A web address's "://" is no mark.
FRENCH_SPACING = re.compile(r"«(?![\u00a0\u202f])|(?<=.)(?<![\u00a0\u202f])[:;?!»](?!//)")


@pytest.mark.parametrize("name", FILES)
def test_french_marks_have_a_no_break_space(name: str) -> None:
    """The fr catalogs' 32 messages of one review and 18 places of the next had a plain
    space before ":" or ";" (messages written after the rule was stated, in the file's header)."""
    wrong = []
    for mid, msg in messages("fr", name).items():
        found = Patterns()
        found.visit(msg)
        wrong += [(mid, text[max(0, m.start() - 20):m.end() + 5]) for text in found.texts
                  for m in FRENCH_SPACING.finditer(text)]
    assert not wrong, wrong
