"""The built site served as a compressing static host serves it (`build.py play`, the tests)."""
from __future__ import annotations

import contextlib
import email.utils
import functools
import http.server
import os
import socket
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO

from webbuild.policy import IMMUTABLE, policy_for


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """dist/ served as a compressing static host serves it.

    Every response carries the security policy (the embedded table's lets any site frame
    it; no other page may be framed).  A file with a precompressed copy
    (name.br, name.gz) is sent as that copy when the request accepts its encoding, with
    Content-Encoding and Vary.  The runtime and the wheels live at URLs that name their
    content, so they are served as immutable (which also lets Chromium keep the compiled
    WebAssembly) and readable from any origin; everything else is revalidated on each load.

    What is there for the host and not for browsers answers 404, as on a host: folder
    listings, `_headers`, and the compressed copies asked for by their own names (sent
    that way they would be undecodable bytes labelled as the original's type).  A path
    with a NUL in it, which no file has, answers 404 too instead of dropping the connection.
    """
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".json": "application/json",
                      ".webmanifest": "application/manifest+json",
                      ".whl": "application/zip", ".zip": "application/zip",
                      ".ftl": "text/plain; charset=utf-8"}
    ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
    protocol_version = "HTTP/1.1"  # keep connections open, as hosts do: no handshake per file

    def send_head(self) -> BinaryIO | None:
        try:
            return self.send_file()
        except OSError:  # a name longer than the file system takes (ENAMETOOLONG): no such file
            self.send_error(http.HTTPStatus.NOT_FOUND)
            return None

    def send_file(self) -> BinaryIO | None:
        """The headers of the file the request names (its brotli or gzip copy where the
        browser takes one), and the file to send; None once an answer without one is sent."""
        path = Path(self.translate_path(self.path))
        if "\x00" in str(path) or self.for_the_host(path):
            self.send_error(http.HTTPStatus.NOT_FOUND)
            return None
        if path.is_dir() and self.path.partition("?")[0].endswith("/"):
            path = path / "index.html"
        if not path.is_file():
            return super().send_head()  # folder listings, redirects and 404s as usual
        accepted = {e.split(";")[0].strip() for e in self.headers.get("Accept-Encoding", "").split(",")}
        encoding, body = next(((e, path.with_name(path.name + s)) for e, s in self.ENCODINGS
                               if e in accepted and path.with_name(path.name + s).is_file()),
                              (None, path))
        stat = body.stat()
        if self.unchanged_since(self.headers.get("If-Modified-Since"), stat.st_mtime):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            return None
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.send_header("Vary", "Accept-Encoding")
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.end_headers()
        return body.open("rb")

    def for_the_host(self, path: Path) -> bool:
        """Whether `path` is one of the files that tell a host how to serve the site."""
        if path == Path(self.directory, "_headers"):
            return True
        return any(path.name.endswith(s) for _, s in self.ENCODINGS) and path.with_suffix("").is_file()

    def list_directory(self, path: str | os.PathLike[str]) -> None:
        """No listings: a folder without index.html is not a page."""
        self.send_error(http.HTTPStatus.NOT_FOUND)
        return None

    def send_response(self, code: int, message: str | None = None) -> None:
        self.status = code  # end_headers caches only files for ever, not errors or redirects
        super().send_response(code, message)

    @staticmethod
    def unchanged_since(header: str | None, mtime: float) -> bool:
        """Whether If-Modified-Since (if any, and readable) is at or after mtime."""
        if not header:
            return False
        try:
            return email.utils.parsedate_to_datetime(header).timestamp() >= int(mtime)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False

    def end_headers(self) -> None:
        immutable = self.path.startswith(IMMUTABLE) and self.status in (200, 304)
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable
                         else "no-cache")
        if immutable:  # the runtime and the wheels, for pages and notebooks elsewhere
            self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Content-Security-Policy", policy_for(self.path, Path(self.directory)))
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # keep the console for the address
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    """A threading server that says nothing when a browser drops a connection (a page
    closed or moved on mid-download): that is no fault of the site."""

    def handle_error(self, request: socket.socket | tuple[bytes, socket.socket], client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def served(folder: Path, handler: type[http.server.SimpleHTTPRequestHandler] = SiteHandler) -> Iterator[str]:
    """`folder` served on a free port of localhost, on a thread, until the block ends (the
    page tests and the measuring scripts): its address. `handler`: how, the site's host by
    default (a plain static server stands for another origin)."""
    server = QuietServer(("127.0.0.1", 0), functools.partial(handler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def serve(dist: Path, port: int) -> None:
    """Serve `dist` on 127.0.0.1 until Ctrl+C."""
    handler = functools.partial(SiteHandler, directory=str(dist))
    with QuietServer(("127.0.0.1", port), handler) as server:
        print(f"Tricktable is served at http://127.0.0.1:{port}/  (Ctrl+C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
