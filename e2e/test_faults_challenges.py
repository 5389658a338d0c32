"""Issue 41's faults in challenges and the deal of the day, on the page (findings 7, 8, 9
and 10; the engine's side: tests/test_challenge_faults.py): a challenge link whose moves do
not fit is refused before its player is invited to play, with its cost and the limit said
first; the deal of the day counts an attempt when it is dealt, so playing it again shows as
a later attempt whatever was pressed, renamed or cleared, and the first attempt's result is
the one kept; a name cannot turn the invitation around; results reopened from the menu
keep the friend's column; a result is this browser's by its key, not by a name typed, and
a forged signature or a malformed key is refused in words."""
from __future__ import annotations

import json
import random

import pytest

from tricktable.bots.base import random_action
from tricktable.session.bridge import Session
from tricktable.session.linkcode import pack, unpack

from pages import screenshots, context_options, make_challenge, menu_click, pick_from_shelf, saved_game, take_turn, wait_engine, wait_idle

DIALOG_STATUS = "document.getElementById('challenge-status').textContent"
# Every text the dialog's status line is given, as it is given (its replaced text nodes),
# and the progress bar's value then.
WATCH_STATUS = """
  window.told = [];
  window.parts = [];
  document.addEventListener('DOMContentLoaded', () => new MutationObserver((changes) => {
    for (const c of changes) for (const n of c.addedNodes) window.told.push(n.textContent);
    const bar = document.getElementById('challenge-progress');
    if (!bar.hidden) window.parts.push(bar.value);
  }).observe(document.getElementById('challenge-status'), { childList: true }));
"""
PLAYED_OUT = "!document.getElementById('challenge-results').hidden"
RESULTS_DRAWN = "document.getElementById('challenge-table').childElementCount > 0"


def call(session: Session, method: str, **params) -> dict:
    reply = json.loads(session.handle(json.dumps({"id": 1, "method": method, "params": params})))
    assert "error" not in reply, reply
    return reply["result"]


def played(session: Session, reply: dict, name: str, seed: int) -> str:
    """The challenge on `session`'s table played through at random by `name`: its link."""
    rng = random.Random(seed)
    while not reply["challenge"]["done"]:
        reply = call(session, "act", action=random_action(reply["view"], rng))
    return call(session, "challenge_end", name=name)["code"]


def annas_challenge(variant: str = "manillen-2p-open") -> str:
    """A one-deal challenge Anna has played, as her engine writes its link."""
    anna = Session()
    return played(anna, call(anna, "challenge_new", variant=variant, deals=1, level="easy", lang="en"), "Anna", 1)


def answered(code: str, name: str, seed: int) -> str:
    """`code` played by `name` in an engine of their own: the reply link."""
    s = Session()
    call(s, "open_link", code=code)
    return played(s, call(s, "challenge_play"), name, seed)


def moves_cut(code: str, opening: bool = True) -> str:
    """`code` with its last player's last move left out, signed anew (as only someone with
    the engine's key can): the link reads well, and the moves stop before the challenge does.
    `opening`: whether it keeps the receiver's opening (drawn before the engine runs)."""
    header, moves = unpack(code)
    players = [*header["p"][:-1], [header["p"][-1][0], header["p"][-1][1] - 1]]
    kept = {k: v for k, v in header.items() if opening or k not in ("w", "cut")}
    return pack({**kept, "p": players}, moves[:-1])


def open_link(page, code: str) -> None:
    page.goto(f"{page.site}?speed=instant&lang=en#t={code}")
    page.wait_for_selector("#challenge-intro", state="visible", timeout=90_000)


# --- finding 9: a challenge that cannot be replayed is refused before it is played -----------

def test_a_signed_challenge_whose_moves_do_not_fit_is_refused_before_its_player_plays(page, site) -> None:
    """Before: the invitation's Play started the game, the friend played it through, and
    the link was refused at its end, their result and reply lost. Now Play waits for the
    engine's check, which refuses it by the player's name; the game in progress stays."""
    good = annas_challenge()
    both = answered(good, "Björn", 2)
    page.goto(f"{site}?speed=instant&lang=en")
    pick_from_shelf(page)
    wait_idle(page)
    take_turn(page, random.Random(1))
    kept = saved_game(page)
    # Cut in Anna's moves (the only player's), and in Björn's (the second of two), with an
    # opening (the invitation before the engine) and without (after it).
    for bad, name in ((moves_cut(good), "Anna"), (moves_cut(both, opening=False), "Björn")):
        open_link(page, bad)
        page.wait_for_function(f"{DIALOG_STATUS}.includes('cannot be replayed')", timeout=120_000)
        status = page.inner_text("#challenge-status")
        assert status.startswith(f"{name}'s game in this challenge cannot be replayed"), status
        assert "Ask whoever sent it" in status, status
        assert page.locator("#challenge-go").is_disabled()
        screenshots(page, f"challenge-fault-unplayable-{name}")
        page.click("#challenge-close")
        page.wait_for_function("document.body.dataset.state === 'playing'")
        assert saved_game(page) == kept  # the game in progress, as it was
        assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('tricktable.challenge.')).length") == 0


