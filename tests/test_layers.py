"""The package's folders are its layers, and imports run one way: rules/ <- search/ <-
bots/ <- session/ <- tools/.  The browser's wheel leaves tools/ out, so nothing the worker
runs may reach it."""
from __future__ import annotations

import ast
import zipfile
from pathlib import Path

from webbuild.wheel import BROWSER_LEAVES_OUT, build_engine_wheel

PACKAGE = Path(__file__).resolve().parent.parent / "py" / "tricktable"
LAYERS = ["rules", "search", "bots", "session", "tools"]
# The package's own files: its face hands on rules/ only; `python -m` starts tools/.
TOP = {"__init__": "rules", "__main__": "tools"}


def module_of(path: Path) -> list[str]:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return parts[:-1] if parts[-1] == "__init__" else parts


def layer(module: list[str]) -> str:
    """The layer of a module of the package, as ["tricktable", ...]."""
    return TOP.get(module[1], module[1]) if len(module) > 1 else TOP["__init__"]


def imported(path: Path) -> set[tuple[str, ...]]:
    """The modules of the package that `path` imports (a name imported from a package counts
    as that package: its own layer holds it)."""
    here = module_of(path)
    package = here if path.name == "__init__.py" else here[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out |= {tuple(a.name.split(".")) for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            target = base + (node.module.split(".") if node.module else [])
            out.add(tuple(target))
    return {t for t in out if t[0] == "tricktable" and len(t) > 1}


def test_imports_run_one_way() -> None:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        mine = LAYERS.index(layer(module_of(path)))
        for target in imported(path):
            if LAYERS.index(layer(list(target))) > mine:
                wrong.append(f"{path.relative_to(PACKAGE)} imports {'.'.join(target)}")
    assert not wrong, wrong
    assert {p.name for p in PACKAGE.iterdir() if p.suffix == ".py"} == {"__init__.py", "__main__.py"}
    assert {p.name for p in PACKAGE.iterdir() if p.is_dir() and any(p.glob("*.py"))} == set(LAYERS)


def test_the_browsers_wheel_leaves_tools_out(tmp_path: Path) -> None:
    with zipfile.ZipFile(build_engine_wheel(tmp_path)) as wheel:
        names = wheel.namelist()
        record = wheel.read(next(n for n in names if n.endswith(".dist-info/RECORD"))).decode()
    assert "tricktable/session/bridge.py" in names and "tricktable/bots/search.py" in names
    assert not [n for n in names if n.startswith(BROWSER_LEAVES_OUT)]
    assert "tricktable/tools/" not in record and "__main__" not in record
