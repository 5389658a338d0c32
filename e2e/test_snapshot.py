"""The runtime's memory snapshot: the first visit keeps one, the next restore it and play;
one that does not load is replaced, and only the current release's is kept."""
from __future__ import annotations

import random

from pages import take_turn, wait_engine
from webbuild.site import built_site

# Record the worker's last progress message (its "ready" says how the runtime booted).
WATCH_BOOT = """
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (e) => {
      if (e.data && e.data.label === "ready") window.engineBoot = e.data.boot;
    });
  }
};
"""
KEPT = """async () => {
  const cache = await caches.open("tricktable-python-snapshot");
  const kept = [];
  for (const request of await cache.keys()) {
    kept.push([new URL(request.url).pathname, (await (await cache.match(request)).arrayBuffer()).byteLength]);
  }
  return kept;
}"""
SPOIL = """async (current) => {
  const cache = await caches.open("tricktable-python-snapshot");
  await cache.put(current, new Response(new Uint8Array(64)));  // not a snapshot
  await cache.put(new URL("python-snapshot/an-older-release", location.href).href, new Response("old"));
}"""


def visit(page, site: str) -> str:
    """Open the site, wait for the engine and the snapshot it keeps; returns how it booted."""
    page.goto(site + "?speed=instant")
    wait_engine(page)
    page.wait_for_function("window.engineBoot !== undefined")
    return page.evaluate("window.engineBoot")


def kept_snapshot(page, key: str) -> list:
    page.wait_for_function(f"""async () => {{
      const cache = await caches.open("tricktable-python-snapshot");
      const r = await cache.match(new URL("python-snapshot/{key}", location.href).href);
      return r && (await r.arrayBuffer()).byteLength > 1e6;
    }}""", timeout=30_000)
    return page.evaluate(KEPT)


def test_later_visits_restore_the_snapshot_and_play(browser, site: str) -> None:
    key = built_site()["snapshot"]
    context = browser.new_context(viewport={"width": 1000, "height": 800}, bypass_csp=True)
    context.add_init_script(WATCH_BOOT)
    page = context.new_page()
    warnings = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)

    assert visit(page, site) == "fresh"
    kept = kept_snapshot(page, key)
    assert [path for path, _ in kept] == [f"/python-snapshot/{key}"]

    assert visit(page, site) == "snapshot"
    rng = random.Random(3)
    for _ in range(3):
        take_turn(page, rng)
    assert not [w for w in warnings if "snapshot" in w]

    page.evaluate(SPOIL, f"{site}python-snapshot/{key}")
    assert visit(page, site) == "fresh"
    assert [w for w in warnings if "snapshot did not load" in w]
    take_turn(page, rng)
    assert [path for path, _ in kept_snapshot(page, key)] == [f"/python-snapshot/{key}"]
    context.close()
