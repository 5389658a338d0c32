"""The worker's start in CPU seconds per step, in the pinned Pyodide under Node.

    .venv/bin/python scripts/measure_start.py [--runs 5] [--variant manni]

Builds the engine's wheel from py/, compiles it and the browser's wheels as the site's
build does (cached), then runs scripts/measure_start.mjs `--runs` times, each in a fresh
Node, and prints each step's median and range.  CPU time, not the wall clock: on a shared
machine it is the figure that stays put from run to run.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from webbuild.project import ROOT
from webbuild.site_python import compile_site_python
from webbuild.vendor import fetch_pyodide
from webbuild.wheel import build_engine_wheel, dependency_wheels


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--variant", default="manni")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        compiled = compile_site_python(build_engine_wheel(Path(tmp)),
                                       dependency_wheels(Path(sys.executable)))
    command = ["node", ROOT / "scripts" / "measure_start.mjs", "--runtime", fetch_pyodide(),
               "--stdlib", compiled / "python_stdlib.zip", "--lock", compiled / "deps" / "pyodide-lock.json",
               "--engine", next(compiled.glob("*.whl")), "--variant", args.variant, "--json"]
    runs = []
    for _ in range(args.runs):
        out = subprocess.run([str(c) for c in command], check=True, capture_output=True, text=True)
        runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
    print(f"CPU seconds, median [range] of {args.runs} runs ({compiled.name}):")
    for name in runs[0]:
        values = [r[name] for r in runs]
        print(f"  {name:16} {statistics.median(values):.3f} [{min(values):.3f}-{max(values):.3f}]")


if __name__ == "__main__":
    main()
