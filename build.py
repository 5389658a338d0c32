#!/usr/bin/env python3
"""Set up, build, serve and test Tricktable.  Standard library only; drives npm and pip.

    python3 build.py play [--port 8000]   # set up, build dist/ and serve it on 127.0.0.1
    python3 build.py test                 # set up, build, run pytest (tests/ and e2e/)
    python3 build.py test --quick         # the same without the tests marked slow
    python3 build.py build                # only build dist/
    python3 build.py bench                # print engine speed figures
    python3 build.py stdlib-modules       # rewrite stdlib-modules.txt by playing every game

Downloads (the npm packages: Pyodide, lit-html, Fluent, esbuild, axe-core) are cached in
.cache/, so a second build needs no network.  The virtual environment is rebuilt only when
pyproject.toml changes.
"""
from __future__ import annotations

import argparse
import base64
import email.utils
import functools
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import urllib.parse
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
VENV_PY = VENV / "bin" / "python"
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
PYODIDE_VERSION = "314.0.7"
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json"]
STDLIB_MODULES = ROOT / "stdlib-modules.txt"
SCRIPTS = ROOT / "scripts"
# The policy every response carries (and _headers, and a <meta> fallback without the
# directives a <meta> may not set).  'wasm-unsafe-eval' lets the runtime compile its
# WebAssembly; frame-src lets a rules page show the embedded table; nothing else is allowed
# but this origin.
CSP = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
       "connect-src 'self'; style-src 'self'; img-src 'self'; manifest-src 'self'; "
       "frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; "
       "object-src 'none'")
META_CSP = "; ".join(d for d in CSP.split("; ") if not d.startswith("frame-ancestors"))
# The embedded table is the one page any site may frame (README: "Embedding").
EMBED_PAGE = "embed.html"
EMBED_CSP = CSP.replace("frame-ancestors 'none'", "frame-ancestors *")


def policy_for(url: str) -> str:
    """The policy sent with `url` (a request's path, query and all)."""
    return EMBED_CSP if urllib.parse.urlsplit(url).path == f"/{EMBED_PAGE}" else CSP


# URL prefixes whose files name their content (a version or a hash): cached for ever.
IMMUTABLE = ("/pyodide-", "/wheels/")
FULL_STDLIB = f"pyodide-{PYODIDE_VERSION}/python_stdlib.zip"  # the runtime's own, untrimmed


