"""The site as other sites and hosts treat it: a release deployed under an open page or
while the service worker installs, and the embedded table in frames that get no storage
or no origin of their own.

The releases are dist/ and a copy of it with one file changed (and the service worker's
list of revisions with it), served by one server that switches between them.
"""
from __future__ import annotations

import http.server
import json
import random
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from webbuild import project, serve
from webbuild.policy import IMMUTABLE
from pages import screenshot, take_turn, wait_engine, wait_idle

# What a release changes: the engine's worker, as a fix of the engine's start would.
CHANGED = "worker.js"
NEXT_MARK = "\n// the next release\n"

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
}""" % json.dumps(IMMUTABLE)

# The state the service worker being installed reaches once its install is over.
INSTALLED = """async () => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
  let worker = null;
  while (!worker) {
    const registration = await navigator.serviceWorker.getRegistration();
    worker = registration && (registration.installing || registration.waiting || registration.active);
    if (!worker) await pause();
  }
  while (["parsed", "installing"].includes(worker.state)) await pause();
  return worker.state;
}"""


class Releases(http.server.ThreadingHTTPServer):
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


def next_release(folder: Path) -> Path:
    """A copy of dist/ whose CHANGED file differs, with the revision in sw.js to match."""
    shutil.copytree(project.DIST, folder)
    changed = folder / CHANGED
    old = project.content_name(changed)
    changed.write_text(changed.read_text() + NEXT_MARK)
    sw = folder / "sw.js"
    assert sw.read_text().count(f'"{old}"') == 1
    sw.write_text(sw.read_text().replace(f'"{old}"', f'"{project.content_name(changed)}"'))
    for stale in (CHANGED, "sw.js"):  # their compressed copies are the first release's
        for suffix in (".br", ".gz"):
            (folder / (stale + suffix)).unlink(missing_ok=True)
    return folder


@pytest.fixture(scope="module")
def release_b(tmp_path_factory) -> Path:
    return next_release(tmp_path_factory.mktemp("releases") / "b")


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
        context = browser.new_context(viewport={"width": 1000, "height": 800}, bypass_csp=True)
        contexts.append(context)
        page = context.new_page()
        page.site = site
        return page

    yield make
    for context in contexts:
        context.close()


def served_worker(page) -> str:
    """The engine's worker script as the page gets it (from the service worker's cache)."""
    return page.evaluate("fetch('worker.js').then((r) => r.text())")


def test_a_release_deployed_while_the_service_worker_installs_is_not_mixed_in(
        releases: Releases, release_b: Path, fresh) -> None:
    page = fresh(releases.url)
    releases.next_root = release_b
    page.goto(releases.url + "?speed=instant")
    wait_engine(page)
    # The worker installing is the first release's, its files now the next release's.
    assert page.evaluate(INSTALLED) == "redundant"  # refused: kept nothing of the next release under its revisions
    assert page.evaluate(MIXED) == []
    page.reload()  # the next release's worker installs, from its own files
    wait_engine(page)
    assert page.evaluate(INSTALLED) in ("activating", "activated")
    assert page.evaluate(MIXED) == []
    page.reload()
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    assert served_worker(page).endswith(NEXT_MARK)


def test_an_update_is_offered_until_the_player_takes_it(releases: Releases, release_b: Path, fresh) -> None:
    page = fresh(releases.url)
    page.goto(releases.url + "?speed=instant")
    wait_engine(page)
    assert page.evaluate(INSTALLED) in ("activating", "activated")
    page.reload()
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    wait_engine(page)
    releases.root = release_b  # deployed under the open page
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    page.wait_for_selector("#update-reload", timeout=60_000)
    rng = random.Random(3)
    for _ in range(3):  # the player's moves: the offer stays
        take_turn(page, rng)
    assert page.locator("#update-reload").is_visible()
    for width, height in ((390, 844), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        screenshot(page, f"faults-host-update-offer-{width}")
    assert not served_worker(page).endswith(NEXT_MARK)  # the open page keeps its release
    with page.expect_navigation():
        page.click("#update-reload")
    wait_engine(page)
    assert served_worker(page).endswith(NEXT_MARK)
    assert page.evaluate(MIXED) == []
    assert not page.locator("#update-reload").count()
