"""The site as other sites and hosts treat it: a release deployed under an open page or
while the service worker installs, and the embedded table in frames that get no storage
or no origin of their own.

The releases are dist/ and a copy of it with one file changed (and the service worker's
list of revisions with it), served by one server that switches between them.  The page
that frames the table is served on another port and reached as `localhost`, another site
than the table's 127.0.0.1: the browser treats the frame as a third party's.
"""
from __future__ import annotations

import json
import random
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from webbuild import project, serve
from webbuild.policy import IMMUTABLE
from test_embed import host  # noqa: F401  (a fixture: a plain static server on another port)
from pages import (check_for_update, context_options, DESKTOP, PHONE, pick_from_shelf, screenshot, screenshots, set_size, take_turn, wait_engine, wait_idle,
                   within)

NEXT_MARK = "\n/* the next release */\n"

# Each cached file's path whose body is not the one its ?rev= names (the first 16 hex digits
# of its SHA-256, as build.py writes them): a file of one release kept as another's.  The
# folders whose URLs name their content are left out: there the name is the check (an
# archive comes in either of two valid forms, see webbuild/site_python.py).
MIXED = """async () => {
  const cache = await caches.open("tricktable-files");
  const mixed = [];
  for (const request of await cache.keys()) {
    if (%s.some((folder) => new URL(request.url).pathname.startsWith(folder))) continue;
    const body = await (await cache.match(request)).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
    const hex = [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
    if (hex !== new URL(request.url).searchParams.get("rev")) mixed.push(new URL(request.url).pathname);
  }
  return mixed;
}""" % json.dumps(IMMUTABLE)  # noqa: UP031  (JavaScript: braces)

# The state the service worker being installed reaches once its install is over.
INSTALLED = """async () => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
  let worker = null, registration = null;
  while (!worker) {
    registration = await navigator.serviceWorker.getRegistration();
    worker = registration && (registration.installing || registration.waiting || registration.active);
    if (!worker) await pause();
  }
  // A first install passes through "installed" on its way to "activating": only a worker
  // waiting behind an active one stays there.
  const settling = () => ["parsed", "installing"].includes(worker.state)
    || (worker.state === "installed" && !registration.active);
  while (settling()) await pause();
  return worker.state;
}"""


class Releases(serve.QuietServer):
    """One origin serving one release at a time; `deploy_after_sw` switches to the next
    release right after the service worker's script is sent, so the worker that script
    starts installs from the next release's files."""

    def __init__(self, first: Path) -> None:
        self.root, self.next_root = first, None
        super().__init__(("127.0.0.1", 0), self.handler)

    def handler(self, *args) -> serve.SiteHandler:
        server = self

        class Handler(serve.SiteHandler):
            def translate_path(self, path: str) -> str:
                self.directory = str(server.root)  # per request: a connection outlives a release
                return super().translate_path(path)

            def do_GET(self) -> None:
                super().do_GET()
                if self.path.startswith("/sw.js") and server.next_root:
                    server.root, server.next_root = server.next_root, None

        return Handler(*args, directory=str(self.root))

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/"


def next_release(folder: Path, name: str) -> Path:
    """A copy of dist/ whose file `name` differs, with the revision in sw.js to match."""
    shutil.copytree(project.DIST, folder)
    changed = folder / name
    old = project.content_name(changed)
    changed.write_text(changed.read_text() + NEXT_MARK)
    sw = folder / "sw.js"
    assert sw.read_text().count(f'"{old}"') == 1
    sw.write_text(sw.read_text().replace(f'"{old}"', f'"{project.content_name(changed)}"'))
    for stale in (name, "sw.js"):  # their compressed copies are the first release's
        for suffix in (".br", ".gz"):
            (folder / (stale + suffix)).unlink(missing_ok=True)
    return folder


@pytest.fixture(scope="module")
def release_b(tmp_path_factory) -> Path:
    """The next release: a new engine's worker, as a fix of the engine's start would be."""
    return next_release(tmp_path_factory.mktemp("releases") / "b", "worker.js")


@pytest.fixture
def releases() -> Iterator[Releases]:
    server = Releases(project.DIST)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture
def fresh(browser):
    """Pages in a context of their own (own service worker and cache), closed after."""
    contexts = []

    def make(site: str):
        context = browser.new_context(**context_options())
        contexts.append(context)
        page = context.new_page()
        page.site = site
        return page

    yield make
    for context in contexts:
        context.close()


def served_worker(page) -> str:
    """The engine's worker script as the page gets it (from the service worker's cache)."""
    return page.evaluate(within("() => fetch('worker.js').then((r) => r.text())"))


def test_a_release_deployed_while_the_service_worker_installs_is_not_mixed_in(
        releases: Releases, release_b: Path, fresh) -> None:
    page = fresh(releases.url)
    releases.next_root = release_b
    page.goto(releases.url + "?speed=instant")
    wait_engine(page)
    # The worker installing is the first release's, its files now the next release's.
    assert page.evaluate(within(INSTALLED)) == "redundant"  # refused: kept nothing of the next release under its revisions
    assert page.evaluate(MIXED) == []
    page.reload()  # the next release's worker installs, from its own files
    wait_engine(page)
    assert page.evaluate(within(INSTALLED)) in ("activating", "activated")
    assert page.evaluate(MIXED) == []
    page.reload()
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    assert served_worker(page).endswith(NEXT_MARK)


