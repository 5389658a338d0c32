"""The embedded table (embed.html) on a page of another origin, and on the rules pages.

A second server on another port of 127.0.0.1 serves the host page: the snippet that the
app's Embed dialog writes, and a script that records what the table tells it.
"""
from __future__ import annotations

import http.server
import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from webbuild import serve
from pages import menu_click, context_options, DESKTOP, axe_violations, click_card, NEXT_DEAL, PHONE, PLAYABLE, readable, screenshot, set_size, take_turn, wait_idle, TAKE_SCREENSHOTS

HEARD = """<script>
window.heard = [];
addEventListener("message", (e) => { if (e.data && e.data.source === "tricktable") heard.push({origin: e.origin, ...e.data}); });
</script>"""


@pytest.fixture(scope="module")
def host(tmp_path_factory) -> Iterator[tuple[str, Path]]:
    """A plain static server on another port: the other origin, and the folder it serves."""
    folder = tmp_path_factory.mktemp("host")
    with serve.served(folder, http.server.SimpleHTTPRequestHandler) as address:
        yield address, folder


def host_page(folder: Path, name: str, body: str) -> str:
    (folder / name).write_text(f"<!doctype html><html lang='en'><title>A page elsewhere</title>"
                               f"<h1>A page on another site</h1>{body}{HEARD}</html>")
    return name


@pytest.fixture
def open_context(browser, site, host):
    """Contexts that reach only the site and the host; other requests fail and are listed."""
    made, foreign = [], []

    def make(bypass_csp: bool = True):
        context = browser.new_context(**context_options(bypass_csp=bypass_csp))

        def route(r):
            if r.request.url.startswith((site, host[0])):
                r.continue_()
            else:
                foreign.append(r.request.url)
                r.abort()

        context.route("**/*", route)
        made.append(context)
        return context

    yield make
    for context in made:
        context.close()
    assert not foreign, f"requests to other origins: {foreign}"


def table_frame(page, selector: str = "iframe"):
    """The embedded table's frame, once its table is on show."""
    frame = page.locator(selector).element_handle().content_frame()
    frame.wait_for_function("['playing', 'over'].includes(document.body?.dataset.state)", timeout=90_000)
    wait_idle(frame)
    return frame


def heard(page, kind: str) -> list[dict]:
    return [m for m in page.evaluate("window.heard") if m["type"] == kind]


def snippet_from_the_app(context, site: str, link: str) -> str:
    """What the app's Embed dialog writes for the game a link starts (from its start)."""
    app = context.new_page()
    app.goto(site + link)
    app.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(app)
    menu_click(app, "#btn-embed")
    app.check("#embed-what input[value=game]")
    app.select_option("#embed-size", "480x720")
    app.wait_for_function("document.getElementById('embed-code').value.includes('width=\"480\"')")  # the engine writes its link
    code = app.input_value("#embed-code")
    assert axe_violations(app) == []
    for size, name in ((PHONE, "phone"), (DESKTOP, "desktop")):
        set_size(app, size)
        screenshot(app, f"embed-dialog-{name}", full_page=False)
    app.close()
    return code


