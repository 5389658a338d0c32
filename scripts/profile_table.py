#!/usr/bin/env python3
"""Where a trick's main-thread time goes, from Chromium's own trace (issue 50).

    .venv/bin/python scripts/profile_table.py [--runs 3] [--tricks 3] [--seed 11] [--styles] [--dist DIR]

Needs a built dist/ (or `--dist`: another build; given twice, e.g. a copy of an earlier
build and dist/, the two are measured run by run in turn, at the same load). For each case (Manni at 390×844, Manille at 1280×800) and run, one
page of a plain game link (measure_table.py's harness: served on localhost, Debian's
Chromium, the card tapped as a finger taps it). After one trick played unmeasured, it plays
`--tricks` tricks at 1× and as many with the CPU throttled 4×, each one traced (the
devtools.timeline categories, as the Performance panel records) from the player's card to
their next decision. It prints:

- split: the trick's main-thread time by kind — scripting, style (recalculation),
  layout, paint (pre-paint and paint), commit (layerize, commit) and other — each event's
  self time on the page's main thread, summed; the median trick's, in ms. CPU time (the
  trace's thread time): on a shared machine a task's wall time is several times its CPU
  time, and the throttle's pauses are not work.
- card: the main-thread work of a card played at 1×: the task that puts a card on the
  trick (the store's redraw in its animation frame, with that frame's style, layout and
  paint). A MutationObserver marks each card as it lands (`performance.mark`), and the
  trace's top-level task around the mark is that card's. Median and range of its CPU
  time, then of its wall time.
- styled: the elements restyled in that task's style recalculations (median, largest).
- task: the longest main-thread task at 4× (CPU: the throttle counts in it).
- frame: the largest frame at 4× (the gaps between requestAnimationFrame callbacks, as
  measure_table.py measures them), and how many frames of a trick took over 50 ms, in
  `--tricks` more tricks at 4× played untraced (a trace running costs the page's thread
  too: the largest frame of the traced tricks is printed beside them). Median and range
  over tricks × runs.

`--styles` also prints, for the costliest style recalculation seen, what invalidated
it (the trace's invalidation tracking: the elements and the reasons, most frequent first).
Prints the load average: the machine is shared, and other work inflates every figure.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import statistics
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent)]
from measure_table import trick_frames, wait_decision  # noqa: E402  (puts e2e/ on the path)
from browser_site import add_builds_option, builds_and_browser  # noqa: E402

CASES = [("manni", (390, 844)), ("manille", (1280, 800))]
CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "blink.user_timing",
              "v8.execute"]
INVALIDATIONS = "disabled-by-default-devtools.timeline.invalidationTracking"
KINDS = {
    "style": {"UpdateLayoutTree", "RecalculateStyles", "ParseAuthorStyleSheet", "StyleInvalidatorInvalidationTracking"},
    "layout": {"Layout", "UpdateLayerTree", "IntersectionObserverController::computeIntersections", "HitTest"},
    "paint": {"Paint", "PrePaint", "PaintImage", "Decode Image", "UpdateLayer", "PaintSetup", "RasterTask"},
    "commit": {"Commit", "CompositeLayers", "Layerize"},
    "scripting": {"FunctionCall", "EvaluateScript", "TimerFire", "FireAnimationFrame", "EventDispatch",
                  "RunMicrotasks", "v8.compile", "v8.run", "V8.Execute", "MajorGC", "MinorGC", "V8.GCScavenger",
                  "V8.GCFinalizeMC", "V8.GCIncrementalMarking", "GCEvent", "BlinkGC.AtomicPhase",
                  "XHRReadyStateChange", "MutationObserver", "v8.callFunction"},
}
TOPLEVEL = {"ThreadControllerImpl::RunTask", "RunTask", "ThreadPool_RunTask"}
# Marks each card that lands on the trick, for the trace.
MARK_CARDS = """() => {
  if (window.cardMarks) return;
  window.cardMarks = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes)
      if (n instanceof Element && n.classList.contains("played")) performance.mark("card-played");
  });
  window.cardMarks.observe(document.getElementById("board"), { childList: true, subtree: true });
}"""


def kind(name: str) -> str:
    return next((k for k, names in KINDS.items() if name in names), "other")


def main_thread(events: list[dict]) -> tuple[int, int]:
    """The page's main thread: where the card marks are, else the busiest CrRendererMain."""
    marks = [e for e in events if e.get("name") == "card-played"]
    if marks:
        return marks[0]["pid"], marks[0]["tid"]
    mains = {(e["pid"], e["tid"]) for e in events if e.get("name") == "thread_name"
             and e.get("args", {}).get("name") == "CrRendererMain"}
    counts = collections.Counter((e["pid"], e["tid"]) for e in events if (e["pid"], e["tid"]) in mains)
    return counts.most_common(1)[0][0]


