"""The browser's Python: the trimmed standard library and the wheels, compiled to .pyc by
the pinned Pyodide under Node, then placed in dist/ at URLs that name their content.

Runs the scripts of in_pyodide/ (compile_site_python.py, stdlib_usage.py) inside Pyodide,
because bytecode and the modules imported are those of its CPython 3.14, not this one's.
"""
from __future__ import annotations

import hashlib
import json
import shutil
import zipfile
from pathlib import Path

from webbuild.compress import precompress, wire_bytes
from webbuild.project import (CACHE, IN_PYODIDE, PYODIDE_VERSION, ROOT, STDLIB_MODULES,
                              content_name, run)
from webbuild.vendor import fetch_pyodide
from webbuild.wheel import lock_entry

RUNTIME_URL = f"pyodide-{PYODIDE_VERSION}/"
FULL_STDLIB = f"{RUNTIME_URL}python_stdlib.zip"  # the runtime's own, untrimmed
NOTEBOOK_ONLY = "micropip"  # in the site's lock for other pages; the worker does without it
FALLBACK = IN_PYODIDE / "full_stdlib_fallback.py"  # the trimmed library's sitecustomize
PYODIDE_NODE = IN_PYODIDE / "pyodide_node.mjs"
# Bytecode as `python -X no_debug_ranges` compiles it: line numbers kept, the column
# ranges of every instruction (which tracebacks underline) left out.  Those ranges are
# two fifths of the browser's Python after brotli, which the page downloads before the
# engine can start (docs/browser.md, "Load measurements").
LEAN_BYTECODE = {"PYTHONNODEBUGRANGES": "1"}


def pyodide_node(script: Path, *args: str, stdlib: Path | None = None,
                 lock: Path | None = None, engine: Path | None = None,
                 env: dict[str, str] | None = None) -> None:
    """Run a script inside the pinned Pyodide under Node, with this repository at /repo;
    the wheels `lock` lists (beside it) and `engine` are installed as the worker does, and
    `env` is Python's environment from its start."""
    options: list[str | Path] = ["--runtime", fetch_pyodide(), "--mount", f"{ROOT}:/repo",
               "--mount", f"{CACHE.resolve()}:/cache"]
    for flag, value in (("--stdlib", stdlib), ("--lock", lock), ("--engine", engine)):
        if value:
            options += [flag, value]
    for name, setting in (env or {}).items():
        options += ["--env", f"{name}={setting}"]
    run("node", PYODIDE_NODE, *options, script, *args)


def repo_path(path: Path) -> str:
    """The path of a file of this repository as Python inside pyodide_node sees it (.cache
    is mounted on its own, since it may be a link to another checkout's)."""
    path = path.resolve()
    if path.is_relative_to(CACHE.resolve()):
        return "/cache/" + path.relative_to(CACHE.resolve()).as_posix()
    return "/repo/" + path.relative_to(ROOT).as_posix()


def lock_for(wheels: dict[Path, str]) -> dict:
    """A Pyodide lock file naming `wheels` (each at its file name, relative to where they
    are served), after the pinned runtime's header."""
    header = json.loads((fetch_pyodide() / "pyodide-lock.json").read_text())["info"]
    entries = [lock_entry(wheel, name) for wheel, name in wheels.items()]
    return {"info": header, "packages": {e["name"]: e for e in entries}}


def lock_text(lock: dict) -> str:
    return json.dumps(lock, indent=1, sort_keys=True) + "\n"


def compile_site_python(engine: Path, dependencies: list[Path]) -> Path:
    """The trimmed standard library and the wheels, compiled to .pyc by Pyodide's own
    Python; the dependencies' wheels beside a lock file that lists them (in deps/).

    Cached in .cache/ under a hash of every input, since starting Pyodide takes seconds;
    the few most recently used builds are kept (checkouts may share one .cache).
    """
    runtime = fetch_pyodide()
    script = IN_PYODIDE / "compile_site_python.py"
    inputs = [runtime / "python_stdlib.zip", STDLIB_MODULES, script, PYODIDE_NODE, FALLBACK,
              Path(__file__), engine, *dependencies]
    key = hashlib.sha256(b"".join(hashlib.sha256(p.read_bytes()).digest() for p in inputs))
    out = CACHE / "compiled" / key.hexdigest()[:16]
    if (out / "done").exists():
        (out / "done").touch()
        return out
    built = sorted((CACHE / "compiled").glob("*/done"), key=lambda p: p.stat().st_mtime)
    for done in built[:-3]:
        shutil.rmtree(done.parent, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)  # an unfinished attempt
    (out / "in").mkdir(parents=True)
    staged = []  # where Pyodide sees them
    for flag, wheel in (("--engine", engine), *(("--wheel", w) for w in dependencies)):
        shutil.copy2(wheel, out / "in" / wheel.name)
        staged += [flag, repo_path(out / "in" / wheel.name)]
    pyodide_node(script, "--stdlib", repo_path(runtime / "python_stdlib.zip"),
                 "--modules", repo_path(STDLIB_MODULES), "--sitecustomize", repo_path(FALLBACK),
                 "--out", repo_path(out), *staged, env=LEAN_BYTECODE)
    shutil.rmtree(out / "in")
    (out / "deps").mkdir()
    for wheel in dependencies:
        (out / wheel.name).rename(out / "deps" / wheel.name)
    lock = lock_for({w: w.name for w in sorted((out / "deps").glob("*.whl"))})
    (out / "deps" / "pyodide-lock.json").write_text(lock_text(lock))
    (out / "done").write_text("")
    return out