def test_an_update_is_offered_until_the_player_takes_it(releases: Releases, release_b: Path, fresh) -> None:
    page = fresh(releases.url)
    page.goto(releases.url + "?speed=instant")
    wait_engine(page)
    assert page.evaluate(within(INSTALLED)) in ("activating", "activated")
    page.reload()
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    wait_engine(page)
    pick_from_shelf(page, "manni")  # a newcomer: a game picked on the shelf
    page.wait_for_function("document.body.dataset.state === 'playing'")
    releases.root = release_b  # deployed under the open page
    check_for_update(page)
    page.wait_for_selector("#update-reload", timeout=60_000)
    rng = random.Random(3)
    for _ in range(3):  # the player's moves: the offer stays
        take_turn(page, rng)
    assert page.locator("#update-reload").is_visible()
    screenshots(page, "faults-host-update-offer", full_page=True)
    assert not served_worker(page).endswith(NEXT_MARK)  # the open page keeps its release
    with page.expect_navigation():
        page.click("#update-reload")
    wait_engine(page)
    assert served_worker(page).endswith(NEXT_MARK)
    assert page.evaluate(MIXED) == []
    assert not page.locator("#update-reload").count()


# --- The embedded table in another site's frame ---------------------------------------

EMBED = "embed.html?game=manni&seed=1&level=random&speed=instant&lang={lang}"
FRAME = 480, 720  # the size README documents for the embed
BLOCKED = "(() => { try { return !localStorage; } catch { return true; } })()"


@pytest.fixture
def other_site(host: tuple[str, Path]) -> tuple[str, Path]:  # noqa: F811  (the fixture imported above)
    """test_embed's plain static server on another port, named `localhost`: another site
    than the table's (127.0.0.1), and the folder it serves."""
    origin, folder = host
    return origin.replace("//127.0.0.1:", "//localhost:"), folder


def framing_page(other_site: tuple[str, Path], site: str, name: str, attributes: str = "",
                 lang: str = "en") -> str:
    """A page of the other site showing the table in the documented frame; its URL."""
    origin, folder = other_site
    (folder / name).write_text(
        "<!doctype html><html lang='en'><title>A page elsewhere</title><body style='margin:8px'>"
        f"<h1>A page on another site</h1><iframe src='{site}{EMBED.format(lang=lang)}' width='{FRAME[0]}' "
        f"height='{FRAME[1]}' title='Tricktable' {attributes}></iframe></html>")
    return origin + name


@pytest.fixture
def visitor(desktop_browser, site, other_site):
    """A context of the whole browser (as a player's, it denies a third party's frame its
    storage) that reaches only the site and the other site."""
    contexts = []

    def make(bypass_csp: bool = True):
        context = desktop_browser.new_context(**context_options((1000, 900), bypass_csp))
        context.route("**/*", lambda r: r.continue_() if r.request.url.startswith((site, other_site[0]))
                      else r.abort())
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()


# Whether the storage line takes one line: its words one line box, the button beside them.
ONE_LINE = """(() => {
  const words = document.getElementById("storage-note-text").getClientRects();
  const button = document.getElementById("storage-allow").getBoundingClientRect();
  return words.length === 1 && (button.height === 0 || button.top < words[0].bottom);
})()"""


def fits_the_frame(frame) -> bool:
    """Whether the table needs no scrolling in its frame: nothing below its bottom edge."""
    return frame.evaluate("document.documentElement.scrollHeight <= innerHeight")


def shoot_embed(page, frame_selector: str, name: str) -> None:
    """The host page at a phone's and a desktop's size, and the frame alone at 480 x 720."""
    for size, label in ((PHONE, "phone"), (DESKTOP, "desktop")):
        set_size(page, size)
        screenshot(page, f"{name}-{label}")
    set_size(page, (1000, 900))
    screenshot(page.locator(frame_selector), f"{name}-frame-480x720")


