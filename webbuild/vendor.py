"""The pinned npm packages: Pyodide's runtime, the page's libraries and the build's tools.

Each is fetched with `npm pack` once and unpacked into .cache/, so a second build needs
no network.
"""
from __future__ import annotations

import shutil
import tarfile
from pathlib import Path

from webbuild.project import CACHE, PYODIDE_VERSION, run

PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json"]
# Pinned npm packages besides Pyodide: lit-html renders the table with keyed updates;
# @fluent/bundle formats the page's words from the Fluent catalogs (plurals, selectors) and
# @fluent/langneg picks the catalog that best fits the browser's languages; all three are
# served from the site, inside the page scripts that esbuild-wasm bundles at build time
# (see webbuild.bundle).  axe-core checks accessibility in the e2e tests; TypeScript's
# compiler (plain JavaScript, no native binary) checks the page's modules marked
# `// @ts-check` against their JSDoc types, emitting nothing (webbuild.jstests).
# @letele/playing-cards (CC0-1.0) holds the card faces with court figures, after Adrian
# Kennard's public-domain deck: webbuild.card_art turns them into one SVG sprite.
# trystero's Nostr strategy (@trystero-p2p/nostr, with its core and @noble/secp256k1, which
# signs the relay events) finds the friends of a live table over public relays and opens
# WebRTC data channels between their browsers (docs/live-table.md); uqr draws the link as a
# QR code for friends in the same room.
NPM_PACKAGES = {"lit-html": "3.3.3", "@fluent/bundle": "0.19.1", "@fluent/langneg": "0.7.0",
                "@trystero-p2p/nostr": "0.25.4", "@trystero-p2p/core": "0.25.4", "@noble/secp256k1": "3.2.0",
                "uqr": "0.1.3", "esbuild-wasm": "0.28.2", "axe-core": "4.14.1", "@letele/playing-cards": "0.1.0",
                "typescript": "5.9.3"}
# The shipped packages, each with the folder that holds its ES modules ("": the package).
SHIPPED_NPM = {"lit-html": "", "@fluent/bundle": "esm", "@fluent/langneg": "esm"}
# The shipped packages the page imports by name, each with its entry file: esbuild finds
# them through --alias, as no node_modules folder holds them.
ALIASED_NPM = {"@trystero-p2p/nostr": "dist/index.mjs", "@trystero-p2p/core": "dist/index.mjs",
               "@noble/secp256k1": "index.js", "uqr": "dist/index.mjs"}


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
            (out / name).write_bytes(file_bytes(tar, member))
    tgz.unlink()
    return out


def file_bytes(tar: tarfile.TarFile, member: tarfile.TarInfo) -> bytes:
    """A file's bytes from a tarball (a link or a folder has none: refused)."""
    f = tar.extractfile(member)
    if f is None:
        raise ValueError(f"{member.name} is not a file")
    return f.read()


def npm_name(name: str) -> str:
    """A package's name as `npm pack` spells its tarball: "@fluent/bundle" -> "fluent-bundle"."""
    return name.removeprefix("@").replace("/", "-")


def vendor_npm(dist: Path | None = None) -> dict[str, Path]:
    """Unpack each pinned npm package once into .cache/npm/name-version/ (its `package/`
    folder); copy the shipped ones' scripts and licence into dist/vendor/name-version/."""
    out = {}
    for name, version in NPM_PACKAGES.items():
        folder = CACHE / "npm" / f"{npm_name(name)}-{version}"
        if not (folder / "package.json").exists():
            folder.parent.mkdir(parents=True, exist_ok=True)
            run("npm", "pack", f"{name}@{version}", "--silent", cwd=folder.parent)
            tgz = folder.parent / f"{npm_name(name)}-{version}.tgz"
            with tarfile.open(tgz) as tar:
                for member in tar.getmembers():
                    if member.isfile() and member.name.startswith("package/"):
                        target = folder / member.name.removeprefix("package/")
                        target.parent.mkdir(parents=True, exist_ok=True)
                        target.write_bytes(file_bytes(tar, member))
            tgz.unlink()
        out[name] = folder
        if dist is not None and (name in SHIPPED_NPM or name in ALIASED_NPM):
            dest = dist / "vendor" / f"{npm_name(name)}-{version}"
            modules = folder / SHIPPED_NPM.get(name, "")
            for path in folder.rglob("*"):
                rel = path.relative_to(folder)
                if path.is_file() and (path.name == "LICENSE" or path.suffix == ".js"
                                       and path.is_relative_to(modules)) \
                        and rel.parts[0] not in ("development", "node"):
                    (dest / rel).parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(path, dest / rel)
    return out
