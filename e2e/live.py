"""A live table in the tests: a real Nostr relay on 127.0.0.1, and pages pointed at it.

The public relays cannot be reached from the test machines, so `relay` installs the
pinned relay of e2e/relay/ (npm, once, into .cache/) and starts it for the session;
`live_context` opens a browser context whose site settings (live-table.json) name that
relay and no STUN server: WebRTC between contexts of one Chromium needs none on loopback.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from pages import NEXT_DEAL, PLAYABLE, choose_game, context_options, open_house_rules, wait_engine

ROOT = Path(__file__).resolve().parent.parent
RELAY = ROOT / "e2e" / "relay"


def relay_folder() -> Path:
    """The relay, its packages installed once per version of its lockfile and script (npm
    ci). Test workers may get here at once: each installs in a folder of its own and renames
    it into place, and one that finds another's there keeps that one."""
    version = hashlib.sha256((RELAY / "package-lock.json").read_bytes() + (RELAY / "relay.mjs").read_bytes())
    folder = ROOT / ".cache" / f"relay-{version.hexdigest()[:12]}"
    if not folder.exists():
        mine = folder.with_name(f"{folder.name}.{os.getpid()}")
        shutil.rmtree(mine, ignore_errors=True)
        mine.mkdir(parents=True)
        for name in ("package.json", "package-lock.json", "relay.mjs"):
            shutil.copy2(RELAY / name, mine / name)
        subprocess.run(["npm", "ci", "--silent", "--no-audit", "--no-fund"], cwd=mine, check=True)
        try:
            mine.rename(folder)
        except OSError:  # another worker's is in place
            shutil.rmtree(mine, ignore_errors=True)
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


# An init script that reads the page's data channels as trystero frames them (a room frame:
# version 1, the room's token and its length; in it, an action's chunk: a 36-byte header with
# the action's name, a message number and flags, then a part of the message): every message
# of the live table's action ("tt") the page receives is kept whole, inflated (wire.js
# deflates them), as its JSON text, in window.received; window.forge(message) sends one to every peer as if the page's own code
# had, deflated bytes (a test's forged message; `raw`: text deflated as it is, JSON or not).
WIRE_SCRIPT = """
window.received = [];
window.channels = [];
let token = null;  // the room's, as the first room frame carries it
const HEADER = 36, CHUNK = 16 * 1024 - HEADER;
const parts = new Map();
function watch(channel) {
  window.channels.push(channel);
  channel.addEventListener("message", (event) => {
    if (!(event.data instanceof ArrayBuffer)) return;
    const frame = new Uint8Array(event.data);
    if (frame[0] !== 1) return;  // presence, not a room's message
    const length = (frame[1] << 8) | frame[2];
    token = token || frame.slice(3, 3 + length);
    const bytes = frame.subarray(3 + length);
    const type = new TextDecoder().decode(bytes.subarray(0, 32)).replace(/\0+$/, "");
    if (type !== "tt") return;
    window.wireBytes = (window.wireBytes || 0) + frame.length;  // as they crossed
    const key = `${window.channels.indexOf(channel)}:${bytes[32]}:${bytes[33]}`;
    const tag = bytes[34];
    if (tag & 2) return;  // metadata
    const got = [...(parts.get(key) || []), bytes.slice(HEADER)];
    if (!(tag & 1)) return parts.set(key, got);
    parts.delete(key);
    const text = new Response(new Blob(got).stream().pipeThrough(new DecompressionStream("deflate-raw"))).text();
    window.reading = (window.reading || Promise.resolve()).then(async () => window.received.push(await text));
  });
}
const Real = RTCPeerConnection;
window.RTCPeerConnection = class extends Real {
  constructor(...args) { super(...args); this.addEventListener("datachannel", (e) => watch(e.channel)); }
  createDataChannel(...args) { const channel = super.createDataChannel(...args); watch(channel); return channel; }
};
let nonce = 200;
window.forge = async (message, raw = false) => {
  const text = new Blob([raw ? message : JSON.stringify(message)]).stream();
  const body = new Uint8Array(await new Response(text.pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer());
  const count = Math.max(1, Math.ceil(body.length / CHUNK));
  nonce = (nonce + 1) % 256;
  for (const channel of window.channels.filter((c) => c.readyState === "open")) {
    for (let i = 0; i < count; i++) {
      const part = body.subarray(i * CHUNK, (i + 1) * CHUNK);
      const frame = new Uint8Array(3 + token.length + HEADER + part.length);
      frame.set([1, token.length >> 8, token.length & 255]);
      frame.set(token, 3);
      const at = 3 + token.length;
      frame.set(new TextEncoder().encode("tt"), at);
      frame.set([nonce, 0, (i === count - 1 ? 1 : 0) | 4 | 8, Math.round(255 * (i + 1) / count)], at + 32);  // bytes
      frame.set(part, at + HEADER);
      channel.send(frame);
    }
  }
};
"""


