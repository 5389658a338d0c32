"""webbuild.serve.SiteHandler serves dist/ as a compressing static host would, with the policy."""
from __future__ import annotations

import functools
import gzip
import json
import http.client
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from webbuild import card_art, policy, serve

TEXT = b"console.log('tricktable');\n" * 50


@pytest.fixture
def server(tmp_path: Path) -> Iterator[int]:
    (tmp_path / "app.js").write_bytes(TEXT)
    (tmp_path / "app.js.br").write_bytes(b"brotli bytes")
    (tmp_path / "app.js.gz").write_bytes(gzip.compress(TEXT))
    (tmp_path / "plain.txt").write_bytes(b"no copies")
    (tmp_path / "index.html").write_bytes(b"<!doctype html>")
    (tmp_path / "index.html.br").write_bytes(b"brotli page")
    (tmp_path / "embed.html").write_bytes(b"<!doctype html>")
    (tmp_path / "wheels").mkdir()
    (tmp_path / "wheels" / "x.whl").write_bytes(b"PK")
    (tmp_path / "cards-0123456789abcdef.svg").write_bytes(b"<svg/>")
    (tmp_path / "vendor").mkdir()
    (tmp_path / "vendor" / "LICENSE").write_bytes(b"licence")
    (tmp_path / "_headers").write_bytes(b"/*\n  X-Content-Type-Options: nosniff\n")
    with serve.served(tmp_path) as address:
        yield urlsplit(address).port


def get(port: int, path: str, **headers: str) -> http.client.HTTPResponse:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", path, headers=headers)
    response = conn.getresponse()
    response.body = response.read()
    conn.close()
    return response


def test_brotli_is_sent_when_accepted(server: int) -> None:
    r = get(server, "/app.js", **{"Accept-Encoding": "gzip, deflate, br"})
    assert r.status == 200 and r.getheader("Content-Encoding") == "br"
    assert r.body == b"brotli bytes" and r.getheader("Content-Length") == str(len(r.body))
    assert r.getheader("Content-Type") == "text/javascript"
    assert r.getheader("Vary") == "Accept-Encoding"


def test_the_page_at_a_folder_is_sent_compressed_too(server: int) -> None:
    r = get(server, "/?game=manni", **{"Accept-Encoding": "br"})
    assert r.getheader("Content-Encoding") == "br" and r.body == b"brotli page"
    assert r.getheader("Content-Type") == "text/html"


def test_gzip_when_brotli_is_not_accepted(server: int) -> None:
    r = get(server, "/app.js", **{"Accept-Encoding": "gzip;q=1.0"})
    assert r.getheader("Content-Encoding") == "gzip" and gzip.decompress(r.body) == TEXT


def test_identity_without_accept_encoding_or_without_a_copy(server: int) -> None:
    r = get(server, "/app.js")
    assert r.getheader("Content-Encoding") is None and r.body == TEXT
    r = get(server, "/plain.txt", **{"Accept-Encoding": "br, gzip"})
    assert r.getheader("Content-Encoding") is None and r.body == b"no copies"


def test_every_response_carries_the_policy_and_its_caching(server: int) -> None:
    for path, status in (("/app.js", 200), ("/missing.js", 404), ("/wheels/x.whl", 200), ("/", 200)):
        r = get(server, path)
        assert r.status == status, path
        assert r.getheader("Content-Security-Policy") == policy.CSP, path
    assert get(server, "/app.js").getheader("Cache-Control") == "no-cache"
    assert "immutable" in get(server, "/wheels/x.whl").getheader("Cache-Control")


def test_the_card_art_is_named_by_its_content_and_cached_for_ever(server: int, tmp_path: Path) -> None:
    """Each card drawn is a <use> of the sprite: under a fixed name sent no-cache, each new
    one was a round trip to revalidate it (issue 50); the page's module names the built file."""
    r = get(server, "/cards-0123456789abcdef.svg")
    assert r.status == 200 and r.getheader("Cache-Control") == "public, max-age=31536000, immutable"
    assert card_art.MARKER in (Path(__file__).resolve().parent.parent / "web" / "table" / "cards.js").read_text()
    (tmp_path / policy.LIVE_SETTINGS).write_text(json.dumps({"relays": ["wss://relay.example"]}))
    policy.write_static_host_files(tmp_path)
    rules = dict(headers_rules((tmp_path / "_headers").read_text()))
    assert "immutable" in rules[f"{policy.CARD_ART}*"]["Cache-Control"]


