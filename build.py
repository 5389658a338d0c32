#!/usr/bin/env python3
"""Set up, test and (later) build Tricktable.  Standard library only.

    python3 build.py test     # make .venv, install the project with its dev extra, run pytest
    python3 build.py bench    # print engine speed figures

The virtual environment is rebuilt only when pyproject.toml changes.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
VENV_PY = VENV / "bin" / "python"


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


def cmd_test(args: argparse.Namespace) -> int:
    py = ensure_venv()
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([str(py), "-m", "pytest", *args.pytest_args], cwd=ROOT, env=env).returncode


def cmd_bench(args: argparse.Namespace) -> int:
    py = ensure_venv()
    return subprocess.run([str(py), str(ROOT / "scripts" / "bench.py"), *args.bench_args],
                          cwd=ROOT).returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("test", help="set up and run every test")
    t.add_argument("pytest_args", nargs=argparse.REMAINDER, help="passed on to pytest")
    t.set_defaults(func=cmd_test)
    b = sub.add_parser("bench", help="print engine speed figures")
    b.add_argument("bench_args", nargs=argparse.REMAINDER)
    b.set_defaults(func=cmd_bench)
    args = parser.parse_args()
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
