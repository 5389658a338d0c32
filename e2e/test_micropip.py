"""The engine's wheel installs with micropip in a fresh Pyodide on another page, as in a
notebook: `await micropip.install("<site>/wheels/<hash>/tricktable-...whl")`, its
dependencies (pydantic and its own) coming from the site's lock file, and then plays a card.

The page is on another origin than the site (a notebook's), so the site's runtime, lock
and wheels must be readable across origins (Access-Control-Allow-Origin)."""
from __future__ import annotations

import http.server
from pathlib import Path

from webbuild import project, serve
from webbuild.site import built_site

from pages import within

PLAY_A_CARD = """
import json
import micropip
await micropip.install(engine_url)
from tricktable.session.bridge import handle


def ask(method, **params):
    return json.loads(handle(json.dumps({"id": 1, "method": method, "params": params})))["result"]


view = ask("new_game", variant="manille", seed=3, level="random", human_seat=0)["view"]
while not any(action["type"] == "play" for action in view["legal"]):
    view = ask("act", action=view["legal"][0])["view"]
card = next(a for a in view["legal"] if a["type"] == "play")
after = ask("act", action=card)["view"]
json.dumps({"card": card["card"], "before": view["hand"], "after": after["hand"],
            "pydantic": __import__("pydantic").VERSION})
"""


def test_the_engine_installs_with_micropip_in_a_fresh_pyodide_and_plays_a_card(
        browser, site: str, tmp_path: Path) -> None:
    built = built_site()
    (tmp_path / "notebook.html").write_text("<!doctype html><title>notebook</title>")
    with serve.served(tmp_path, http.server.SimpleHTTPRequestHandler) as elsewhere:
        notebook = elsewhere.replace("127.0.0.1", "localhost") + "notebook.html"  # another origin
        lock = next(project.DIST.glob("wheels/*/pyodide-lock.json")).relative_to(project.DIST).as_posix()
        context = browser.new_context()
        page = context.new_page()
        asked: list[str] = []
        page.on("request", lambda request: asked.append(request.url))
        page.goto(notebook)
        reply = page.evaluate(within("""async ([site, runtime, lock, engine, script]) => {
          const { loadPyodide } = await import(site + runtime + "pyodide.mjs");
          const pyodide = await loadPyodide({ indexURL: site + runtime, lockFileURL: site + lock,
                                              packageBaseUrl: site + "wheels/" });
          await pyodide.loadPackage("micropip");
          pyodide.globals.set("engine_url", site + engine);
          return JSON.parse(await pyodide.runPythonAsync(script));
        }"""), [site, built["runtime"], lock, built["engine"], PLAY_A_CARD])
        context.close()
    assert reply["card"] in reply["before"] and reply["card"] not in reply["after"], reply
    assert reply["pydantic"] == "2.14.3"
    assert all(url.startswith((site, notebook)) for url in asked), asked
    assert any(url.endswith(built["engine"]) for url in asked)