def test_a_host_on_another_origin_plays_a_deal_and_hears_the_table(open_context, site, host) -> None:
    origin, folder = host
    code = snippet_from_the_app(open_context(), site, '?game=manille&seed=5&level=random&speed=instant&options={"target":61}')
    # a short link, with its reader's opening: no seed to read, shown before the engine runs
    assert code.startswith(f'<iframe src="{site}embed.html?speed=instant#t=') and 'width="480"' in code
    assert "seed" not in code and len(code) <= 2_200
    page = open_context().new_page()
    page.goto(origin + host_page(folder, "one.html", code))
    frame = table_frame(page)
    assert len(frame.locator("#hand button[data-card]").all()) == 8
    assert axe_violations(frame) == []
    [ready] = heard(page, "ready")
    assert ready == {"origin": site.rstrip("/"), "source": "tricktable", "type": "ready",
                     "id": ready["id"], "game": "manille", "seat": 0}
    rng = random.Random(5)
    while not frame.locator(NEXT_DEAL).count():
        take_turn(frame, rng)
    [deal] = heard(page, "deal")
    assert deal["game"] == "manille" and deal["id"] == ready["id"] and deal["deal"] == 0
    assert sum(deal["result"]["points"]) == 60 and len(deal["result"]["totals"]) == 2
    assert frame.locator("[data-deal-result]").count() == 1
    key = f"tricktable.embed.{ready['id']}"
    saved = f"JSON.parse(localStorage.getItem('{key}')).save"  # sealed (kept.py): read in Python
    seed = lambda: json.loads(readable(frame.evaluate(saved)))["config"]["seed"]  # noqa: E731
    kept = frame.evaluate(saved)
    assert seed() == 5

    # Not the host page's own asking (a frame of its own), nor of a shape the table knows: ignored.
    page.evaluate("""() => {
        const table = document.querySelector("iframe").contentWindow;
        for (const bad of ["new-deal", ["new-deal"], {type: "deal-new"}, null, 7]) table.postMessage(bad, "*");
        const other = document.createElement("iframe");
        other.srcdoc = '<script>parent.frames[0].postMessage({type: "new-deal"}, "*")<\\/script>';
        document.body.append(other);
    }""")
    page.wait_for_timeout(500)
    assert frame.locator("[data-deal-result]").count() == 1 and frame.evaluate(saved) == kept
    screenshot(page, "embed-host-deal-result")

    page.evaluate("""document.querySelector("iframe").contentWindow.postMessage({type: "new-deal"}, "*")""")
    frame.wait_for_function(f"{saved} !== '{kept}'")
    wait_idle(frame)
    fresh = frame.evaluate(saved)
    assert seed() != 5 and frame.locator("[data-deal-result]").count() == 0 and len(frame.locator("#hand button[data-card]").all()) == 8
    page.evaluate("""document.querySelector("iframe").contentWindow.postMessage({type: "new-game"}, "*")""")
    frame.wait_for_function(f"{saved} !== '{fresh}'")
    wait_idle(frame)
    assert seed() == 5
    # the table keeps to its own storage: no game of the app's, on either origin
    assert frame.evaluate("Object.keys(localStorage).filter(k => k.startsWith('tricktable.save.'))") == []
    assert page.evaluate("localStorage.length") == 0
    for size, name in ((PHONE, "phone"), (DESKTOP, "desktop")):
        set_size(page, size)
        wait_idle(frame)
        screenshot(page, f"embed-host-{name}")


def test_two_embeds_on_a_page_keep_their_own_games(open_context, site, host) -> None:
    origin, folder = host
    src = f"{site}embed.html?game=manni&amp;seed=3&amp;level=random&amp;speed=instant"
    body = "".join(f'<iframe id="{i}" src="{src}&amp;id={i}" width="420" height="640" title="Table {i}"></iframe>'
                   for i in ("a", "b"))
    page = open_context().new_page()
    page.goto(origin + host_page(folder, "two.html", body))
    first, second = table_frame(page, "#a"), table_frame(page, "#b")
    rng = random.Random(1)
    while not first.locator(PLAYABLE).count():  # the trade decision, then the first card
        take_turn(first, rng)
    take_turn(first, rng)
    saved = lambda frame, i: len(json.loads(readable(json.loads(  # noqa: E731
        frame.evaluate(f"localStorage.getItem('tricktable.embed.{i}')"))["save"]))["actions"])
    moves = saved(first, "a")
    assert moves > saved(second, "b")
    page.reload()
    first, second = table_frame(page, "#a"), table_frame(page, "#b")
    assert saved(first, "a") == moves and saved(second, "b") < moves
    assert len(first.locator("#hand button[data-card]").all()) < len(second.locator("#hand button[data-card]").all())


