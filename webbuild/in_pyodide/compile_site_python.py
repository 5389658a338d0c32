"""Compile the browser's Python ahead of time: a trimmed standard library and the engine,
as .pyc.

Runs inside the pinned Pyodide (webbuild.site_python starts it through pyodide_node.mjs),
because bytecode is only valid for the exact CPython that made it (3.14 there).  Without
this, the page compiles every module it imports from source on every visit.

    compile_site_python.py --stdlib FULL.zip --modules LIST.txt --sitecustomize FILE.py
                           --out DIR --engine W [--wheel W]...

Writes DIR/python_stdlib.zip with every module named in LIST.txt (`name.*`: the whole
package) and FILE.py as its `sitecustomize` (run at start-up), and DIR/<wheel name> for
the engine's wheel and each dependency's (`--wheel`), with each .py replaced by its .pyc
(sourceless, as Pyodide ships its own packages) and the wheel's RECORD rewritten to match.

Every byte here is downloaded and unmarshalled before the engine can start, so all of it,
the engine included, is compiled as `python -OO -X no_debug_ranges` would: no docstrings,
no asserts (a sixth to a third smaller), and no column ranges (tracebacks keep their line
numbers but underline nothing: another two fifths less after brotli).  Python reads
no_debug_ranges only when it starts, so this script must run with PYTHONNODEBUGRANGES=1
in its environment, and stops if it was not.  Nothing the games run reads a docstring:
pydantic reads one only for a JSON schema's descriptions or with
`use_attribute_docstrings`, which no record sets, and the schema files are written by
CPython from the sources.  The engine's asserts only narrow types for the type
checker.
"""
from __future__ import annotations

import argparse
import base64
import hashlib
import importlib.util
import marshal
import re
import zipfile
from pathlib import Path

STDLIB_PREFIX = "/lib/python3.14/"
FIXED_TIME = (2020, 1, 1, 0, 0, 0)  # the same inputs give the same bytes
# Entries are stored, not deflated: brotli over the whole archive (the build's .br copy,
# or a compressing host) makes it a third smaller than deflating each file.
METHOD = zipfile.ZIP_STORED
LEAN = 2  # compile's optimize level: as -OO
# Files of the dependencies' wheels that nothing in the browser reads, left out: pydantic's
# copy of its version 1 (imported only as `pydantic.v1`, which the engine never does), the
# modules only its deprecated methods, its experimental API, its URL, e-mail and colour
# types and its version-1 validators import, its mypy plugin, type stubs, and bills of
# materials (two fifths of pydantic's wheel); and micropip's copy of packaging's metadata
# parser and licence list, which nothing in micropip imports (a fifth of its wheel).
UNUSED = re.compile(r"^pydantic/(v1|deprecated|experimental)/|^pydantic/(mypy|networks|color)\.py$"
                    r"|^pydantic/_internal/_decorators_v1\.py$|\.pyi$|\.dist-info/sboms/"
                    r"|^micropip/_vendored/packaging/src/packaging/(metadata\.py$|licenses/)")


def bytecode(source: bytes, filename: str) -> bytes:
    """A .pyc (magic, flags, no source mtime or size: PEP 552's header, as py_compile
    writes it) for `source`, named `filename` in tracebacks."""
    code = compile(source, filename, "exec", dont_inherit=True, optimize=LEAN)
    return importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code)