def live_context(browser, site: str, relay: str, size: tuple[int, int] = (1000, 800), storage: dict | None = None,
                 init: str | None = None):
    """A context (its own storage: one player's browser) whose site settings name `relay`,
    with its data channels watched (WIRE_SCRIPT); `storage`: localStorage to start with;
    `init`: a script run before the page's own (after WIRE_SCRIPT), as a network's limits."""
    context = browser.new_context(**context_options(size))
    settings = {"relays": [relay], "iceServers": []}
    context.route("**/live-table.json", lambda r: r.fulfill(json=settings))
    context.add_init_script(WIRE_SCRIPT)
    if init:
        context.add_init_script(init)
    if storage:
        context.add_init_script(f"""if (!sessionStorage.getItem("seeded")) {{
          for (const [k, v] of Object.entries({json.dumps(storage)})) localStorage.setItem(k, v);
          sessionStorage.setItem("seeded", "1"); }}""")
    return context


def words(lang: str, message: str, **values: str) -> str:
    """A one-line message of the live table's catalog in `lang`, its values put in."""
    catalog = (ROOT / "web" / "locales" / lang / "live.ftl").read_text(encoding="utf-8")
    (text,) = [line.split(" = ", 1)[1] for line in catalog.splitlines() if line.startswith(f"{message} = ")]
    for name, value in values.items():
        text = text.replace(f"{{ ${name} }}", value)
    return text


def received(page) -> list[dict]:
    """Every live-table message the page has received, read as JSON: a message the host
    sealed (web/live/seal.js) as the message it seals."""
    messages = [json.loads(text) for text in page.evaluate("window.received")]
    return [json.loads(m["body"])["m"] if m.get("t") == "sealed" else m for m in messages]


def my_turn(page) -> bool:
    """Whether this player has something to do now: a card to play, a decision, or Next deal."""
    return page.evaluate(f"""!document.body.dataset.busy && !!document.querySelector(
        {json.dumps(PLAYABLE)} + ", #controls button[data-action]:enabled, " + {json.dumps(NEXT_DEAL)})""")


def open_table(browser, site: str, relay: str, variant: str, options: dict | None = None,
               computers: tuple[int, ...] = (), seed: int | None = None):
    """The host's page: a table for `variant` from the new-game screen, with computer
    players at `computers` (every other seat waits for a friend); `seed` deals a known game."""
    host = live_context(browser, site, relay).new_page()
    host.goto(site + "?speed=instant")
    wait_engine(host)
    host.click("#btn-new")
    choose_game(host, variant)
    if options or seed is not None:
        open_house_rules(host)
        for name, value in (options or {}).items():
            host.locator(f"#options [data-option='{name}']").select_option(json.dumps(value))
        if seed is not None:
            host.fill("#seed", str(seed))
    host.click("#friends")
    host.fill("#live-name", "Hanna")  # the host's name, asked once
    host.click("#live-join button[type=submit]")
    host.wait_for_selector("#lobby:not([hidden])")
    for seat in computers:
        host.select_option(f"#lobby-seats [data-seat='{seat}'] select", "computer")
    return host


def join(browser, site: str, relay: str, link: str, name: str, storage: dict | None = None, lang: str = "en",
         init: str | None = None):
    """A friend's page on the table's link: their name typed once (kept after); `init` as
    live_context's."""
    page = live_context(browser, site, relay, storage=storage, init=init).new_page()
    page.goto(link.replace("friends.html#", f"friends.html?speed=instant&lang={lang}#"))
    if not storage:
        page.fill("#live-name", name)
        page.click("#live-join button[type=submit]")
    page.wait_for_selector("#lobby:not([hidden]), #board:not([hidden])", timeout=30_000)
    return page
