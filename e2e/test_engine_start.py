"""The engine's start-up: a page whose engine cannot start says so; every message is answered."""
from __future__ import annotations

import pytest

from pages import screenshots, within

NO_WASM_POLICY = "default-src 'none'; script-src 'self'; worker-src 'self'; connect-src 'self'"
# Loading used to wait for ever in these cases; a bound well above the seconds the message
# takes keeps the test about the message, not about speed.
SAYS_SO_WITHIN = 20_000


def without_wasm(route) -> None:
    """worker.js under a policy that forbids compiling WebAssembly."""
    response = route.fetch()
    headers = {k: v for k, v in response.headers.items()
               if k.lower() not in ("content-encoding", "content-length")}
    route.fulfill(response=response, headers={**headers, "content-security-policy": NO_WASM_POLICY})


@pytest.mark.parametrize("case", ["policy-without-wasm", "runtime-download-fails"])
def test_an_engine_that_cannot_start_is_reported(fresh_page, case: str) -> None:
    page = fresh_page  # routes on the whole context, and no runtime kept from another test
    if case == "policy-without-wasm":
        page.context.route("**/worker.js", without_wasm)
        reason = "does not allow WebAssembly"
    else:
        page.context.route("**/pyodide.asm.wasm", lambda r: r.fulfill(status=404, body="gone"))
        reason = "pyodide.asm.wasm (HTTP 404)"
    page.goto(page.site + "?speed=instant")
    page.wait_for_selector("body[data-state=error]", timeout=SAYS_SO_WITHIN)
    message = page.locator("#message").inner_text()
    assert message.startswith("The game engine could not start") and reason in message, message
    if case == "runtime-download-fails":
        screenshots(page, "engine-error", full_page=True)


def test_every_message_to_the_worker_gets_a_reply(page) -> None:
    page.goto(page.site + "?speed=instant")
    replies = page.evaluate(within("""async () => {
      const worker = new Worker("worker.js", { type: "module" });
      const replies = [];
      const sent = [null, 42, "hello", [1, 2], { id: 7, method: "nonsense" }];
      const done = new Promise((resolve) => {
        worker.onmessage = (e) => {
          if (e.data.type !== "reply") return;
          replies.push(e.data);
          if (replies.length === sent.length) resolve();
        };
      });
      sent.forEach((m) => worker.postMessage(m));
      await done;
      worker.terminate();
      return replies;
    }"""))
    assert [r["id"] for r in replies] == [None, None, None, None, 7]
    assert all(r["error"]["kind"] == "BadRequest" for r in replies), replies
    assert "must be an object" in replies[0]["error"]["message"]
