"""The built site served as a compressing static host serves it (`build.py play`, the tests)."""
from __future__ import annotations

import email.utils
import functools
import http.server
from pathlib import Path

from webbuild.policy import IMMUTABLE, policy_for


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """dist/ served as a compressing static host serves it.

    Every response carries the security policy (the embedded table's lets any site frame
    it; no other page may be framed).  A file with a precompressed copy
    (name.br, name.gz) is sent as that copy when the request accepts its encoding, with
    Content-Encoding and Vary.  The runtime and the wheels live at URLs that name their
    content, so they are served as immutable (which also lets Chromium keep the compiled
    WebAssembly) and readable from any origin; everything else is revalidated on each load.
    """
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".json": "application/json",
                      ".webmanifest": "application/manifest+json",
                      ".whl": "application/zip", ".zip": "application/zip"}
    ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
    protocol_version = "HTTP/1.1"  # keep connections open, as hosts do: no handshake per file

    def send_head(self):
        path = Path(self.translate_path(self.path))
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

    @staticmethod
    def unchanged_since(header: str | None, mtime: float) -> bool:
        """Whether If-Modified-Since (if any, and readable) is at or after mtime."""
        try:
            return bool(header) and email.utils.parsedate_to_datetime(header).timestamp() >= int(mtime)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False

    def end_headers(self) -> None:
        immutable = self.path.startswith(IMMUTABLE)
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable
                         else "no-cache")
        if immutable:  # the runtime and the wheels, for pages and notebooks elsewhere
            self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Content-Security-Policy", policy_for(self.path))
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # keep the console for the address
        pass


def serve(dist: Path, port: int) -> None:
    """Serve `dist` on 127.0.0.1 until Ctrl+C."""
    handler = functools.partial(SiteHandler, directory=str(dist))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Tricktable is served at http://127.0.0.1:{port}/  (Ctrl+C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
