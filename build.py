#!/usr/bin/env python3
"""Set up, build, serve and test Tricktable.  Standard library only; drives npm and pip.

    python3 build.py play [--port 8000]   # set up, build dist/ and serve it on 127.0.0.1
    python3 build.py test                 # set up, build, run pytest (tests/ and e2e/)
    python3 build.py build                # only build dist/
    python3 build.py bench                # print engine speed figures

Downloads (the Pyodide npm package, the WebAssembly wheels) are cached in .cache/, so a
second build needs no network.  The virtual environment is rebuilt only when
pyproject.toml changes.
"""
from __future__ import annotations

import argparse
import base64
import functools
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
VENV_PY = VENV / "bin" / "python"
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
PYODIDE_VERSION = "314.0.7"
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json"]
# The browser's Python (Pyodide 314: CPython 3.14, emscripten ABI 2026_0).
WHEEL_PLATFORM = ["--platform", "pyemscripten_2026_0_wasm32", "--python-version", "3.14",
                  "--implementation", "cp", "--abi", "cp314"]
BROWSER_REQUIREMENTS = ["pydantic>=2.6,<3"]


def run(*cmd: str | Path, **kw) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def ensure_venv() -> Path:
    """Create .venv and install the project (editable) with its dev extra, once per pyproject."""
    stamp = VENV / "tricktable.stamp"
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == want and VENV_PY.exists():
        return VENV_PY
    if not VENV_PY.exists():
        run(sys.executable, "-m", "venv", VENV)
    run(VENV_PY, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(VENV_PY, "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[dev]")
    stamp.write_text(want)
    return VENV_PY


# --- the static site ------------------------------------------------------------------

def fetch_pyodide() -> Path:
    """The pinned npm package `pyodide`, unpacked once into .cache/."""
    out = CACHE / f"pyodide-{PYODIDE_VERSION}"
    if all((out / f).exists() for f in PYODIDE_FILES):
        return out
    CACHE.mkdir(exist_ok=True)
    run("npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--silent", cwd=CACHE)
    tgz = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
    out.mkdir(exist_ok=True)
    with tarfile.open(tgz) as tar:
        for name in PYODIDE_FILES:
            member = tar.getmember(f"package/{name}")
            (out / name).write_bytes(tar.extractfile(member).read())
    tgz.unlink()
    return out


# Pinned npm packages besides Pyodide: lit-html renders the table with keyed updates and is
# served from the site; axe-core checks accessibility in the e2e tests and is never shipped.
NPM_PACKAGES = {"lit-html": "3.3.3", "axe-core": "4.14.1"}
SHIPPED_NPM = {"lit-html"}


def vendor_npm(dist: Path | None = None) -> dict[str, Path]:
    """Unpack each pinned npm package once into .cache/npm/name-version/ (its `package/`
    folder); copy the shipped ones' scripts and licence into dist/vendor/name-version/."""
    out = {}
    for name, version in NPM_PACKAGES.items():
        folder = CACHE / "npm" / f"{name}-{version}"
        if not (folder / "package.json").exists():
            folder.parent.mkdir(parents=True, exist_ok=True)
            run("npm", "pack", f"{name}@{version}", "--silent", cwd=folder.parent)
            tgz = folder.parent / f"{name}-{version}.tgz"
            with tarfile.open(tgz) as tar:
                for member in tar.getmembers():
                    if member.isfile() and member.name.startswith("package/"):
                        target = folder / member.name.removeprefix("package/")
                        target.parent.mkdir(parents=True, exist_ok=True)
                        target.write_bytes(tar.extractfile(member).read())
            tgz.unlink()
        out[name] = folder
        if dist is not None and name in SHIPPED_NPM:
            dest = dist / "vendor" / f"{name}-{version}"
            for path in folder.rglob("*"):
                rel = path.relative_to(folder)
                if path.is_file() and (path.suffix == ".js" or path.name == "LICENSE") \
                        and rel.parts[0] not in ("development", "node"):
                    (dest / rel).parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(path, dest / rel)
    return out


def fetch_wheels(py: Path) -> list[Path]:
    """pydantic and its WebAssembly pydantic_core (with their dependencies), once."""
    out = CACHE / "wheels-pyemscripten_2026_0"
    stamp = out / "requirements.json"
    if not (stamp.exists() and json.loads(stamp.read_text()) == BROWSER_REQUIREMENTS):
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        run(py, "-m", "pip", "download", "--quiet", "--only-binary=:all:", *WHEEL_PLATFORM,
            "--dest", out, *BROWSER_REQUIREMENTS)
        stamp.write_text(json.dumps(BROWSER_REQUIREMENTS))
    return sorted(out.glob("*.whl"))


def build_engine_wheel(dest: Path) -> Path:
    """A pure-Python wheel of py/tricktable, written with zipfile (no build backend needed)."""
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    name, version = meta["name"], meta["version"]
    dist_info = f"{name}-{version}.dist-info"
    files: dict[str, bytes] = {}
    for path in sorted((ROOT / "py" / name).rglob("*.py")):
        files[path.relative_to(ROOT / "py").as_posix()] = path.read_bytes()
    requires = "".join(f"Requires-Dist: {r}\n" for r in meta["dependencies"])
    files[f"{dist_info}/METADATA"] = (f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
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


def build_site() -> Path:
    """dist/: the front end, the Pyodide runtime and every wheel, all served from one origin."""
    py = ensure_venv()
    runtime = fetch_pyodide()
    wheels = fetch_wheels(py)
    shutil.rmtree(DIST, ignore_errors=True)
    shutil.copytree(ROOT / "web", DIST)
    vendor_npm(DIST)
    # Every URL below names its content (a version or a hash), so it may be cached forever.
    runtime_dir = DIST / f"pyodide-{PYODIDE_VERSION}"
    runtime_dir.mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(runtime / name, runtime_dir / name)
    (DIST / "wheels").mkdir()
    urls = []
    for wheel in wheels:
        shutil.copy2(wheel, DIST / "wheels" / wheel.name)
        urls.append(f"wheels/{wheel.name}")
    staging = DIST / "wheels" / "engine"
    staging.mkdir()
    engine = build_engine_wheel(staging)
    digest = hashlib.sha256(engine.read_bytes()).hexdigest()[:16]
    staging.rename(DIST / "wheels" / digest)
    urls.append(f"wheels/{digest}/{engine.name}")
    manifest = {
        "pyodide_version": PYODIDE_VERSION,
        "runtime": f"pyodide-{PYODIDE_VERSION}/",
        "runtime_bytes": sum((runtime_dir / n).stat().st_size for n in PYODIDE_FILES),
        "wheels": [{"url": u, "bytes": (DIST / u).stat().st_size} for u in urls],
    }
    (DIST / "manifest.json").write_text(json.dumps(manifest, indent=1))
    build_rules_pages(py)
    size = sum(f.stat().st_size for f in DIST.rglob("*") if f.is_file())
    print(f"built {DIST} ({size / 1e6:.1f} MB)")
    return DIST


def build_rules_pages(py: Path) -> None:
    """dist/rules/: the rules pages, rendered from rules/ by the engine's own environment."""
    run(py, "-m", "webbuild.rules_pages", DIST, cwd=ROOT)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types module scripts and WebAssembly need.

    The runtime and the wheels live at URLs that name their content, so they are served
    as immutable (which also lets Chromium keep the compiled WebAssembly); everything
    else is revalidated on each load.
    """
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".json": "application/json",
                      ".whl": "application/zip", ".zip": "application/zip"}

    def end_headers(self) -> None:
        immutable = self.path.startswith(("/pyodide-", "/wheels/"))
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable
                         else "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # keep the console for the address
        pass


def serve(port: int) -> None:
    handler = functools.partial(SiteHandler, directory=str(DIST))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Tricktable is served at http://127.0.0.1:{port}/  (Ctrl+C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


def cmd_build(args: argparse.Namespace) -> int:
    build_site()
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    build_site()
    serve(args.port)
    return 0


def ensure_chromium() -> None:
    """The end-to-end tests drive Debian's Chromium; install it when it is missing."""
    if os.environ.get("TRICKTABLE_CHROMIUM") or shutil.which("chromium"):
        return
    if shutil.which("apt-get") and os.geteuid() == 0:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        run("apt-get", "update", "-qq", env=env)
        run("apt-get", "install", "-y", "-qq", "chromium", env=env)
    else:
        sys.exit("Chromium is needed for the end-to-end tests: install Debian's `chromium` "
                 "package or set TRICKTABLE_CHROMIUM to a Chromium binary")


def cmd_test(args: argparse.Namespace) -> int:
    py = ensure_venv()
    ensure_chromium()
    build_site()
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([str(py), "-m", "pytest", *args.pytest_args], cwd=ROOT, env=env).returncode


def cmd_bench(args: argparse.Namespace) -> int:
    py = ensure_venv()
    return subprocess.run([str(py), str(ROOT / "scripts" / "bench.py"), *args.bench_args],
                          cwd=ROOT).returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="set up, build and serve the game")
    p.add_argument("--port", type=int, default=8000)
    p.set_defaults(func=cmd_play)
    sub.add_parser("build", help="build dist/").set_defaults(func=cmd_build)
    t = sub.add_parser("test", help="set up, build and run every test")
    t.add_argument("pytest_args", nargs=argparse.REMAINDER, help="passed on to pytest")
    t.set_defaults(func=cmd_test)
    b = sub.add_parser("bench", help="print engine speed figures")
    b.add_argument("bench_args", nargs=argparse.REMAINDER)
    b.set_defaults(func=cmd_bench)
    args = parser.parse_args()
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