def test_a_host_parameter_keeps_the_messages_to_that_origin(open_context, site, host) -> None:
    """With host= naming another origin, this page neither hears the table nor is obeyed."""
    origin, folder = host
    src = f"{site}embed.html?game=manni&amp;seed=4&amp;level=random&amp;host=http://127.0.0.1:9"
    page = open_context().new_page()
    page.goto(origin + host_page(folder, "elsewhere.html", f'<iframe src="{src}" title="Table"></iframe>'))
    frame = table_frame(page)
    frame.wait_for_function("document.title.startsWith('Tricktable: ')")  # just before "ready"
    kept = "JSON.parse(localStorage.getItem(Object.keys(localStorage)[0])).save"
    page.evaluate("""document.querySelector("iframe").contentWindow.postMessage({type: "new-deal"}, "*")""")
    page.wait_for_timeout(500)
    assert page.evaluate("window.heard") == [] and json.loads(readable(frame.evaluate(kept)))["config"]["seed"] == 4


def test_only_the_embedded_table_may_be_framed(open_context, site, host) -> None:
    """With the policy kept (no bypass): another site may frame embed.html, not the app."""
    origin, folder = host
    body = (f'<iframe id="embed" src="{site}embed.html?game=manni&amp;seed=2&amp;level=random&amp;start=click" title="Embed"></iframe>'
            f'<iframe id="app" src="{site}" title="App"></iframe>'
            f'<iframe id="rules" src="{site}rules/manni.en.html" title="Rules"></iframe>')
    page = open_context(bypass_csp=False).new_page()
    policy = []
    page.on("console", lambda m: policy.append(m.text) if "Content Security Policy" in m.text else None)
    page.goto(origin + host_page(folder, "frames.html", body))
    embed = page.frame_locator("#embed")
    embed.locator("#btn-load").click()
    first = embed.locator(f"{PLAYABLE}, #controls button[data-action]").first
    first.wait_for(timeout=90_000)
    click_card(first)  # a card where it shows in the fan, or a decision's button
    embed.locator("body:not([data-busy])").wait_for()
    assert page.frame_locator("#app").locator("#board").count() == 0
    assert page.frame_locator("#rules").locator("main.rules").count() == 0
    # the two refusals, and no other violation while the embedded table starts and plays
    assert len(policy) == 2 and all("frame-ancestors 'none'" in line for line in policy), policy


EMBED_SAVE = ("JSON.parse(localStorage.getItem(Object.keys(localStorage)"
              ".find(k => k.startsWith('tricktable.embed.')))).save")


def first_moves(frame, moves: int) -> list[str]:
    """Make the reader's first `moves` decisions (seeded: the same ones on the same
    table), waiting long for the first, which loads the engine; what each did."""
    rng = random.Random(2)
    done = []
    for _ in range(moves):
        done.append(take_turn(frame, rng, timeout=120_000))
    return done


# The games whose live table is also played from a click, with no position worked out in
# advance, to the very same game: one of each family and the dummy's, whose positions the
# build works out differently (the rest share their family's code).
SAME_GAME = {"manni", "hornafjardarmanni", "manille", "manillen-2p-dummy"}


@pytest.mark.parametrize("game,lang", [("manni", "en"), ("hornafjardarmanni", "is"), ("trjamann", "nl"),
                                       ("laugavatnsmanni", "fr"), ("manille", "en"),
                                       ("manillen-2p-dummy", "is"), ("manillen-2p-open", "fr")])
