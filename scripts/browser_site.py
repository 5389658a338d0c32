"""The built site served on localhost and Debian's Chromium, for the scripts that time the
site's worker in a real browser (measure_bot_browser.py, measure_review.py)."""
from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from webbuild import project, serve  # noqa: E402
from tricktable.rules.variants import REGISTRY  # noqa: E402

LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync"]

# The start of a function run in the page: its own worker of the site, and `call(method,
# params)`, which posts a request and resolves with its reply's result.
WORKER_CALL = """  const worker = new Worker("/worker.js", {type: "module"});
  let next = 1;
  const call = (method, params = {}) => new Promise((resolve, reject) => {
    const id = next++;
    const listen = (event) => {
      if (event.data.type !== "reply" || event.data.id !== id) return;
      worker.removeEventListener("message", listen);
      event.data.error ? reject(new Error(event.data.error.message)) : resolve(event.data.result);
    };
    worker.addEventListener("message", listen);
    worker.postMessage({id, method, params});
  });
"""


@contextlib.contextmanager
def launched() -> Iterator[object]:
    """Debian's Chromium (TRICKTABLE_CHROMIUM, if set), stopped on leaving."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=os.environ.get("TRICKTABLE_CHROMIUM", "/usr/bin/chromium"),
                                     args=LAUNCH_ARGS)
        yield browser
        browser.close()


@contextlib.contextmanager
def site_and_browser() -> Iterator[tuple[str, object]]:
    """The site's address and a launched browser; both stopped on leaving."""
    with serve.served(project.DIST) as site, launched() as browser:
        yield site, browser


def add_builds_option(parser: argparse.ArgumentParser) -> None:
    """--dist: builds to measure side by side (dist/ if none)."""
    parser.add_argument("--dist", type=Path, action="append",
                        help="a built site other than dist/; given twice, the two are measured run by run in turn")


@contextlib.contextmanager
def builds_and_browser(dists: list[Path] | None) -> Iterator[tuple[dict[str, str], object]]:
    """Each build of `dists` (dist/ if none) served, by its folder as given, and one browser
    for all, so that builds are measured run by run in turn, at the same load; the first
    build is project.DIST from now on (what the scripts read files from)."""
    dists = dists or [project.DIST]
    project.DIST = dists[0].resolve()
    with contextlib.ExitStack() as stack:
        sites = {str(d): stack.enter_context(serve.served(d.resolve())) for d in dists}
        yield sites, stack.enter_context(launched())


def worker_page(browser: object, site: str) -> object:
    """A page of the site that starts no engine, where a script starts its own worker."""
    page = browser.new_context(bypass_csp=True).new_page()
    page.goto(site + "rules/manni.en.html")
    return page


def arguments(doc: str, count: str, default: int, help: str, **extra: tuple[str, str]) -> argparse.Namespace:
    """A timing script's command line: how many of `count` per game, which games, and
    `extra` options given as name=(default, help)."""
    p = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument(f"--{count}", type=int, default=default, help=help)
    for name, (value, about) in extra.items():
        p.add_argument(f"--{name}", default=value, help=about)
    p.add_argument("--games", default=",".join(v.id for v in REGISTRY.values()))
    return p.parse_args()
