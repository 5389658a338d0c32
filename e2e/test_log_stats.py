"""The deal log (tricks as rows, earlier deals, moves taken back) and the statistics (a
finished game counted once through a reload and a second tab; reset and export)."""
from __future__ import annotations

import json
import random

from pages import (menu_click, DESKTOP, NARROW, NEXT_DEAL, PHONE, PLAYABLE, axe_violations, click_card, open_new_game, overflow_at,
                   start_by_clicking, state, take_turn, text_of, wait_idle)

SIDE_LOG = ".board-side .deal-log"
ROWS = f"{SIDE_LOG} .log-trick"
# A row wholly in sight in the log's scroller, and the scroller too short for all its rows.
IN_SIGHT = """r => { const s = r.closest('.log-scroll'), box = s.getBoundingClientRect(), b = r.getBoundingClientRect();
    return s.scrollHeight > s.clientHeight && b.top >= box.top - 1 && b.bottom <= box.bottom + 1; }"""


def rows(page, within: str = SIDE_LOG) -> list[dict]:
    """Each trick row of the log on show: its cards and caption, and the winner's card."""
    return page.locator(f"{within} .log-trick").evaluate_all("""rs => rs.map(r => ({
        cards: [...r.querySelectorAll('[data-log-card]')].map(c => c.dataset.logCard),
        winner: r.querySelector('[data-log-card][data-winner]')?.dataset.logCard ?? null,
        caption: r.querySelector('.log-caption').textContent}))""")


def play_until(page, rng: random.Random, condition, limit: int = 200) -> None:
    for _ in range(limit):
        if condition():
            return
        take_turn(page, rng)
    raise AssertionError("the situation never came up")


def test_the_log_shows_each_trick_as_a_row_with_its_winner_and_forgets_undone_moves(page) -> None:
    page.set_viewport_size(dict(zip(("width", "height"), DESKTOP)))
    open_new_game(page)
    start_by_clicking(page, "manni", 11, {"target": 99}, level="random", practice=True)  # Undo allowed
    rng = random.Random(11)
    play_until(page, rng, lambda: len([r for r in rows(page) if r["winner"]]) >= 2 and page.locator(PLAYABLE).count())
    for row in rows(page):
        if row["winner"]:  # a whole trick: three cards, one of them the winner's, said in the caption
            assert len(row["cards"]) == 3 and row["winner"] in row["cards"], row
            assert " led · " in row["caption"] and row["caption"].endswith(" won"), row
    # Defect 5: a card played and taken back leaves no trace in the log.
    before = text_of(page, SIDE_LOG)
    count = sum(len(r["cards"]) for r in rows(page))
    click_card(page.locator(PLAYABLE).first)
    wait_idle(page)
    assert sum(len(r["cards"]) for r in rows(page)) > count
    page.click("#btn-undo")
    wait_idle(page)
    assert text_of(page, SIDE_LOG) == before
    # The deal played out: its twelve tricks are one tap away once the next deal starts.
    play_until(page, rng, lambda: page.locator(NEXT_DEAL).count() > 0)
    assert len(rows(page)) == 12
    assert page.locator(ROWS).last.evaluate(IN_SIGHT), "the newest trick is out of sight in a long log"
    page.click(NEXT_DEAL)
    wait_idle(page)
    page.click(f"{SIDE_LOG} [data-log-tab=past]")
    page.wait_for_selector(f"{SIDE_LOG} details.log-deal[open] .log-trick")
    earlier = rows(page)
    assert len(earlier) == 12 and all(r["winner"] for r in earlier)
    assert not axe_violations(page)
    assert page.locator(f"{SIDE_LOG} details.log-deal summary").inner_text().startswith("Deal 1")
    # On a phone the log is a sheet opened from the bar, with the same rows.
    page.click(f"{SIDE_LOG} [data-log-tab=now]")
    page.set_viewport_size(dict(zip(("width", "height"), PHONE)))
    assert not page.locator(SIDE_LOG).is_visible()
    page.click("#btn-log")
    assert page.locator("#log-dialog").is_visible()
    assert rows(page, "#log-dialog") == rows(page)
    assert not axe_violations(page) and overflow_at(page, NARROW) == 0
    page.click("#log-close")