def run(*cmd: str | Path, **kw) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def ensure_venv() -> Path:
    """Create .venv and install the project (editable) with its dev extra, once per pyproject."""
    stamp = VENV / "tricktable.stamp"
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == want and VENV_PY.exists():
        return VENV_PY
    if not VENV_PY.exists():
        run(sys.executable, "-m", "venv", VENV)
    run(VENV_PY, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(VENV_PY, "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[dev]")
    stamp.write_text(want)
    return VENV_PY


# --- the static site ------------------------------------------------------------------

def fetch_pyodide() -> Path:
    """The pinned npm package `pyodide`, unpacked once into .cache/."""
    out = CACHE / f"pyodide-{PYODIDE_VERSION}"
    if all((out / f).exists() for f in PYODIDE_FILES):
        return out
    CACHE.mkdir(exist_ok=True)
    run("npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--silent", cwd=CACHE)
    tgz = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
    out.mkdir(exist_ok=True)
    with tarfile.open(tgz) as tar:
        for name in PYODIDE_FILES:
            member = tar.getmember(f"package/{name}")
            (out / name).write_bytes(tar.extractfile(member).read())
    tgz.unlink()
    return out


# Pinned npm packages besides Pyodide: lit-html renders the table with keyed updates;
# @fluent/bundle formats the page's words from the Fluent catalogs (plurals, selectors) and
# @fluent/langneg picks the catalog that best fits the browser's languages; all three are
# served from the site, inside the page scripts that esbuild-wasm bundles at build time
# (see bundle_scripts).  axe-core checks accessibility in the e2e tests.
NPM_PACKAGES = {"lit-html": "3.3.3", "@fluent/bundle": "0.19.1", "@fluent/langneg": "0.7.0",
                "esbuild-wasm": "0.28.2", "axe-core": "4.14.1"}
# The shipped packages, each with the folder that holds its ES modules ("": the package).
SHIPPED_NPM = {"lit-html": "", "@fluent/bundle": "esm", "@fluent/langneg": "esm"}


def npm_name(name: str) -> str:
    """A package's name as `npm pack` spells its tarball: "@fluent/bundle" -> "fluent-bundle"."""
    return name.removeprefix("@").replace("/", "-")


def vendor_npm(dist: Path | None = None) -> dict[str, Path]:
    """Unpack each pinned npm package once into .cache/npm/name-version/ (its `package/`
    folder); copy the shipped ones' scripts and licence into dist/vendor/name-version/."""
    out = {}
    for name, version in NPM_PACKAGES.items():
        folder = CACHE / "npm" / f"{npm_name(name)}-{version}"
        if not (folder / "package.json").exists():
            folder.parent.mkdir(parents=True, exist_ok=True)
            run("npm", "pack", f"{name}@{version}", "--silent", cwd=folder.parent)
            tgz = folder.parent / f"{npm_name(name)}-{version}.tgz"
            with tarfile.open(tgz) as tar:
                for member in tar.getmembers():
                    if member.isfile() and member.name.startswith("package/"):
                        target = folder / member.name.removeprefix("package/")
                        target.parent.mkdir(parents=True, exist_ok=True)
                        target.write_bytes(tar.extractfile(member).read())
            tgz.unlink()
        out[name] = folder
        if dist is not None and name in SHIPPED_NPM:
            dest = dist / "vendor" / f"{npm_name(name)}-{version}"
            modules = folder / SHIPPED_NPM[name]
            for path in folder.rglob("*"):
                rel = path.relative_to(folder)
                if path.is_file() and (path.name == "LICENSE" or path.suffix == ".js"
                                       and path.is_relative_to(modules)) \
                        and rel.parts[0] not in ("development", "node"):
                    (dest / rel).parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(path, dest / rel)
    return out


def build_engine_wheel(dest: Path) -> Path:
    """A pure-Python wheel of py/tricktable, written with zipfile (no build backend needed)."""
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    name, version = meta["name"], meta["version"]
    dist_info = f"{name}-{version}.dist-info"
    files: dict[str, bytes] = {}
    for path in sorted((ROOT / "py" / name).rglob("*.py")):
        files[path.relative_to(ROOT / "py").as_posix()] = path.read_bytes()
    requires = "".join(f"Requires-Dist: {r}\n" for r in meta["dependencies"])
    files[f"{dist_info}/METADATA"] = (f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
                                      f"{requires}").encode()
    files[f"{dist_info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: tricktable-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = []
    for arc, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arc},sha256={digest},{len(data)}")
    record.append(f"{dist_info}/RECORD,,")
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()
    wheel = dest / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as zf:
        for arc, data in files.items():
            info = zipfile.ZipInfo(arc, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data)
    return wheel


def pyodide_node(script: Path, *args: str, stdlib: Path | None = None,
                 wheel: Path | None = None) -> None:
    """Run a script inside the pinned Pyodide under Node, with this repository at /repo."""
    options = ["--runtime", fetch_pyodide(), "--mount", f"{ROOT}:/repo",
               "--mount", f"{CACHE.resolve()}:/cache"]
    if stdlib:
        options += ["--stdlib", stdlib]
    if wheel:
        options += ["--wheel", wheel]
    run("node", SCRIPTS / "pyodide_node.mjs", *options, script, *args)


def repo_path(path: Path) -> str:
    """The path of a file of this repository as Python inside pyodide_node sees it (.cache
    is mounted on its own, since it may be a link to another checkout's)."""
    path = path.resolve()
    if path.is_relative_to(CACHE.resolve()):
        return "/cache/" + path.relative_to(CACHE.resolve()).as_posix()
    return "/repo/" + path.relative_to(ROOT).as_posix()


def compile_site_python(engine: Path) -> Path:
    """The trimmed standard library and the engine's wheel, compiled to .pyc by Pyodide's
    own Python.

    Cached in .cache/ under a hash of every input, since starting Pyodide takes seconds;
    the few most recently used builds are kept (checkouts may share one .cache).
    """
    runtime = fetch_pyodide()
    fallback = SCRIPTS / "full_stdlib_fallback.py"
    inputs = [runtime / "python_stdlib.zip", STDLIB_MODULES, SCRIPTS / "compile_site_python.py",
              SCRIPTS / "pyodide_node.mjs", fallback, engine]
    key = hashlib.sha256(b"".join(hashlib.sha256(p.read_bytes()).digest() for p in inputs))
    out = CACHE / "compiled" / key.hexdigest()[:16]
    if (out / "done").exists():
        (out / "done").touch()
        return out
    built = sorted((CACHE / "compiled").glob("*/done"), key=lambda p: p.stat().st_mtime)
    for done in built[:-3]:
        shutil.rmtree(done.parent, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)  # an unfinished attempt
    out.mkdir(parents=True)
    staged = out / "in" / engine.name  # where Pyodide sees it
    (out / "in").mkdir()
    shutil.copy2(engine, staged)
    pyodide_node(SCRIPTS / "compile_site_python.py",
                 "--stdlib", repo_path(runtime / "python_stdlib.zip"),
                 "--modules", repo_path(STDLIB_MODULES), "--sitecustomize", repo_path(fallback),
                 "--out", repo_path(out), "--engine", repo_path(staged))
    shutil.rmtree(out / "in")
    (out / "done").write_text("")
    return out


def content_name(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def deflated_copy(stored: Path, dest: Path) -> None:
    """The same archive with each member deflated: the file as sent without Content-Encoding."""
    with zipfile.ZipFile(stored) as src, zipfile.ZipFile(dest, "w") as dst:
        for info in src.infolist():
            member = zipfile.ZipInfo(info.filename, date_time=info.date_time)
            member.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(member, src.read(info))


def place_archive(stored: Path, url: str, sources: dict[Path, Path]) -> None:
    """Put a compiled archive at `url` in two forms, both valid zips of the same members:
    deflated per member as the file itself (for a host that sends it as it is), and
    brotli/gzip copies made from the stored form (a third smaller, for a server that
    negotiates the encoding); `sources` records which file the copies come from."""
    (DIST / url).parent.mkdir(parents=True, exist_ok=True)
    deflated_copy(stored, DIST / url)
    sources[DIST / url] = stored


def place_python(compiled: Path) -> dict:
    """Copy the runtime, the compiled library and wheels into dist/ at content-named URLs.

    Returns what the worker needs to start with no request of its own first.
    """
    runtime = fetch_pyodide()
    runtime_url = f"pyodide-{PYODIDE_VERSION}/"
    (DIST / runtime_url).mkdir()
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"):
        shutil.copy2(runtime / name, DIST / runtime_url / name)
    sources: dict[Path, Path] = {}
    stdlib = compiled / "python_stdlib.zip"
    stdlib_url = f"{runtime_url}python_stdlib-{content_name(stdlib)}.zip"
    place_archive(stdlib, stdlib_url, sources)
    # The whole library too, fetched only if a module is missing from the trimmed one.
    shutil.copy2(runtime / "python_stdlib.zip", DIST / FULL_STDLIB)
    wheel_urls = [f"wheels/{content_name(w)}/{w.name}" for w in sorted(compiled.glob("*.whl"))]
    for wheel, url in zip(sorted(compiled.glob("*.whl")), wheel_urls):
        place_archive(wheel, url, sources)
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    downloads = [f"{runtime_url}pyodide.asm.mjs", f"{runtime_url}pyodide.asm.wasm", stdlib_url,
                 *wheel_urls]
    precompress([DIST / u for u in downloads], sources)
    return {"runtime": runtime_url, "stdlib": stdlib_url, "full_stdlib": FULL_STDLIB,
            "wheels": wheel_urls,
            "lock": {"info": lock["info"], "packages": {}},
            "bytes": sum(wire_bytes(DIST / u) for u in downloads),
            "downloads": downloads}


SITE_MARKER = "/* build.py: site */ {}"


def built_site() -> dict:
    """What build_site wrote into dist/worker.js (for tests and tools)."""
    source = (DIST / "worker.js").read_text()
    return json.loads(source.split("const SITE = ", 1)[1].split(";\n", 1)[0])


def fill_in(path: Path, marker: str, text: str) -> None:
    """Replace a marker that a source file leaves for the build; a missing one is an error."""
    source = path.read_text()
    if marker not in source:
        sys.exit(f"{path.relative_to(DIST)} lacks the marker {marker!r} that build.py fills in")
    path.write_text(source.replace(marker, text, 1))


META_POLICY = f'<meta http-equiv="Content-Security-Policy" content="{META_CSP}">'


def policy_tags() -> str:
    """First in <head>: the policy for hosts that send no header, and the web app manifest."""
    return "\n  ".join([META_POLICY, '<link rel="manifest" href="app.webmanifest">',
                        '<meta name="theme-color" content="#15432a">'])


def first_game(py: Path) -> str:
    """The game a first visit opens (the first of the registry, as on the new-game screen)."""
    return subprocess.run([py, "-c", "import tricktable; print(tricktable.variants()[0])"],
                          check=True, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT / "py"))).stdout.strip()


