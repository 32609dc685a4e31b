"""Playwright fixtures: the site as published — dist/, served under a sub-path as a GitHub Pages
project site is (SUB_PATH) — on a free localhost port, Debian's chromium, and a guard that fails
any test whose page asks another host for anything."""

import fcntl
import os
from urllib.parse import urlparse

import pytest

from ludoteca.build import DIST_DIR, build, write_dist
from ludoteca.devserver import CHROMIUM, CHROMIUM_ARGS, serve

LOCAL_HOSTS = {"127.0.0.1", "localhost"}
SUB_PATH = "/play/ludoteca/"


@pytest.fixture(scope="session")
def site_url(testrun_uid):
    # The page must load the package as it is in py/ now: built here, unless `make test` has
    # just built it (LUDOTECA_BUILT=1). Under xdist (`make test` runs the page tests on both
    # cores) every worker gets here: the first builds and writes dist/, the others wait for it.
    with open(DIST_DIR.parent / ".dist.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        written_by = DIST_DIR.parent / ".dist-written-by"
        if not written_by.exists() or written_by.read_text() != testrun_uid:
            if os.environ.get("LUDOTECA_BUILT") != "1":
                build()
            write_dist()
            written_by.write_text(testrun_uid)
        fcntl.flock(lock, fcntl.LOCK_UN)
    with serve(DIST_DIR, SUB_PATH) as url:
        yield url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # The service worker would precache the whole site (~20 MB) in every test's fresh context;
    # only the offline test (test_offline.py) lets it run. Less motion asked for: a move is not
    # animated, so a bot's next move does not wait for it (motion.js). The moves' animations are
    # seen in test_phone_page.py and test_motion_page.py, which open contexts of their own.
    return {**browser_context_args, "service_workers": "block", "reduced_motion": "reduce"}


def guard_local_only(context) -> list:
    """Refuse and record every request of `context` to a host other than localhost."""
    seen = []

    def guard(route):
        host = urlparse(route.request.url).hostname
        if host in LOCAL_HOSTS:
            route.continue_()
        else:
            seen.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    return seen


@pytest.fixture
def foreign_requests(context):
    """Every request to a host other than localhost is refused and recorded; the test fails on any."""
    seen = guard_local_only(context)
    yield seen
    assert seen == [], f"requests left localhost: {seen}"


@pytest.fixture
def second_device(browser):
    """Another browser context (its own storage, like a friend's phone), localhost only."""
    context = browser.new_context(service_workers="block")
    seen = guard_local_only(context)
    yield context
    context.close()
    assert seen == [], f"requests left localhost: {seen}"
