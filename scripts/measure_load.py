#!/usr/bin/env python3
"""Page load figures for dist/, in headless Chromium, with the network throttled.

    .venv/bin/python scripts/measure_load.py [--runs 5] [--conditions 4g,broadband]
                                             [--site DIR ...]  # other builds, to compare
                                             [--entry home,game,deal,embed,live]
                                             [--later 2]  # visits after the warm one

The site is served as a compressing static host serves it (webbuild.serve.SiteHandler: brotli,
Content-Encoding, Vary).  Each condition is emulated with the DevTools protocol
(Network.emulateNetworkConditions): 4G is 9 Mbit/s down and 150 ms, broadband 50 Mbit/s
and 20 ms, local is unthrottled.  A run opens the site with nothing to resume in a fresh
persistent profile (cold), waits until the service worker has cached the site, then
opens it again in the same profile (warm: the service worker and the memory cache serve
it, as on a player's second visit; a build without a service worker is served by the
HTTP cache); with --later N, N more visits follow in that profile (`visit 3`, …: a
returning player's later visits, for what the browser keeps only from the second on,
such as compiled code).  The page opens a new game of the first game (from its
openings); a build that shows the new-game screen instead has its Start pressed as soon
as it can be.
The entry points (--entry): `home`, the site with nothing to resume; `home-is`, the same in
Icelandic (a language whose words the page fetches, English's coming within it); `game`, a short link to
a game of Manni from its start as the page writes it (`#t=…`, with its receiver's opening:
the engine here writes it); `deal`, a short link to the second deal of such a game;
`challenge`, a one-deal challenge link of Manni that another player has played (the
invitation's Play is clicked as soon as it shows); `embed`, the embedded table of the game
link (`embed.html#t=…`, as the Embed dialog writes it); `game-query`, `deal-query` and
`embed-query`, the links of earlier versions (`?game=manni&seed=…`, `?deal=<save>`,
`embed.html?game=manni`), which wait for the engine; `live`, a rules page's live table (its
embed.html address, as the rules page of Manni writes it), which loads the engine only at
the reader's first move, so it has no engine figures.
Times are from navigation start:

- skeleton: first contentful paint (the table's outline, drawn by the HTML and CSS);
- playable: the hand on screen with the human's first decision enabled (a control or a card);
- engine:   the worker reports the engine ready;
- bytes:    bytes the server sent for the visit (bodies as sent, compressed);
- cpu:      CPU seconds (user and system) of the browser's processes from navigation
            start to the engine ready: on a shared machine the times above stretch with
            the load, this far less;
- worker:   CPU seconds of the engine's worker thread from its start to the engine ready
            (read then; the page's earlier worker has gone with its page): the part of the
            start that runs one step after another, not counting the compiler's threads.

With several --site builds, each run takes them in turn, so that they meet the same load.

Prints every run, then the median and range of each figure per condition and visit, and
where the bytes of the last cold visit went, file by file (the service worker's copy of
the rest of the site, fetched once the engine runs, included).
"""
from __future__ import annotations

import argparse
import base64
import collections
import contextlib
import json
import os
import random
import re
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))
from webbuild import project, serve  # noqa: E402

from playwright.sync_api import sync_playwright  # noqa: E402

CONDITIONS = {  # name: (download bit/s, upload bit/s, round-trip latency in ms)
    "4g": (9e6, 9e6, 150),
    "broadband": (50e6, 50e6, 20),
    "local": (None, None, 0),
}
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
# Record when the worker says the engine is ready (before the page's own scripts run).
WATCH_ENGINE = """
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (e) => {
      if (e.data && e.data.label === "ready") window.engineReady = performance.now();
    });
  }
};
"""
PLAYABLE = """() => document.body.dataset.state === 'playing' && !document.body.dataset.busy &&
  document.querySelector('#hand button[data-card]') !== null &&
  document.querySelector('#controls button:enabled, #hand button[data-card]:enabled') !== null &&
  performance.now()"""
# Either a game on the table, or (a build without openings) the new-game screen.
PLAYABLE_OR_FORM = f"""() => document.body.dataset.state === 'ready' || ({PLAYABLE})()"""
PAINT = "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null"
# Every page registers the service worker once the engine runs (client.js), the embedded
# table too: a warm visit is one after its install, which would otherwise share the visit.
PRECACHED = """async () => {
  const registration = await Promise.race([navigator.serviceWorker.ready,
    new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (!registration) return;  // a build without offline play
  while (registration.active.state !== "activated") await new Promise((r) => setTimeout(r, 50));
}"""


