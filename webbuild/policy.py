"""The site's security policy and the headers file that tells static hosts to send it.

The policy every response carries (and `_headers`, and a `<meta>` fallback without the
directives a `<meta>` may not set).  'wasm-unsafe-eval' lets the runtime compile its
WebAssembly; img-src's blob: lets the page show the card faces it draws itself (each a
bitmap it made, web/table/faces.js); frame-src lets a rules page show the embedded table;
the live table's page (friends.html) may reach the relays of the site's settings (live-table.json); nothing else
is allowed but this origin.
"""
from __future__ import annotations

import json
import re
import urllib.parse
from pathlib import Path

CSP = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
       "connect-src 'self'; style-src 'self'; img-src 'self' blob:; manifest-src 'self'; "
       "frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; "
       "object-src 'none'")
META_CSP = "; ".join(d for d in CSP.split("; ") if not d.startswith("frame-ancestors"))
# The embedded table is the one page any site may frame (README: "Embedding").
EMBED_PAGE = "embed.html"
EMBED_CSP = CSP.replace("frame-ancestors 'none'", "frame-ancestors *")
# The live table's page, and its settings: the relays it meets friends through.
LIVE_PAGE = "friends.html"
LIVE_SETTINGS = "live-table.json"
RELAY = re.compile(r"^wss?://[A-Za-z0-9.-]+(?::[0-9]{1,5})?$")
META_POLICY = f'<meta http-equiv="Content-Security-Policy" content="{META_CSP}">'
# The card faces' sprite, cards-<hash>.svg (webbuild.card_art).
CARD_ART = "/cards-"
# URL prefixes whose files name their content (a version or a hash): cached for ever, and
# readable from any origin, so that a notebook or another page can load the runtime and
# install the engine's wheel with micropip.
IMMUTABLE = ("/pyodide-", "/wheels/", CARD_ART)


def relays(site: Path) -> list[str]:
    """The relays of a site's settings (`site`: web/ or dist/), each a WebSocket origin."""
    urls = json.loads((site / LIVE_SETTINGS).read_text())["relays"]
    bad = [u for u in urls if not isinstance(u, str) or not RELAY.match(u)]
    if bad or not urls:
        raise ValueError(f"{LIVE_SETTINGS}: each relay is a ws:// or wss:// origin (no path), not {bad or urls}")
    return urls


def live_policy(urls: list[str], policy: str = CSP) -> str:
    """`policy` letting the page reach the relays `urls` as well."""
    return policy.replace("connect-src 'self'", " ".join(["connect-src 'self'", *urls]))


def policy_for(url: str, site: Path | None = None) -> str:
    """The policy sent with `url` (a request's path, query and all) by the site in `site`."""
    path = urllib.parse.urlsplit(url).path
    if path == f"/{LIVE_PAGE}" and site is not None:
        return live_policy(relays(site))
    return EMBED_CSP if path == f"/{EMBED_PAGE}" else CSP


def policy_tags() -> str:
    """First in <head>: the policy for hosts that send no header, and the web app manifest."""
    return "\n  ".join([META_POLICY, '<link rel="manifest" href="app.webmanifest">',
                        '<meta name="theme-color" content="#15432a">'])


def framed_pages(dist: Path) -> list[str]:
    """_headers' rules for every page but the embedded table: the site's root, each page at
    the top, and a folder of pages (rules/) as one rule."""
    rules = ["/"]
    for page in sorted(dist.rglob("*.html")):
        rel = page.relative_to(dist)
        rule = f"/{rel.parent.as_posix()}/*" if rel.parent != Path(".") else f"/{rel.as_posix()}"
        if rel.as_posix() != EMBED_PAGE and rule not in rules:
            rules.append(rule)
    return rules


def write_static_host_files(dist: Path) -> None:
    """_headers, read by Netlify and Cloudflare Pages: the policy everywhere, and caching
    for ever and reading from any origin where the URL names the content (their default
    revalidates the rest).

    The policy for every file leaves frame-ancestors out and lets the relays in; each page
    then gets the whole policy (only the live table's lets the relays in), the embedded table with frame-ancestors *, every other page with 'none'.  A
    host that joins the headers of several matching rules sends two policies (both
    enforced, so the stricter frame-ancestors holds); one that lets the later rule win
    sends the page's own: either way only the embedded table may be framed."""
    live = relays(dist)
    lines = ["/*", f"  Content-Security-Policy: {live_policy(live, META_CSP)}", "  X-Content-Type-Options: nosniff"]
    for rule in framed_pages(dist):
        lines += [rule, f"  Content-Security-Policy: {live_policy(live) if rule == f'/{LIVE_PAGE}' else CSP}"]
    lines += [f"/{EMBED_PAGE}", f"  Content-Security-Policy: {EMBED_CSP}"]
    for prefix in IMMUTABLE:
        lines += [f"{prefix}*", "  Cache-Control: public, max-age=31536000, immutable",
                  "  Access-Control-Allow-Origin: *"]
    (dist / "_headers").write_text("\n".join(lines) + "\n")
