"""The order the worker loads the lock's packages in (webbuild.site_python.waiting_for)."""
from __future__ import annotations

from webbuild.site_python import waiting_for


def entry(name: str, *depends: str) -> dict:
    return {"name": name, "file_name": f"{name}.whl", "depends": list(depends)}


def test_what_waits_for_the_largest_wheel_is_it_and_all_that_need_it() -> None:
    lock = {"packages": {e["name"]: e for e in (
        entry("micropip"), entry("typing-extensions"), entry("core", "typing-extensions"),
        entry("models", "core", "typing-extensions"), entry("app", "models"),
        entry("helper", "typing-extensions"))}}
    assert waiting_for(lock, "core.whl") == ["app", "core", "models"]
    assert waiting_for(lock, "helper.whl") == ["helper"]
    assert waiting_for(lock, "typing-extensions.whl") == [
        "app", "core", "helper", "models", "typing-extensions"]
