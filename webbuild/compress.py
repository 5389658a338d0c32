"""Brotli and gzip copies beside the site's files, for hosts that send them as they are."""
from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

from webbuild.project import CACHE, run

PRECOMPRESS = Path(__file__).resolve().parent / "precompress.mjs"
# Types worth compressing (zips and wheels: see webbuild.site_python.place_archive).
COMPRESSIBLE = {".zip", ".whl", ".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm",
                ".webmanifest", ".txt"}


def precompress(files: list[Path], sources: dict[Path, Path] | None = None) -> None:
    """Brotli and gzip copies (name.br, name.gz) beside each compressible file, made by
    Node's zlib at the highest levels and cached by content, for servers that send them.
    A file's copies are made from `sources[file]` when given (see place_archive); copies
    no smaller than the file itself are left out."""
    sources = sources or {}
    cache = CACHE / "compressed"
    cache.mkdir(parents=True, exist_ok=True)
    pairs = [(p, sources.get(p, p)) for p in files if p.suffix in COMPRESSIBLE]
    todo = [(p, cache / hashlib.sha256(src.read_bytes()).hexdigest(), src) for p, src in pairs]
    missing = [(src, k) for p, k, src in todo
               if not (k.with_suffix(".br").exists() and k.with_suffix(".gz").exists())]
    if missing:
        run("node", PRECOMPRESS, *[str(x) for pair in missing for x in pair])
    for path, key, _ in todo:
        for suffix in (".br", ".gz"):
            packed = key.with_suffix(suffix)
            if packed.stat().st_size < path.stat().st_size * 0.95:
                shutil.copyfile(packed, path.with_name(path.name + suffix))


def wire_bytes(path: Path) -> int:
    """What a download costs: its brotli copy if it has one."""
    packed = path.with_name(path.name + ".br")
    return (packed if packed.exists() else path).stat().st_size