def deflated_copy(stored: Path, dest: Path) -> None:
    """The same archive with each member deflated: the file as sent without Content-Encoding."""
    with zipfile.ZipFile(stored) as src, zipfile.ZipFile(dest, "w") as dst:
        for info in src.infolist():
            member = zipfile.ZipInfo(info.filename, date_time=info.date_time)
            member.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(member, src.read(info))


def place_archive(dist: Path, stored: Path, url: str, sources: dict[Path, Path]) -> None:
    """Put a compiled archive at `url` in two forms, both valid zips of the same members:
    deflated per member as the file itself (for a host that sends it as it is), and
    brotli/gzip copies made from the stored form (a third smaller, for a server that
    negotiates the encoding); `sources` records which file the copies come from."""
    (dist / url).parent.mkdir(parents=True, exist_ok=True)
    deflated_copy(stored, dist / url)
    sources[dist / url] = stored


def place_python(dist: Path, compiled: Path) -> dict:
    """Copy the runtime, the compiled library and wheels into dist/ at content-named URLs,
    with a lock file naming the dependencies' wheels (wheels/<hash>/pyodide-lock.json, for
    any page that loads Pyodide from this site).

    Returns what the worker needs to start with no request of its own first.
    """
    runtime = fetch_pyodide()
    (dist / RUNTIME_URL).mkdir()
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"):
        shutil.copy2(runtime / name, dist / RUNTIME_URL / name)
    sources: dict[Path, Path] = {}
    stdlib = compiled / "python_stdlib.zip"
    stdlib_url = f"{RUNTIME_URL}python_stdlib-{content_name(stdlib)}.zip"
    place_archive(dist, stdlib, stdlib_url, sources)
    # The whole library too, fetched only if a module is missing from the trimmed one.
    shutil.copy2(runtime / "python_stdlib.zip", dist / FULL_STDLIB)
    engine = next(compiled.glob("*.whl"))
    engine_url = f"wheels/{content_name(engine)}/{engine.name}"
    place_archive(dist, engine, engine_url, sources)
    # The dependencies' wheels are served as compiled (stored), and their copies made from
    # that file: the lock file's sha256 must hold for the bytes as sent, whatever the host.
    dependencies = {}  # each placed wheel: its URL under wheels/
    for wheel in sorted((compiled / "deps").glob("*.whl")):
        url = f"{content_name(wheel)}/{wheel.name}"
        (dist / "wheels" / url).parent.mkdir(parents=True)
        shutil.copy2(wheel, dist / "wheels" / url)
        dependencies[dist / "wheels" / url] = url
    lock = lock_for(dependencies)
    lock_url = f"wheels/{hashlib.sha256(lock_text(lock).encode()).hexdigest()[:16]}/pyodide-lock.json"
    (dist / lock_url).parent.mkdir()
    (dist / lock_url).write_text(lock_text(lock))
    boot = [f"{RUNTIME_URL}pyodide.asm.mjs", f"{RUNTIME_URL}pyodide.asm.wasm", stdlib_url]
    wheels = [f"wheels/{u}" for u in dependencies.values()]
    downloads = [*boot, *wheels, engine_url]
    precompress([dist / u for u in downloads], sources)
    # micropip is in the lock for other pages (a notebook installs the engine with it); the
    # worker unpacks the engine's wheel with loadPackage, and neither fetches nor loads it.
    packages = {p["name"]: f"wheels/{p['file_name']}" for p in lock["packages"].values()}
    used = sorted((u for name, u in packages.items() if name != NOTEBOOK_ONLY),
                  key=lambda u: -wire_bytes(dist / u))  # the largest first
    last = waiting_for(lock, used[0].removeprefix("wheels/"))
    return {"runtime": RUNTIME_URL, "stdlib": stdlib_url, "full_stdlib": FULL_STDLIB,
            "engine": engine_url, "lock": lock, "lock_url": lock_url,
            "bytes": sum(wire_bytes(dist / u) for u in [*boot, *used, engine_url]),
            "boot_bytes": sum(wire_bytes(dist / u) for u in boot),
            # The worker asks for them once the runtime's are in, and loads `first` before
            # the largest has arrived.
            "wheels": used, "last": last,
            "first": sorted(name for name in packages if name != NOTEBOOK_ONLY and name not in last),
            "wasm_bytes": (dist / boot[1]).stat().st_size, "boot": boot, "downloads": downloads}


def waiting_for(lock: dict, file_name: str) -> list[str]:
    """The packages of `lock` that wait for the wheel `file_name`: its own and every one
    that depends on it, directly or not.  The largest wheel's download ends last, so the
    worker loads every other package, and installs the engine, before it has arrived."""
    packages = lock["packages"].values()
    waiting = {p["name"] for p in packages if p["file_name"] == file_name}
    while more := {p["name"] for p in packages if waiting & set(p["depends"])} - waiting:
        waiting |= more
    return sorted(waiting)