def preload_tags(site: dict, game: str) -> str:
    """Last in <head>: the openings of the game a first visit opens (web/opening.js finds
    the game here) and every download the worker will make, so the browser asks for the
    runtime while the page's own script still loads."""
    if not (DIST / "openings" / f"{game}.json").is_file():
        sys.exit(f"web/openings/{game}.json is missing: run `.venv/bin/python -m webbuild.openings`")
    tags = [f'<link rel="preload" href="openings/{game}.json" as="fetch" crossorigin '
            f'data-opening="{game}">']
    for url in [f'{site["runtime"]}pyodide.mjs', *site["downloads"]]:
        kind = "script" if url.endswith(".mjs") else "fetch"  # the worker's, not run here
        tags.append(f'<link rel="preload" href="{url}" as="{kind}" crossorigin>')
    return "\n  ".join(tags)


def framed_pages() -> list[str]:
    """_headers' rules for every page but the embedded table: the site's root, each page at
    the top, and a folder of pages (rules/) as one rule."""
    rules = ["/"]
    for page in sorted(DIST.rglob("*.html")):
        rel = page.relative_to(DIST)
        rule = f"/{rel.parent.as_posix()}/*" if rel.parent != Path(".") else f"/{rel.as_posix()}"
        if rel.as_posix() != EMBED_PAGE and rule not in rules:
            rules.append(rule)
    return rules


