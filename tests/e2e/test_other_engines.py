"""The site in the two other browser engines: Gecko (Debian's firefox-esr, driven by
puppeteer-core over WebDriver BiDi from node: tests/e2e/firefox_game.mjs) and WebKit, Safari's
engine (WebKitGTK's MiniBrowser, driven by Selenium through WebKitWebDriver under xvfb-run).
Each boots the page and plays one complete Yutakâ game against a bot by clicking legal targets.

Every request the browser makes to a host other than localhost goes to a recording proxy on
localhost (browsers are told so in their settings) and fails the test; a probe checks that the
proxy does catch them. `make test-deps` installs the browsers; a test is skipped only where its
browser is missing and cannot be installed (not root, no CI). bench/engines.py times the boots
against Chromium's."""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import re
import shutil
import signal
import socket
import socketserver
import subprocess
import threading
import time

import pytest

pytestmark = pytest.mark.e2e

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIREFOX = os.environ.get("LUDOTECA_FIREFOX", "/usr/bin/firefox-esr")
FIREFOX_SCRIPT = ROOT / "tests" / "e2e" / "firefox_game.mjs"
WEBKIT_DRIVER = os.environ.get("LUDOTECA_WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
GAME_PAGE = "/index.html?autostart=1&game=yutaka&seats=human,bot&botDelay=0"
SUMMARY = re.compile(r"wins? with −?\d+ points?|Shared victory|share the victory")
BOOT_TIMEOUT_S = 120
SESSION_TIMEOUT_S = 150  # > BOOT_TIMEOUT_S: a command may wait that long for the page
GAME_TIMEOUT_S = 600
# A host that does not exist: the probe's request must reach the recording proxy, nothing else.
PROBE_URL = "http://ludoteca-probe.invalid/leak-check"

# The moments the Chromium tests and bench/load_time.py wait for; evaluated in the page.
BOARD_JS = "document.querySelector('#board [data-click].legal') !== null"
READY_JS = "document.body.dataset.ready === '1'"
# Nothing will change by itself: no call in flight, no forced move announced, no bot to move.
SETTLED_JS = """(() => { const shell = window.ludotecaShell; if (!shell || shell.busy) return false;
  const s = shell.snap; return !s || s.over || Boolean(s.replay) || (s.privacy_for != null)
    || (!s.forced && s.bot_to_act == null); })()"""


# ------------------------------------------------------------------ what must be installed
def require(path: str, package: str) -> str:
    """The path of an installed tool; where it is missing, fail if this machine could have
    installed it (root with apt, or CI), otherwise skip with the reason."""
    found = shutil.which(path) or (path if os.access(path, os.X_OK) else None)
    if found:
        return found
    installable = os.environ.get("CI") or (os.geteuid() == 0 and shutil.which("apt-get"))
    message = f"{path} is missing: `make test-deps` installs Debian's {package}"
    if installable:
        pytest.fail(message)
    pytest.skip(message + " (needs root or sudo)")


# ------------------------------------------------------------------ requests that leave localhost
class _Recorder(socketserver.BaseRequestHandler):
    def handle(self):
        self.request.settimeout(5)
        head = b""
        with contextlib.suppress(OSError):
            while b"\r\n" not in head and len(head) < 8192:
                chunk = self.request.recv(4096)
                if not chunk:
                    break
                head += chunk
        line = head.split(b"\r\n", 1)[0].decode("latin-1", "replace")
        if line:
            self.server.seen.append(line)
        with contextlib.suppress(OSError):
            self.request.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")


@contextlib.contextmanager
def foreign_request_recorder():
    """A proxy on localhost that refuses and records every request sent to it (the request line,
    e.g. 'GET http://host/path HTTP/1.1' or 'CONNECT host:443 HTTP/1.1'). Yields (port, seen)."""
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Recorder)
    server.daemon_threads = True
    server.seen = []
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1], server.seen
    finally:
        server.shutdown()
        server.server_close()


def check_only_the_probe_left(seen: list[str]) -> None:
    probes = [line for line in seen if "ludoteca-probe.invalid" in line]
    others = [line for line in seen if "ludoteca-probe.invalid" not in line]
    assert probes, "the probe's request never reached the recording proxy: the guard is not working"
    assert others == [], f"requests left localhost: {others}"


