"""The page's JS unit tests (tests/js/*.test.js), run by Node's own test runner, and the
type check of its modules marked `// @ts-check` (TypeScript's compiler, no output; the
two scripts that run in a worker's scope against the worker's library: tsconfig.worker.json).

The page's modules import lit-html, Fluent and the catalogs from the folders the build
puts beside them, so the tests run on a staged copy of web/ with those in place (the
same tree the bundler reads), not on the bundle: a failure names the module's own line.
They need no browser and no engine: a transport that replays recorded replies
(tests/js/replay.js) stands in for the worker. The replies are the engine's own, recorded
as the tree is staged (tests/js/recordings.py), and the tests that play a card draw the
table into a DOM from npm (happy-dom, pinned by tests/js_packages/package-lock.json and
installed once into .cache/ with `npm ci`: a test tool, never shipped).
scripts/js_breaks.py checks the tests themselves: a line of the table broken, a test fails.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from webbuild.bundle import write_catalogs
from webbuild.card_art import write_card_art
from webbuild.project import CACHE, ROOT
from webbuild.site import write_shared
from webbuild.vendor import vendor_npm

TESTS = ROOT / "tests" / "js"
PACKAGES = ROOT / "tests" / "js_packages"  # the tests' own npm packages (package.json, its lockfile)


def test_packages() -> Path:
    """The tests' npm packages, installed once per version of their lockfile (npm ci) into
    .cache/js-packages-<hash>/: a second run needs no network. An install that stops half
    way leaves only a folder of its own, renamed into place once it is whole."""
    version = hashlib.sha256((PACKAGES / "package-lock.json").read_bytes()).hexdigest()[:12]
    folder = CACHE / f"js-packages-{version}"
    if not (folder / "node_modules").is_dir():
        mine = folder.with_name(f"{folder.name}.{os.getpid()}")
        shutil.rmtree(mine, ignore_errors=True)
        mine.mkdir(parents=True)
        for name in ("package.json", "package-lock.json"):
            shutil.copy2(PACKAGES / name, mine / name)
        subprocess.run(["npm", "ci", "--silent", "--no-audit", "--no-fund"], cwd=mine, check=True)
        shutil.rmtree(folder, ignore_errors=True)
        mine.rename(folder)
    return folder / "node_modules"


# The page's modules in a window, then worker.js and sw.js in a worker's global scope.
CONFIGS = ("tsconfig.json", "tsconfig.worker.json")


def stage(py: Path, out: Path = CACHE / "jstree") -> Path:
    """web/ with its vendored modules, catalog modules and shared values (`py`: the
    project's environment's Python), and the tests beside it."""
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(ROOT / "web", out)
    vendor_npm(out)
    add_declarations(out)
    write_catalogs(out)
    write_shared(py, out)
    write_card_art(out)  # the card faces' sprite, as the build names it (tests/js/faces.test.js)
    shutil.copytree(TESTS, out / "tests", ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    write_recordings(py, out / "tests" / "recorded")
    (out / "node_modules").symlink_to(test_packages(), target_is_directory=True)
    (out / "package.json").write_text('{"type": "module"}\n')  # the page's scripts are ES modules
    return out


def write_recordings(py: Path, out: Path) -> None:
    """The engine's replies the tests replay (tests/js/recordings.py, run by `py`), one JSON
    file per recorded game in `out`."""
    subprocess.run([py, str(TESTS / "recordings.py"), str(out)], check=True,
                   env=dict(os.environ, PYTHONPATH=str(ROOT / "py")))


def add_declarations(tree: Path) -> None:
    """Each vendored script's own declarations (lit-html.d.ts beside lit-html.js), from
    its npm package: the type check reads a package's declared types, not its JS."""
    for folder in (tree / "vendor").iterdir():
        for script in folder.rglob("*.js"):
            declared = CACHE / "npm" / folder.name / script.relative_to(folder).with_suffix(".d.ts")
            if declared.exists():
                shutil.copy2(declared, script.with_suffix(".d.ts"))


def check_js_types(tree: Path) -> tuple[int, str]:
    """TypeScript's compiler over the staged page's modules marked `// @ts-check` (their
    JSDoc types: table/types.js), emitting nothing; its exit code and its report."""
    start = time.perf_counter()
    tsc = vendor_npm()["typescript"] / "lib" / "tsc.js"
    code, report = 0, ""
    for config in CONFIGS:
        done = subprocess.run(["node", str(tsc), "-p", f"tests/{config}"], cwd=tree, capture_output=True, text=True)
        report += done.stdout + done.stderr
        code = code or done.returncode
    checked = sum(1 for p in tree.rglob("*.js")
                  if "vendor" not in p.parts and "tests" not in p.parts and p.read_text().startswith("// @ts-check"))
    return code, report + (f"JS types ({checked} modules): {'ok' if code == 0 else 'FAILED'} "
                           f"in {time.perf_counter() - start:.1f} s\n")


def run_js_tests(py: Path) -> int:
    """Stage the tree and run every test file in it, printing a line with the count and
    the time (Node's whole report when a test fails), with the type check beside them (Node
    runs the files one at a time on two cores: the compiler takes the other); the first
    failing exit code."""
    start = time.perf_counter()
    tree = stage(py)
    files = sorted(str(p) for p in (tree / "tests").glob("*.test.js"))
    with ThreadPoolExecutor(1) as beside:
        types = beside.submit(check_js_types, tree)
        done = subprocess.run(["node", "--test", "--test-reporter=tap", *files], cwd=tree, capture_output=True, text=True)
        if done.returncode:
            print(done.stdout + done.stderr, end="")
        count = re.search(r"^# tests (\d+)", done.stdout, re.M)
        print(f"JS unit tests ({len(files)} files, {count.group(1) if count else '?'} tests): "
              f"{'ok' if done.returncode == 0 else 'FAILED'} in {time.perf_counter() - start:.1f} s", flush=True)
        code, report = types.result()
    print(report, end="", flush=True)
    return done.returncode or code


if __name__ == "__main__":
    import sys
    raise SystemExit(run_js_tests(Path(sys.executable)))