def write_static_host_files() -> None:
    """_headers, read by Netlify and Cloudflare Pages: the policy everywhere, and caching
    for ever where the URL names the content (their default revalidates the rest).

    The policy for every file leaves frame-ancestors out; each page then gets the whole
    policy, the embedded table with frame-ancestors *, every other page with 'none'.  A
    host that joins the headers of several matching rules sends two policies (both
    enforced, so the stricter frame-ancestors holds); one that lets the later rule win
    sends the page's own: either way only the embedded table may be framed."""
    lines = ["/*", f"  Content-Security-Policy: {META_CSP}", "  X-Content-Type-Options: nosniff"]
    for rule in framed_pages():
        lines += [rule, f"  Content-Security-Policy: {CSP}"]
    lines += [f"/{EMBED_PAGE}", f"  Content-Security-Policy: {EMBED_CSP}"]
    for prefix in IMMUTABLE:
        lines += [f"{prefix}*", "  Cache-Control: public, max-age=31536000, immutable"]
    (DIST / "_headers").write_text("\n".join(lines) + "\n")


def write_service_worker() -> None:
    """sw.js learns every file of the site and its content hash, so an update is a new
    list and the cache keeps each file under the hash it was fetched for."""
    skip = {DIST / "sw.js", DIST / "_headers", DIST / FULL_STDLIB}  # the last: only if needed
    files = sorted(p for p in DIST.rglob("*")
                   if p.is_file() and p not in skip and p.suffix not in (".br", ".gz"))
    precache = {p.relative_to(DIST).as_posix(): content_name(p) for p in files}
    precache["./"] = precache["index.html"]
    fill_in(DIST / "sw.js", "/* build.py: precache */ {}", json.dumps(precache, indent=1))


# The script of each kind of page (index.html, embed.html, the rules pages).
PAGE_SCRIPTS = ("app.js", "embed.js", "rules.js")


def bundle_scripts() -> None:
    """Each page's script as one file holding every module it imports: the table's modules,
    lit-html, @fluent/bundle, @fluent/langneg and every language's catalogs
    (web/locales/<lang>/*.ftl, each turned into an ES module exporting its text).  One
    request instead of a chain of about 25, which over HTTP/1.1 (six connections) held the
    runtime's downloads back; a change of language needs no download.  What went in is
    removed from dist/ (the packages' LICENSE files stay, and the banner names each
    package's licence)."""
    locales = DIST / "locales"
    for folder in sorted(p for p in locales.iterdir() if p.is_dir()):
        text = "\n".join(f.read_text() for f in sorted(folder.glob("*.ftl"))
                          if f.name != "rules.ftl")  # the rules pages' words, written at build time
        (locales / f"{folder.name}.js").write_text(f"export default {json.dumps(text, ensure_ascii=False)};\n")
    packages = vendor_npm()
    notice = ", ".join(f"{name} {version} ({json.loads((packages[name] / 'package.json').read_text())['license']})"
                       for name, version in NPM_PACKAGES.items() if name in SHIPPED_NPM)
    with tempfile.TemporaryDirectory() as tmp:
        run("node", packages["esbuild-wasm"] / "bin" / "esbuild", *PAGE_SCRIPTS, "--bundle",
            "--format=esm", "--log-level=warning", f"--banner:js=// Bundled by build.py with {notice}.",
            f"--outdir={tmp}", f"--metafile={tmp}/meta.json", cwd=DIST)
        for source in json.loads(Path(tmp, "meta.json").read_text())["inputs"]:
            (DIST / source).unlink()
        for script in PAGE_SCRIPTS:
            shutil.move(Path(tmp, script), DIST / script)
    shutil.rmtree(locales)
    for unused in (p for p in (DIST / "vendor").rglob("*") if p.is_file() and p.name != "LICENSE"):
        unused.unlink()
    for folder in sorted((p for p in DIST.rglob("*") if p.is_dir()), reverse=True):
        if not any(folder.iterdir()):
            folder.rmdir()


