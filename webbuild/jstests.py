"""The page's JS unit tests (tests/js/*.test.js), run by Node's own test runner.

The page's modules import lit-html, Fluent and the catalogs from the folders the build
puts beside them, so the tests run on a staged copy of web/ with those in place (the
same tree the bundler reads), not on the bundle: a failure names the module's own line.
They need no browser and no engine: a transport that replays recorded replies
(web/transport/replay.js) stands in for the worker.
"""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from webbuild.bundle import write_locale_modules
from webbuild.project import CACHE, ROOT
from webbuild.vendor import vendor_npm

TESTS = ROOT / "tests" / "js"


def stage(out: Path = CACHE / "jstree") -> Path:
    """web/ with its vendored modules and catalog modules, and the tests beside it."""
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(ROOT / "web", out)
    vendor_npm(out)
    write_locale_modules(out)
    shutil.copytree(TESTS, out / "tests")
    (out / "package.json").write_text('{"type": "module"}\n')  # the page's scripts are ES modules
    return out


def run_js_tests() -> int:
    """Stage the tree and run every test file in it; Node's exit code."""
    tree = stage()
    files = sorted(str(p) for p in (tree / "tests").glob("*.test.js"))
    return subprocess.run(["node", "--test", *files], cwd=tree).returncode


if __name__ == "__main__":
    raise SystemExit(run_js_tests())
