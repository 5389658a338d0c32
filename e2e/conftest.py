"""Fixtures for driving the built site (dist/) in Debian's Chromium through Playwright.

Every request to another origin is recorded; tests assert none happened.  The console
goes to the test log; a failing test leaves a screenshot in e2e-artifacts/.
"""
from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Error as PlaywrightError

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from webbuild import project, serve  # noqa: E402  (the project's own static handler)
from live import relay  # noqa: E402, F401  (a fixture: the live table's test relay)
from pages import ARTIFACTS, context_options, within  # noqa: E402

LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync"]


def chromium_path(shell: bool = True) -> str:
    """Debian's Chromium: its headless shell, the same engine without the desktop browser
    around it (a sixth less CPU for the page tests), else the whole browser; `shell` false,
    the whole browser."""
    path = (os.environ.get("TRICKTABLE_CHROMIUM") or (shell and shutil.which("chromium-headless-shell"))
            or shutil.which("chromium") or "/usr/bin/chromium")
    if not Path(path).exists():
        pytest.fail("Chromium is not installed: run `python3 build.py test`, which installs it")
    return path


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    if not (project.DIST / "index.html").exists():
        pytest.fail("dist/ is not built: run `python3 build.py test`")
    with serve.served(project.DIST) as address:
        yield address


@pytest.fixture(scope="session")
def playwright():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright):
    """A browser whose contexts start empty, as a new visitor's (cold caches too)."""
    b = playwright.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
    yield b
    b.close()


@pytest.fixture(scope="session")
def desktop_browser(playwright):
    """The whole browser, headless, for what it does its own way: it denies a third party's
    frame its storage, where the headless shell lets the frame keep it."""
    b = playwright.chromium.launch(executable_path=chromium_path(shell=False), args=LAUNCH_ARGS)
    yield b
    b.close()


@pytest.fixture(scope="session")
def warm(playwright, site, tmp_path_factory):
    """One profile on disk for this worker's `page`s, as a returning visitor's browser: its
    HTTP and code caches keep the runtime compiled between tests (a new context compiles
    it again, about 2 s of CPU a test), while the site's storage is cleared before each."""
    context = playwright.chromium.launch_persistent_context(
        tmp_path_factory.mktemp("profile"), executable_path=chromium_path(), args=LAUNCH_ARGS,
        **context_options())
    keeper = context.pages[0] if context.pages else context.new_page()  # the context lives while a page does
    yield context, keeper
    context.close()


def forget_site(context, keeper, site: str) -> None:
    """Everything the site keeps in the browser, gone: storage, IndexedDB, cookies, caches
    and service workers (a registration a closed page left under way is unregistered here
    too), as a new context starts; the HTTP cache stays.  Cleared by the site's own page,
    each step bounded: the DevTools protocol's Storage.clearDataForOrigin, which did it
    before, once never answered on a loaded machine and held its worker's every test after."""
    context.clear_cookies()
    keeper.goto(site + "favicon.svg")
    keeper.evaluate(within("""async () => {
        for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
        for (const key of await caches.keys()) await caches.delete(key);
        for (const { name } of await indexedDB.databases()) await new Promise((done, fail) => {
            const asked = indexedDB.deleteDatabase(name);
            asked.onsuccess = done;
            asked.onerror = () => fail(asked.error);
        });
        localStorage.clear();
        sessionStorage.clear();
    }""", 30_000))
    keeper.goto("about:blank")


# The quick loop (`build.py test --quick`) keeps one test file of the built site: loading,
# a card played, a bad link. Every other page test is slow here (2 cores, a real browser).
QUICK_FILES = {"test_smoke.py"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        path = item.path
        if path.parent.name != "e2e":
            continue
        if path.name not in QUICK_FILES:
            item.add_marker(pytest.mark.slow)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.report_call = report


@pytest.fixture
def page(warm, site, request):
    """A page of this worker's profile, the site's storage empty, with requests to other
    origins logged.  Pages a test opens beside it (`page.context.new_page()`: a second tab)
    are closed after it; what a test adds to the whole context stays, so a test adds init
    scripts and routes to its page.  A test that holds back or refuses the runtime's
    download takes `fresh_page`: this profile's caches would serve it without asking."""
    context, keeper = warm
    forget_site(context, keeper, site)
    yield from watched(context.new_page(), site, request, close=lambda: [p.close() for p in context.pages if p != keeper])


@pytest.fixture
def fresh_page(browser, site, request):
    """A page of a new context (empty caches: the runtime is fetched and compiled anew),
    for tests that route or script the whole context, or time a first visit."""
    context = browser.new_context(**context_options())
    yield from watched(context.new_page(), site, request, close=context.close)


def watched(page, site: str, request, close) -> Iterator:
    """`page` with its console kept and requests to other origins logged (the test fails on
    either kind of fault); a screenshot when the test fails; `close()` at the end."""
    context = page.context
    page.foreign = []
    page.console = []

    # Watched, not routed: routing every request through Playwright cost each test about
    # 1.5 s of the engine's start (the runtime's requests, each a round trip through here).
    def watch(request):
        if not request.url.startswith((site, "data:", "blob:")):
            page.foreign.append(request.url)

    context.on("request", watch)
    page.on("console", lambda m: page.console.append(f"{m.type}: {m.text}"))
    page.on("pageerror", lambda e: page.console.append(f"pageerror: {e}"))
    page.site = site
    yield page
    rep = getattr(request.node, "report_call", None)
    if rep is not None and rep.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        shot = ARTIFACTS / f"{request.node.name}.png"
        try:  # a page that hung the test may not answer for its picture either
            page.screenshot(path=str(shot), full_page=True, timeout=10_000)
        except PlaywrightError as e:
            shot = f"none ({e.message.splitlines()[0]})"
        print(f"\nscreenshot: {shot}\nconsole:\n" + "\n".join(page.console))
    context.remove_listener("request", watch)
    close()
    assert not page.foreign, f"requests to other origins: {page.foreign}"
    # A standard-library module missing from the trimmed library costs the player the whole
    # library (stdlib-modules.txt lacks it: `python3 build.py stdlib-modules`).
    fallback = [m for m in page.console if "not in the trimmed standard library" in m]
    assert not fallback, f"the page loaded the full standard library: {fallback}"
