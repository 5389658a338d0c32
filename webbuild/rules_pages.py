"""Rules pages: one Markdown source per game and language, rendered into static pages.

`rules/<game>/<lang>.md` is written once per game (each language a translation of the
English); the build turns it into `dist/rules/<game>.<lang>.html` with markdown-it-py
(CommonMark with tables) and extensions of our own (format: rules/README.md):
`[[TH AH]]` card pictures, `{{trick ...}}` diagrams, `{{example NAME}}` positions,
which the real engine replays at build time, so a page can only show a reachable
position, and `{{live NAME}}`, the same position on an embedded table (embed.html) that
the reader plays on: drawn at once from the engine's answer worked out here
(`dist/rules/live/<game>-<name>.json`), the engine loaded at the reader's first move.  Run with the project's virtual environment: `python -m webbuild.rules_pages DIST`.
"""
from __future__ import annotations

import base64
import html
import json
import re
import sys
import urllib.parse
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from markdown_it import MarkdownIt

from webbuild.policy import META_POLICY

ROOT = Path(__file__).resolve().parent.parent
# The page's words: the table's catalogs (seats, "How to play", card names, the engine's
# reasons) and rules.ftl, the few words only these pages use.
LOCALES = ROOT / "web" / "locales"
sys.path.insert(0, str(ROOT / "py"))

from tricktable import Game, IllegalAction  # noqa: E402
from tricktable.session import bridge  # noqa: E402
from tricktable.session.kept import keep  # noqa: E402
from tricktable.rules.cards import RANK_NAMES, RANKS  # noqa: E402
from tricktable.rules.shared import LANGUAGE_NAMES as LANGUAGES  # noqa: E402
from tricktable.rules.variants import REGISTRY  # noqa: E402

CARD = r"[2-9TJQKA][SHDC]"
CARDS = re.compile(rf"\[\[({CARD}(?: {CARD})*)\]\]")
BLOCK = re.compile(r"^\{\{(trick|example|live|play)\b(.*)\}\}$", re.M)
# The live tables' computer players: quick to answer while the reader tries a rule.
LIVE_LEVEL = "medium"
# Each seat of a trick diagram by the catalogs' message and its $pos (S is the reader).
SEAT_WORDS = {"S": ("position", "you"), "W": ("position", "west"), "N": ("position", "north"),
              "E": ("position", "east"), "SD": ("position-dummy", "you"), "WD": ("position-dummy", "west")}
# Where each seat of a trick diagram is drawn (S is the reader).  With dummies, each
# dummy sits across from its owner: yours at the top, the opponent (W) left of you, as
# on the table (web/table/render.js), which names seats by where they sit.
PLACE = {"S": "bottom", "W": "left", "N": "top", "E": "right"}
PLACE_WITH_DUMMIES = {"S": "bottom", "SD": "top", "W": "left", "WD": "right"}


class SourceError(ValueError):
    """A rules source the renderer cannot draw faithfully (named with its file)."""


class Words:
    """A page's words in its language, from the catalogs (web/locales/<lang>/*.ftl), so a
    rules page names seats and cards as the table does."""

    def __init__(self, lang: str) -> None:
        self.bundle = FluentBundle([lang], use_isolating=False)
        for path in sorted((LOCALES / lang).glob("*.ftl")):
            self.bundle.add_resource(FluentResource(path.read_text()))

    def __call__(self, message: str, **args: object) -> str:
        pattern = self.bundle.get_message(message).value
        if pattern is None:
            raise SourceError(f"{message}: the message has attributes only, no text")
        text, errors = self.bundle.format_pattern(pattern, args)
        if errors:
            raise SourceError(f"{message}: {errors[0]}")
        return str(text)

    def seat(self, seat: str) -> str:
        message, pos = SEAT_WORDS[seat]
        return self(message, pos=pos)


def verdict(g: Game, card: str, words: Words) -> str | None:
    """None if `card` may be played now, else the engine's reason in the page's language."""
    try:
        g.clone().apply({"type": "play", "card": card})
    except IllegalAction as err:
        args = dict(err.params)
        if "card" in args:
            c = args["card"]
            args["card"] = words("card-name", rank=dict(zip(RANKS, RANK_NAMES))[c[0]], suit=c[1])
        return words(f"reason-{err.code}", **args)
    return None


def cards_html(codes: str) -> str:
    return f'<span class="cards" data-cards="{codes}"></span>'