# ------------------------------------------------------------------ WebKit (Selenium)
def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def webkit_driver(proxy_port: int | None = None):
    """A Selenium session in WebKitGTK's MiniBrowser, in a virtual X display (xvfb-run)."""
    driver_path = require(WEBKIT_DRIVER, "webkit2gtk-driver")
    xvfb_run = require("xvfb-run", "xvfb")
    problems = []
    # Every WebDriver command has a time limit, so a browser that never opens cannot hang the
    # suite (seen once on CI: the driver started, its browser never did). That is the test
    # machine failing, not the site: tried twice, then the test is skipped with the reason.
    for _attempt in range(2):
        service, driver = _start_webkit(driver_path, xvfb_run, proxy_port, problems)
        if driver is not None:
            break
    else:
        pytest.skip(f"WebKit's browser could not be started on this machine: {'; '.join(problems)}")
    try:
        driver.set_window_rect(0, 0, 1280, 960)
        yield driver
    finally:
        with contextlib.suppress(Exception):
            driver.quit()
        _stop(service)


def _start_webkit(driver_path, xvfb_run, proxy_port, problems):
    """(the driver's process, a session) — or (None, None) with the reason in `problems`."""
    from selenium import webdriver
    from selenium.webdriver.common.proxy import Proxy, ProxyType
    from selenium.webdriver.remote.client_config import ClientConfig
    from selenium.webdriver.remote.remote_connection import RemoteConnection
    from selenium.webdriver.webkitgtk.options import Options

    port = _free_port()
    service = subprocess.Popen(
        [xvfb_run, "-a", "-s", "-screen 0 1366x1000x24", driver_path, f"--port={port}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = time.monotonic() + 30
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), 0.5).close()
            break
        except OSError:
            if service.poll() is not None or time.monotonic() > deadline:
                problems.append(f"WebKitWebDriver did not start (exit code {service.poll()})")
                _stop(service)
                return None, None
            time.sleep(0.1)
    options = Options()
    if proxy_port is not None:
        here = f"127.0.0.1:{proxy_port}"
        options.proxy = Proxy(
            {"proxyType": ProxyType.MANUAL, "httpProxy": here, "sslProxy": here, "noProxy": ["127.0.0.1", "localhost"]}
        )
    connection = RemoteConnection(
        client_config=ClientConfig(remote_server_addr=f"http://127.0.0.1:{port}", timeout=SESSION_TIMEOUT_S)
    )
    try:
        return service, webdriver.Remote(command_executor=connection, options=options)
    except Exception as err:  # noqa: BLE001 — the driver's many ways of not starting
        problems.append(f"no browser session within {SESSION_TIMEOUT_S} s ({type(err).__name__})")
        _stop(service)
        return None, None


def _stop(service) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(service.pid, signal.SIGTERM)
    with contextlib.suppress(subprocess.TimeoutExpired):
        service.wait(10)


def wait_in_page(driver, expression: str, timeout: float = BOOT_TIMEOUT_S):
    """Poll `expression` in the page every 20 ms until it is truthy; returns its value."""
    driver.set_script_timeout(timeout)
    return driver.execute_async_script(f"""
      const done = arguments[arguments.length - 1];
      const test = () => {{ try {{ return ({expression}); }} catch (e) {{ return false; }} }};
      const tick = () => {{ const v = test(); if (v) done(v); else setTimeout(tick, 20); }};
      tick();""")


def webkit_boot(driver, url: str, until: str = "board") -> dict:
    """Open `url` and wait for the board (or only body[data-ready='1'] if `until` is "ready");
    times in ms since navigation start, measured in the page."""
    driver.get(url)
    try:
        board = None if until == "ready" else wait_in_page(driver, f"({BOARD_JS}) && performance.now()")
        ready = wait_in_page(driver, f"({READY_JS}) && performance.now()")
    except Exception as err:
        shown = driver.execute_script(
            "const b = document.getElementById('boot-text'); return b ? b.textContent : document.title"
        )
        raise AssertionError(f"WebKit: no board after {BOOT_TIMEOUT_S} s; the page says {shown!r}") from err
    return {"board_ms": None if board is None else round(board), "ready_ms": round(ready)}


