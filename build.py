#!/usr/bin/env python3
"""Set up, build, serve and test Tricktable.  Standard library only; drives npm and pip.

    python3 build.py play [--port 8000]   # set up, build dist/ and serve it on 127.0.0.1
    python3 build.py test                 # set up, static checks and JS unit tests, build, run pytest
    python3 build.py test --quick         # the same without the tests marked slow
    python3 build.py build                # only build dist/
    python3 build.py bench                # print engine speed figures
    python3 build.py stdlib-modules       # rewrite stdlib-modules.txt by playing every game

The steps live in webbuild/ (vendor, wheel, site_python, bundle, policy, compress, serve,
site); this file keeps the command line, the virtual environment and Chromium.  Downloads
(the npm packages: Pyodide, lit-html, Fluent, esbuild, axe-core; the browser's wheels:
pydantic, pydantic_core and theirs, micropip) are cached in .cache/, so a second build
needs no network.  The virtual environment is rebuilt only when pyproject.toml changes.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from webbuild.checks import static_checks
from webbuild.jstests import run_js_tests
from webbuild.project import DIST, ROOT, STDLIB_MODULES, run
from webbuild.serve import serve
from webbuild.site import build_site
from webbuild.site_python import IN_PYODIDE, compile_site_python, pyodide_node, repo_path
from webbuild.wheel import build_engine_wheel, dependency_wheels

VENV = ROOT / ".venv"
VENV_PY = VENV / "bin" / "python"


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


def cmd_build(args: argparse.Namespace) -> int:
    build_site(ensure_venv())
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    build_site(ensure_venv())
    serve(DIST, args.port)
    return 0


def ensure_chromium() -> None:
    """The end-to-end tests drive Debian's Chromium: its headless shell (the page tests take
    a sixth less time in it) and, where the desktop browser does its own way, the whole
    browser; install what is missing."""
    missing = [name for name in ("chromium-headless-shell", "chromium") if not shutil.which(name)]
    if os.environ.get("TRICKTABLE_CHROMIUM") or not missing:
        return
    if shutil.which("apt-get") and os.geteuid() == 0:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        for step in (["update", "-qq"], ["install", "-y", "-qq", *missing]):
            if subprocess.run(["apt-get", *step], env=env).returncode:
                break
    if not shutil.which("chromium"):
        sys.exit("Chromium is needed for the end-to-end tests: install Debian's `chromium` and "
                 "`chromium-headless-shell` packages, or set TRICKTABLE_CHROMIUM to a Chromium binary")


def cmd_test(args: argparse.Namespace) -> int:
    py = ensure_venv()
    # The first tier, in seconds, before anything is built: lint, types, the README's
    # example, the page's JS unit tests (no browser, no engine).
    if static_checks(py) or run_js_tests(py):
        return 1
    ensure_chromium()
    build_site(py)
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    quick = ["-m", "not slow"] if args.quick else []
    if args.quick:  # one random game per game and option set, not three (docs/engine.md, "Tests")
        env.setdefault("TRICKTABLE_RANDOM_GAMES", "1")
    # The slowest tests in every log, so a CI run that grows is seen growing where it does.
    slowest = ["--durations=25"]
    # One worker per core (pytest-xdist), each with its own browser for the page tests; an
    # idle worker takes tests queued for the other (worksteal), as their lengths vary widely.
    workers = ["-n", "auto", "--dist", "worksteal"]
    return subprocess.run([str(py), "-m", "pytest", *workers, *slowest, *quick, *args.pytest_args],
                          cwd=ROOT, env=env).returncode


def cmd_bench(args: argparse.Namespace) -> int:
    py = ensure_venv()
    return subprocess.run([str(py), str(ROOT / "scripts" / "bench.py"), *args.bench_args],
                          cwd=ROOT).returncode


def cmd_stdlib_modules(args: argparse.Namespace) -> int:
    """Play every game in Pyodide with its whole standard library and list what it used.

    The engine and its dependencies come as their wheels, installed as the worker
    installs them (micropip), so what installing and importing them imports is on the
    list too."""
    with tempfile.TemporaryDirectory() as tmp:
        engine = build_engine_wheel(Path(tmp))
        compiled = compile_site_python(engine, dependency_wheels(ensure_venv()))
        pyodide_node(IN_PYODIDE / "stdlib_usage.py", "--write", repo_path(STDLIB_MODULES),
                     lock=compiled / "deps" / "pyodide-lock.json", engine=engine)
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