def trick_html(args: str, words: Words) -> str:
    """`W:KH N:AH S:? winner=N`: the cards in the order played, each before its seat."""
    parts = args.split()
    winner = next((p.split("=", 1)[1] for p in parts if p.startswith("winner=")), None)
    played = [p.split(":", 1) for p in parts if ":" in p]
    place = PLACE_WITH_DUMMIES if any(seat.endswith("D") for seat, _ in played) else PLACE
    slots = []
    for order, (seat, card) in enumerate(played):
        if seat not in place or not (card == "?" or re.fullmatch(CARD, card)):
            raise SourceError(f"bad trick card {seat}:{card}")
        face = ('<span class="choose">?</span>' if card == "?"
                else cards_html(card))
        mark = ' data-winner=""' if seat == winner else ""
        label = words.seat(seat)
        slots.append(f'<span class="spot" data-place="{place[seat]}"{mark}>{face}'
                     f'<small>{order + 1}. {html.escape(label)}</small></span>')
    return f'<figure class="trick-diagram">{"".join(slots)}</figure>'


def seat_names(view: dict) -> dict[int, str]:
    """Each position's name in a trick diagram, as the view's seat sees the table."""
    n, seat = view["positions"], view["seat"]
    if view["dummies"]:
        return {p: ("S" if view["controllers"][p] == seat else "W") + ("D" if p in view["dummies"] else "")
                for p in range(n)}
    compass = {4: "SWNE", 3: "SWE", 2: "SN"}[n]
    return {p: compass[(p - seat) % n] for p in range(n)}


def load_example(game: str, name: str) -> tuple[str, int]:
    """`rules/<game>/examples/<name>.json` as a save and the reader's seat, once the
    engine has checked that the save replays to that seat's decision."""
    if not re.fullmatch(r"[a-z0-9-]+", name):
        raise SourceError(f"bad example name {name!r}")
    path = ROOT / "rules" / game / "examples" / f"{name}.json"
    data = json.loads(path.read_text())
    save = json.dumps({"format": "tricktable-save", "version": 1, "config": data["config"],
                       "actions": data["actions"]}, separators=(",", ":"))
    seat = data["human_seat"]
    if Game.from_json(save).to_move != seat:
        raise SourceError(f"example {name}: seat {seat} is not to move")
    return save, seat


def example_html(game: str, name: str, words: Words) -> str:
    """The position of `rules/<game>/examples/<name>.json`, replayed by the engine."""
    save, seat = load_example(game, name)
    g = Game.from_json(save)
    view = g.view(seat)
    names = seat_names(view)
    trick = " ".join(f"{names[x['seat']]}:{x['card']}" for x in view["trick"])
    parts = [f'<aside class="example" aria-label="{words("rules-example")}">',
             f'<p class="example-title">{words("rules-example")}</p>']
    turn = view["turn"]
    if trick:
        parts.append(f'<p>{words("rules-trick")}</p>' + trick_html(f"{trick} {names[turn]}:?", words))
    face_up = [s["up"] for s in view["layouts"][turn] if s["up"]]
    held = face_up if turn != seat else view["hand"] + face_up
    if view["phase"] != "play":
        parts.append(f'<p>{words("your-hand")}</p><p>{cards_html(" ".join(held))}</p></aside>')
        return "".join(parts)
    buttons = []
    for card in held:
        why = verdict(g, card, words)
        say_it = html.escape(words("rules-allowed") if why is None else why, quote=True)
        buttons.append(f'<button type="button" class="try" data-verdict="{"no" if why else "ok"}" '
                       f'data-say="{say_it}">{cards_html(card)}</button>')
    parts.append(f'<p>{words("rules-try")}</p><p class="try-cards">{"".join(buttons)}</p>'
                 '<p class="verdict" role="status"></p></aside>')
    return "".join(parts)


def live_name(game: str, name: str) -> str:
    """The live table's position file, `dist/rules/live/<it>.json`."""
    return f"{game}-{name}"


def live_kept(game: str, name: str) -> tuple[str, int]:
    """The example as the page keeps a game (sealed, for its seat and level), so the table
    resumes it as a fair game, not as a readable save that could have been edited."""
    save, seat = load_example(game, name)
    return keep(Game.from_json(save), seat, LIVE_LEVEL, None), seat


