"""The built site's Python — the trimmed, compiled standard library and the .pyc wheels in
dist/ — plays every game at every level in the real Pyodide (under Node).  A module the
trimmed library lacks fails here, loudly, rather than in a player's browser."""
from __future__ import annotations

import subprocess

import build


def test_every_game_plays_on_the_built_sites_python() -> None:
    runtime = build.DIST / f"pyodide-{build.PYODIDE_VERSION}"
    stdlib = next(runtime.glob("python_stdlib-*.zip"))
    wheels = sorted(build.DIST.glob("wheels/*/*.whl"))
    assert {w.name.split("-")[0] for w in wheels} >= {"pydantic", "pydantic_core", "tricktable"}
    options = ["--runtime", str(build.fetch_pyodide()), "--stdlib", str(stdlib)]
    for wheel in wheels:
        options += ["--wheel", str(wheel)]
    done = subprocess.run(["node", str(build.SCRIPTS / "pyodide_node.mjs"), *options,
                           str(build.SCRIPTS / "stdlib_usage.py"), "--check"],
                          capture_output=True, text=True, timeout=600)
    readable = "\n".join(line[:300] for line in done.stderr.splitlines()[-30:])
    assert done.returncode == 0, readable
    played = [line for line in done.stdout.splitlines() if " requests" in line]
    assert len(played) == 7 * 3, done.stdout
