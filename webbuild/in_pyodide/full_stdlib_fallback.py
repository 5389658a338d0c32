"""Standard-library modules that the trimmed library leaves out come from the full one.

The build ships this file as the trimmed library's `sitecustomize`, which Python runs at
start-up.  It adds a finder at the end of sys.meta_path: when a standard-library module
that only the full library has is imported, it downloads the runtime's full library once (a synchronous request, which a
worker may make), puts it on sys.path and finds the module there, and says so in the
console.  The worker names the full library's URL in `tricktableFullStdlib`; elsewhere
(Pyodide under Node, where the build checks the trimmed library) the finder stays out of
the way, so a missing module fails loudly there.
"""
from __future__ import annotations

import sys

TYPE_CHECKING = False  # typing's own, without importing typing at the runtime's start
if TYPE_CHECKING:
    from collections.abc import Sequence
    from importlib.machinery import ModuleSpec
    from types import ModuleType

FULL = "/lib/python_stdlib_full.zip"
# The modules only the full library has; compile_site_python.py writes them in.  Others,
# like `pwd`, which code tries and does without, must not cost a download.
FULL_ONLY: frozenset[str] = frozenset()


def _load_full_library(missing: str) -> bool:
    try:
        import js
        url = js.tricktableFullStdlib
    except (ImportError, AttributeError):
        return False
    request = js.XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    request.send()
    if request.status != 200:
        return False
    with open(FULL, "wb") as out:
        out.write(request.response.to_py())
    sys.path.append(FULL)
    js.console.warn(f"{missing} is not in the trimmed standard library: loaded the full one")
    return True


class FullStdlibFinder:
    """Finds, in the full library, standard-library modules the trimmed one lacks."""

    @classmethod
    def find_spec(cls, name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if name not in FULL_ONLY:
            return None
        if FULL not in sys.path and not _load_full_library(name):
            return None
        from importlib.machinery import PathFinder
        package = name.rpartition(".")[0]
        return PathFinder.find_spec(name, [FULL + "/" + package.replace(".", "/") if package else FULL])


sys.meta_path.append(FullStdlibFinder)