class CountingHandler(serve.SiteHandler):
    """The project's handler, adding up the body bytes it sends, in all and per file."""
    sent = 0
    per_file: collections.Counter = collections.Counter()
    last_cold: dict[str, int] = {}
    lock = threading.Lock()

    def send_header(self, keyword: str, value: str) -> None:
        if keyword == "Content-Length":
            with CountingHandler.lock:
                CountingHandler.sent += int(value)
                CountingHandler.per_file[self.path.partition("?")[0]] += int(value)
        super().send_header(keyword, value)


def deal_save() -> str:
    """A link's `deal`: the save of a game of Manni cut at the start of its first deal."""
    save = {"format": "tricktable-save", "version": 1,
            "config": {"variant": "manni", "seed": 7, "options": {}}, "actions": []}
    return base64.urlsafe_b64encode(json.dumps(save).encode()).decode().rstrip("=")


def live_address(site: Path) -> str:
    """The live table's address on the site's rules page of Manni (in English)."""
    page = (site / "rules" / "manni.en.html").read_text()
    return re.search(r'src="\.\./(embed\.html\?[^"]+)"', page).group(1).replace("&amp;", "&")


def call(session, method: str, **params) -> dict:
    reply = json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))
    if "error" in reply:
        raise RuntimeError(reply["error"]["message"])
    return reply["result"]


def short_codes() -> dict[str, str]:
    """The short links' codes the page would write (the engine's make_link and challenge_end),
    each with its receiver's opening: a game of Manni from its start, its second deal, and a
    one-deal challenge of Manni played by someone else."""
    from tricktable.bots.base import random_action
    from tricktable.session.bridge import Session
    maker = Session()
    reply = call(maker, "new_game", variant="manni", seed=7)
    game = call(maker, "make_link", save=reply["save"], lang="en")["code"]
    rng = random.Random(7)
    while reply["view"]["deal"] == 0:
        reply = call(maker, "act", action=random_action(reply["view"], rng))
    start = call(maker, "resume", save=reply["save"])["deal_starts"][-1]
    deal = call(maker, "make_link", save=reply["save"], moves=start, lang="en")["code"]
    reply = call(maker, "challenge_new", variant="manni", deals=1, lang="en")
    while not reply["challenge"]["done"]:
        reply = call(maker, "act", action=random_action(reply["view"], rng))
    challenge = call(maker, "challenge_end", name="Anna")["code"]
    return {"game": game, "deal": deal, "challenge": challenge}


def entry_paths(site: Path, entries: list[str]) -> dict[str, str]:
    """Each entry point's address on the site (played at once: no pauses)."""
    codes = short_codes() if {"game", "deal", "challenge", "embed"} & set(entries) else {}
    return {"home": "?speed=instant", "home-is": "?speed=instant&lang=is", "game-query": "?game=manni&seed=7&speed=instant",
            "deal-query": f"?deal={deal_save()}&seat=0&speed=instant",
            "embed-query": "embed.html?game=manni&speed=instant", "live": live_address(site) + "&speed=instant",
            **{k: f"?speed=instant#t={code}" for k, code in codes.items()},
            **({"embed": f"embed.html?speed=instant#t={codes['game']}"} if codes else {})}


def cpu_seconds(profile: str) -> float:
    """User and system CPU time so far of the browser processes started on `profile`."""
    ticks = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if profile.encode() in Path(f"/proc/{pid}/cmdline").read_bytes():
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                ticks += int(fields[11]) + int(fields[12])
        except OSError:  # gone meanwhile
            pass
    return ticks / os.sysconf("SC_CLK_TCK")


def worker_cpu_seconds(profile: str) -> float:
    """User and system CPU time so far of the browser's Web Worker threads on `profile`:
    the engine's worker, whose work from its start to "ready" is the serial part of it."""
    ticks = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if profile.encode() not in Path(f"/proc/{pid}/cmdline").read_bytes():
                continue
            for task in Path(f"/proc/{pid}/task").iterdir():
                if (task / "comm").read_text().startswith("DedicatedWorker"):
                    fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
                    ticks += int(fields[11]) + int(fields[12])
        except OSError:  # gone meanwhile
            pass
    return ticks / os.sysconf("SC_CLK_TCK")