def test_the_invitation_says_what_checking_costs_and_how_far_it_is_before_play(page, site) -> None:
    """The cost (deals × players) and the limit are said; each player's deal is said as the
    engine replays it; Play opens once every game is checked."""
    code = answered(annas_challenge(), "Björn", 2)
    page.add_init_script(WATCH_STATUS)
    open_link(page, code)
    page.wait_for_function("!document.getElementById('challenge-go').disabled", timeout=120_000)
    cost = page.inner_text("#challenge-cost")
    assert cost == ("Before you play, this page replays every player's game to check their results: "
                    "2 deals to replay (a challenge may ask for at most 200)."), cost
    told = page.evaluate("window.told")
    assert "Checking Anna's game (1 of 2): deal 1 of 1…" in told and "Checking Björn's game (2 of 2): deal 1 of 1…" in told, told
    parts = page.evaluate("window.parts")  # the bar, as each line was said: how much is replayed
    assert parts and parts == sorted(parts) and 0 <= parts[0] < 1 and parts[-1] >= 0.5, parts
    assert page.locator("#challenge-progress").is_hidden()
    assert page.inner_text("#challenge-status") == "Every player's game is checked: play when you are ready."
    screenshots(page, "challenge-fault-checked")
    page.fill("#challenge-name", "Chloé")
    page.click("#challenge-go")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=60_000)


# --- finding 7: the deal of the day, once for the record --------------------------------

def deal_of_the_day(page, name: str = "Dagný") -> None:
    menu_click(page, "#btn-challenge")
    page.select_option("#challenge-game", "manillen-2p-open")
    page.fill("#challenge-name", name)
    page.click("#challenge-daily")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=60_000)
    wait_idle(page)


def daily_button(page) -> str:
    menu_click(page, "#btn-challenge")
    if page.locator("#challenge-results").is_visible():  # the challenge on the table's: a new one
        page.click("#challenge-go")
    page.select_option("#challenge-game", "manillen-2p-open")
    return page.inner_text("#challenge-daily")


def play_out(page, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(200):
        if page.locator("#challenge-results").is_visible():
            break
        take_turn(page, rng)
    # The results are in once their table is drawn (the status line may be empty before the
    # engine's answer: a deal of the day with no other player has nothing to check).
    page.wait_for_function(f"{PLAYED_OUT} && {DIALOG_STATUS} === '' && {RESULTS_DRAWN}", timeout=120_000)


def test_dealing_the_deal_of_the_day_again_is_a_later_attempt_not_for_the_record(page, site) -> None:
    """Before: "Deal of the day" again mid-deal dealt it afresh as a first play, and its end
    replaced the first in "Today's results"."""
    page.goto(f"{site}?speed=instant&lang=en")
    wait_engine(page)
    deal_of_the_day(page)
    take_turn(page, random.Random(1))
    assert daily_button(page) == "Deal of the day, attempt 2"
    assert "only your first attempt counts" in page.inner_text("#challenge-daily-help")
    screenshots(page, "challenge-fault-daily-again")
    page.click("#challenge-daily")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=60_000)
    play_out(page, 2)
    send = page.inner_text("#challenge-send")
    assert send == ("Attempt 2 at this deal of the day: not for the record. Your first attempt was not "
                    "played through, so no result of yours is kept today."), send
    assert page.inner_text("#challenge-table thead th.me .who") == "Dagný (attempt 2)"
    assert page.evaluate("document.getElementById('challenge-link').closest('p').hidden")  # nothing for the record
    screenshots(page, "challenge-fault-daily-later-attempt")
    page.click("#challenge-close")
    assert daily_button(page) == "Deal of the day, attempt 3"


