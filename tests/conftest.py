"""Registers the test-only eighth game before the suites read the registry."""
import eighth_game  # noqa: F401
