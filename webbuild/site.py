"""dist/: the whole static site, built from web/, the engine and the pinned packages.

The steps live in their own modules (vendor, bundle, wheel, site_python, policy,
compress); this one puts their results together and writes into the front end's files
what only the build knows (the worker's downloads, the preloads, the precache list).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from webbuild.bundle import bundle_scripts
from webbuild.card_art import MARKER as CARD_ART_MARKER, write_card_art
from webbuild.compress import precompress
from webbuild.policy import EMBED_PAGE, IMMUTABLE, LIVE_PAGE, META_CSP, META_POLICY, live_policy, policy_tags, relays, \
    write_static_host_files
from webbuild.project import DIST, ROOT, content_name, run
from webbuild.site_python import FULL_STDLIB, compile_site_python, place_python
from webbuild.vendor import vendor_npm
from webbuild.wheel import build_engine_wheel, dependency_wheels

SITE_MARKER = "/* build.py: site */ {}"
# What the worker reads from SITE (see web/worker.js).
WORKER_KEYS = ("runtime", "stdlib", "full_stdlib", "engine", "lock", "wheels", "first", "last",
               "wasm_bytes", "bytes", "boot_bytes", "games")


@dataclass(frozen=True)
class Extra:
    """Games a site ships beside the engine's package: their modules (file name -> source,
    installed with the engine's wheel), the modules the worker imports to register them,
    and their words by language.  The site this repository builds has none; the page
    tests build one with the test-only eighth game (e2e/test_eighth_game.py), which plays
    with no other change to the engine, the worker protocol or the page."""
    modules: dict[str, bytes] = field(default_factory=dict)
    imports: tuple[str, ...] = ()
    words: dict[str, str] = field(default_factory=dict)


def built_site(dist: Path = DIST) -> dict:
    """What build_site wrote into dist/worker.js (for tests and tools)."""
    source = (dist / "worker.js").read_text()
    return json.loads(source.split("const SITE = ", 1)[1].split(";\n", 1)[0])


def fill_in(dist: Path, page: str, marker: str, text: str) -> None:
    """Replace a marker that a source file leaves for the build; a missing one is an error."""
    path = dist / page
    source = path.read_text()
    if marker not in source:
        sys.exit(f"{page} lacks the marker {marker!r} that the build fills in")
    path.write_text(source.replace(marker, text, 1))


def catalogue_json(py: Path, function: str) -> str:
    """What a function of tricktable.session.catalogue returns, as compact JSON (run by `py`, the
    project's environment: this build needs only the standard library)."""
    code = f"import json, tricktable.session.catalogue as c; print(json.dumps(c.{function}(), separators=(',', ':')))"
    return subprocess.run([py, "-c", code], check=True, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT / "py"))).stdout.strip()


def write_catalogue(py: Path, dist: Path) -> None:
    """dist/catalogue.json: the engine's catalogue (every game, its facts and options) as
    `hello` answers it, so that a newcomer's shelf of games shows before the engine runs."""
    (dist / "catalogue.json").write_text(catalogue_json(py, "catalogue") + "\n")


def write_shared(py: Path, tree: Path) -> None:
    """tree/shared.js: the values the page shares with the engine (languages, levels, the
    link format, size limits: tricktable.session.catalogue.page_values), as a module the page's
    scripts import, so that neither side writes them twice."""
    (tree / "shared.js").write_text(f"export default {catalogue_json(py, 'page_values')};\n")


def runtime_preloads(site: dict) -> list[tuple[str, str]]:
    """The runtime's downloads a page may ask for before its worker does, each with its
    `as`.  Not the wheels: the worker asks for them once the runtime's files are in, so
    that they do not share a slow link with those."""
    return [(url, "script" if url.endswith(".mjs") else "fetch")  # the worker's, not run here
            for url in [f'{site["runtime"]}pyodide.mjs', *site["boot"]]]


