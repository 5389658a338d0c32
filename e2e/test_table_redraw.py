"""The table's redraw costs what changed (issue 50): what moves during a trick moves on the
compositor, not on the page's thread (the figures: scripts/profile_table.py)."""
from __future__ import annotations

from pages import PLAYABLE, click_card, wait_idle

# Every property an animation or transition on the board changes, with what it is on, seen
# at each frame from now until window.stopLooking().
LOOK = """() => {
  window.animated = new Set();
  const board = document.getElementById("board");
  let on = true;
  const look = () => {
    for (const a of document.getAnimations()) {
      const effect = a.effect;
      if (!effect?.target || !board.contains(effect.target)) continue;
      const where = `${effect.target.className?.baseVal ?? effect.target.className}${effect.pseudoElement ?? ""}`;
      for (const frame of effect.getKeyframes()) for (const name of Object.keys(frame)) {
        if (!["offset", "computedOffset", "easing", "composite"].includes(name)) window.animated.add(`${name} on ${where}`);
      }
    }
    if (on) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  window.stopLooking = () => { on = false; return [...window.animated].sort(); };
}"""
# What the compositor animates by itself; visibility changes once (a step), not each frame.
COMPOSITED = {"transform", "translate", "rotate", "scale", "opacity", "visibility"}


def test_what_moves_in_a_trick_moves_on_the_compositor(page) -> None:
    """The cards fly in and are gathered, the turn's glow goes from seat to seat and the
    engine's dots rise: each by transform or opacity. A seat's border and shadow that faded
    from one turn to the next restyled and repainted the seat on the page's thread at every
    frame of every turn (the trace's "compositeFailed ... border-top-color, box-shadow")."""
    page.emulate_media(reduced_motion="no-preference")  # the motion a newcomer sees
    page.goto(page.site + "?game=manni&seed=11")  # a plain link: the newcomer's pace
    page.wait_for_selector(PLAYABLE, timeout=120_000)
    page.evaluate(LOOK)
    click_card(page.locator(PLAYABLE).first)
    page.wait_for_function("() => document.body.dataset.busy", polling=50)
    wait_idle(page, timeout=60_000)
    page.wait_for_selector(PLAYABLE, timeout=60_000)
    animated = page.evaluate("window.stopLooking()")
    assert any(a.startswith("transform on card") for a in animated), animated  # the cards were seen flying
    assert [a for a in animated if a.split(" on ")[0] not in COMPOSITED] == [], animated