def stat(page, name: str) -> str:
    """A figure of the statistics screen, by its label."""
    return page.locator("#stats-body [data-stat]").filter(has_text=name).locator("dd").first.inner_text()


def open_stats(page) -> None:
    page.evaluate("document.querySelector('.menu').open = true")  # the menu, where the bar folds it
    menu_click(page, "#btn-stats")
    page.wait_for_selector("#stats-dialog[open]")


def test_statistics_count_a_finished_game_once_and_can_be_exported_and_reset(page) -> None:
    """A game finished in a second tab, then taken back by the first (which shows its end
    again), and the page reloaded: counted once; then exported and reset."""
    open_new_game(page)
    start_by_clicking(page, "manni", 3, {"target": 1}, level="random")  # one deal ends this game
    rng = random.Random(3)
    play_until(page, rng, lambda: page.locator("#hand button[data-card]").count() <= 9)
    other = page.context.new_page()
    other.goto(page.site + "?speed=instant")
    other.wait_for_selector("#unfinished-list button", timeout=90_000)
    other.click("#unfinished-list button")  # the first tab's game, resumed here
    other.wait_for_function("document.body.dataset.state === 'playing'")
    play_until(other, rng, lambda: state(other) == "over")
    score = other.locator("#final-scores [data-side='0'] .score").inner_text().replace("\u2212", "-")
    won = other.locator("#winners").inner_text().startswith("You")
    open_stats(other)
    assert other.locator("#stats-body .stats-game").count() == 1
    assert stat(other, "Games") == "1" and stat(other, "Best score").replace("\u2212", "-") == score
    assert stat(other, "Wins").startswith("1" if won else "0")
    assert stat(other, "Average cost per decision") == "\u2014"  # no review yet
    assert other.locator("#stats-body .stats-chart rect").count() == 1
    assert not axe_violations(other)

    page.click("#message button")  # the first tab takes the game back: its end again
    page.wait_for_function("document.body.dataset.state === 'over'")
    wait_idle(page)
    open_stats(page)
    assert stat(page, "Games") == "1"
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('tricktable.result.')).length") == 1
    page.click("#stats-close")
    page.reload()
    page.wait_for_selector("#btn-stats:enabled", state="attached", timeout=90_000)
    open_stats(page)
    assert stat(page, "Games") == "1"

    # A review's costs (stats.js recordReviewCosts keeps one entry per deal reviewed, keyed by
    # its game) give the average cost per decision of the game and option set, once that game
    # has ended: a review of a game still in play (the second entry) adds no group of its own.
    page.evaluate("""() => {
        const ended = Object.keys(localStorage).find(k => k.startsWith('tricktable.result.'));
        const review = {game: 'manni', options: {under_four_negative: false, target: 1}, deal: 0, decisions: 4, cost: 3};
        localStorage.setItem('tricktable.cost.' + ended.slice('tricktable.result.'.length) + '#0', JSON.stringify(review));
        localStorage.setItem('tricktable.cost.["manni","in play","[]",0,"medium"]#0',
                             JSON.stringify({...review, options: {}, cost: 40}));
    }""")
    page.click("#stats-close")
    open_stats(page)
    assert stat(page, "Average cost per decision") == "0.75"
    assert page.locator("#stats-body .stats-game").count() == 1
    with page.expect_download() as download:
        page.click("#stats-export")
    data = json.loads(open(download.value.path(), encoding="utf-8").read())
    assert data["format"] == "tricktable-statistics" and len(data["games"]) == 1 and len(data["reviews"]) == 2
    (game,) = data["games"]
    assert game["game"] == "manni" and game["options"]["target"] == 1 and game["score"] == int(score)

    page.click("#stats-reset")  # asked first; "Keep them" keeps them
    assert page.locator("#stats-confirm").is_visible()
    page.click("#stats-reset-no")
    assert stat(page, "Games") == "1"
    page.click("#stats-reset")
    page.click("#stats-reset-yes")
    assert page.locator("#stats-body").inner_text().startswith("No finished game yet")
    # The second tab's open screen follows.
    other.wait_for_function("document.getElementById('stats-body').textContent.includes('No finished game yet')")
    other.close()
