"""Playwright fixtures: the site served from this folder on a free localhost port, Debian's
chromium, and a guard that fails any test whose page asks another host for anything."""

import functools
import http.server
import os
import pathlib
import threading
from urllib.parse import urlparse

import pytest

from ludoteca.build import build

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("LUDOTECA_CHROMIUM", "/usr/bin/chromium")
LOCAL_HOSTS = {"127.0.0.1", "localhost"}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def site_url():
    build()   # the page must load the package as it is in py/ now
    handler = functools.partial(QuietHandler, directory=str(ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM,
            "args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--no-first-run"]}


@pytest.fixture
def foreign_requests(context):
    """Every request to a host other than localhost is refused and recorded; the test fails on any."""
    seen = []

    def guard(route):
        host = urlparse(route.request.url).hostname
        if host in LOCAL_HOSTS:
            route.continue_()
        else:
            seen.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    yield seen
    assert seen == [], f"requests left localhost: {seen}"
