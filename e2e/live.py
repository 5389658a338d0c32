"""A live table in the tests: a real Nostr relay on 127.0.0.1, and pages pointed at it.

The public relays cannot be reached from the test machines, so `relay` installs the
pinned relay of e2e/relay/ (npm, once, into .cache/) and starts it for the session;
`live_context` opens a browser context whose site settings (live-table.json) name that
relay and no STUN server: WebRTC between contexts of one Chromium needs none on loopback.
"""
from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from pages import NEXT_DEAL, PLAYABLE

ROOT = Path(__file__).resolve().parent.parent
RELAY = ROOT / "e2e" / "relay"


def relay_folder() -> Path:
    """The relay's packages, installed once per version of its lockfile (npm ci)."""
    lock = (RELAY / "package-lock.json").read_bytes()
    folder = ROOT / ".cache" / f"relay-{hashlib.sha256(lock).hexdigest()[:12]}"
    if not (folder / "node_modules").exists():
        folder.mkdir(parents=True, exist_ok=True)
        for name in ("package.json", "package-lock.json"):
            shutil.copy2(RELAY / name, folder / name)
        subprocess.run(["npm", "ci", "--silent", "--no-audit", "--no-fund"], cwd=folder, check=True)
    shutil.copy2(RELAY / "relay.mjs", folder / "relay.mjs")
    return folder


@pytest.fixture(scope="session")
def relay() -> Iterator[str]:
    """A relay's address, ws://127.0.0.1:<port>, for the whole session."""
    process = subprocess.Popen(["node", "relay.mjs", "0"], cwd=relay_folder(), stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline() if process.stdout else ""
    if not line.startswith("ready "):
        process.kill()
        pytest.fail(f"the test relay did not start: {line!r}")
    yield f"ws://127.0.0.1:{line.split()[1]}"
    process.terminate()
    process.wait(10)


def live_context(browser, site: str, relay: str, size: tuple[int, int] = (1000, 800)):
    """A context (its own storage: one player's browser) whose site settings name `relay`."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, bypass_csp=True)
    settings = {"relays": [relay], "iceServers": []}
    context.route("**/live-table.json", lambda r: r.fulfill(json=settings))
    return context


def my_turn(page) -> bool:
    """Whether this player has something to do now: a card to play, a decision, or Next deal."""
    return page.evaluate(f"""!document.body.dataset.busy && !!document.querySelector(
        {json.dumps(PLAYABLE)} + ", #controls button[data-action]:enabled, " + {json.dumps(NEXT_DEAL)})""")
