"""Each page's script bundled into one file with esbuild (the sources in web/ stay modules)."""
from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

from webbuild.project import content_name, run
from webbuild.vendor import ALIASED_NPM, NPM_PACKAGES, SHIPPED_NPM, vendor_npm

# The script of each kind of page (index.html, embed.html, the rules pages), by the format
# esbuild writes it in: the embedded table's is a classic script (see embed.html).
PAGE_SCRIPTS = {"esm": ("app.js", "rules.js", "friends.js"), "iife": ("embed.js",)}
# The folders of modules the page scripts import: nothing in them is served on its own.
MODULE_FOLDERS = ("app", "table", "services", "transport", "challenge", "live")
# A classic script has no import.meta: its modules name files from its own address instead
# (read while it runs, when it is the current script).
FORMAT_OPTIONS = {"esm": (), "iife": ("--define:import.meta.url=document.currentScript.src",)}


# The languages whose words come within each page's script: English, the fallback for a
# message another catalog lacks and the browser's most common.  Another language's
# catalog is a file the page fetches when it speaks that language (web/services/language.js).
BUNDLED = ("en",)


def write_catalogs(tree: Path, extra: dict[str, str] | None = None) -> Path:
    """Each language's catalogs (tree/locales/<lang>/*.ftl but rules.ftl, the rules pages'
    words written at build time; `extra`: more words by language, a site's own games) as
    one text: BUNDLED's in the module tree/catalogs.js, every other's in
    tree/locales/<lang>-<hash>.ftl, named by its content (a page never gets another
    release's words), which that module names by its URL (a new language is a folder, no
    import).  Returns the locales folder."""
    locales = tree / "locales"
    words, files = {}, {}
    for folder in sorted(p for p in locales.iterdir() if p.is_dir()):
        text = "\n".join([*(f.read_text() for f in sorted(folder.glob("*.ftl")) if f.name != "rules.ftl"),
                          *([extra[folder.name]] if extra and folder.name in extra else [])])
        if folder.name in BUNDLED:
            words[folder.name] = text
            continue
        made = locales / f"{folder.name}.ftl"
        made.write_text(text)
        files[folder.name] = made.rename(locales / f"{folder.name}-{content_name(made)}.ftl").relative_to(tree).as_posix()
    urls = ", ".join(f"{json.dumps(lang)}: where({json.dumps(path)})" for lang, path in files.items())
    (tree / "catalogs.js").write_text(
        "// Written by build.py (webbuild/bundle.py): the words that come with the page, and\n"
        "// where the other languages' catalogs are, from this module's address (the site's root).\n"
        "const where = (/** @type {string} */ file) => new URL(file, import.meta.url).href;\n"
        f"/** @type {{Record<string, string>}} */\nexport const WORDS = {json.dumps(words, ensure_ascii=False)};\n"
        f"/** @type {{Record<string, string>}} */\nexport const FILES = {{{urls}}};\n")
    return locales


def bundle_scripts(dist: Path, words: dict[str, str] | None = None) -> None:
    """Each page's script as one file holding every module it imports: the table's modules,
    lit-html, @fluent/bundle, @fluent/langneg and English's words (the other languages'
    catalogs stay files of their own, fetched by the page that speaks them: four
    languages' words were 48 KB of 132 KB brotli).  One request instead of a chain of
    about 25, which over HTTP/1.1 (six connections) held the runtime's downloads back.  What went in is
    removed from dist/ (the packages' LICENSE files stay, and the banner names each
    package's licence)."""
    locales = write_catalogs(dist, words)
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
    for folder in (p for p in locales.iterdir() if p.is_dir()):  # the sources: in the catalogs now
        shutil.rmtree(folder)
    for unused in (p for p in (dist / "vendor").rglob("*") if p.is_file() and p.name != "LICENSE"):
        unused.unlink()
    for folder in sorted((p for p in dist.rglob("*") if p.is_dir()), reverse=True):
        if not any(folder.iterdir()):
            folder.rmdir()
