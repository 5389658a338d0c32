"""Uniformly random legal actions: a baseline and a test driver."""
from __future__ import annotations

from .base import Bot


class RandomBot(Bot):
    def choose(self, view: dict) -> dict:
        return self.random_action(view)