def add(zf: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
    info.compress_type = METHOD
    zf.writestr(info, data)


def wanted(list_file: Path) -> tuple[set[str], tuple[str, ...]]:
    """The listed modules' file stems (`json/decoder`) and whole packages' folders (`json/`)."""
    lines = [line.strip() for line in list_file.read_text().splitlines()]
    names = [line for line in lines if line and not line.startswith("#")]
    stems = {n.replace(".", "/") for n in names if not n.endswith(".*")}
    folders = tuple(n[:-2].replace(".", "/") + "/" for n in names if n.endswith(".*"))
    return stems, folders


def keep(filename: str, stems: set[str], folders: tuple[str, ...]) -> bool:
    stem = filename.removesuffix(".py").removesuffix("/__init__")
    return stem in stems or filename.startswith(folders)


def module_name(filename: str) -> str:
    return filename.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def with_full_only(sitecustomize: Path, names: set[str]) -> bytes:
    """The fallback's source, told which modules only the full library has."""
    marker = "FULL_ONLY: frozenset[str] = frozenset()"
    source = sitecustomize.read_text()
    if marker not in source:
        raise SystemExit(f"{sitecustomize} lacks the line {marker!r}")
    return source.replace(marker, f"FULL_ONLY: frozenset[str] = frozenset({sorted(names)!r})").encode()


def trim_stdlib(full: Path, list_file: Path, sitecustomize: Path, out: Path) -> tuple[int, int]:
    """Copy the listed modules and packages, compiled, and the fallback for the others as
    sitecustomize; returns (kept, total) files."""
    stems, folders = wanted(list_file)
    kept = total = 0
    left_out = set()
    with zipfile.ZipFile(full) as src, zipfile.ZipFile(out, "w") as dst:
        for info in src.infolist():
            if info.is_dir():
                continue
            total += 1
            if not keep(info.filename, stems, folders):
                if info.filename.endswith(".py"):
                    left_out.add(module_name(info.filename))
                continue
            data = src.read(info)
            name = info.filename
            if name.endswith(".py"):
                data, name = bytecode(data, STDLIB_PREFIX + name), name[:-3] + ".pyc"
            kept += 1
            add(dst, name, data)
        add(dst, "sitecustomize.pyc", bytecode(with_full_only(sitecustomize, left_out),
                                               STDLIB_PREFIX + "sitecustomize.py"))
    return kept, total


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compile_wheel(wheel: Path, out: Path, lean: bool) -> None:
    """The same wheel with .pyc in place of .py, and a RECORD that lists what is inside;
    if `lean`, without the UNUSED files, and its METADATA without the long description
    (micropip reads only the headers: name, version, requirements)."""
    files: dict[str, bytes] = {}
    record_name = None
    with zipfile.ZipFile(wheel) as src:
        for info in src.infolist():
            if info.is_dir() or (lean and UNUSED.search(info.filename)):
                continue
            data, name = src.read(info), info.filename
            if lean and name.endswith(".dist-info/METADATA"):
                data = data.split(b"\n\n", 1)[0] + b"\n"
            if name.endswith(".dist-info/RECORD"):
                record_name = name
                continue
            if name.endswith(".py"):
                data, name = bytecode(data, name), name[:-3] + ".pyc"
            files[name] = data
    if record_name is None:
        raise SystemExit(f"{wheel.name} has no RECORD: not a wheel")
    record = [record_line(n, d) for n, d in files.items()] + [f"{record_name},,"]
    files[record_name] = ("\n".join(record) + "\n").encode()
    with zipfile.ZipFile(out / wheel.name, "w") as dst:
        for name, data in files.items():
            add(dst, name, data)


def check_no_debug_ranges() -> None:
    """Stop unless this Python compiles without column ranges (PYTHONNODEBUGRANGES)."""
    code = compile("x = 1", "check", "exec", dont_inherit=True)
    if any(column is not None for _, _, column, _ in code.co_positions()):
        raise SystemExit("start Python with PYTHONNODEBUGRANGES=1: bytecode would keep column ranges")


def main() -> None:
    check_no_debug_ranges()
    parser = argparse.ArgumentParser()
    parser.add_argument("--stdlib", type=Path, required=True)
    parser.add_argument("--modules", type=Path, required=True)
    parser.add_argument("--sitecustomize", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--engine", type=Path, required=True, help="the engine's wheel")
    parser.add_argument("--wheel", type=Path, action="append", default=[],
                        help="a dependency's wheel (left lean)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    kept, total = trim_stdlib(args.stdlib, args.modules, args.sitecustomize,
                              args.out / "python_stdlib.zip")
    print(f"standard library: {kept} of {total} files kept, compiled")
    compile_wheel(args.engine, args.out, lean=False)
    print(f"compiled {args.engine.name} (as -OO -X no_debug_ranges)")
    for wheel in args.wheel:
        compile_wheel(wheel, args.out, lean=True)
        print(f"compiled {wheel.name} (as -OO -X no_debug_ranges, unused files left out)")


if __name__ == "__main__":
    main()
