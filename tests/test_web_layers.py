"""The page's folders are its layers, and imports run one way, as the package's do
(test_layers.py): services/ <- transport/ <- table/ <- live/, challenge/ <- the pages
(web/*.js, each a page's script or a screen of one, and app/, the app page's parts).  The table knows no page, no live
table and no challenge; a transport knows no table; the services know none of them.  What
every layer may import: vendored packages and the values the build writes (shared.js, the
catalogs).  Only import statements count: a JSDoc `import("...")` type is no code."""
from __future__ import annotations

import posixpath
import re
from pathlib import Path

WEB = Path(__file__).resolve().parent.parent / "web"
RANK = {"services": 0, "transport": 1, "table": 2, "live": 3, "challenge": 3, "app": 4, "pages": 4}
FREE = ("vendor/", "catalogs.js", "shared.js")  # the build's: imported from anywhere
STATEMENT = re.compile(r"""^\s*(?:import|export)\s(?:[^;"']*?\sfrom\s*)?["']([^"']+)["']""", re.M)


def layer(path: str) -> str:
    """The layer of a module by its path in web/ ("table/flow.js"): its folder, or the pages'."""
    folder = path.split("/")[0] if "/" in path else "pages"
    return folder if folder in RANK else "pages"


def imported(path: Path) -> set[str]:
    """The modules of web/ that `path` imports, as paths in web/ (a package by name: none)."""
    here = path.relative_to(WEB).parent.as_posix()
    return {posixpath.normpath(posixpath.join(here, spec)) for spec in STATEMENT.findall(path.read_text())
            if spec.startswith(".")}


def modules() -> list[Path]:
    return sorted(p for p in WEB.rglob("*.js") if "vendor" not in p.relative_to(WEB).parts)


def test_imports_run_one_way() -> None:
    wrong = []
    for path in modules():
        mine = layer(path.relative_to(WEB).as_posix())
        for target in imported(path):
            if not target.startswith(FREE) and RANK[layer(target)] > RANK[mine]:
                wrong.append(f"{path.relative_to(WEB)} ({mine}) imports {target} ({layer(target)})")
    assert not wrong, wrong


def test_every_folder_is_a_layer() -> None:
    folders = {p.relative_to(WEB).parts[0] for p in modules() if len(p.relative_to(WEB).parts) > 1}
    assert folders <= set(RANK), folders - set(RANK)


def test_the_imports_are_read() -> None:
    """The reading itself: a module's imports are found (a layer test that reads none passes)."""
    assert "table/store.js" in imported(WEB / "table" / "controller.js")
    assert "services/text.js" in imported(WEB / "table" / "controller.js")
    assert "transport/transport.js" in imported(WEB / "transport" / "local.js")


def test_no_module_over_350_lines() -> None:
    """A module that grows past this is split by concern (issue 47)."""
    long = {str(p.relative_to(WEB)): n for p in modules() if (n := len(p.read_text().splitlines())) > 350}
    assert not long, long
