"""Play every game through the worker's bridge and list the standard-library modules used.

Runs inside the pinned Pyodide (through pyodide_node.mjs; `python3 build.py
stdlib-modules` does it), because the modules that CPython 3.14 imports there are what
the browser needs, not what this machine's Python imports.

    stdlib_usage.py --write /repo/stdlib-modules.txt  # play, write the list
    stdlib_usage.py --check       # play with the built site's library and wheel: fails loudly;
                                  # and check that its bytecode has no column ranges

The engine is the wheel pyodide_node.mjs unpacked with loadPackage (--engine), after its
dependencies (--packages), as the worker installs them.

Each variant is played at every computer level, with the human's seat decided by the
random bot, and the bridge's other paths are taken too: hello, view, resume, and the
error replies (which format messages with modules a happy path may never load).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

TYPE_CHECKING = False  # typing's own: the modules this script imports are not the engine's
if TYPE_CHECKING:
    from collections.abc import Iterator
    from types import CodeType
    from typing import Any


LEVELS = ("random", "easy", "medium")
MAX_REQUESTS = 5000


def call(session: Any, method: str, params: dict) -> dict:
    return json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))


def play(session: Any, variant: str, level: str, seed: int) -> int:
    """One whole game with the human's decisions made by a random bot; returns requests."""
    from tricktable.bots import make_bot
    chooser = make_bot("random", seed)
    reply = call(session, "new_game", {"variant": variant, "seed": seed, "level": level,
                                       "human_seat": 0})
    assert "result" in reply, reply
    requests = 1
    while not reply["result"]["view"]["over"]:
        action = chooser.choose(reply["result"]["view"])
        reply = call(session, "act", {"action": action})
        assert "result" in reply, reply
        requests += 1
        assert requests < MAX_REQUESTS, f"{variant} at {level} does not end"
    resumed = call(session, "resume", {"save": reply["result"]["save"], "human_seat": 0,
                                       "level": level})
    assert resumed["result"]["view"]["over"], resumed
    return requests


def play_everything() -> None:
    from tricktable.session.bridge import Session
    session = Session()
    variants = [v["id"] for v in call(session, "hello", {})["result"]["variants"]]
    for variant in variants:
        for seed, level in enumerate(LEVELS):
            n = play(session, variant, level, seed)
            print(f"{variant} at {level}: {n} requests", flush=True)
    assert "error" in call(session, "act", {"action": {"type": "play", "card": "nonsense"}})
    assert "error" in call(session, "new_game", {"variant": "manni", "seed": -1, "bogus": 1})
    assert "error" in call(session, "resume", {"save": "{}"})
    assert "result" in call(session, "view", {})


def import_installed() -> None:
    """Import every installed package (the engine's dependencies and micropip), whether
    or not the play-through did: the page may import any of them.  They are found as
    folders and modules in site-packages: asking importlib.metadata would read each
    package's metadata with the e-mail parser, which the page never loads."""
    import importlib
    import os
    import site
    for folder in site.getsitepackages():
        for entry in sorted(os.listdir(folder)):
            name, dot, suffix = entry.partition(".")
            module = suffix in ("py", "pyc") or (not dot and os.path.isdir(os.path.join(folder, entry)))
            if module and name.isidentifier() and not name.startswith("_"):
                importlib.import_module(name)


def check_lean_bytecode() -> None:
    """The site's .pyc, from the library, a dependency and the engine, keep line numbers
    for tracebacks and leave out column ranges (compile_site_python.py)."""
    import importlib
    for name in ("json.decoder", "pydantic.main", "tricktable.rules.engine"):
        loader = importlib.import_module(name).__loader__
        assert loader is not None and hasattr(loader, "get_code"), f"{name}: no loader to read code from"
        code = loader.get_code(name)
        positions = [p for c in walk_code(code) for p in c.co_positions()]
        assert any(line is not None for line, _, _, _ in positions), f"{name}: no line numbers"
        assert all(column is None for _, _, column, _ in positions), f"{name}: column ranges kept"


def walk_code(code: CodeType) -> Iterator[CodeType]:
    """A code object and every one nested in it."""
    yield code
    for const in code.co_consts:
        if hasattr(const, "co_positions"):
            yield from walk_code(const)


def stdlib_modules() -> list[str]:
    """Names of loaded modules whose code came from the standard library's zip."""
    stdlib_zip = next(p for p in sys.path if p.endswith(".zip"))
    names = set()
    for name, module in list(sys.modules.items()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if origin.startswith(stdlib_zip):
            names.add(name)
    return sorted(names)


def main() -> None:
    # No argparse here: importing it would put it on the list.
    usage = "stdlib_usage.py (--write LIST.txt | --check)"
    args = sys.argv[1:]
    options = dict(zip(args[::2], args[1::2])) if "--check" not in args else {}
    if not args or set(options) - {"--write"} or ("--check" in args and len(args) > 1):
        raise SystemExit(usage)
    play_everything()
    import_installed()
    if "--check" in args:
        check_lean_bytecode()
    if "--write" in options:
        write_list(Path(options["--write"]))


def write_list(path: Path) -> None:
    """Only the modules used: every byte of the library is downloaded before the engine
    starts, and a module kept "in case" (whole packages such as `asyncio.*` once were,
    0.12 MB brotli) costs every player.  A module the engine comes to import later is
    fetched from the full library (full_stdlib_fallback.py) until this list is written
    again, and `--check` (e2e/test_site_python.py) fails on it meanwhile."""
    used = stdlib_modules()
    lines = ["# Standard-library modules the browser ships, compiled.",
             "# Written by `python3 build.py stdlib-modules`: the modules that every game",
             f"# played through the bridge at every level used ({len(used)}), and no others",
             "# (webbuild/in_pyodide/stdlib_usage.py).",
             *used]
    path.write_text("\n".join(lines) + "\n")
    print(f"wrote {path}: {len(used)} modules used")


if __name__ == "__main__":
    main()
