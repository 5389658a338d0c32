#!/usr/bin/env python3
"""The page's own script and style, and the card art, as a browser downloads them (brotli).

    .venv/bin/python scripts/measure_page_size.py [DIST]

Budgets (issue 19): the table page's own script and style at most 120 KB brotli (what
index.html loads from web/: not Pyodide, the wheels, the engine; English's words come
within app.js), the card art at most 250 KB.  The other languages' catalogs (one fetched
by a page that speaks it) and the other pages' files are listed for comparison.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from webbuild.compress import wire_bytes  # noqa: E402

PAGE = ("index.html", "app.js", "style.css", "worker.js", "sw.js", "app.webmanifest")
OTHERS = ("embed.html", "embed.js", "rules.js", "rules.css")
CATALOGS = ("locales/*.ftl",)  # named by their content (webbuild/bundle.py)
ART = ("cards-*.svg",)  # named by its content (webbuild/card_art.py)
BUDGETS = {"page script and style": 120_000, "card art": 250_000}


def main() -> int:
    dist = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist"
    groups = {name: [p for f in files for p in sorted(dist.glob(f))] for name, files in
              (("page script and style", PAGE), ("card art", ART), ("catalogs", CATALOGS),
                                                ("other pages", OTHERS))}
    over = False
    for group, files in groups.items():
        for f in files:
            print(f"  {f.name:24} {f.stat().st_size:>9,} raw {wire_bytes(f):>9,} brotli")
        total = sum(wire_bytes(f) for f in files)
        over |= total > BUDGETS.get(group, total)
        budget = f" (budget {BUDGETS[group]:,})" if group in BUDGETS else ""
        print(f"{group}: {total:,} bytes brotli{budget}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
