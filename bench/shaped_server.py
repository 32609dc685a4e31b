"""A static server that behaves like a static host seen through a phone's network, for
bench/network.py: it serves a folder under a sub-path (a GitHub Pages project site lives under
/<repo>/), compresses text as hosts do (gzip level 6, or brotli; never zip files), and sends
every byte through ONE emulated link shared by all connections: a downlink rate, an uplink
rate and a round-trip time added to each request (and to each new connection's handshake).

Shaping happens here, not in the browser: Chromium's own network throttling (CDP) does not
apply to a service worker's fetches, and a first visit's service worker downloads the site too.

    .venv/bin/python bench/shaped_server.py [--profile good4g] [--encoding gzip] [--seconds 60]
serves the repository under /play/ludoteca/ for a while and prints what to try with curl; e.g.
    curl -s -o /dev/null -H 'Accept-Encoding: gzip' -w '%{size_download} B in %{time_total} s\\n' URL
(a 1 MB body on good4g: ~0.9 s plus the RTTs of connecting and asking).
    .venv/bin/python bench/shaped_server.py --self-test
checks itself in a few seconds (headers, encodings, 304, 404, the link's rate and RTT).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import email.utils
import gzip
import http.server
import mimetypes
import pathlib
import posixpath
import sys
import threading
import time
import urllib.parse
from collections import Counter

try:
    import brotli  # pinned in requirements-dev.txt; only needed for "br"
except ImportError:  # pragma: no cover - gzip still works without it
    brotli = None

ROOT = pathlib.Path(__file__).resolve().parents[1]
GZIP_LEVEL = 6  # zlib's default, a usual on-the-fly level for static hosts
BROTLI_QUALITY = 5  # an on-the-fly level; 11 (precompressed) saves ~15 % more on the wasm
CHUNK = 16 * 1024  # bytes per write: small enough that parallel responses interleave
MAX_CONNECTIONS = 32  # a browser opens 6 per host; more than this waits (bounded threads)
IDLE_TIMEOUT = 30  # s: an idle keep-alive connection is closed, its thread ends
CONNECT_RTTS = 2  # a new connection's handshakes: TCP's, then TLS 1.3's (hosts are https)
# A sleeping thread wakes late, more so on a busy machine; the link lets a chunk start up to
# this long in the past (a bucket this deep) so that lateness is not lost bandwidth.
SLACK = 0.02  # s

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".html": "text/html",
    ".css": "text/css",
    ".webmanifest": "application/manifest+json",
    ".zip": "application/zip",
    ".png": "image/png",
    ".txt": "text/plain",
}
# What static hosts compress: text and WebAssembly, not archives or images (already packed).
COMPRESSED_TYPES = {
    "text/html",
    "text/css",
    "text/javascript",
    "text/plain",
    "application/json",
    "application/wasm",
    "image/svg+xml",
    "application/manifest+json",
}


@dataclasses.dataclass(frozen=True)
class Profile:
    name: str
    down_bps: float  # bits per second
    up_bps: float
    rtt: float  # seconds


PROFILES = {
    # A good 4G connection: 9 Mbit/s down, 85 ms RTT; the uplink (1.5 Mbit/s) is an assumption.
    "good4g": Profile("good4g", 9e6, 1.5e6, 0.085),
    # Lighthouse's mobile throttling ("slow 4G"): 1.6 Mbit/s down, 750 kbit/s up, 150 ms RTT.
    "slow4g": Profile("slow4g", 1.6e6, 750e3, 0.150),
    # No shaping at all: for warming the compression cache.
    "none": Profile("none", float("inf"), float("inf"), 0.0),
}


class Pipe:
    """One direction of the link: a queue every byte waits in, shared by all connections.
    A write reserves the link from when it is free for len/rate seconds and returns when its
    last byte has crossed — a token bucket SLACK seconds deep. Bytes of concurrent responses
    interleave chunk by chunk, so they share the rate as they would on a real link."""

    def __init__(self, bits_per_second: float):
        self.rate = bits_per_second / 8
        self.free_at = 0.0
        self.lock = threading.Lock()

    def cross(self, nbytes: int) -> None:
        if self.rate == float("inf"):
            return
        with self.lock:
            start = max(time.monotonic() - SLACK, self.free_at)
            self.free_at = start + nbytes / self.rate
            done = self.free_at
        time.sleep(max(0.0, done - time.monotonic()))


class Link:
    """The emulated link of one run: both pipes, the RTT, and what crossed it.
    Handshakes: static hosts speak HTTP/2 (GitHub Pages, Cloudflare, Netlify), one connection
    per site, so only a link's first connection pays them; Python's server speaks HTTP/1.1 and
    the browser opens up to 6 connections, which with http1=True each pay them."""

    def __init__(self, profile: Profile, http1: bool = False):
        self.profile = profile
        self.http1 = http1
        self.down = Pipe(profile.down_bps)
        self.up = Pipe(profile.up_bps)
        self.lock = threading.Lock()
        self.bytes_down = 0  # headers and (compressed) bodies
        self.bytes_up = 0
        self.by_path: Counter = Counter()  # bytes down per request path
        self.requests = 0
        self.connections = 0

    def connect(self) -> None:
        """A new connection: its handshakes before its first request can leave."""
        with self.lock:
            self.connections += 1
            first = self.connections == 1
        if first or self.http1:
            time.sleep(CONNECT_RTTS * self.profile.rtt)

    def ask(self, nbytes: int) -> None:
        """A request of nbytes goes up; its answer's first byte comes back one RTT later."""
        with self.lock:
            self.bytes_up += nbytes
            self.requests += 1
        self.up.cross(nbytes)
        time.sleep(self.profile.rtt)

    def send(self, wfile, data: bytes, path: str) -> None:
        for start in range(0, len(data), CHUNK):
            chunk = data[start : start + CHUNK]
            self.down.cross(len(chunk))
            with self.lock:  # counted before the client can have read it
                self.bytes_down += len(chunk)
                self.by_path[path] += len(chunk)
            wfile.write(chunk)

    def snapshot(self) -> dict:
        """What crossed so far (to read at a moment, e.g. when the board is ready)."""
        with self.lock:
            return {
                "down": self.bytes_down,
                "up": self.bytes_up,
                "requests": self.requests,
                "connections": self.connections,
                "by_path": Counter(self.by_path),
            }