def test_only_the_content_named_files_are_readable_from_other_origins(server: int) -> None:
    """A notebook elsewhere installs the engine's wheel with micropip; the pages stay ours."""
    assert get(server, "/wheels/x.whl").getheader("Access-Control-Allow-Origin") == "*"
    assert get(server, "/app.js").getheader("Access-Control-Allow-Origin") is None
    assert get(server, "/").getheader("Access-Control-Allow-Origin") is None


def test_only_the_embedded_table_may_be_framed(server: int) -> None:
    for path in ("/embed.html", "/embed.html?game=manni&seed=1"):
        sent = get(server, path).getheader("Content-Security-Policy")
        assert sent == policy.EMBED_CSP and "frame-ancestors *" in sent, path
    for path in ("/", "/index.html", "/app.js", "/embed.html.br", "/rules/embed.html", "/?x=/embed.html"):
        assert "frame-ancestors 'none'" in get(server, path).getheader("Content-Security-Policy"), path
    assert policy.EMBED_CSP.replace("frame-ancestors *", "frame-ancestors 'none'") == policy.CSP


def headers_rules(text: str) -> list[tuple[str, dict[str, str]]]:
    """_headers as (path pattern, headers) in order."""
    rules: list[tuple[str, dict[str, str]]] = []
    for line in text.splitlines():
        if line.startswith("/"):
            rules.append((line, {}))
        elif line.strip():
            name, _, value = line.strip().partition(": ")
            rules[-1][1][name] = value
    return rules


def policies_for(rules: list[tuple[str, dict[str, str]]], path: str, joined: bool) -> list[str]:
    """The policies a host sends for `path`: every matching rule's (a host that joins
    them) or the last matching rule's (a host that lets it win)."""
    found = [h["Content-Security-Policy"] for pattern, h in rules if "Content-Security-Policy" in h
             and (pattern == path or pattern.endswith("*") and path.startswith(pattern[:-1]))]
    return found if joined else found[-1:]


@pytest.mark.parametrize("joined", [True, False])
def test_static_host_headers_let_only_the_embedded_table_be_framed(tmp_path: Path,
                                                                  joined: bool) -> None:
    for page in ("index.html", "embed.html", "friends.html", "rules/manni.en.html", "rules/manille.fr.html"):
        (tmp_path / page).parent.mkdir(exist_ok=True)
        (tmp_path / page).write_text("<!doctype html>")
    (tmp_path / policy.LIVE_SETTINGS).write_text(json.dumps({"relays": ["wss://relay.example", "ws://127.0.0.1:7447"]}))
    policy.write_static_host_files(tmp_path)
    rules = headers_rules((tmp_path / "_headers").read_text())
    for path in ("/", "/index.html", "/rules/manni.en.html", "/rules/manille.fr.html"):
        sent = policies_for(rules, path, joined)
        assert any("frame-ancestors 'none'" in p for p in sent), path
        assert sent[-1] == policy.CSP, path  # the relays only where the live table is
    sent = policies_for(rules, "/embed.html", joined)
    assert sent[-1] == policy.EMBED_CSP and not any("frame-ancestors 'none'" in p for p in sent)
    live = "connect-src 'self' wss://relay.example ws://127.0.0.1:7447;"
    sent = policies_for(rules, "/friends.html", joined)
    assert all(live in p for p in sent) and sent[-1] == policy.CSP.replace("connect-src 'self';", live)
    assert policies_for(rules, "/app.js", joined) == [policy.META_CSP.replace("connect-src 'self';", live)]


def test_the_live_tables_page_may_reach_the_relays_of_the_settings_alone(server: int, tmp_path: Path) -> None:
    (tmp_path / "friends.html").write_text("<!doctype html>")
    (tmp_path / policy.LIVE_SETTINGS).write_text(json.dumps({"relays": ["wss://relay.example"]}))
    sent = get(server, "/friends.html").getheader("Content-Security-Policy")
    assert sent == policy.CSP.replace("connect-src 'self';", "connect-src 'self' wss://relay.example;")
    for bad in (["https://relay.example"], ["wss://relay.example/path"], ["wss://a.example; script-src *"], []):
        (tmp_path / policy.LIVE_SETTINGS).write_text(json.dumps({"relays": bad}))
        with pytest.raises(ValueError, match="relay"):
            policy.relays(tmp_path)


def test_one_connection_serves_many_files(server: int) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", server, timeout=10)
    for path in ("/app.js", "/missing.js", "/plain.txt", "/wheels"):
        conn.request("GET", path)
        response = conn.getresponse()
        response.read()
        assert response.version == 11 and response.status in (200, 301, 404), path
    conn.close()