def build_site() -> Path:
    """dist/: the front end, the Pyodide runtime and the engine's wheel, all from one origin."""
    py = ensure_venv()
    shutil.rmtree(DIST, ignore_errors=True)
    shutil.copytree(ROOT / "web", DIST)
    vendor_npm(DIST)
    bundle_scripts()
    build_rules_pages(py)
    with tempfile.TemporaryDirectory() as tmp:
        engine = build_engine_wheel(Path(tmp))
        compiled = compile_site_python(engine)
    site = place_python(compiled)
    fill_in(DIST / "worker.js", SITE_MARKER, json.dumps(
        {k: site[k] for k in ("runtime", "stdlib", "full_stdlib", "wheels", "lock", "bytes")}))
    fill_in(DIST / "index.html", "<!-- build.py: policy -->", policy_tags())
    fill_in(DIST / "index.html", "<!-- build.py: preloads -->", preload_tags(site, first_game(py)))
    fill_in(DIST / EMBED_PAGE, "<!-- build.py: policy -->", META_POLICY)
    write_static_host_files()
    write_service_worker()
    placed = {DIST / u for u in site["downloads"]}  # compressed by place_python
    precompress(sorted(p for p in DIST.rglob("*") if p.is_file() and p not in placed))
    size = sum(f.stat().st_size for f in DIST.rglob("*") if f.is_file() and f.suffix not in (".br", ".gz"))
    print(f"built {DIST} ({size / 1e6:.1f} MB, and precompressed copies)")
    return DIST


def build_rules_pages(py: Path) -> None:
    """dist/rules/: the rules pages, rendered from rules/ by the engine's own environment."""
    run(py, "-m", "webbuild.rules_pages", DIST, cwd=ROOT)


# Types worth compressing (zips and wheels: see place_archive).
COMPRESSIBLE = {".zip", ".whl", ".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".webmanifest", ".txt"}


def precompress(files: list[Path], sources: dict[Path, Path] | None = None) -> None:
    """Brotli and gzip copies (name.br, name.gz) beside each compressible file, made by
    Node's zlib at the highest levels and cached by content, for servers that send them.
    A file's copies are made from `sources[file]` when given (see place_archive); copies
    no smaller than the file itself are left out."""
    sources = sources or {}
    cache = CACHE / "compressed"
    cache.mkdir(parents=True, exist_ok=True)
    todo = [(p, sources.get(p, p)) for p in files if p.suffix in COMPRESSIBLE]
    todo = [(p, cache / hashlib.sha256(src.read_bytes()).hexdigest(), src) for p, src in todo]
    missing = [(src, k) for p, k, src in todo
               if not (k.with_suffix(".br").exists() and k.with_suffix(".gz").exists())]
    if missing:
        run("node", SCRIPTS / "precompress.mjs", *[str(x) for pair in missing for x in pair])
    for path, key, _ in todo:
        for suffix in (".br", ".gz"):
            packed = key.with_suffix(suffix)
            if packed.stat().st_size < path.stat().st_size * 0.95:
                shutil.copyfile(packed, path.with_name(path.name + suffix))


def wire_bytes(path: Path) -> int:
    """What a download costs: its brotli copy if it has one."""
    packed = path.with_name(path.name + ".br")
    return (packed if packed.exists() else path).stat().st_size


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """dist/ served as a compressing static host serves it.

    Every response carries the security policy (the embedded table's lets any site frame
    it; no other page may be framed).  A file with a precompressed copy
    (name.br, name.gz) is sent as that copy when the request accepts its encoding, with
    Content-Encoding and Vary.  The runtime and the wheels live at URLs that name their
    content, so they are served as immutable (which also lets Chromium keep the compiled
    WebAssembly); everything else is revalidated on each load.
    """
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".json": "application/json",
                      ".webmanifest": "application/manifest+json",
                      ".whl": "application/zip", ".zip": "application/zip"}
    ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
    protocol_version = "HTTP/1.1"  # keep connections open, as hosts do: no handshake per file

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.partition("?")[0].endswith("/"):
            path = path / "index.html"
        if not path.is_file():
            return super().send_head()  # folder listings, redirects and 404s as usual
        accepted = {e.split(";")[0].strip() for e in self.headers.get("Accept-Encoding", "").split(",")}
        encoding, body = next(((e, path.with_name(path.name + s)) for e, s in self.ENCODINGS
                               if e in accepted and path.with_name(path.name + s).is_file()),
                              (None, path))
        stat = body.stat()
        if self.unchanged_since(self.headers.get("If-Modified-Since"), stat.st_mtime):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            return None
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.send_header("Vary", "Accept-Encoding")
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.end_headers()
        return body.open("rb")

    @staticmethod
    def unchanged_since(header: str | None, mtime: float) -> bool:
        """Whether If-Modified-Since (if any, and readable) is at or after mtime."""
        try:
            return bool(header) and email.utils.parsedate_to_datetime(header).timestamp() >= int(mtime)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False

    def end_headers(self) -> None:
        immutable = self.path.startswith(IMMUTABLE)
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable
                         else "no-cache")
        self.send_header("Content-Security-Policy", policy_for(self.path))
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # keep the console for the address
        pass