class _Bodies:
    """Compressed bodies, made once per file version and kept (hosts cache them too; and
    compressing the 9.6 MB wasm takes ~1 s of CPU that no run should pay)."""

    def __init__(self):
        self.cache: dict = {}
        self.lock = threading.Lock()

    def get(self, file: pathlib.Path, encoding: str | None) -> bytes:
        stat = file.stat()
        key = (str(file), stat.st_mtime_ns, stat.st_size, encoding)
        with self.lock:
            if key in self.cache:
                return self.cache[key]
        data = file.read_bytes()
        if encoding == "gzip":
            data = gzip.compress(data, GZIP_LEVEL, mtime=0)
        elif encoding == "br":
            data = brotli.compress(data, quality=BROTLI_QUALITY)
        with self.lock:
            self.cache[key] = data
        return data


def accepts(header: str | None, encoding: str) -> bool:
    """Whether an Accept-Encoding header allows `encoding` (a q=0 refuses it)."""
    for part in (header or "").split(","):
        name, *params = [p.strip() for p in part.split(";")]
        if name.lower() in (encoding, "*"):
            return not any(p.replace(" ", "") in ("q=0", "q=0.0", "q=0.00", "q=0.000") for p in params)
    return False


def content_type(path: pathlib.Path) -> str:
    return TYPES.get(path.suffix.lower()) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as browsers and hosts use
    timeout = IDLE_TIMEOUT
    server: ShapedServer

    def log_message(self, *args):
        pass

    def setup(self):
        super().setup()
        self.server.link.connect()

    def do_GET(self):
        self._respond(head_only=False)

    def do_HEAD(self):
        self._respond(head_only=True)

    def _respond(self, head_only: bool):
        link = self.server.link  # read once: a run may swap links between pages
        link.ask(len(self.requestline) + 2 + len(bytes(self.headers)) + 2)
        file = self.server.resolve(self.path)
        if file is None:
            return self._send(link, 404, {"Content-Type": "text/plain"}, b"not found\n", head_only)
        modified = email.utils.formatdate(file.stat().st_mtime, usegmt=True)
        headers = {
            "Content-Type": content_type(file),
            "Last-Modified": modified,
            "Cache-Control": "max-age=600",
        }  # as GitHub Pages sends
        if self.headers.get("If-Modified-Since") == modified:
            return self._send(link, 304, headers, b"", True)
        encoding = self.server.encoding
        if headers["Content-Type"] in COMPRESSED_TYPES:
            headers["Vary"] = "Accept-Encoding"
            if not (encoding and accepts(self.headers.get("Accept-Encoding"), encoding)):
                encoding = None
        else:
            encoding = None
        if encoding:
            headers["Content-Encoding"] = encoding
        self._send(link, 200, headers, self.server.bodies.get(file, encoding), head_only)

    def _send(self, link: Link, status: int, headers: dict, body: bytes, head_only: bool):
        lines = [f"{self.protocol_version} {status} {self.responses[status][0]}"]
        headers = {**headers, "Date": email.utils.formatdate(usegmt=True)}
        if status != 304:  # a 304's length would be the cached body's
            headers["Content-Length"] = str(len(body))
        lines += [f"{k}: {v}" for k, v in headers.items()]
        head = ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")
        path = urllib.parse.urlsplit(self.path).path
        link.send(self.wfile, head if head_only else head + body, path)
        self.wfile.flush()


