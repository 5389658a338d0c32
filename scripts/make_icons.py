#!/usr/bin/env python3
"""Draw the web app icons (web/icon-192.png, web/icon-512.png) from web/favicon.svg.

    .venv/bin/python scripts/make_icons.py

Chromium renders the favicon's two cards on the table's green, with the margin a
maskable icon needs; the PNGs are committed, so a build needs no browser.
"""
from __future__ import annotations

import base64
from pathlib import Path

from playwright.sync_api import sync_playwright

WEB = Path(__file__).resolve().parent.parent / "web"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def main() -> None:
    svg = base64.b64encode((WEB / "favicon.svg").read_bytes()).decode()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for size in (192, 512):
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(f"""<body style="margin:0;background:#1e5b3a;display:grid;place-items:center;
                height:100vh"><img src="data:image/svg+xml;base64,{svg}" width="{size * 0.7:.0f}"></body>""")
            page.screenshot(path=str(WEB / f"icon-{size}.png"))
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
