"""Brotli and gzip copies beside the site's files, for hosts that send them as they are."""
from __future__ import annotations

import hashlib
import os
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from webbuild.project import CACHE, run

PRECOMPRESS = Path(__file__).resolve().parent / "precompress.mjs"
# Types worth compressing (zips and wheels: see webbuild.site_python.place_archive).
COMPRESSIBLE = {".zip", ".whl", ".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm",
                ".webmanifest", ".txt", ".ftl"}


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
    with ThreadPoolExecutor() as pool:  # brotli at its best is slow: a Node per core
        list(pool.map(lambda batch: run("node", PRECOMPRESS, *[str(x) for pair in batch for x in pair]),
                      batches(missing, os.cpu_count() or 1)))
    for path, key, _ in todo:
        for suffix in (".br", ".gz"):
            packed = key.with_suffix(suffix)
            if packed.stat().st_size < path.stat().st_size * 0.95:
                shutil.copyfile(packed, path.with_name(path.name + suffix))


def batches(pairs: list[tuple[Path, Path]], count: int) -> list[list[tuple[Path, Path]]]:
    """`pairs` (source first) in up to `count` batches of about equal bytes, largest first."""
    out: list[list[tuple[Path, Path]]] = [[] for _ in range(count)]
    sizes = [0] * count
    for pair in sorted(pairs, key=lambda pair: -pair[0].stat().st_size):
        i = sizes.index(min(sizes))
        out[i].append(pair)
        sizes[i] += pair[0].stat().st_size
    return [batch for batch in out if batch]


def wire_bytes(path: Path) -> int:
    """What a download costs: its brotli copy if it has one."""
    packed = path.with_name(path.name + ".br")
    return (packed if packed.exists() else path).stat().st_size