class ShapedServer(http.server.ThreadingHTTPServer):
    """mounts: {url prefix ("/play/ludoteca/"): folder}; encoding: "gzip", "br" or None;
    http1: every connection pays its handshakes (see Link)."""

    daemon_threads = True

    def __init__(self, mounts: dict, profile: Profile, encoding: str | None, http1: bool = False):
        super().__init__(("127.0.0.1", 0), _Handler)
        if encoding == "br" and brotli is None:
            raise RuntimeError("brotli is not installed: .venv/bin/pip install -r requirements-dev.txt")
        self.mounts = {prefix: pathlib.Path(folder).resolve() for prefix, folder in mounts.items()}
        self.encoding = encoding
        self.http1 = http1
        self.bodies = _Bodies()
        self.link = Link(profile, http1)
        self.slots = threading.BoundedSemaphore(MAX_CONNECTIONS)

    def new_link(self, profile: Profile) -> Link:
        """A fresh link (counters at zero) for the next run; returns it."""
        self.link = Link(profile, self.http1)
        return self.link

    def resolve(self, url_path: str) -> pathlib.Path | None:
        """The file a URL names, or None (outside every mount, missing, or a folder with no
        index.html). No '..' ever leaves a mount (symlinks inside one are followed, as
        node_modules may be one)."""
        path = urllib.parse.unquote(urllib.parse.urlsplit(url_path).path)
        for prefix, folder in self.mounts.items():
            if path + "/" == prefix:
                path += "/"
            if not path.startswith(prefix):
                continue
            rest = posixpath.normpath("/" + path[len(prefix) :]).lstrip("/")  # no '..' left
            file = (folder / rest) if rest not in ("", ".") else folder
            if file.is_dir():
                file = file / "index.html"
            if file.is_file():
                return file
        return None

    def handle_error(self, request, client_address):
        # A browser context closed mid-response (a run stops at what it measures): no error.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)

    # Bounded: at most MAX_CONNECTIONS connections are served at once; the rest wait.
    def process_request(self, request, client_address):
        self.slots.acquire()
        super().process_request(request, client_address)

    def process_request_thread(self, request, client_address):
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.slots.release()


@contextlib.contextmanager
def serve(mounts: dict, profile: Profile = PROFILES["none"], encoding: str | None = "gzip", http1: bool = False):
    """Serve `mounts` through one shaped link; yields the server (its base URL: server.url).
    Stops when the block ends."""
    server = ShapedServer(mounts, profile, encoding, http1)
    server.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