def test_the_first_attempts_result_stays_the_record_whatever_is_renamed_or_cleared(page, site) -> None:
    """Before: a new name, or either storage key cleared, offered the deal of the day afresh
    as a first play."""
    page.goto(f"{site}?speed=instant&lang=en")
    wait_engine(page)
    deal_of_the_day(page)
    play_out(page, 3)
    page.click("#challenge-close")
    kept = page.evaluate("Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")
    entry = next(k for k in kept if k.startswith("tricktable.challenge."))
    cases = {"localStorage.setItem('tricktable.name', 'Someone else')": "Today's results",
             "localStorage.removeItem('tricktable.daily.manillen-2p-open')": "Today's results",
             f"localStorage.removeItem('{entry}')": "Deal of the day, attempt 2"}
    for change, label in cases.items():
        page.evaluate("(kept) => { localStorage.clear(); for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v); }",
                      kept)
        page.evaluate(change)
        assert daily_button(page) == label, change
        if label == "Today's results":  # the first attempt's, under the name it was played with
            page.click("#challenge-daily")
            page.wait_for_function(f"{PLAYED_OUT} && {RESULTS_DRAWN} && {DIALOG_STATUS} === ''"
                                   f" && document.querySelectorAll('#challenge-table thead th').length === 2",
                                   timeout=120_000)  # the results shown, not the table left from before
            assert page.inner_text("#challenge-table thead th.me .who") == "Dagný"
        page.click("#challenge-close")


def test_a_second_tab_sees_the_attempt_the_first_dealt(page, site) -> None:
    page.goto(f"{site}?speed=instant&lang=en")
    wait_engine(page)
    deal_of_the_day(page)
    other = page.context.new_page()
    other.goto(f"{site}?speed=instant&lang=en")
    wait_engine(other)
    assert daily_button(other) == "Deal of the day, attempt 2"
    other.close()


# --- finding 10 and issue 40: names and reopened results ---------------------------------

def test_a_name_with_a_right_to_left_override_does_not_turn_the_invitation_around(page, site) -> None:
    header, moves = unpack(annas_challenge())
    code = pack({**header, "p": [["\u202eAnna", header["p"][0][1]]]}, moves)
    page.add_init_script(WATCH_STATUS)
    open_link(page, code)
    early = page.inner_text("#challenge-from")  # drawn from the link, before the engine read it
    assert "\u202e" not in early.replace("\u2068\u202eAnna\u2069", ""), repr(early)
    page.wait_for_function("!document.getElementById('challenge-go').disabled", timeout=120_000)
    text = page.inner_text("#challenge-from")
    assert "\u202e" not in text and "A challenge from Anna: Manillen for two" in text, repr(text)
    screenshots(page, "challenge-fault-bidi-name")


def test_results_reopened_from_the_menu_keep_the_friends_column(page, site) -> None:
    """Issue 40: Anna's own results, shown again when her game was resumed after she opened
    Björn's reply, took the place of everyone's, and the menu showed hers alone."""
    page.goto(f"{site}?speed=instant&lang=en")
    wait_engine(page)
    make_challenge(page, "manillen-2p-open", "easy")
    play_out(page, 4)
    reply = answered(page.input_value("#challenge-link").split("#t=")[1], "Björn", 5)
    page.goto(f"{site}?speed=instant&lang=en#t={reply}")  # this tab: her game resumes behind the results
    columns = "document.querySelectorAll('#challenge-table thead th').length"
    page.wait_for_function(f"{columns} === 3 && {DIALOG_STATUS} === ''", timeout=120_000)
    page.wait_for_timeout(3_000)  # anything else the resumed game starts, done
    page.click("#challenge-close")
    menu_click(page, "#btn-challenge")
    page.wait_for_function(f"{columns} === 3 && {DIALOG_STATUS} === ''", timeout=120_000)
    heads = page.locator("#challenge-table thead th .who").all_inner_texts()
    assert heads == ["Anna", "Björn"], heads


# --- finding 8: identities that cannot be typed ---------------------------------------------

HEADS = "#challenge-table thead th:not(:first-child)"


def columns(page) -> list[dict]:
    """Each player's column head: the name, the key's fingerprint, the mark, whether it is
    this browser's."""
    return page.eval_on_selector_all(HEADS, """ths => ths.map(th => ({
      name: th.querySelector('.who')?.textContent ?? th.textContent,
      print: th.querySelector('.print')?.textContent ?? '',
      mark: th.querySelector('.mark')?.textContent ?? '',
      me: th.classList.contains('me') }))""")


@pytest.fixture(scope="module")
def mallorys(browser, site) -> tuple[str, dict]:
    """A one-deal challenge Mallory made and played in a browser of his own under the name
    Björn: its link, signed with his browser's key, and his column head."""
    context = browser.new_context(**context_options())
    try:
        page = context.new_page()
        page.goto(f"{site}?speed=instant&lang=en")
        wait_engine(page)
        make_challenge(page, "manillen-2p-open", "easy", name="Björn")
        play_out(page, 6)
        return page.input_value("#challenge-link").split("#t=")[1], columns(page)[0]
    finally:
        context.close()


