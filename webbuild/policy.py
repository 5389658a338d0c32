"""The site's security policy and the headers file that tells static hosts to send it.

The policy every response carries (and `_headers`, and a `<meta>` fallback without the
directives a `<meta>` may not set).  'wasm-unsafe-eval' lets the runtime compile its
WebAssembly; frame-src lets a rules page show the embedded table; nothing else is allowed
but this origin.
"""
from __future__ import annotations

import urllib.parse
from pathlib import Path

CSP = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
       "connect-src 'self'; style-src 'self'; img-src 'self'; manifest-src 'self'; "
       "frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; "
       "object-src 'none'")
META_CSP = "; ".join(d for d in CSP.split("; ") if not d.startswith("frame-ancestors"))
# The embedded table is the one page any site may frame (README: "Embedding").
EMBED_PAGE = "embed.html"
EMBED_CSP = CSP.replace("frame-ancestors 'none'", "frame-ancestors *")
META_POLICY = f'<meta http-equiv="Content-Security-Policy" content="{META_CSP}">'
# URL prefixes whose files name their content (a version or a hash): cached for ever, and
# readable from any origin, so that a notebook or another page can load the runtime and
# install the engine's wheel with micropip.
IMMUTABLE = ("/pyodide-", "/wheels/")


def policy_for(url: str) -> str:
    """The policy sent with `url` (a request's path, query and all)."""
    return EMBED_CSP if urllib.parse.urlsplit(url).path == f"/{EMBED_PAGE}" else CSP


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

    The policy for every file leaves frame-ancestors out; each page then gets the whole
    policy, the embedded table with frame-ancestors *, every other page with 'none'.  A
    host that joins the headers of several matching rules sends two policies (both
    enforced, so the stricter frame-ancestors holds); one that lets the later rule win
    sends the page's own: either way only the embedded table may be framed."""
    lines = ["/*", f"  Content-Security-Policy: {META_CSP}", "  X-Content-Type-Options: nosniff"]
    for rule in framed_pages(dist):
        lines += [rule, f"  Content-Security-Policy: {CSP}"]
    lines += [f"/{EMBED_PAGE}", f"  Content-Security-Policy: {EMBED_CSP}"]
    for prefix in IMMUTABLE:
        lines += [f"{prefix}*", "  Cache-Control: public, max-age=31536000, immutable",
                  "  Access-Control-Allow-Origin: *"]
    (dist / "_headers").write_text("\n".join(lines) + "\n")