# ---------------------------------------------------------------- checking it by hand
def self_test() -> None:
    """Headers, encodings, 304/404, traversal, and the link's rate and RTT, against a temp folder."""
    import http.client
    import os
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        folder = pathlib.Path(tmp)
        text = b"".join(b"line %d of some text that compresses well\n" % i for i in range(20000))
        (folder / "page.html").write_bytes(text)
        (folder / "a.wasm").write_bytes(text)
        (folder / "b.zip").write_bytes(text)
        (folder / "index.html").write_bytes(b"<p>home</p>")
        noise = os.urandom(1_000_000)
        (folder / "noise.bin").write_bytes(noise)
        profile = PROFILES["good4g"]
        for encoding in ("gzip", "br"):
            with serve({"/play/x/": folder}, profile, encoding) as server:
                conn = http.client.HTTPConnection(*server.server_address)

                def get(path, conn=conn, **headers):
                    conn.request("GET", path, headers=headers)
                    response = conn.getresponse()
                    return response, response.read()

                r, body = get("/play/x/page.html", **{"Accept-Encoding": f"deflate, {encoding}"})
                assert r.getheader("Content-Encoding") == encoding, r.headers
                assert int(r.getheader("Content-Length")) == len(body) < len(text) / 5
                decoded = gzip.decompress(body) if encoding == "gzip" else brotli.decompress(body)
                assert decoded == text
                r, body = get("/play/x/a.wasm", **{"Accept-Encoding": encoding})
                assert r.getheader("Content-Type") == "application/wasm" and r.getheader("Content-Encoding") == encoding
                r, body = get("/play/x/b.zip", **{"Accept-Encoding": encoding})
                assert r.getheader("Content-Encoding") is None and body == text  # hosts don't
                r, body = get("/play/x/page.html", **{"Accept-Encoding": f"{encoding};q=0"})
                assert r.getheader("Content-Encoding") is None and body == text
                r, body = get("/play/x/page.html")
                assert r.getheader("Content-Encoding") is None
                r, _ = get("/play/x/page.html", **{"If-Modified-Since": r.getheader("Last-Modified")})
                assert r.status == 304
                for missing in ("/play/x/nothing", "/page.html", "/play/x/../x/../../etc/passwd"):
                    assert get(missing)[0].status == 404, missing
                r, body = get("/play/x")
                assert body == b"<p>home</p>"
                # The rate: 1 MB of noise (nothing to compress) at 9 Mbit/s, plus one RTT to ask.
                link = server.new_link(profile)
                started = time.monotonic()
                r, body = get("/play/x/noise.bin", **{"Accept-Encoding": encoding})
                took = time.monotonic() - started
                expected = len(noise) * 8 / profile.down_bps + profile.rtt
                assert body == noise and abs(took - expected) < 0.1, (took, expected)
                assert len(noise) < link.snapshot()["down"] < len(noise) + 500
                conn.close()
        # The RTTs: a small request takes one; a link's first connection pays its handshakes,
        # later ones only over HTTP/1.1.
        for http1 in (False, True):
            with serve({"/play/x/": folder}, profile, "gzip", http1) as server:
                firsts = []
                for _ in range(2):
                    conn = http.client.HTTPConnection(*server.server_address)
                    times = []
                    for _ in range(2):
                        started = time.monotonic()
                        conn.request("GET", "/play/x/index.html")
                        conn.getresponse().read()
                        times.append(time.monotonic() - started)
                    assert abs(times[1] - profile.rtt) < 0.03, times
                    firsts.append(times[0] - times[1])
                    conn.close()
                handshake = CONNECT_RTTS * profile.rtt
                assert abs(firsts[0] - handshake) < 0.03 and abs(firsts[1] - handshake * http1) < 0.03, firsts
        print(f"self-test passed (1 MB on {profile.name}: {took:.2f} s, expected {expected:.2f} s)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--profile", choices=PROFILES, default="good4g")
    parser.add_argument("--encoding", choices=["gzip", "br", "none"], default="gzip")
    parser.add_argument("--prefix", default="/play/ludoteca/")
    parser.add_argument("--site", type=pathlib.Path, default=ROOT)
    parser.add_argument("--seconds", type=float, default=60, help="stop after this long")
    parser.add_argument("--http1", action="store_true", help="every connection pays its handshakes")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    encoding = None if args.encoding == "none" else args.encoding
    with serve({args.prefix: args.site}, PROFILES[args.profile], encoding, args.http1) as server:
        url = server.url + args.prefix
        print(f"serving {args.site} at {url} through {args.profile}, {args.encoding}, for {args.seconds:.0f} s; try")
        print(
            f"  curl -s -o /dev/null -H 'Accept-Encoding: {args.encoding}' "
            f"-w '%{{size_download}} B in %{{time_total}} s\\n' {url}node_modules/pyodide/pyodide.asm.wasm"
        )
        time.sleep(args.seconds)
        print(f"{server.link.snapshot()['down']:,} bytes crossed the link")


if __name__ == "__main__":
    main()
