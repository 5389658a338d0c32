"""The static checks: the first and fastest tier of `build.py test`, before anything is built.

ruff (lint), mypy (types of the engine and the build) and the README's library example,
run as a script, as python-chess runs mypy and its README's doctests in CI.  They take
seconds and catch what the tests reach late or never: a name no test runs, a None where
a value is needed, an example in the README that no longer runs.  Their settings are in
pyproject.toml ([tool.ruff], [tool.mypy]).  Standard library only, like the rest of the
build's command line: `python -m webbuild.checks` runs them with the current Python.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

from .project import ROOT

# The ```python block of README.md's "The library" section (not in >>> form: run whole).
README_EXAMPLE = re.compile(r"^## The library\n.*?^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)


def readme_example() -> str:
    """The library example's code, as README.md shows it."""
    match = README_EXAMPLE.search((ROOT / "README.md").read_text(encoding="utf-8"))
    if match is None:
        raise ValueError("README.md has no ```python block under '## The library'")
    return match.group(1)


def static_checks(py: Path) -> int:
    """Run ruff, mypy and the README's example with `py` (the virtual environment's
    Python), in that order, printing one line for each with its time (and a failing
    one's output); nonzero if any failed."""
    checks = [("ruff", ["-m", "ruff", "check", "."]),
              ("mypy", ["-m", "mypy"]),
              ("README example", ["-c", readme_example()])]
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    failed = 0
    for name, args in checks:
        start = time.perf_counter()
        done = subprocess.run([str(py), *args], cwd=ROOT, env=env, capture_output=True, text=True)
        seconds = time.perf_counter() - start
        if done.returncode != 0:
            failed += 1
            print(done.stdout + done.stderr, end="", flush=True)
        print(f"{name}: {'ok' if done.returncode == 0 else 'FAILED'} in {seconds:.1f} s", flush=True)
    return failed


if __name__ == "__main__":
    sys.exit(static_checks(Path(sys.executable)))
