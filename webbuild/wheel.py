"""The engine's wheel, and the wheels it needs in the browser (micropip's too).

The engine's wheel is written with zipfile from py/tricktable and pyproject.toml: the same
inputs give the same bytes, so the compiled site Python (cached by the hash of its inputs)
is rebuilt only when the engine changes.  It is the browser's: it leaves out what no page
runs (BROWSER_LEAVES_OUT), which the wheel pip builds from pyproject.toml keeps.  The
browser's dependency wheels are the WebAssembly builds of the engine's `dependencies`,
pinned as the dev install pins them, fetched once with `pip download` for Pyodide's
platform.
"""
from __future__ import annotations

import base64
import hashlib
import re
import tomllib
import zipfile
from pathlib import Path

from webbuild.project import CACHE, ROOT, run

# What `pip download` asks for: the platform of the pinned Pyodide (CPython 3.14).
BROWSER_PLATFORM = ["--platform", "pyemscripten_2026_0_wasm32", "--python-version", "3.14",
                    "--implementation", "cp", "--abi", "cp314", "--only-binary=:all:"]
# micropip installs the engine in the worker; served from the site like everything else.
MICROPIP = "micropip==0.11.1"
# Tournaments and the command line (tricktable/tools/, and __main__.py, which only starts
# tools/cli.py): nothing the worker imports reaches them (tests/test_layers.py).
BROWSER_LEAVES_OUT = ("tricktable/tools/", "tricktable/__main__.py")


def project() -> dict:
    """pyproject.toml's [project] table."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def build_engine_wheel(dest: Path, extra: dict[str, bytes] | None = None) -> Path:
    """The browser's pure-Python wheel of py/tricktable, less BROWSER_LEAVES_OUT, written
    with zipfile (no build backend needed); `extra`: more top-level modules by file name (a
    site's own games: webbuild.site.Extra)."""
    meta = project()
    name, version = meta["name"], meta["version"]
    dist_info = f"{name}-{version}.dist-info"
    files: dict[str, bytes] = {}
    for path in sorted((ROOT / "py" / name).rglob("*.py")):
        arc = path.relative_to(ROOT / "py").as_posix()
        if not arc.startswith(BROWSER_LEAVES_OUT):
            files[arc] = path.read_bytes()
    files.update(extra or {})
    requires = "".join(f"Requires-Dist: {r}\n" for r in meta["dependencies"])
    files[f"{dist_info}/METADATA"] = (f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
                                      f"Requires-Python: {meta['requires-python']}\n"
                                      f"{requires}").encode()
    files[f"{dist_info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: tricktable-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = []
    for arc, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arc},sha256={digest},{len(data)}")
    record.append(f"{dist_info}/RECORD,,")
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()
    wheel = dest / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as zf:
        for arc, data in files.items():
            info = zipfile.ZipInfo(arc, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data)
    return wheel


def exact_pins() -> list[str]:
    """Every `name==version` of the dev extra: the versions CPython's dev install uses,
    which the browser's wheels must match."""
    return [r for r in project()["optional-dependencies"]["dev"] if "==" in r]


def dependency_wheels(py: Path) -> list[Path]:
    """The WebAssembly wheels of the engine's dependencies and of micropip, fetched once
    into .cache/browser-wheels/<hash of the requirements>/."""
    wanted = [*project()["dependencies"], MICROPIP]
    pins = exact_pins()
    key = hashlib.sha256("\n".join([*wanted, "--", *pins, *BROWSER_PLATFORM]).encode())
    out = CACHE / "browser-wheels" / key.hexdigest()[:16]
    if not (out / "done").exists():
        out.mkdir(parents=True, exist_ok=True)
        constraints = out / "constraints.txt"
        constraints.write_text("\n".join(pins) + "\n")
        run(py, "-m", "pip", "download", "--quiet", "--dest", out, *BROWSER_PLATFORM,
            "--constraint", constraints, *wanted)
        constraints.unlink()
        (out / "done").write_text("")
    return sorted(out.glob("*.whl"))


def canonical(name: str) -> str:
    """A distribution's name as the lock file keys it (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_name(requirement: str) -> str:
    """The distribution a Requires-Dist line names (the name before any version or extra)."""
    match = re.match(r"[A-Za-z0-9._-]+", requirement)
    if match is None:
        raise ValueError(f"Requires-Dist names no distribution: {requirement!r}")
    return match.group()


def lock_entry(wheel: Path, file_name: str) -> dict:
    """The Pyodide lock file's entry for a wheel, read from its metadata: what loadPackage
    needs to fetch it (checked against its sha256) and its dependencies first."""
    with zipfile.ZipFile(wheel) as zf:
        meta_name = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        meta = zf.read(meta_name).decode()
        tops = sorted({n.split("/")[0] for n in zf.namelist()
                       if "/" in n and not n.split("/")[0].endswith((".dist-info", ".data"))})
    field = lambda key: re.findall(rf"^{key}: (.+)$", meta, re.MULTILINE)  # noqa: E731
    depends = [canonical(requirement_name(r)) for r in field("Requires-Dist") if ";" not in r]
    return {"name": canonical(field("Name")[0]), "version": field("Version")[0],
            "file_name": file_name, "install_dir": "site", "package_type": "package",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(), "imports": tops,
            "depends": depends, "unvendored_tests": False, "tool": {}}
