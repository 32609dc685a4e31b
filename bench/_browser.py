"""What the browser benchmarks share: a served site and a headless Debian chromium."""

import contextlib
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from playwright.sync_api import sync_playwright  # noqa: E402

from ludoteca.build import build  # noqa: E402
from ludoteca.devserver import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402


@contextlib.contextmanager
def site_and_browser(root: pathlib.Path | None = None):
    """This checkout, freshly built — or `root`, another copy of the site (say an older commit,
    built there), served as it is — and a browser."""
    if root is None:
        build()
    with serve() if root is None else serve(root) as url, chromium() as browser:
        yield url, browser


@contextlib.contextmanager
def chromium():
    """Debian's headless chromium, launched as every bench launches it."""
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def percentile(values, q):
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


median = statistics.median
