"""The rules pages' renderer: Markdown plus card pictures, trick diagrams and positions."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from webbuild import rules_pages  # noqa: E402
from webbuild.rules_pages import SourceError, render_body  # noqa: E402


def test_cards_tricks_and_the_play_button_are_drawn() -> None:
    out = render_body("manille", "nl", "# Manille\n\nDe tien [[TH]] wint van [[AH KH]].\n\n"
                      "{{trick W:KH N:AH S:? winner=N}}\n\n{{play}}\n")
    assert '<span class="cards" data-cards="TH"></span>' in out
    assert '<span class="cards" data-cards="AH KH"></span>' in out
    assert out.count('class="spot"') == 3 and out.count("data-winner") == 1
    assert "1. West" in out and "2. Noord" in out and "3. Jij" in out
    assert 'href="../?game=manille"' in out and "Speel dit spel" in out


@pytest.mark.parametrize("source", ["<script>x</script>", "{{trick W:XX}}", "{{trick Q:TH}}",
                                    "{{example ../secret}}"])
def test_what_the_renderer_cannot_draw_faithfully_is_refused(source: str) -> None:
    with pytest.raises(SourceError):
        render_body("manille", "en", source + "\n")


def test_an_example_is_replayed_by_the_engine(tmp_path: Path, monkeypatch) -> None:
    folder = tmp_path / "rules" / "manni" / "examples"
    folder.mkdir(parents=True)
    from tricktable import Game
    g = Game.new("manni", seed=3, first_dealer=0)
    g.apply({"type": "trade", "take": False})
    save = json.loads(g.to_json())
    (folder / "first.json").write_text(json.dumps({"human_seat": g.to_move, "config": save["config"],
                                                   "actions": save["actions"]}))
    monkeypatch.setattr(rules_pages, "ROOT", tmp_path)
    out = render_body("manni", "en", "{{example first}}\n")
    hand = " ".join(g.view(g.to_move)["hand"])
    assert f'data-cards="{hand}"' in out and "Example" in out
    (folder / "first.json").write_text(json.dumps({"human_seat": 0, "config": save["config"],
                                                   "actions": save["actions"]}))
    with pytest.raises(SourceError, match="not to move"):
        render_body("manni", "en", "{{example first}}\n")


def test_every_source_in_the_repository_renders(tmp_path: Path) -> None:
    written = rules_pages.build(tmp_path)
    for path in written:
        text = path.read_text()
        assert text.startswith("<!doctype html>") and '<html lang="' in text