def spans(events: list[dict], where: tuple[int, int]) -> list[dict]:
    """The thread's timed events as spans {name, ts, end, cpu, args} (complete events, and
    begin/end pairs matched by nesting), sorted by start then longest first. `cpu`: the
    thread's own time in it (µs), which neither other processes' work nor the throttle's
    pauses inflate, where the trace gives it; else its wall time."""
    out, stack = [], []
    for e in events:
        if (e["pid"], e["tid"]) != where:
            continue
        ph = e.get("ph")
        if ph == "X" and "dur" in e:
            out.append({"name": e["name"], "ts": e["ts"], "end": e["ts"] + e["dur"], "cpu": e.get("tdur", e["dur"]),
                        "args": e.get("args", {})})
        elif ph == "B":
            stack.append(e)
        elif ph == "E" and stack:
            b = stack.pop()
            cpu = e["tts"] - b["tts"] if "tts" in e and "tts" in b else e["ts"] - b["ts"]
            out.append({"name": b["name"], "ts": b["ts"], "end": e["ts"], "cpu": cpu,
                        "args": b.get("args", {}) | e.get("args", {})})
    out.sort(key=lambda s: (s["ts"], -s["end"]))
    return out


def self_times(timed: list[dict]) -> dict[str, float]:
    """Milliseconds of CPU self time per kind (a span's time less its children's)."""
    totals: collections.Counter[str] = collections.Counter()
    stack: list[dict] = []
    for s in timed + [{"name": "", "ts": float("inf"), "end": float("inf"), "cpu": 0}]:
        while stack and stack[-1]["end"] <= s["ts"]:
            done = stack.pop()
            totals[kind(done["name"]) if done["name"] not in TOPLEVEL else "other"] += max(0, done["self"]) / 1000
        if stack and s["end"] <= stack[-1]["end"]:
            stack[-1]["self"] -= s["cpu"]
        s["self"] = s["cpu"]
        stack.append(s)
    return dict(totals)


def card_tasks(events: list[dict], timed: list[dict]) -> list[tuple[float, float, list[int]]]:
    """Per card landed: its top-level task's CPU and wall time (ms), and the elements each
    style recalculation in that task restyled."""
    where = main_thread(events)
    marks = [e["ts"] for e in events if e.get("name") == "card-played" and (e["pid"], e["tid"]) == where]
    tops = [s for s in timed if s["name"] in TOPLEVEL]
    out = []
    for ts in marks:
        task = next((t for t in tops if t["ts"] <= ts <= t["end"]), None)
        if task is None:
            continue
        styled = [s["args"].get("elementCount", 0) for s in timed
                  if s["name"] == "UpdateLayoutTree" and task["ts"] <= s["ts"] < task["end"]]
        out.append((task["cpu"] / 1000, (task["end"] - task["ts"]) / 1000, styled))
    return out


def invalidations(events: list[dict], timed: list[dict]) -> list[str]:
    """What invalidated the costliest style recalculation: the tracked invalidations
    before it (since the previous one), by reason and element, most frequent first."""
    recalcs = [s for s in timed if s["name"] == "UpdateLayoutTree"]
    if not recalcs:
        return []
    worst = max(recalcs, key=lambda s: s["end"] - s["ts"])
    before = max((s["end"] for s in recalcs if s["end"] <= worst["ts"]), default=0)
    seen: collections.Counter[str] = collections.Counter()
    for e in events:
        if before <= e["ts"] <= worst["ts"] and "InvalidationTracking" in e.get("name", ""):
            d = e.get("args", {}).get("data", {})
            why = d.get("reason") or d.get("invalidatedSelectorId") or d.get("changedAttribute") or d.get("changedClass") \
                or d.get("changedId") or d.get("changedPseudo") or ""
            seen[f"{e['name']}: {why} on {d.get('nodeName', '?')}"] += 1
    head = f"worst style recalc {(worst['end'] - worst['ts']) / 1000:.1f} ms, {worst['args'].get('elementCount', '?')} elements"
    return [head] + [f"  {n:4d} × {what}" for what, n in seen.most_common(15)]


