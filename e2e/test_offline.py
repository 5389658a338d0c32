"""Offline and installable: after one visit the site plays with no network (a deal, and a
saved game resumed to its end); updates are offered."""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

from playwright.sync_api import expect

from webbuild import project, serve
from pages import (check_for_update, faces_drawn, within, near_end_save, resume_save, screenshots, start_by_clicking, state, take_turn, to_new_game_screen,
                   wait_engine)

CACHED = """async () => {
  const registration = await navigator.serviceWorker.ready;
  while (registration.active.state !== "activated") await new Promise((r) => setTimeout(r, 50));
  return (await (await caches.open("tricktable-files")).keys()).length;
}"""


def new_page(browser, site: str):
    context = browser.new_context(viewport={"width": 1000, "height": 800}, bypass_csp=True)
    page = context.new_page()
    page.site = site
    return context, page


def test_second_visit_plays_offline_to_the_end_of_a_game(browser, site: str) -> None:
    context, page = new_page(browser, site)
    page.goto(site + "?speed=instant")
    wait_engine(page)
    precache = json.loads((project.DIST / "sw.js").read_text().split("PRECACHE = ")[1].split(";\n")[0])
    assert page.evaluate(within(CACHED)) == len(precache)
    assert any(p.endswith(".wasm") for p in precache) and any(p.endswith(".whl") for p in precache)
    assert not [p for p in precache if p.endswith((".br", ".gz"))]  # copies for the server only

    # Offline, and the HTTP cache (which serves the runtime and wheels online) emptied:
    # everything must come from the service worker's copy.
    cdp = context.new_cdp_session(page)
    cdp.send("Network.clearBrowserCache")
    cdp.detach()
    context.set_offline(True)
    # The card faces' sprite too: named by its content, like the runtime's data, so, with
    # the HTTP cache emptied, asked again for the service worker's copy (faces.js).
    sprite = []
    page.on("response", lambda r: sprite.append(r) if r.url.startswith(site + "cards-") else None)
    page.reload()
    to_new_game_screen(page)
    start_by_clicking(page, "manillen-2p-open", 11, {"blind_no_trump": False})
    rng = random.Random(11)
    while take_turn(page, rng) not in ("next deal", "over"):  # a whole deal, and on to the next
        pass
    assert state(page) == "playing"
    assert sprite and all(r.status == 200 and r.from_service_worker for r in sprite), sprite
    faces_drawn(page)  # every face on show drawn from that copy
    # The rest of a whole game: its last trick, from the engine's save resumed offline.
    resume_save(page, near_end_save("manillen-2p-open", 11, {"blind_no_trump": False}), level="medium")
    for _ in range(10):
        if take_turn(page, rng) == "over":
            break
    assert state(page) == "over" and page.locator("#final-scores li").count() == 2
    # Another language's words come from the network when picked: offline, from the
    # service worker's copy of its catalog.
    page.click("#btn-new")
    page.select_option("#language", "is")
    expect(page.locator("#btn-new .long-word")).to_have_text("Nýtt spil")
    assert page.evaluate("document.documentElement.lang") == "is" and page.locator("#message").is_hidden()
    # Still offline: a request for what the site does not hold (so not the service worker's
    # to answer) fails.  (Chromium 150 no longer turns navigator.onLine off in a context
    # set offline, so the request itself is the proof.)
    probe = "fetch('not-part-of-the-site?' + Date.now()).then(() => 'answered', () => 'failed')"
    assert page.evaluate(probe) == "failed"
    context.set_offline(False)
    assert page.evaluate(probe) == "answered"  # the same request online: a 404, but answered
    context.close()


def test_the_manifest_makes_it_installable(page) -> None:
    page.goto(page.site + "?speed=instant")
    manifest = page.evaluate("""async () =>
      (await fetch(document.querySelector("link[rel=manifest]").href)).json()""")
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    sizes = {icon["sizes"] for icon in manifest["icons"] if icon["type"] == "image/png"}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert page.evaluate(f"fetch({icon['src']!r}).then((r) => r.status)") == 200


def test_a_new_version_is_offered_and_taken(browser, tmp_path: Path) -> None:
    """A changed sw.js (as after a deploy) installs beside the running one; the page says
    so, and its Reload button switches to it."""
    root = tmp_path / "site"
    shutil.copytree(project.DIST, root)
    with serve.served(root) as site:
        context, page = new_page(browser, site)
        try:
            page.goto(site + "?speed=instant")
            wait_engine(page)
            page.evaluate(within(CACHED))
            page.reload()  # now the page is served by the service worker
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
            wait_engine(page)
            for copy in ("sw.js.br", "sw.js.gz"):
                (root / copy).unlink(missing_ok=True)
            (root / "sw.js").write_text((root / "sw.js").read_text() + "\n// the next version\n")
            check_for_update(page)
            page.wait_for_selector("#update #update-reload", timeout=30_000)
            assert "A new version of Tricktable is ready" in page.locator("#update").inner_text()
            screenshots(page, "update-offered", full_page=True)
            waiting = "navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null)"
            assert page.evaluate(waiting)
            with page.expect_navigation():
                page.click("#update-reload")
            wait_engine(page)
            assert not page.evaluate(waiting)  # the new version is the one running
            assert not page.locator("#update-reload").count()
        finally:
            context.close()
