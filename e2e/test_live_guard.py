"""A friend who sends the host messages that never finish (issue 48, finding 4): the host's
page closes that friend's connection once it holds a bound of them (web/live/guard.js),
rather than keeping all it is sent, and stays responsive."""
from __future__ import annotations

import re
import time

from live import join, open_table

FLOOD = 6 * 2**20  # bytes of chunks the friend sends, none of them a message's last

# On the friend's page: one live-table message ("tt") begun and never finished, chunk after
# chunk, sent as fast as the channel takes them, until `total` bytes or the channel closes.
# The frame's room header is that of a message window.forge (e2e/live.py) would send.
SEND_UNFINISHED = """async (total) => {
  const channel = window.channels.find((c) => c.readyState === "open");
  const send = RTCDataChannel.prototype.send;
  let forged;
  RTCDataChannel.prototype.send = function (frame) { forged = frame; };  // kept, not sent
  await window.forge("{}", true);
  RTCDataChannel.prototype.send = send;
  const HEADER = 36, CHUNK = 16 * 1024 - HEADER, at = 3 + ((forged[1] << 8) | forged[2]);
  const frame = new Uint8Array(at + HEADER + CHUNK);
  frame.set(forged.subarray(0, at + 32));
  frame.set([0, 77, 4 | 8, 0], at + 32);  // message 77, bytes as the page sends, never the last chunk
  let sent = 0;
  while (sent < total && channel.readyState === "open") {
    if (channel.bufferedAmount > 2 ** 20) await new Promise((resolve) => setTimeout(resolve, 5));
    else try { channel.send(frame); sent += frame.length; } catch { break; }
  }
  return sent;
}"""


def heap(cdp) -> int:
    """The page's JavaScript memory after a collection: its heap and its array buffers."""
    cdp.send("HeapProfiler.collectGarbage")
    usage = cdp.send("Runtime.getHeapUsage")
    return usage["usedSize"] + usage.get("backingStorageSize", 0)


def test_a_friend_who_never_finishes_a_message_is_cut_off(browser, site, relay) -> None:
    host = open_table(browser, site, relay, "manille", computers=(2, 3))
    warnings: list[str] = []
    host.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    friend = join(browser, site, relay, host.input_value("#lobby-link"), "Mallory")
    host.wait_for_function("document.querySelectorAll('#lobby-seats [data-who=friend][data-here=true]').length === 1")
    cdp = host.context.new_cdp_session(host)
    before = heap(cdp)
    theirs = host.evaluate("window.channels.findIndex((c) => c.readyState === 'open')")  # the friend's (the only peer)
    started = time.monotonic()
    sent = friend.evaluate(SEND_UNFINISHED, FLOOD)
    host.wait_for_function("i => window.channels[i].readyState === 'closed'", arg=theirs, timeout=10_000)
    closed = [w for w in warnings if w.startswith("A peer's connection was closed")]
    assert len(closed) == 1 and "bytes of messages not finished" in closed[0], warnings
    read = int(re.search(r"after (\d+) bytes", closed[0]).group(1))
    assert read < 2 * 2**20 and sent < FLOOD, (read, sent)  # cut off at the bound (about 650 kB)
    ticked = time.monotonic()
    host.evaluate("() => new Promise((resolve) => requestAnimationFrame(resolve))")
    assert time.monotonic() - ticked < 1  # the host's page still draws
    grown = heap(cdp) - before
    print(f"friend sent {sent} B, host read {read} B before closing, in {ticked - started:.1f} s; host heap +{grown} B")
    assert grown < 2 * 2**20
    assert host.locator("#lobby").is_visible()
    for page in (host, friend):
        page.context.close()
