"""The JSON Schema of every record that crosses a boundary, one file per record.

They are written into docs/schema/ (``python -m tricktable schema``) and published with
the site, so a page that embeds the table, writes links or drives the worker can check
what it sends; a test fails when the checked-in files differ from these.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..session import challenge, peer_records, protocol, review_records
from ..rules import wire
from ..rules.records import adapter
from ..rules.variants import REGISTRY
from ..rules.variants.base import registered_actions

DRAFT = "https://json-schema.org/draft/2020-12/schema"


def boundary_records() -> dict[str, Any]:
    """File name (without .json) -> record (or union of records), in a stable order."""
    return {
        "game-config": wire.GameConfig, "saved-game": wire.SavedGame, "action": wire.action_kind(registered_actions()),
        "worker-request": wire.Request, "new-game-params": wire.NewGameParams,
        "act-params": wire.ActParams, "resume-params": wire.ResumeParams,
        "review-params": wire.ReviewParams, "review-outline": review_records.ReviewOutline,
        "review-judgement": review_records.Judgement,
        "link": protocol.Link, "embed-link": protocol.EmbedLink, "challenge-link": challenge.ChallengeHeader,
        "embed-message": protocol.EmbedMessage, "host-message": protocol.HostRequest,
        "friend-peer-message": peer_records.FriendMessage, "host-peer-message": peer_records.HostMessage,
        **{f"options-{v.id}": v.Options for v in REGISTRY.values()},
    }


def schemas() -> dict[str, dict]:
    """File name -> JSON Schema of the record, as validated (the input side)."""
    out = {}
    for name, kind in boundary_records().items():
        schema = adapter(kind).json_schema()
        out[f"{name}.json"] = {"$schema": DRAFT, "title": schema.pop("title", name), **schema}
    return out


def text(schema: dict) -> str:
    """A schema file's text: stable, readable, one trailing newline."""
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def write(out: Path) -> list[Path]:
    """Write every schema into `out` (made if missing); returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, schema in schemas().items():
        path = out / name
        path.write_text(text(schema), encoding="utf-8")
        written.append(path)
    return written
