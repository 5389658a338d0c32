"""The security policy: sent with every file, and a whole game raises no violation under it.

These tests use contexts that keep the policy (the shared `page` fixture bypasses it so
Playwright may evaluate strings), so they wait with selectors, never with script strings.
"""
from __future__ import annotations

import urllib.error
import urllib.request

from webbuild import policy, project
from webbuild.site import built_site
from pages import NEXT_DEAL, PLAYABLE

RECORD_VIOLATIONS = """
window.violations = [];
document.addEventListener("securitypolicyviolation", (e) =>
  window.violations.push(`${e.violatedDirective} blocked ${e.blockedURI}`));
"""


def test_every_file_is_sent_with_the_policy(site: str) -> None:
    html = urllib.request.urlopen(site).read().decode()
    built = built_site()
    for path in ("", "worker.js", "sw.js", "app.js", "app.webmanifest", built["stdlib"],
                 built["runtime"] + "pyodide.asm.wasm", built["engine"], "no-such-file"):
        request = urllib.request.Request(site + path, headers={"Accept-Encoding": "br"})
        try:
            headers = urllib.request.urlopen(request).headers
        except urllib.error.HTTPError as missing:
            assert missing.code == 404
            headers = missing.headers
        assert headers["Content-Security-Policy"] == policy.CSP, path
    assert f'content="{policy.META_CSP}"' in html
    embed = urllib.request.urlopen(site + "embed.html?game=manni")
    assert embed.headers["Content-Security-Policy"] == policy.EMBED_CSP  # the one page others may frame
    assert f'content="{policy.META_CSP}"' in embed.read().decode()
    # The live table's page alone may reach the relays of the site's settings, and only those.
    relays = policy.relays(project.ROOT / "web")
    live = urllib.request.urlopen(site + "friends.html")
    assert live.headers["Content-Security-Policy"] == policy.live_policy(relays)
    assert f'content="{policy.live_policy(relays, policy.META_CSP)}"' in live.read().decode()
    assert all(relay not in policy.CSP for relay in relays)


def play_to_the_end(page) -> int:
    """Click the first enabled decision (a playable card, a call, "Next deal") until the
    game is over; returns the clicks.  Selectors only: the policy forbids evaluated strings."""
    clicks = 0
    decision = f"{NEXT_DEAL}, #controls button[data-action]:enabled, {PLAYABLE}"
    while True:
        page.wait_for_selector("body:not([data-busy])", state="attached")
        if page.evaluate("document.body.dataset.state") == "over":
            return clicks
        page.locator(decision).first.click()
        clicks += 1
        assert clicks < 500, "the game does not end"


def test_a_whole_game_raises_no_violation(browser, site: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    errors, console = [], []
    page.on("console", lambda m: console.append(m.text))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.add_init_script(RECORD_VIOLATIONS)
    page.goto(site + '?game=manille&seed=5&level=random&speed=instant&options={"target":61}')
    page.wait_for_selector("body[data-state=playing]", timeout=90_000)
    assert play_to_the_end(page) >= 8  # at least one deal's eight cards
    assert page.locator("#final-scores li").count() == 2
    assert "reached the target of 61" in page.locator(".over p").first.inner_text()  # the engine's words
    page.click("#btn-over-review")  # the review draws under the policy too
    page.wait_for_selector("#review-dialog .review-list")
    page.wait_for_selector("#review-stop", state="detached", timeout=120_000)
    page.keyboard.press("ArrowRight")
    assert page.locator("#review-dialog .review-list li[data-verdict=pending]").count() == 0
    assert page.evaluate("window.violations") == []
    assert errors == []
    # and the trimmed standard library had every module the game needed
    assert not [line for line in console if "trimmed standard library" in line], console
    context.close()