def test_revalidation_answers_not_modified(server: int) -> None:
    first = get(server, "/app.js", **{"Accept-Encoding": "br"})
    again = get(server, "/app.js", **{"Accept-Encoding": "br",
                                       "If-Modified-Since": first.getheader("Last-Modified")})
    assert again.status == 304 and again.body == b""
    unreadable = get(server, "/app.js", **{"If-Modified-Since": "yesterday"})
    assert unreadable.status == 200 and unreadable.body == TEXT


def test_the_policy_allows_only_this_origin_and_webassembly() -> None:
    assert policy.CSP == ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; "
                         "worker-src 'self'; connect-src 'self'; style-src 'self'; "
                         "img-src 'self' blob:; manifest-src 'self'; frame-src 'self'; base-uri 'none'; "
                         "form-action 'none'; frame-ancestors 'none'; object-src 'none'")
    assert "frame-ancestors" not in policy.META_CSP and "wasm-unsafe-eval" in policy.META_CSP


def test_a_nul_in_the_path_is_not_found_and_the_connection_stays(server: int) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", server, timeout=10)
    for path in ("/%00", "/app.js%00.txt", "/app.js"):
        conn.request("GET", path)
        response = conn.getresponse()
        body = response.read()
        assert response.status == (200 if path == "/app.js" else 404), path
    assert body == TEXT
    conn.close()


def test_folders_are_not_listed_nor_their_404s_cached(server: int) -> None:
    for path in ("/vendor/", "/wheels/", "/wheels/?x=1"):
        r = get(server, path)
        assert r.status == 404 and b"vendor/LICENSE" not in r.body and b"x.whl" not in r.body, path
        assert r.getheader("Cache-Control") == "no-cache", path
        assert r.getheader("Content-Security-Policy") == policy.CSP, path
    redirect = get(server, "/wheels")  # to the folder, which is not a page either
    assert redirect.status == 301 and redirect.getheader("Cache-Control") == "no-cache"
    assert get(server, "/wheels/missing.whl").getheader("Cache-Control") == "no-cache"
    assert "immutable" in get(server, "/wheels/x.whl").getheader("Cache-Control")
    assert get(server, "/vendor/LICENSE").body == b"licence"


def test_the_files_for_the_host_are_not_served(server: int) -> None:
    """_headers and the compressed copies by their own names: 404, as on a static host
    (a copy sent as a file would be brotli bytes labelled JavaScript)."""
    for path in ("/_headers", "/app.js.br", "/app.js.gz", "/index.html.br"):
        for encoding in ("", "br, gzip"):
            r = get(server, path, **{"Accept-Encoding": encoding})
            assert r.status == 404 and r.getheader("Content-Encoding") is None, (path, encoding)
    assert get(server, "/app.js", **{"Accept-Encoding": "br"}).body == b"brotli bytes"


def test_every_page_carries_the_policy_for_hosts_that_send_no_headers() -> None:
    """The rules pages as the app's pages: the policy in a <meta>, first in <head>."""
    from webbuild import rules_pages
    page = rules_pages.page("manni", "en", "<p>rules</p>", ["en", "is"], rules_pages.Words("en"))
    head = page.split("<head>", 1)[1].split("</head>", 1)[0]
    assert head.count(policy.META_POLICY) == 1
    assert head.index(policy.META_POLICY) < head.index("<script") and "frame-ancestors" not in head


def test_a_dropped_download_is_no_error_of_the_site(tmp_path: Path, capsys) -> None:
    """A page closed mid-download breaks the connection: the server says nothing of it."""
    (tmp_path / "big.bin").write_bytes(bytes(16_000_000))
    handler = functools.partial(serve.SiteHandler, directory=str(tmp_path))
    httpd = serve.QuietServer(("127.0.0.1", 0), handler)
    served = threading.Thread(target=httpd.handle_request)
    served.start()
    conn = http.client.HTTPConnection("127.0.0.1", httpd.server_address[1], timeout=10)
    conn.request("GET", "/big.bin")
    conn.getresponse().read(1000)
    conn.sock.close()
    conn.close()
    served.join(10)
    httpd.server_close()
    assert not served.is_alive()
    assert capsys.readouterr().err == ""


def test_a_name_longer_than_the_file_system_takes_is_not_found(server: int) -> None:
    """Issue 41, finding 10: a path segment of 256 characters or more got no answer at all."""
    for path in ("/" + "a" * 300, "/" + "a" * 300 + "/", "/wheels/" + "b" * 1000 + ".whl"):
        r = get(server, path, **{"Accept-Encoding": "br"})
        assert r.status == 404, path
    assert get(server, "/app.js").status == 200  # and the server goes on
