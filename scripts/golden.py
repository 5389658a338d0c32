#!/usr/bin/env python3
"""Rewrite tests/golden/*.txt after a deliberate rule change; review the diff before committing."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests")]

from golden_text import write_all  # noqa: E402

for path in write_all():
    print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
