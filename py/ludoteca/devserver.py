"""Development helpers shared by `make play`, the browser tests and the benchmarks (not shipped to
the page): serve a folder like a plain static host, at the root or under a sub-path, and how to
launch Debian's chromium here.

    python -m ludoteca.devserver [DIR] [--port N] [--prefix /play/ludoteca/]

serves DIR (default dist/) on every address of this machine and says how to open it from this
machine and from a phone on the same network (plain http there: the site plays, but a browser
offers offline play only over https or on localhost).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import os
import pathlib
import posixpath
import socket
import threading

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("LUDOTECA_CHROMIUM", "/usr/bin/chromium")
# As root, in a sandbox with no network but the package registries (see shared notes).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """A static host: the folder's files under `prefix` (a sub-path like a GitHub Pages project
    site's, or "/"), with the types hosts give them whatever this machine's mime.types says
    (a module script must come as JavaScript, the engine as application/wasm)."""

    prefix = "/"
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
        ".zip": "application/zip",
    }

    def translate_path(self, path: str) -> str:
        bare = path.split("?", 1)[0].split("#", 1)[0]
        if self.prefix != "/" and bare == self.prefix.rstrip("/"):
            return super().translate_path("/")  # a folder without its slash: redirected
        if not bare.startswith(self.prefix):
            return posixpath.join(self.directory, "outside-the-site/missing")  # 404
        return super().translate_path("/" + path[len(self.prefix) :])

    def log_message(self, *args):
        pass


def _handler(directory: pathlib.Path, prefix: str):
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    handler = type("SiteHandler", (StaticHandler,), {"prefix": prefix})
    return functools.partial(handler, directory=str(directory)), prefix


@contextlib.contextmanager
def serve(directory: pathlib.Path = ROOT, prefix: str = "/"):
    """Serve `directory` on a free localhost port like a static host (no special headers), under
    `prefix`; yields the site's base URL (without its final slash)."""
    handler, prefix = _handler(directory, prefix)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{prefix.rstrip('/')}"
    finally:
        server.shutdown()
        server.server_close()


def lan_addresses() -> list[str]:
    """This machine's addresses on its networks, as its name resolves (no packet is sent)."""
    try:
        found = socket.gethostbyname_ex(socket.gethostname())[2]
    except OSError:
        return []
    return sorted({a for a in found if not a.startswith("127.")})


def main() -> None:
    parser = argparse.ArgumentParser(description="Serve the site like a static host.")
    parser.add_argument("directory", nargs="?", default=str(ROOT / "dist"))
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help="serve under this sub-path, e.g. /play/ludoteca/")
    args = parser.parse_args()
    handler, prefix = _handler(pathlib.Path(args.directory), args.prefix)
    server = http.server.ThreadingHTTPServer(("0.0.0.0", args.port), handler)
    print(f"Ludoteca is served at http://localhost:{args.port}{prefix}  (Ctrl-C to stop)")
    for address in lan_addresses():
        print(f"  from a phone or tablet on the same network: http://{address}:{args.port}{prefix}")
    print("  (over plain http from another device the games play, but offline play needs https)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
