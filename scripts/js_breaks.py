"""Break the page one line at a time and check that a JS unit test fails (not part of the
test run: a check of the tests themselves).

    .venv/bin/python scripts/js_breaks.py           # every break, a table of what caught it
    .venv/bin/python scripts/js_breaks.py 3 7        # only breaks 3 and 7

The tree is staged once as webbuild.jstests stages it, in a folder of its own
(.cache/jstree-breaks: the JS tests may run meanwhile); each break replaces
one line of a module there, runs every tests/js/*.test.js with Node, and puts the line
back. A break that no test fails is a hole in the tests. Exits 1 if there is one.
"""
from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from webbuild.jstests import stage  # noqa: E402
from webbuild.project import CACHE  # noqa: E402

# (module, the line's text as it stands (unique in the module), the line broken, what breaks)
BREAKS = [
    # The structure review of 2026-11-28 (finding 3): each passed all 47 tests then.
    ("table/input.js", 'act({ type: "play", card: code });', "",
     "a tap that plays no card"),
    ("table/input.js", "else if (selected.length < max)", "else if (selected.length <= max)",
     "a pick of more cards than the decision allows"),
    ("table/render.js", 'new Set(view.legal.filter((a) => a.type === "play").map((a) => a.card));',
     "new Set();", "a hand with no playable card"),
    ("table/flow.js", "s.hint = action.card ? [action.card] : action.discard ?? null;", "s.hint = null;",
     "a hint that marks nothing"),
    ("table/games.js", "      if (this.state.gameId !== id) return;\n      this.store.update((s) => Object.assign(s, { dealStarts",
     "      this.store.update((s) => Object.assign(s, { dealStarts", "a late resume reply landing on another game"),
    # More of the tap-to-table path.
    ("table/input.js", 'if (button.getAttribute("aria-disabled") === "true" && (!playing || state.result)) {',
     "if (false) {", "a greyed card sent while another decision is due"),
    ("table/input.js", "if (selected.includes(code)) store.update", "if (false) store.update",
     "a picked card not put back by a second tap"),
    ("table/input.js", "ArrowRight: at < 0 ? 0 : Math.min(at + 1, last)", "ArrowRight: at < 0 ? 0 : Math.min(at, last)",
     "ArrowRight does not move"),
    ("table/input.js", 'button.getAttribute("aria-disabled") === "false" && state.raised !== code',
     'button.getAttribute("aria-disabled") === "false"', "confirm before playing: a second tap raises again"),
    ("table/render.js", "const myDecision = (state) => state.view.to_move === state.view.seat && !state.busy;",
     "const myDecision = (state) => state.view.to_move === state.view.seat;",
     "cards playable while the engine is asked"),
    ("table/render.js", "data-kind=\"play\" aria-disabled=${String(!playable)}", "data-kind=\"play\" aria-disabled=\"false\"",
     "no card greyed"),
    ("table/render.js", 'state.hint?.includes(code) ? "hinted" : ""', '""', "a hinted card not drawn so"),
    ("table/render.js", "const taking = state.taking && view.last_trick && !view.trick.length;", "const taking = false;",
     "the trick just taken not kept on show"),
    ("table/render.js", "data-gather=${state.gathering && done ? area(view, winner) : nothing}",
     "data-gather=${state.gathering && done ? area(view, 0) : nothing}", "the trick gathered to the wrong seat"),
    ("table/pace.js", "    store.update((s) => { s.gathering = true; });\n", "", "a trick never gathered"),
    ("table/pace.js", 'if (event.type === "exchange") markDrawn(store, before, event);', "",
     "the cards drawn in an exchange not marked"),
    ("table/keeper.js", "keep({ ...recordOf(state.save), decision: action });", "",
     "a decision not kept before the engine answers"),
    ("table/keeper.js", "    if (stored) keep(state.record);\n", "", "a reply's save not kept"),
    ("table/controller.js", "    refocus(at, onCard && !state.result);\n", "", "the focus lost with a decision's button"),
    ("table/controller.js", "if (!error) store.update((s) => { s.selected = []; });", "",
     "an exchange's picks left picked after it"),
]


def run_tests(tree: Path) -> tuple[int, list[str]]:
    """Node's exit code over every test file, and the names of the tests that failed."""
    files = sorted(str(p) for p in (tree / "tests").glob("*.test.js"))
    done = subprocess.run(["node", "--test", "--test-reporter=tap", *files], cwd=tree, capture_output=True, text=True)
    failed = [name for name in re.findall(r"^not ok \d+ - (.*)$", done.stdout, re.M) if "# TODO" not in name]
    return done.returncode, failed


def main(only: list[int]) -> int:
    tree = stage(Path(sys.executable), CACHE / "jstree-breaks")
    code, failed = run_tests(tree)
    if code:
        print(f"The tests fail before any break: {failed}")
        return 1
    holes = 0
    print("| # | module:line | break | caught | by (first failing test) | s |\n|---|---|---|---|---|---|")
    for n, (module, line, broken, what) in enumerate(BREAKS, 1):
        if only and n not in only:
            continue
        path = tree / module
        text = path.read_text()
        if text.count(line) != 1:
            print(f"| {n} | {module} | {what} | NOT FOUND ({text.count(line)} matches) | | |")
            holes += 1
            continue
        at = text[:text.index(line)].count("\n") + 1 + (len(line) - len(line.lstrip("\n")))
        start = time.perf_counter()
        path.write_text(text.replace(line, broken))
        try:
            code, failed = run_tests(tree)
        finally:
            path.write_text(text)
        holes += not code
        print(f"| {n} | {module}:{at} | {what} | {'yes' if code else 'NO'} | "
              f"{failed[0] if failed else ''}{f' (+{len(failed) - 1})' if len(failed) > 1 else ''} | "
              f"{time.perf_counter() - start:.0f} |", flush=True)
    return 1 if holes else 0


if __name__ == "__main__":
    raise SystemExit(main([int(a) for a in sys.argv[1:]]))
