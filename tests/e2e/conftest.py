"""Playwright fixtures: the site served from this folder on a free localhost port, Debian's
chromium, and a guard that fails any test whose page asks another host for anything."""

from urllib.parse import urlparse

import pytest

from ludoteca.build import build
from ludoteca.devserver import CHROMIUM, CHROMIUM_ARGS, serve

LOCAL_HOSTS = {"127.0.0.1", "localhost"}


@pytest.fixture(scope="session")
def site_url():
    build()   # the page must load the package as it is in py/ now
    with serve() as url:
        yield url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


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