def serve(port: int) -> None:
    handler = functools.partial(SiteHandler, directory=str(DIST))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Tricktable is served at http://127.0.0.1:{port}/  (Ctrl+C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


def cmd_build(args: argparse.Namespace) -> int:
    build_site()
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    build_site()
    serve(args.port)
    return 0


def ensure_chromium() -> None:
    """The end-to-end tests drive Debian's Chromium; install it when it is missing."""
    if os.environ.get("TRICKTABLE_CHROMIUM") or shutil.which("chromium"):
        return
    if shutil.which("apt-get") and os.geteuid() == 0:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        run("apt-get", "update", "-qq", env=env)
        run("apt-get", "install", "-y", "-qq", "chromium", env=env)
    else:
        sys.exit("Chromium is needed for the end-to-end tests: install Debian's `chromium` "
                 "package or set TRICKTABLE_CHROMIUM to a Chromium binary")


def cmd_test(args: argparse.Namespace) -> int:
    py = ensure_venv()
    ensure_chromium()
    build_site()
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    quick = ["-m", "not slow"] if args.quick else []
    return subprocess.run([str(py), "-m", "pytest", *quick, *args.pytest_args], cwd=ROOT, env=env).returncode


def cmd_bench(args: argparse.Namespace) -> int:
    py = ensure_venv()
    return subprocess.run([str(py), str(ROOT / "scripts" / "bench.py"), *args.bench_args],
                          cwd=ROOT).returncode


def cmd_stdlib_modules(args: argparse.Namespace) -> int:
    """Play every game in Pyodide with its whole standard library and list what it used.

    The engine comes as its wheel, installed as the page installs it, so what installing
    a wheel imports is on the list too."""
    with tempfile.TemporaryDirectory() as tmp:
        pyodide_node(SCRIPTS / "stdlib_usage.py", "--write", repo_path(STDLIB_MODULES),
                     wheel=build_engine_wheel(Path(tmp)))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="set up, build and serve the game")
    p.add_argument("--port", type=int, default=8000)
    p.set_defaults(func=cmd_play)
    sub.add_parser("build", help="build dist/").set_defaults(func=cmd_build)
    t = sub.add_parser("test", help="set up, build and run every test")
    t.add_argument("--quick", action="store_true", help="leave out the tests marked slow")
    t.add_argument("pytest_args", nargs=argparse.REMAINDER, help="passed on to pytest")
    t.set_defaults(func=cmd_test)
    b = sub.add_parser("bench", help="print engine speed figures")
    b.add_argument("bench_args", nargs=argparse.REMAINDER)
    b.set_defaults(func=cmd_bench)
    sub.add_parser("stdlib-modules", help="rewrite stdlib-modules.txt by playing every game "
                   "in Pyodide").set_defaults(func=cmd_stdlib_modules)
    args = parser.parse_args()
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