def test_a_frame_denied_storage_says_so_in_one_quiet_line(visitor, site, other_site) -> None:
    context = visitor()
    page = context.new_page()
    page.goto(framing_page(other_site, site, "denied.html"))
    frame = page.frame_locator("iframe").owner.element_handle().content_frame()
    frame.wait_for_function("document.body?.dataset.state === 'playing'", timeout=90_000)
    wait_idle(frame)
    assert frame.evaluate(BLOCKED)  # the browser's doing: the frame is a third party's
    note = frame.locator("#storage-note")
    note.wait_for()
    shoot_embed(page, "iframe", "faults-host-storage-denied")
    assert note.inner_text().startswith("Not saved: your browser blocks storage in this frame.")
    assert frame.locator("#message").is_hidden()  # not the box that says storage is full
    assert frame.evaluate(ONE_LINE)
    rng = random.Random(1)
    for _ in range(4):  # the line stays put and the table in its frame, move after move
        take_turn(frame, rng)
        assert fits_the_frame(frame) and note.is_visible() and frame.locator("#message").is_hidden()

    # "Allow saving" asks through the Storage Access API.  When the player says yes (set
    # here through the DevTools protocol), Chromium grants the request, for cookies only:
    # the frame's storage stays closed, and the line says so.
    allow = frame.locator("#storage-allow")
    assert allow.is_visible() and allow.inner_text() == "Allow saving"
    cdp = context.new_cdp_session(page)
    cdp.send("Browser.setPermission", {"permission": {"name": "storage-access"}, "setting": "granted",
                                       "origin": other_site[0].rstrip("/"), "embeddedOrigin": site.rstrip("/"),
                                       "browserContextId": cdp.send("Target.getTargetInfo")["targetInfo"]["browserContextId"]})
    allow.click()
    frame.locator("#storage-note", has_text="Still not saved").wait_for()
    assert frame.evaluate("document.hasStorageAccess()") and frame.evaluate(BLOCKED)
    assert allow.is_hidden() and frame.locator("#message").is_hidden() and fits_the_frame(frame)
    assert frame.evaluate(ONE_LINE)
    shoot_embed(page, "iframe", "faults-host-storage-still-denied")


@pytest.mark.parametrize("lang", ["is", "fr", "nl"])
def test_the_storage_line_is_one_line_in_every_language(visitor, site, other_site, lang: str) -> None:
    page = visitor().new_page()
    page.goto(framing_page(other_site, site, f"denied-{lang}.html", lang=lang))
    frame = page.locator("iframe").element_handle().content_frame()
    frame.locator("#storage-note").wait_for(timeout=90_000)
    assert frame.evaluate(ONE_LINE) and fits_the_frame(frame)
    screenshot(page, f"faults-host-storage-denied-{lang}")


def test_a_frame_sandboxed_without_its_origin_says_why_it_cannot_start(visitor, site, other_site) -> None:
    page = visitor(bypass_csp=False).new_page()  # the policy as sent: it must let the script run
    errors = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    runtime = []  # nothing to start, so embed-preload.js asks for none of the runtime's files
    page.on("request", lambda r: "pyodide" in r.url and runtime.append(r.url))
    page.goto(framing_page(other_site, site, "sandboxed.html", "sandbox='allow-scripts'"))
    frame = page.locator("iframe").element_handle().content_frame()
    frame.locator("body[data-state=error]").wait_for(timeout=30_000)
    message = frame.locator("#message")
    assert message.inner_text().startswith("This table cannot run here: the page that shows it "
                                           "sandboxes it without allow-same-origin")
    assert frame.locator("#loading").is_hidden() and frame.locator("#board").is_hidden()
    assert not [e for e in errors if "Content Security Policy" in e], errors
    assert runtime == []
    shoot_embed(page, "iframe", "faults-host-sandboxed")


# Storage refused as Chromium refuses it to a page the player keeps from storing data:
# reading `localStorage` (or `sessionStorage`) throws a SecurityError.
REFUSE_STORAGE = """for (const name of ["localStorage", "sessionStorage"]) {
  Object.defineProperty(window, name, { get() { throw new DOMException("Access is denied for this document.", "SecurityError"); } });
}"""


def test_the_app_tells_storage_refused_from_storage_full(page) -> None:
    page.add_init_script(REFUSE_STORAGE)
    page.goto(page.site + "?game=manni&seed=4&level=random&speed=instant")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=90_000)
    wait_idle(page)
    take_turn(page, random.Random(4))
    message = page.locator("#message")
    assert message.inner_text().startswith("This game is not being saved: your browser does not let this page store anything.")
    assert "full" not in message.inner_text()
    for size, label in ((PHONE, "phone"), (DESKTOP, "desktop")):
        set_size(page, size)
        screenshot(page, f"faults-host-app-storage-refused-{label}")


def test_a_copy_mixed_by_an_earlier_version_is_mended_by_the_next_install(
        releases: Releases, tmp_path: Path, fresh) -> None:
    """Earlier versions kept what they fetched unchecked: the next install checks what is
    kept too, and fetches again what is not the listed file."""
    page = fresh(releases.url)
    page.goto(releases.url + "?speed=instant")
    wait_engine(page)
    assert page.evaluate(within(INSTALLED)) in ("activating", "activated")
    page.evaluate("""async () => {
      const cache = await caches.open("tricktable-files");
      const key = (await cache.keys()).find((r) => new URL(r.url).pathname === "/worker.js");
      await cache.put(key, new Response("// another release's worker", {headers: {"Content-Type": "text/javascript"}}));
    }""")
    assert page.evaluate(MIXED) == ["/worker.js"]
    releases.root = next_release(tmp_path / "c", "style.css")  # worker.js unchanged: same revision
    check_for_update(page)
    assert page.evaluate(within(INSTALLED)) in ("installed", "activating", "activated")  # not refused
    assert page.evaluate(MIXED) == []
