"""The built site's Python — the trimmed, compiled standard library, the engine's .pyc
wheel unpacked as the worker does and its dependencies' wheels from the site's lock file, all in
dist/ — plays every game at every level in the real Pyodide (under Node).  A module the
trimmed library lacks fails here, loudly, rather than in a player's browser."""
from __future__ import annotations

import subprocess
import zipfile

from tricktable.rules.variants import REGISTRY
from webbuild import project, site, site_python, vendor
from webbuild.in_pyodide import stdlib_usage

from pages import within
from support import shipped


def test_every_game_plays_on_the_built_sites_python() -> None:
    runtime = project.DIST / f"pyodide-{project.PYODIDE_VERSION}"
    stdlib = next(runtime.glob("python_stdlib-*.zip"))
    built = site.built_site()
    lock = next(project.DIST.glob("wheels/*/pyodide-lock.json"))
    assert sorted(built["lock"]["packages"]) == [
        "annotated-types", "micropip", "pydantic", "pydantic-core", "typing-extensions",
        "typing-inspection"]
    options = ["--runtime", str(vendor.fetch_pyodide()), "--stdlib", str(stdlib),
               "--lock", str(lock), "--package-base", str(project.DIST / "wheels"),
               "--engine", str(project.DIST / built["engine"])]
    done = subprocess.run(["node", str(site_python.PYODIDE_NODE), *options,
                           str(project.IN_PYODIDE / "stdlib_usage.py"), "--check"],
                          capture_output=True, text=True, timeout=600)
    readable = "\n".join(line[:300] for line in done.stderr.splitlines()[-30:])
    assert done.returncode == 0, readable
    played = {line.split(":")[0] for line in done.stdout.splitlines() if " requests" in line}
    every = {f"{v.id} at {level}" for v in REGISTRY.values() if shipped(v) for level in stdlib_usage.LEVELS}
    assert played == every, done.stdout


FALLBACK_WORKER = """
const { base, site } = JSON.parse(decodeURIComponent(location.hash.slice(1)));
globalThis.tricktableFullStdlib = base + site.full_stdlib;
const warnings = [];
console.warn = (...args) => warnings.push(args.join(" "));
const { loadPyodide } = await import(base + site.runtime + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: base + site.runtime, stdLibURL: base + site.stdlib,
                                    lockFileContents: site.lock, packageBaseUrl: base });
const tag = pyodide.runPython(
  "import xml.dom.minidom; xml.dom.minidom.parseString('<deal>1</deal>').documentElement.tagName");
let other;
try { pyodide.runPython("import no_such_module"); } catch (err) { other = err.type; }
postMessage({ tag, other, warnings });
"""


def test_a_module_missing_from_the_trimmed_library_comes_from_the_full_one(page) -> None:
    """In the browser, the trimmed library's sitecustomize fetches the full library when a
    standard-library module is missing (here xml, which no game uses)."""
    built = site.built_site()
    with zipfile.ZipFile(project.DIST / built["stdlib"]) as trimmed:
        assert not [n for n in trimmed.namelist() if n.startswith("xml/")]
        assert "sitecustomize.pyc" in trimmed.namelist()
    page.goto(page.site + "?speed=instant")
    reply = page.evaluate(within("""async ([source, context]) => {
      const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
      const worker = new Worker(url + "#" + encodeURIComponent(JSON.stringify(context)), { type: "module" });
      return new Promise((resolve) => { worker.onmessage = (e) => { worker.terminate(); resolve(e.data); }; });
    }"""), [FALLBACK_WORKER, {"base": page.site, "site": built}])
    assert reply["tag"] == "deal"
    assert reply["other"] == "ModuleNotFoundError"
    assert reply["warnings"] == ["xml is not in the trimmed standard library: loaded the full one"]


def test_compressed_copies_of_the_archives_unpack_to_the_same_files(tmp_path) -> None:
    """The .br copy of each archive is made from its stored form: other bytes than the
    deflated file, the same members (see site_python.place_archive)."""
    built = site.built_site()
    for url in (built["stdlib"], built["engine"]):
        deflated = project.DIST / url
        copy = tmp_path / deflated.name
        subprocess.run(["node", "-e", "const z = require('node:zlib'), fs = require('node:fs');"
                        "fs.writeFileSync(process.argv[2], z.brotliDecompressSync("
                        "fs.readFileSync(process.argv[1])))",
                        f"{deflated}.br", str(copy)], check=True, timeout=60)
        with zipfile.ZipFile(deflated) as a, zipfile.ZipFile(copy) as b:
            assert a.namelist() == b.namelist(), url
            assert all(a.read(n) == b.read(n) for n in a.namelist()), url
            assert {i.compress_type for i in b.infolist()} == {zipfile.ZIP_STORED}
