"""Where the build finds and puts things, the pinned runtime, and how it runs a command.

Standard library only: `build.py` imports the build before the virtual environment exists.
"""
from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".cache"  # downloads and compiled results, shared between checkouts
DIST = ROOT / "dist"
IN_PYODIDE = Path(__file__).resolve().parent / "in_pyodide"  # scripts run by the pinned Pyodide
PYODIDE_VERSION = "314.0.7"
STDLIB_MODULES = ROOT / "stdlib-modules.txt"


def run(*cmd: str | Path, **kw: Any) -> None:
    """Run a command, echoed first, failing the build when it fails."""
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def content_name(path: Path) -> str:
    """A short hash of a file's bytes: URLs and cache entries that name their content."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]