def webkit_click(driver, target) -> bool:
    """Click a legal target like a player: a real pointer click (WebDriver actions, at viewport
    coordinates) at its centre — a Yutakâ island column holds tiles with clicks of their own,
    so there at its empty top, as the Chromium tests do. False if the target went away."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.actions.action_builder import ActionBuilder

    try:
        x, y = driver.execute_script(
            """
          const e = arguments[0];
          e.scrollIntoView({block: 'center', inline: 'center'});
          const r = e.getBoundingClientRect();
          return e.dataset.click.startsWith('island:') ? [r.left + 30, r.top + 10]
                                                        : [r.left + r.width / 2, r.top + r.height / 2];""",
            target,
        )
    except StaleElementReferenceException:
        return False
    actions = ActionBuilder(driver, duration=0)
    actions.pointer_action.move_to_location(round(x), round(y)).click()
    actions.perform()
    return True


def webkit_play_through(driver, max_clicks: int = 800) -> dict:
    """Click legal targets until the score screen opens; returns the summary and the clicks."""
    from selenium.webdriver.common.by import By

    started = time.monotonic()
    clicks = 0
    for _ in range(max_clicks * 4):
        wait_in_page(driver, SETTLED_JS)
        if driver.find_elements(By.CSS_SELECTOR, "#result[open]"):
            summary = driver.find_element(By.CSS_SELECTOR, "#result-summary").text
            return {"summary": summary, "clicks": clicks, "seconds": time.monotonic() - started}
        if driver.find_elements(By.CSS_SELECTOR, "#privacy:not([hidden])"):
            driver.find_element(By.ID, "privacy-ok").click()
            continue
        legal = driver.find_elements(By.CSS_SELECTOR, "#board [data-click].legal")
        if not legal:  # a bot is moving
            time.sleep(0.02)
            continue
        if webkit_click(driver, legal[0]):
            clicks += 1
        assert clicks <= max_clicks, "too many clicks without reaching the score screen"
    raise AssertionError("the game did not reach the score screen")


def test_webkit_boots_and_plays_a_yutaka_game(site_url, record_property):
    with foreign_request_recorder() as (proxy_port, seen), webkit_driver(proxy_port) as driver:
        version = driver.capabilities.get("browserVersion")
        boot = webkit_boot(driver, site_url + GAME_PAGE)
        game = webkit_play_through(driver)
        driver.execute_script(f"fetch({json.dumps(PROBE_URL)}).catch(() => null)")
        time.sleep(0.5)
    print(
        f"\nWebKitGTK {version}: board ready {boot['board_ms'] / 1000:.1f} s"
        f" (data-ready {boot['ready_ms'] / 1000:.1f} s); game: {game['clicks']} clicks in"
        f" {game['seconds']:.1f} s — {game['summary']}"
    )
    record_property("webkit_board_ms", boot["board_ms"])
    assert SUMMARY.search(game["summary"]), game["summary"]
    assert game["clicks"] >= 20
    check_only_the_probe_left(seen)


# ------------------------------------------------------------------ Firefox (puppeteer, node)
def run_firefox(
    url: str,
    *,
    play: bool,
    until: str = "board",
    runs: int = 1,
    proxy_port: int | None = None,
    probe: str | None = None,
    timeout: float = GAME_TIMEOUT_S,
) -> list[dict]:
    """Run tests/e2e/firefox_game.mjs on `url` (a fresh browser for each of `runs` boots, the
    last one played through if `play`); returns its events. Raises with the page's console
    messages if the script failed."""
    firefox = require(FIREFOX, "firefox-esr")
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "puppeteer-core").is_dir():
        pytest.fail("node and node_modules/puppeteer-core are needed: `make site` runs npm ci")
    command = [node, str(FIREFOX_SCRIPT), "--url", url, "--firefox", firefox, "--runs", str(runs), "--until", until]
    if play:
        command.append("--play")
    if proxy_port is not None:
        command += ["--proxy", str(proxy_port)]
    if probe:
        command += ["--probe", probe]
    done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    events = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0:
        console = "\n".join(f"  {e['type']}: {e['text']}" for e in events if e["event"] == "console")
        errors = "\n".join(e["message"] for e in events if e["event"] == "error")
        raise AssertionError(
            f"Firefox run failed ({done.returncode}):\n{errors}\n{done.stderr[-3000:]}\nconsole:\n{console}"
        )
    return events


def test_firefox_boots_and_plays_a_yutaka_game(site_url, record_property):
    with foreign_request_recorder() as (proxy_port, seen):
        events = run_firefox(site_url + GAME_PAGE, play=True, proxy_port=proxy_port, probe=PROBE_URL)
    version = next(e["version"] for e in events if e["event"] == "browser")
    boot = next(e for e in events if e["event"] == "boot")
    game = next(e for e in events if e["event"] == "result")
    print(
        f"\n{version}: board ready {boot['board_ms'] / 1000:.1f} s"
        f" (data-ready {boot['ready_ms'] / 1000:.1f} s); game: {game['clicks']} clicks in"
        f" {game['seconds']:.1f} s — {game['summary']}"
    )
    record_property("firefox_board_ms", boot["board_ms"])
    assert SUMMARY.search(game["summary"]), game["summary"]
    assert game["clicks"] >= 20
    check_only_the_probe_left(seen)
