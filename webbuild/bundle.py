"""Each page's script bundled into one file with esbuild (the sources in web/ stay modules)."""
from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

from webbuild.project import run
from webbuild.vendor import ALIASED_NPM, NPM_PACKAGES, SHIPPED_NPM, vendor_npm

# The script of each kind of page (index.html, embed.html, the rules pages), by the format
# esbuild writes it in: the embedded table's is a classic script (see embed.html).
PAGE_SCRIPTS = {"esm": ("app.js", "rules.js", "friends.js"), "iife": ("embed.js",)}
# The folders of modules the page scripts import: nothing in them is served on its own.
MODULE_FOLDERS = ("app", "table", "services", "transport", "challenge", "live")
# A classic script has no import.meta: its modules name files from its own address instead
# (read while it runs, when it is the current script).
FORMAT_OPTIONS = {"esm": (), "iife": ("--define:import.meta.url=document.currentScript.src",)}


def write_locale_modules(tree: Path, extra: dict[str, str] | None = None) -> Path:
    """Every language's catalogs (tree/locales/<lang>/*.ftl) as one ES module, locales/all.js,
    exporting each language's text by its code, as the page's modules import them (a new
    language is a folder, no import); `extra`: more words by language (a site's own games);
    returns the locales folder."""
    locales = tree / "locales"
    text = {folder.name: "\n".join([*(f.read_text() for f in sorted(folder.glob("*.ftl"))
                                      if f.name != "rules.ftl"),  # the rules pages' words, written at build time
                                    *([extra[folder.name]] if extra and folder.name in extra else [])])
            for folder in sorted(p for p in locales.iterdir() if p.is_dir())}
    (locales / "all.js").write_text(f"export default {json.dumps(text, ensure_ascii=False)};\n")
    return locales


def bundle_scripts(dist: Path, words: dict[str, str] | None = None) -> None:
    """Each page's script as one file holding every module it imports: the table's modules,
    lit-html, @fluent/bundle, @fluent/langneg and every language's catalogs
    (web/locales/<lang>/*.ftl, each turned into an ES module exporting its text).  One
    request instead of a chain of about 25, which over HTTP/1.1 (six connections) held the
    runtime's downloads back; a change of language needs no download.  What went in is
    removed from dist/ (the packages' LICENSE files stay, and the banner names each
    package's licence)."""
    locales = write_locale_modules(dist, words)
    packages = vendor_npm()
    notice = ", ".join(f"{name} {version} ({json.loads((packages[name] / 'package.json').read_text())['license']})"
                       for name, version in NPM_PACKAGES.items() if name in SHIPPED_NPM or name in ALIASED_NPM)
    aliases = [f"--alias:{name}={packages[name] / entry}" for name, entry in ALIASED_NPM.items()]
    with tempfile.TemporaryDirectory() as tmp:
        inputs = set()
        for form, scripts in PAGE_SCRIPTS.items():
            run("node", packages["esbuild-wasm"] / "bin" / "esbuild", *scripts, "--bundle", *aliases,
                f"--format={form}", *FORMAT_OPTIONS[form], "--log-level=warning", f"--banner:js=// Bundled by build.py with {notice}.",
                f"--outdir={tmp}/{form}", f"--metafile={tmp}/{form}.json", cwd=dist)
            inputs |= set(json.loads(Path(tmp, f"{form}.json").read_text())["inputs"])
        for source in inputs:
            if (dist / source).resolve().is_relative_to(dist.resolve()):  # not a package in .cache
                (dist / source).unlink()
        # What no page imports (table/types.js: JSDoc types only) goes too.
        for unused in (p for folder in MODULE_FOLDERS for p in (dist / folder).glob("*.js")):
            unused.unlink()
        for form, scripts in PAGE_SCRIPTS.items():
            for script in scripts:
                shutil.move(Path(tmp, form, script), dist / script)
    shutil.rmtree(locales)
    for unused in (p for p in (dist / "vendor").rglob("*") if p.is_file() and p.name != "LICENSE"):
        unused.unlink()
    for folder in sorted((p for p in dist.rglob("*") if p.is_dir()), reverse=True):
        if not any(folder.iterdir()):
            folder.rmdir()
