#!/usr/bin/env python3
"""Live table figures (issue 39): a friend's lobby and table, a card's way across, bytes.

    .venv/bin/python scripts/measure_live.py [--runs 3] [--relay]

dist/ is served as a static host serves it (webbuild.serve) and the test relay of
e2e/relay/ runs on 127.0.0.1 (the public relays cannot be reached here); each page is a
context of one headless Chromium with the test launch flags, as in e2e/live.py.

- lobby: a friend's cold first visit to the table's link with 4G emulated (9 Mbit/s,
  150 ms) and their name already kept (a returning friend: a first one types it), from
  navigation start to the lobby drawn; `page` is the part until the page's own script has
  run (first contentful paint of the join screen's panel), the rest is the handshake over
  the relay and the host's first answer.
- table: from the host's click on Start to the friend's table drawn.
- card: a card played by one person appearing on the other's table, over loopback, at
  the `instant` pace (so the figure is the transport's and the drawing's, not the pacing's):
  the click's time on one page, the card's first appearance in the other's trick (a
  MutationObserver) on the other; both read the same clock.  A card that waited for the
  other player to dismiss a deal's result is left out: that wait is the player's.
  The friend's cards are also given apart: the host's engine referees each on its way.
- bytes: what the friend's page downloaded from the site for a whole game of Manille (to
  61), and what it received over the data channel (the live table's messages as they
  crossed, deflated, and inflated).

`--relay`: the friend's browser can open no direct channel (test_live_relay.py's
NO_DIRECT), so after a few seconds its page goes through the relay (web/live/relay.js):
the same figures, with the bytes of the relay's events of the table that the friend's page
received (encrypted, base64url in Nostr events: as they crossed the socket) instead of the
data channel's.

Prints each run and the medians and ranges (p50 and p95 for the cards).
"""
from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "py", ROOT / "tests", ROOT / "e2e"):
    sys.path.insert(0, str(path))
from webbuild import project, serve  # noqa: E402

from playwright.sync_api import sync_playwright  # noqa: E402