def live_html(game: str, name: str, lang: str, words: Words) -> str:
    """The example's position on the embedded table, in the share links' format (a `deal`:
    the save, base64url), with an embed id of its own so its game is kept apart from the
    app's and from the page's other tables.  `shown` names the engine's answer to its
    resume, worked out at build time, so the table is drawn before the engine loads;
    `start=click` loads the engine only when the reader first acts."""
    save, seat = live_kept(game, name)
    deal = base64.urlsafe_b64encode(save.encode()).decode().rstrip("=")
    query = urllib.parse.urlencode({"deal": deal, "seat": seat, "level": LIVE_LEVEL, "lang": lang,
                                    "id": f"rules-{game}-{name}", "start": "click",
                                    "shown": live_name(game, name)})
    return (f'<figure class="live"><iframe src="../embed.html?{html.escape(query)}" '
            f'title="{html.escape(words("rules-live-table"))}" loading="lazy"></iframe>'
            f'<figcaption>{html.escape(words("rules-live"))}</figcaption></figure>')


def live_position(game: str, name: str) -> dict:
    """What the embedded table asks the engine for a live example (`asked`: the resume's
    params, as the link gives them) and the engine's reply (`reply`), so the table can
    show the reply at once and knows it answers its own link."""
    save, seat = live_kept(game, name)
    asked = {"save": save, "human_seat": seat, "level": LIVE_LEVEL, "undo": False}
    answer = json.loads(bridge.Session().handle(json.dumps({"id": 1, "method": "resume", "params": asked})))
    if "error" in answer:
        raise SourceError(f"live {name}: {answer['error']['message']}")
    return {"asked": asked, "reply": answer["result"]}


def render_body(game: str, lang: str, source: str, words: Words | None = None) -> str:
    if "<" in source:
        raise SourceError("raw HTML is not allowed in a rules source")
    words = words or Words(lang)

    def block(match: re.Match) -> str:
        kind, args = match.group(1), match.group(2).strip()
        if kind == "trick":
            out = trick_html(args, words)
        elif kind == "example":
            out = example_html(game, args, words)
        elif kind == "live":
            out = live_html(game, args, lang, words)
        else:
            out = f'<p><a class="button play" href="../?game={game}&amp;lang={lang}">{words("rules-play")}</a></p>'
        return f"\n\n{out}\n\n"

    text = BLOCK.sub(block, source)
    text = CARDS.sub(lambda m: cards_html(m.group(1)), text)
    md = MarkdownIt("commonmark", {"html": True}).enable("table")
    return md.render(text)


def page(game: str, lang: str, body: str, languages: list[str], words: Words) -> str:
    title = words(f"game-{game}")  # the game's name in the page's language
    switch = " · ".join(
        f'<a href="{game}.{code}.html" hreflang="{code}" lang="{code}"'
        + (' aria-current="page"' if code == lang else "") + f">{LANGUAGES[code]}</a>"
        for code in languages)
    return f"""<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{META_POLICY}
<title>{html.escape(title)} — {words('how-to-play')} — Tricktable</title>
<link rel="icon" href="../favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="../rules.css">
<script type="module" src="../rules.js"></script>
</head>
<body>
<header class="rules-bar"><a href="../?lang={lang}">{words('app-name')}</a><nav aria-label="{words('language')}">{switch}</nav></header>
<main class="rules">
{body}
</main>
</body>
</html>
"""


def build(dist: Path) -> list[Path]:
    """Write every game's pages in every language it has, and the positions of their live
    tables; returns the files written."""
    out_dir = dist / "rules"
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    lives: set[tuple[str, str]] = set()
    for game in REGISTRY:
        folder = ROOT / "rules" / game
        languages = [code for code in LANGUAGES if (folder / f"{code}.md").exists()]
        for lang in languages:
            source = (folder / f"{lang}.md").read_text()
            words = Words(lang)
            try:
                body = render_body(game, lang, source, words)
            except (SourceError, ValueError, KeyError) as err:
                raise SourceError(f"rules/{game}/{lang}.md: {err}") from None
            path = out_dir / f"{game}.{lang}.html"
            path.write_text(page(game, lang, body, languages, words))
            written.append(path)
            lives.update((game, m.group(2).strip()) for m in BLOCK.finditer(source) if m.group(1) == "live")
    (out_dir / "live").mkdir(exist_ok=True)
    for game, name in sorted(lives):
        path = out_dir / "live" / f"{live_name(game, name)}.json"
        path.write_text(json.dumps(live_position(game, name), separators=(",", ":")))
        written.append(path)
    return written


if __name__ == "__main__":
    for p in build(Path(sys.argv[1])):
        print(f"wrote {p}")
