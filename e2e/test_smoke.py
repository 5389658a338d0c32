"""The built site loads with no other origin, a game starts and a card is played."""
from __future__ import annotations

from tricktable.rules.variants import REGISTRY
from webbuild import project, serve, site_python

from pages import NARROW, axe_violations, click_card, first_playable, open_new_game, overflow_at, wait_engine, wait_idle
from support import shipped


def test_load_start_and_play_a_card(page) -> None:
    asked = []
    page.on("request", lambda r: asked.append(r.url))
    open_new_game(page)
    assert page.locator("#games input[type=radio]").count() == sum(map(shipped, REGISTRY.values()))
    for game in page.locator("#games input[type=radio]").all():  # each game's options fit a phone
        game.check()
        assert overflow_at(page, NARROW) == 0, game.get_attribute("value")
    assert page.locator("#start").is_enabled() and axe_violations(page) == []
    page.locator("input[value=manille]").check()
    assert page.locator("#options [data-option=target]").input_value() == "101"
    page.click("#start")
    page.wait_for_function("document.body.dataset.state === 'playing'")
    wait_idle(page)
    playable = first_playable(page)
    card = playable.get_attribute("data-card")
    label = playable.text_content()
    assert " of " in label
    hand_before = page.locator("#hand button[data-card]").count()
    click_card(playable)
    wait_idle(page)
    assert page.locator(f"#hand button[data-card='{card}']").count() == 0
    assert page.locator("#hand button[data-card]").count() == hand_before - 1
    assert not page.locator("#message").is_visible()
    assert not [c for c in page.console if c.startswith(("error", "pageerror"))], page.console
    # The trimmed standard library served the engine: the whole one, fetched only when a
    # module is missing (and 2.6 MB more), was never asked for.
    assert any("/python_stdlib-" in url for url in asked), asked
    assert not any(url.endswith(site_python.FULL_STDLIB) for url in asked), asked


def test_bad_link_shows_a_message_and_the_new_game_screen(page) -> None:
    page.goto(page.site + "?game=whist&seed=1")
    page.wait_for_function("document.body.dataset.state === 'ready'", timeout=90_000)
    said = page.locator("#message").inner_text()
    assert "asks for a game Tricktable does not have" in said and "whist" not in said, said  # the player's words


def test_the_site_plays_from_a_folder(browser, tmp_path) -> None:
    """Static hosts often serve a project below a folder (example.org/tricktable/): every
    address the pages use is relative to the page, so the engine starts there and plays."""
    (tmp_path / "tricktable").symlink_to(project.DIST)
    with serve.served(tmp_path) as site:
        folder = site + "tricktable/"
        context = browser.new_context(bypass_csp=True)
        try:
            page = context.new_page()
            asked = []
            page.on("request", lambda r: asked.append(r.url))
            failed = []
            page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
            page.goto(folder + "?game=manille&seed=3&speed=instant")
            wait_engine(page)
            wait_idle(page)
            before = page.locator("#hand button[data-card]").count()
            click_card(first_playable(page))
            wait_idle(page)
            assert page.locator("#hand button[data-card]").count() == before - 1
            # The card faces' pictures are blobs the page made itself (faces.js), asking no server;
            # their sprite came from the folder.
            fetched = [url for url in asked if not url.startswith("blob:")]
            assert not failed and all(url.startswith(folder) for url in fetched), (failed, fetched)
            assert sum(url.startswith(folder + "cards-") for url in fetched) == 1, fetched
        finally:
            context.close()
