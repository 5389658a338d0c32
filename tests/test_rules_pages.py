"""The rules pages' renderer: Markdown plus card pictures, trick diagrams and positions."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from webbuild import rules_pages
from webbuild.rules_pages import SourceError, render_body


def test_cards_tricks_and_the_play_button_are_drawn() -> None:
    out = render_body("manille", "nl", "# Manille\n\nDe tien [[TH]] wint van [[AH KH]].\n\n"
                      "{{trick W:KH N:AH S:? winner=N}}\n\n{{play}}\n")
    assert '<span class="cards" data-cards="TH"></span>' in out
    assert '<span class="cards" data-cards="AH KH"></span>' in out
    assert out.count('class="spot"') == 3 and out.count("data-winner") == 1
    assert "1. West" in out and "2. Noord" in out and "3. Jij" in out
    assert 'href="../?game=manille&amp;lang=nl"' in out and "Speel dit spel" in out


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
    pages = [p for p in written if p.suffix == ".html"]
    assert pages
    for path in pages:
        text = path.read_text()
        assert text.startswith("<!doctype html>") and '<html lang="' in text
    for path in set(written) - set(pages):  # the live tables' positions, worked out by the engine
        position = json.loads(path.read_text())
        assert path.parent.name == "live" and position["reply"]["view"]["seat"] == position["asked"]["human_seat"]


def test_an_example_in_play_lets_the_reader_try_each_card(tmp_path: Path, monkeypatch) -> None:
    """Each card carries the engine's verdict: allowed, or its reason in the page's language."""
    from tricktable import Game
    g = Game.new("manille", seed=2)
    while not (g.phase == "play" and g.table.trick and len(g.legal_actions()) < len(g.view(g.to_move)["hand"])):
        g.apply(g.legal_actions()[-1])
    save = json.loads(g.to_json())
    folder = tmp_path / "rules" / "manille" / "examples"
    folder.mkdir(parents=True)
    (folder / "p.json").write_text(json.dumps({"human_seat": g.to_move, "config": save["config"],
                                               "actions": save["actions"]}))
    monkeypatch.setattr(rules_pages, "ROOT", tmp_path)
    out = render_body("manille", "fr", "{{example p}}\n")
    legal = {a["card"] for a in g.legal_actions()}
    for card in g.view(g.to_move)["hand"]:
        button = out[out.index(f'data-cards="{card}"') - 300:out.index(f'data-cards="{card}"')]
        if card in legal:
            assert 'data-verdict="ok"' in button and 'data-say="Permis."' in button
        else:
            assert 'data-verdict="no"' in button and "Vous devez" in button


def test_a_live_table_is_the_embedded_table_at_the_examples_position() -> None:
    """{{live NAME}}: embed.html with the example's save as a `deal` link (the share links'
    format), its own embed id, the page's language, the position drawn before the engine
    (`shown`), and no engine until the reader acts."""
    import base64
    import html

    from tricktable.session.kept import open_kept
    import re
    import urllib.parse
    out = render_body("manille", "fr", "{{live follow}}\n")
    src = html.unescape(re.search(r'<iframe src="([^"]+)"', out).group(1))
    assert src.startswith("../embed.html?") and 'title="Table de jeu"' in out
    q = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(src).query))
    assert q.pop("deal")
    assert q == {"seat": "0", "level": "medium", "lang": "fr", "id": "rules-manille-follow", "start": "click",
                 "shown": "manille-follow"}
    deal = urllib.parse.parse_qs(urllib.parse.urlsplit(src).query)["deal"][0]
    kept = open_kept(base64.urlsafe_b64decode(deal + "=" * (-len(deal) % 4)).decode())
    assert kept.record is not None and (kept.record.seat, kept.record.level) == (0, "medium")  # a fair game
    save = json.loads(kept.game.to_json())
    example = json.loads((Path(rules_pages.ROOT) / "rules" / "manille" / "examples" / "follow.json").read_text())
    assert save["config"] == example["config"] and save["actions"] == example["actions"]
    with pytest.raises(SourceError):
        render_body("manille", "en", "{{live ../secret}}\n")
