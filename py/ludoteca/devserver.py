"""Development helpers shared by the browser tests and the benchmarks (not shipped to the page):
serve the site's folder on a free localhost port, and how to launch Debian's chromium here."""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import pathlib
import threading

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("LUDOTECA_CHROMIUM", "/usr/bin/chromium")
# As root, in a sandbox with no network but the package registries (see shared notes).
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serve(directory: pathlib.Path = ROOT):
    """Serve `directory` like `python -m http.server` (no special headers); yields the base URL."""
    handler = functools.partial(_QuietHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