def preload_tags(site: dict) -> str:
    """Last in index.html's <head>: the catalogue of games (the newcomer's shelf) and the
    runtime's downloads, so the browser asks for them while the page's own script still
    loads."""
    tags = ['<link rel="preload" href="catalogue.json" as="fetch" crossorigin>']
    tags += [f'<link rel="preload" href="{url}" as="{kind}" crossorigin>' for url, kind in runtime_preloads(site)]
    return "\n  ".join(tags)


def write_service_worker(dist: Path) -> None:
    """sw.js learns every file of the site and its content hash, so an update is a new
    list and the cache keeps each file under the hash it was fetched for (and checked
    against, but in the folders whose URLs name their content)."""
    skip = {dist / "sw.js", dist / "_headers", dist / FULL_STDLIB}  # the last: only if needed
    files = sorted(p for p in dist.rglob("*")
                   if p.is_file() and p not in skip and p.suffix not in (".br", ".gz"))
    precache = {p.relative_to(dist).as_posix(): content_name(p) for p in files}
    precache["./"] = precache["index.html"]
    fill_in(dist, "sw.js", "/* build.py: precache */ {}", json.dumps(precache, indent=1))
    fill_in(dist, "sw.js", "/* build.py: content-named */ []",
            json.dumps([prefix.lstrip("/") for prefix in IMMUTABLE]))


def copy_schema(dist: Path) -> None:
    """docs/schema/*.json (the wire's JSON Schema) into dist/schema/, for embedding pages."""
    schemas = sorted((ROOT / "docs" / "schema").glob("*.json"))
    if schemas:
        (dist / "schema").mkdir()
        for schema in schemas:
            shutil.copy2(schema, dist / "schema" / schema.name)


def build_site(py: Path, dist: Path = DIST, extra: Extra = Extra()) -> Path:
    """dist/: the front end, the Pyodide runtime, the engine's wheel and its dependencies'
    wheels, all from one origin.  `py` is the project's virtual environment's Python;
    `extra`, games shipped beside the engine's package (none for the site itself)."""
    shutil.rmtree(dist, ignore_errors=True)
    shutil.copytree(ROOT / "web", dist)
    vendor_npm(dist)
    fill_in(dist, "table/cards.js", CARD_ART_MARKER, json.dumps(write_card_art(dist).name))  # before bundling
    write_shared(py, dist)
    bundle_scripts(dist, extra.words)
    run(py, "-m", "webbuild.rules_pages", dist, cwd=ROOT)  # dist/rules/, from rules/
    copy_schema(dist)
    with tempfile.TemporaryDirectory() as tmp:
        engine = build_engine_wheel(Path(tmp), extra.modules)
        compiled = compile_site_python(engine, dependency_wheels(py))
    site = place_python(dist, compiled)
    site["games"] = list(extra.imports)
    fill_in(dist, "worker.js", SITE_MARKER, json.dumps({k: site[k] for k in WORKER_KEYS}))
    fill_in(dist, "index.html", "<!-- build.py: policy -->", policy_tags())
    write_catalogue(py, dist)
    fill_in(dist, "index.html", "<!-- build.py: preloads -->", preload_tags(site))
    fill_in(dist, EMBED_PAGE, "<!-- build.py: policy -->", META_POLICY)
    fill_in(dist, LIVE_PAGE, "<!-- build.py: policy -->",
            f'<meta http-equiv="Content-Security-Policy" content="{live_policy(relays(dist), META_CSP)}">')
    fill_in(dist, "embed-preload.js", "/* build.py: runtime preloads */ []",
            json.dumps(runtime_preloads(site)))  # the script decides whether to ask
    write_static_host_files(dist)
    write_service_worker(dist)
    placed = {dist / u for u in site["downloads"]}  # compressed by place_python
    precompress(sorted(p for p in dist.rglob("*") if p.is_file() and p not in placed))
    size = sum(f.stat().st_size for f in dist.rglob("*") if f.is_file() and f.suffix not in (".br", ".gz"))
    print(f"built {dist} ({size / 1e6:.1f} MB, and precompressed copies)")
    return dist