import live  # noqa: E402
from live import open_table  # noqa: E402
from pages import take_turn  # noqa: E402
from test_live_relay import NO_DIRECT  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
# Each page notes when its player clicks a card, and when a card first shows in its trick.
WATCH = """
window.clicks = []; window.seen = []; window.nexts = [];
document.addEventListener("click", (e) => { const c = e.target.closest("[data-card]");
  if (c) window.clicks.push([c.dataset.card, Date.now()]);
  if (e.target.closest("#btn-next")) window.nexts.push(Date.now()); }, true);
const shown = new WeakSet();
new MutationObserver(() => { for (const c of document.querySelectorAll("[data-trick] [data-card]"))
  if (!shown.has(c)) { shown.add(c); window.seen.push([c.dataset.card, Date.now()]); } })
  .observe(document, { subtree: true, childList: true });
"""
# The relay's events of the table's relayed way (relay.js subscribes with a 16-character
# id; trystero's handshake with 64-character ones) that a page received, in bytes.
RELAYED = """
window.relayBytes = 0;
const Socket = window.WebSocket;
window.WebSocket = class extends Socket {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (e) => {
      if (typeof e.data === "string" && e.data.startsWith('["EVENT"') && JSON.parse(e.data)[1].length !== 64)
        window.relayBytes += e.data.length;
    });
  }
};
"""


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def one_run(browser, site: str, relay: str, rng: random.Random, relayed: bool = False) -> dict:
    host = open_table(browser, site, relay, "manille", {"target": 61}, computers=(2, 3))
    link = host.input_value("#lobby-link").replace("friends.html", "friends.html?speed=instant")
    context = live.live_context(browser, site, relay, storage={"tricktable.name": "Ása"}, init=NO_DIRECT if relayed else None)
    context.add_init_script(WATCH)
    context.add_init_script(RELAYED)
    friend = context.new_page()
    cdp = context.new_cdp_session(friend)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 150,
                                                   "downloadThroughput": 9e6 / 8, "uploadThroughput": 9e6 / 8})
    got = []
    cdp.on("Network.loadingFinished", lambda e: got.append(e["encodedDataLength"]))
    friend.goto(link)
    friend.wait_for_selector("#lobby:not([hidden])", timeout=60_000)
    timing = friend.evaluate("""() => ({ lobby: performance.now(),
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null })""")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0,  # loopback from here on
                                                   "downloadThroughput": -1, "uploadThroughput": -1})
    host.wait_for_function("document.querySelectorAll('#lobby-seats [data-who=friend][data-here=true]').length === 1")
    host.evaluate(WATCH)
    clicked = time.perf_counter()
    host.click("#lobby-start")
    friend.wait_for_selector("#board:not([hidden])", timeout=30_000)
    table = (time.perf_counter() - clicked) * 1000
    pages = [host, friend]
    for _ in range(4000):
        if all(p.evaluate("document.body.dataset.state") == "over" for p in pages):
            break
        moved = False
        for page in pages:
            if live.my_turn(page):
                take_turn(page, rng)
                moved = True
        if not moved:
            host.wait_for_timeout(20)
    card, refereed = [], []  # every card across; the friend's, which the host's engine referees on the way
    for sender, receiver in ((host, friend), (friend, host)):
        seen, nexts = receiver.evaluate("window.seen"), receiver.evaluate("window.nexts")
        for c, at in sender.evaluate("window.clicks"):  # the card's first showing after the click
            shown = [t for s, t in seen if s == c and t >= at]
            # Not a card that waited for the other player's "Next deal" (their result panel on show).
            if shown and not any(at <= n <= min(shown) for n in nexts):
                card.append(min(shown) - at)
                if sender is friend:
                    refereed.append(min(shown) - at)
    if "--detail" in sys.argv:
        print("  host clicks", host.evaluate("window.clicks"), "\n  friend seen", friend.evaluate("window.seen"))
        print("  friend clicks", friend.evaluate("window.clicks"), "\n  host seen", host.evaluate("window.seen"))
    channel = friend.evaluate("window.wireBytes || 0")
    relay_bytes = friend.evaluate("window.relayBytes")
    inflated = sum(len(m) for m in friend.evaluate("window.received"))
    over = friend.evaluate("document.body.dataset.state") == "over"
    for page in pages:
        page.context.close()
    return {"lobby": timing["lobby"], "page": timing["paint"], "table": table, "card": card, "refereed": refereed,
            "site_bytes": sum(got), "channel_bytes": channel, "relay_bytes": relay_bytes, "inflated": inflated, "over": over}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--detail", action="store_true", help="print every click and every card shown")
    parser.add_argument("--relay", action="store_true", help="the friend can open no direct channel: through the relay")
    args = parser.parse_args()
    with serve.served(project.DIST) as site:
        relay_process = subprocess.Popen(["node", "relay.mjs", "0"], cwd=live.relay_folder(), stdout=subprocess.PIPE, text=True)
        relay = f"ws://127.0.0.1:{relay_process.stdout.readline().split()[1]}"
        runs = []
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                for i in range(args.runs):
                    run = one_run(browser, site, relay, random.Random(i), args.relay)
                    runs.append(run)
                    cards = run["card"]
                    print(f"run {i + 1}: lobby {run['lobby']:.0f} ms (page {run['page'] or 0:.0f}), table {run['table']:.0f} ms, "
                          f"cards n={len(cards)} p50 {quantile(cards, .5):.0f} p95 {quantile(cards, .95):.0f} ms, "
                          f"site {run['site_bytes'] / 1e3:.1f} kB, channel {run['channel_bytes'] / 1e3:.1f} kB "
                          f"({run['inflated'] / 1e3:.1f} kB inflated), relayed events {run['relay_bytes'] / 1e3:.1f} kB, "
                          f"game over: {run['over']}", flush=True)
                browser.close()
        finally:
            relay_process.terminate()
    cards = [c for r in runs for c in r["card"]]

    def line(name: str, values: list[float], unit: str) -> str:
        return f"{name}: median {statistics.median(values):.0f} {unit} (range {min(values):.0f}–{max(values):.0f}, n={len(values)})"

    print(line("friend's lobby, cold, 4G", [r["lobby"] for r in runs], "ms"))
    print(line("  of which the page (first paint)", [r["page"] or 0 for r in runs], "ms"))
    print(line("friend's table after Start", [r["table"] for r in runs], "ms"))
    print(f"a card across: p50 {quantile(cards, .5):.0f} ms, p95 {quantile(cards, .95):.0f} ms (n={len(cards)})")
    friends = [c for r in runs for c in r["refereed"]]
    print(f"  of which the friend's, on the host's table: p50 {quantile(friends, .5):.0f} ms, "
          f"p95 {quantile(friends, .95):.0f} ms (n={len(friends)})")
    print(line("site bytes a friend downloads (whole game)", [r["site_bytes"] / 1e3 for r in runs], "kB"))
    print(line("data channel bytes a friend receives (whole game)", [r["channel_bytes"] / 1e3 for r in runs], "kB"))
    print(line("  the same messages inflated", [r["inflated"] / 1e3 for r in runs], "kB"))
    print(line("relay event bytes a friend receives (whole game)", [r["relay_bytes"] / 1e3 for r in runs], "kB"))


if __name__ == "__main__":
    main()