def test_an_impostor_typing_a_friends_name_is_marked_and_is_not_the_friend(page, site, mallorys) -> None:
    """Before: Mallory made a challenge under the name Björn; on Björn's page (his name kept
    as Björn) the link opened straight to the results with Mallory's play in Björn's own
    column, and Björn was never invited to play. Now each result is signed by its browser's
    key: Björn is invited, and his results show Mallory's "Björn" under another key's
    fingerprint, marked, and Björn's own column as his."""
    code, theirs = mallorys
    page.add_init_script("localStorage.setItem('tricktable.name', 'Björn')")  # Björn's browser
    page.goto(f"{site}?speed=instant&lang=en#t={code}")
    page.wait_for_selector("#challenge-intro:visible, #challenge-results:visible", timeout=90_000)
    assert page.locator("#challenge-intro").is_visible(), f"not invited: {columns(page)}"
    page.wait_for_function("!document.getElementById('challenge-go').disabled", timeout=120_000)
    page.click("#challenge-go")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=60_000)
    play_out(page, 7)
    heads = columns(page)
    print(f"\nBjörn's page: {heads}; Mallory's own: {theirs}")
    assert [h["name"] for h in heads] == ["Björn", "Björn 2"] and [h["me"] for h in heads] == [False, True], heads
    assert heads[0]["print"] == theirs["print"] != heads[1]["print"], heads
    assert heads[0]["mark"] == "not the key this browser knows for Björn", heads
    assert heads[1]["mark"] == "" and theirs["mark"] == ""
    screenshots(page, "challenge-fault-impostor")
    # Björn's reply, opened again here: his own results, found by his key.
    reply = page.input_value("#challenge-link").split("#t=")[1]
    page.click("#challenge-close")
    page.goto(f"{site}?speed=instant&lang=en#t={reply}")
    page.wait_for_function(f"document.querySelectorAll('{HEADS}').length === 2 && {DIALOG_STATUS} === ''",
                           timeout=120_000)
    assert columns(page) == heads


def signature_changed(code: str, change) -> str:
    """`code` with its first player's [key, signature] changed by `change`, its checksum made
    anew (as only someone with the engine's key can)."""
    header, moves = unpack(code)
    first = header["p"][0]
    return pack({**header, "p": [[*first[:2], *change(*first[2:])], *header["p"][1:]]}, moves)


def test_a_forged_signature_or_a_malformed_key_is_refused_in_words(page, site, mallorys) -> None:
    """A result whose signature does not hold (its name changed, so it signs another
    digest) is refused by the invitation, in words, Play closed and nothing filed; a key
    of another form is refused by the engine with the link, the game in progress kept."""
    code, _ = mallorys
    header, moves = unpack(code)
    renamed = pack({**header, "p": [["Anna", *header["p"][0][1:]]]}, moves)
    page.goto(f"{site}?speed=instant&lang=en")
    pick_from_shelf(page)
    wait_idle(page)
    take_turn(page, random.Random(1))
    kept = saved_game(page)
    open_link(page, renamed)
    page.wait_for_function(f"{DIALOG_STATUS}.includes('signature')", timeout=120_000)
    status = page.inner_text("#challenge-status")
    assert status == ("Anna's signature in this link does not hold for their result: the result or the name was "
                      "changed after it was signed. Ask whoever sent it to send it again; nothing you had has "
                      "changed."), status
    assert page.locator("#challenge-go").is_disabled()
    screenshots(page, "challenge-fault-forged-signature")
    page.click("#challenge-close")
    assert saved_game(page) == kept
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('tricktable.challenge.')).length") == 0
    malformed = signature_changed(code, lambda key, sig: [key[:-1] + "B", sig])
    page.goto(f"{site}?speed=instant&lang=en#t={malformed}")
    page.wait_for_function("!document.getElementById('message').hidden"
                           " && document.getElementById('message').innerText.includes('signing key')", timeout=90_000)
    message = page.inner_text("#message")
    assert "This link cannot be opened" in message and "Björn's signing key or signature in this link is not of the form" in message, message
    page.wait_for_function("document.body.dataset.state === 'playing'")
    assert saved_game(page) == kept


def test_an_older_links_results_open_labelled_unsigned(page, site) -> None:
    """A link of a Tricktable before signatures (its players a name and moves) still opens,
    and its results say each of its players is unsigned."""
    code = answered(annas_challenge(), "Björn", 2)  # written by engines with no key: as an older page wrote it
    open_link(page, code)
    page.wait_for_function("!document.getElementById('challenge-go').disabled", timeout=120_000)
    page.fill("#challenge-name", "Chloé")
    page.click("#challenge-go")
    page.wait_for_function("document.body.dataset.state === 'playing'", timeout=60_000)
    play_out(page, 8)
    heads = columns(page)
    assert [(h["name"], h["mark"], h["me"]) for h in heads] == [
        ("Anna", "unsigned (an older link)", False), ("Björn", "unsigned (an older link)", False), ("Chloé", "", True)], heads
    assert heads[2]["print"] and not heads[0]["print"]
    screenshots(page, "challenge-fault-unsigned")