def traced_trick(browser, page, cdp, rate: float, styles: bool) -> tuple[list[dict], list[float]]:
    """Play a trick with the CPU throttled `rate` times, traced: the trace's events and
    the frame times (ms)."""
    categories = CATEGORIES + ([INVALIDATIONS] if styles else [])
    frames = trick_frames(page, cdp, rate, before=lambda: browser.start_tracing(page=page, categories=categories))
    events = json.loads(browser.stop_tracing())["traceEvents"]
    return events, frames


def one_run(browser, site: str, game: str, size: tuple[int, int], seed: int, tricks: int, styles: bool) -> dict:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, bypass_csp=True)
    context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(site) else r.abort())
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    page.goto(f"{site}?game={game}&seed={seed}")
    wait_decision(page)
    page.evaluate(MARK_CARDS)
    traced_trick(browser, page, cdp, 1, False)  # unmeasured: the first tap opens the page's sound
    out: dict = {"split": {1: [], 4: []}, "cards": [], "frames": [], "long": [], "traced": [], "tasks": [], "styles": []}
    for rate in (1, 4):
        for _ in range(tricks):
            wait_decision(page)
            events, frames = traced_trick(browser, page, cdp, rate, styles and rate == 1)
            timed = spans(events, main_thread(events))
            out["split"][rate].append(self_times(timed))
            if rate == 1:
                out["cards"] += card_tasks(events, timed)
                if styles:
                    out["styles"].append(invalidations(events, timed))
            else:
                out["traced"].append(max(frames))
                out["tasks"].append(max((s["cpu"] / 1000 for s in timed if s["name"] in TOPLEVEL), default=0))
    for _ in range(tricks):  # the frames a player sees: no trace running (it costs the page's thread)
        wait_decision(page)
        frames = trick_frames(page, cdp, 4)
        out["frames"].append(max(frames))
        out["long"].append(sum(f > 50 for f in frames))
    context.close()
    return out


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):6.1f} ({min(values):.1f}–{max(values):.1f})" if values else "—"


def report(label: str, runs: list[dict]) -> None:
    """Print one case's figures over its runs."""
    for rate in (1, 4):
        tricks = [t for r in runs for t in r["split"][rate]]
        kinds = ["scripting", "style", "layout", "paint", "commit", "other"]
        split = "  ".join(f"{k} {statistics.median([t.get(k, 0) for t in tricks]):.0f}" for k in kinds)
        print(f"{label} {rate}× trick split (CPU, median ms): {split}")
    cards = [c for r in runs for c in r["cards"]]
    print(f"{label} card at 1×, CPU (ms): {summary([c[0] for c in cards])} over {len(cards)} cards; "
          f"wall: {summary([c[1] for c in cards])}")
    styled = [sum(c[2]) for c in cards]
    if styled:
        print(f"{label} elements restyled per card: median {statistics.median(styled):.0f}, most {max(styled)}")
    print(f"{label} longest task at 4×, CPU (ms): {summary([t for r in runs for t in r['tasks']])}")
    print(f"{label} largest frame at 4×, traced (ms): {summary([f for r in runs for f in r['traced']])}")
    print(f"{label} largest frame at 4× (ms): {summary([f for r in runs for f in r['frames']])}")
    print(f"{label} frames over 50 ms a trick at 4×: {summary([n for r in runs for n in r['long']])}")
    for lines in (s for r in runs for s in r["styles"][:1]):
        print("\n".join(lines))
    sys.stdout.flush()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--tricks", type=int, default=3)
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--styles", action="store_true", help="what invalidated the costliest style recalculation")
    p.add_argument("--cases", default="manni,manille", help="of: " + ",".join(g for g, _ in CASES))
    add_builds_option(p)
    args = p.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.1f}", flush=True)
    with builds_and_browser(args.dist) as (sites, browser):
        for game, size in [c for c in CASES if c[0] in args.cases.split(",")]:
            runs: dict[str, list[dict]] = {d: [] for d in sites}
            for _ in range(args.runs):
                for d, site in sites.items():
                    runs[d].append(one_run(browser, site, game, size, args.seed, args.tricks, args.styles))
            for d in sites:
                report(f"{game} {size[0]}×{size[1]}" + (f" [{d}]" if len(sites) > 1 else ""), runs[d])
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
