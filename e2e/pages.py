"""Helpers for driving the page (imported by the e2e tests)."""
from __future__ import annotations


def wait_idle(page, timeout: float = 30_000) -> None:
    """Wait until the page has no request or animation under way."""
    page.wait_for_function("!document.body.dataset.busy", timeout=timeout)