def visit(context, profile: str, url: str, condition: str, engine: bool = True, invited: bool = False) -> dict:
    """One navigation under a condition; returns its figures (seconds and bytes); with
    `engine` false (an entry that loads it only at the player's move), none of the engine;
    `invited`: a challenge link, whose invitation is accepted."""
    down, up, latency = CONDITIONS[condition]
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    if down:
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": latency,
            "downloadThroughput": down / 8, "uploadThroughput": up / 8})
    before = CountingHandler.sent
    CountingHandler.per_file.clear()
    cpu = cpu_seconds(profile)
    page.goto(url)
    if invited:  # a challenge's invitation: a name, and Play
        page.wait_for_selector("#challenge-intro", state="visible", timeout=180_000)
        page.fill("#challenge-name", "Björn")
        page.click("#challenge-go")
    playable = page.wait_for_function(PLAYABLE_OR_FORM, timeout=180_000, polling=20).json_value()
    if playable is True:  # the new-game screen: start its default game
        page.click("#start")
        playable = page.wait_for_function(PLAYABLE, timeout=180_000, polling=20).json_value()
    figures = {"playable": playable / 1000}
    painted = page.evaluate(PAINT)  # now and then Chromium records no first paint: left out
    if painted is not None:
        figures["skeleton"] = painted / 1000
    if engine:
        page.wait_for_function("window.engineReady !== undefined", timeout=180_000, polling=20)
        figures.update(engine=page.evaluate("window.engineReady") / 1000,
                       cpu=cpu_seconds(profile) - cpu, worker=worker_cpu_seconds(profile))
    page.evaluate(PRECACHED)  # the cold visit's service worker has cached the site
    figures["bytes"] = CountingHandler.sent - before
    page.evaluate("localStorage.clear()")
    page.close()
    return figures


def summary(runs: list[dict]) -> str:
    parts = []
    for key, unit, scale in (("skeleton", "s", 1), ("playable", "s", 1), ("engine", "s", 1),
                             ("cpu", "s", 1), ("worker", "s", 1), ("bytes", "MB", 1e-6)):
        values = [r[key] * scale for r in runs if key in r]
        if not values:
            continue
        parts.append(f"{key} {statistics.median(values):.2f} {unit} "
                     f"[{min(values):.2f}–{max(values):.2f}]")
    return ", ".join(parts)


def print_files(sent: dict[str, int], shown: int = 12) -> None:
    """The largest downloads of a visit, and the rest together."""
    ranked = sorted(sent.items(), key=lambda item: -item[1])
    print(f"\nbytes sent on the last cold visit ({sum(sent.values()) / 1e6:.2f} MB), largest first:")
    for path, n in ranked[:shown]:
        print(f"  {n / 1e6:7.3f} MB  {path}")
    rest = ranked[shown:]
    print(f"  {sum(n for _, n in rest) / 1e6:7.3f} MB  {len(rest)} other files")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--conditions", default="4g,broadband")
    parser.add_argument("--site", type=Path, nargs="+", default=[project.DIST],
                        help="the built site (dist/), or several to compare")
    parser.add_argument("--entry", default="home", help="entry points: home,home-is,game,deal,challenge,embed,"
                                                        "game-query,deal-query,embed-query,live")
    parser.add_argument("--later", type=int, default=0, help="visits after the warm one")
    args = parser.parse_args()
    kinds = ["cold", "warm"] + [f"visit {n}" for n in range(3, 3 + args.later)]
    conditions = args.conditions.split(",")
    entries = args.entry.split(",")
    urls = {}
    servers = contextlib.ExitStack()
    for site in args.site:
        address = servers.enter_context(serve.served(site, CountingHandler))
        paths = entry_paths(site, entries)
        for entry in entries:
            urls[site, entry] = address + paths[entry]
    results = {(s, e, c, v): [] for s, e in urls for c in conditions for v in kinds}
    start_load = os.getloadavg()[0]
    with servers, sync_playwright() as p:
        for condition in conditions:
            for i in range(args.runs):
                for (site, entry), url in urls.items():
                    with tempfile.TemporaryDirectory() as profile:
                        context = p.chromium.launch_persistent_context(
                            profile, executable_path="/usr/bin/chromium", args=ARGS, headless=True,
                            bypass_csp=True)  # wait_for_function evaluates strings
                        context.add_init_script(WATCH_ENGINE)
                        for kind in kinds:
                            figures = visit(context, profile, url, condition, engine=entry != "live",
                                            invited=entry == "challenge")
                            if kind == "cold":
                                CountingHandler.last_cold = dict(CountingHandler.per_file)
                            results[site, entry, condition, kind].append(figures)
                            print(f"{site} {entry} {condition} {kind} run {i + 1}: " + ", ".join(
                                f"{k} {v:.2f}" if k != "bytes" else f"{k} {v / 1e6:.2f} MB"
                                for k, v in figures.items()), flush=True)
                        context.close()
    print_files(CountingHandler.last_cold)
    print(f"\nmedian [range] of {args.runs} runs, served compressed; machine load average "
          f"{start_load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end (on {os.cpu_count()} cores):")
    for (site, entry, condition, kind), runs in results.items():
        name = f"{site} " if len(args.site) > 1 else ""
        print(f"{name}{entry:5} {condition:9} {kind}: {summary(runs)}")


if __name__ == "__main__":
    main()