def test_a_rules_page_live_table_shows_its_position_and_loads_the_engine_at_the_first_move(
        page, game: str, lang: str) -> None:
    engine = []
    page.on("request", lambda r: engine.append(r.url) if "pyodide" in r.url else None)
    page.goto(f"{page.site}rules/{game}.{lang}.html")
    live = page.locator(".live iframe")
    src = live.first.get_attribute("src")
    assert live.count() >= 1 and f"lang={lang}" in src and "shown=" in src
    live.first.scroll_into_view_if_needed()
    frame = live.first.element_handle().content_frame()
    # the position is on the table, a decision enabled, before the reader does anything
    frame.locator(f"{PLAYABLE}, #controls button[data-action]:enabled").first.wait_for()
    assert frame.locator("#poster").is_hidden() and frame.locator("#hand button[data-card]").count()
    screenshot(page, f"rules-live-{game}-{lang}-before", full_page=False)
    assert axe_violations(frame) == []
    assert engine == [], "the engine loads only when the reader acts"
    moves = first_moves(frame, 2)
    assert engine, "the reader's first move loaded the engine"
    keys = page.evaluate("Object.keys(localStorage)")
    assert f"tricktable.embed.rules-{game}-" in " ".join(keys) and not [k for k in keys if k.startswith("tricktable.save.")]
    if game in SAME_GAME:
        played = frame.evaluate(EMBED_SAVE)
        # The same table without the position worked out in advance (the engine loaded by
        # a click, then the same moves) reaches the very same game.
        page.evaluate("localStorage.clear()")
        page.goto(page.site + "embed.html?" + src.split("?", 1)[1].replace("&amp;", "&").split("&shown=")[0])
        page.click("#btn-load")
        page.wait_for_function("document.body.dataset.state === 'playing'", timeout=120_000)
        assert first_moves(page, 2) == moves and page.evaluate(EMBED_SAVE) == played
        page.goto(f"{page.site}rules/{game}.{lang}.html")
    for size, name in ((PHONE, "phone"), (DESKTOP, "desktop")) if TAKE_SCREENSHOTS else ():
        set_size(page, size)
        live.first.scroll_into_view_if_needed()
        live.first.element_handle().content_frame().locator("#hand button[data-card]").first.wait_for()
        screenshot(page, f"rules-live-{game}-{lang}-{name}", full_page=False)  # the live table in view, not the whole long page
    assert not [line for line in page.console if line.startswith(("error", "pageerror"))]


@pytest.mark.parametrize("start", ["", "&start=click"])
def test_an_embed_asks_for_the_runtime_early_on_a_first_visit_unless_it_waits_for_a_click(
        page, start: str) -> None:
    """embed-preload.js: a table that starts at once asks for the runtime's files before
    its worker's script, unless the service worker holds them; one that waits for the
    reader's click asks for none until then."""
    asked = []
    page.on("request", lambda r: asked.append(r.url.removeprefix(page.site)))
    address = f"{page.site}embed.html?game=manni&seed=2&level=random{start}"
    page.goto(address)
    preloads = page.locator("link[rel=preload]")
    if start:
        page.locator("#btn-load").wait_for()
        page.wait_for_timeout(1000)  # what a preload would have asked for by now
        assert not [u for u in asked if "pyodide" in u or u == "worker.js"], asked
        assert preloads.count() == 0
        page.click("#btn-load")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=120_000)
    worker = asked.index("worker.js")
    runtime = [u for u in asked if u.startswith("pyodide-") and u.endswith((".wasm", ".zip", ".mjs"))]
    assert runtime, asked
    assert (asked.index(runtime[0]) < worker) == (not start), asked
    assert (preloads.count() > 0) == (not start)
    assert page.evaluate("""Promise.race([navigator.serviceWorker.ready.then(() => true),
        new Promise((done) => setTimeout(() => done(false), 30000))])"""), "no service worker active"
    page.goto(address)  # the service worker's copy: nothing to ask for early
    page.wait_for_function("document.body.dataset.state !== 'loading'", timeout=120_000)
    assert page.evaluate("navigator.serviceWorker.controller !== null") and preloads.count() == 0


@pytest.mark.parametrize("query,says", [
    ("", "names no game"),
    ("?game=manni&id=no%20spaces", "the id is up to 64"),
    ("?game=manni&host=https://example.org/page", "host must be an origin"),
    ("?game=manni&seed=1.5", "the seed must be a whole number"),
    ("?game=no-such-game", "a game Tricktable does not have"),
])
def test_a_bad_embed_address_says_why(page, query: str, says: str) -> None:
    page.goto(f"{page.site}embed.html{query}")
    page.wait_for_function("document.body.dataset.state === 'error'", timeout=90_000)
    assert says in page.inner_text("#message") and page.locator("#board").is_hidden()
