"""What a player on a phone's network feels: the site served as a static host serves it
(compressed, under a sub-path) through one emulated mobile link (bench/shaped_server.py: the
link is shaped at the server, so the service worker's downloads cross it too), opened in
headless chromium as a phone (390 × 844, touch, a mobile user agent), service workers allowed
as on a real first visit. Each scenario in a fresh browser context:

  lobby     the lobby: time until it can be used (#start enabled)
  start     Start pressed in the lobby as soon as it can be (Yutakâ against a bot)
  friend    a friend's link, made by the engine (a Yutakâ game after the host's first move)
  autostart ?autostart=1&game=yutaka&seats=human,bot (bench/load_time.py's measure)
  bare      bench/bare_pyodide.html: loadPyodide() + 1+1, the same Pyodide, server and link
  repeat    the autostart context again, once its service worker holds the site and the
            engine's snapshot: a reload (the first visit's whole download is printed too)

For each: seconds to the lobby, to an interactive board (legal targets drawn, the engine
ready; the bare page: its result), and what crossed the link until then (compressed bytes and
headers). Medians of RUNS runs; each run opens the bare page first, then ours, so drift
affects both. A table per profile and encoding, the ratio board / bare, and where the bytes
of a friend's link go.

  .venv/bin/python bench/network.py [--profile good4g|slow4g|all] [--encoding gzip|br|all]
      [--runs 3] [--site DIR] [--prefix /play/ludoteca/] [--scenarios lobby,start,...]
--site defaults to dist/ if it exists (make dist), else this checkout, built first.
A slow4g page takes ~40 s: `--profile all --encoding all --runs 3` is about an hour.

Measured 2026-11-29 08:59 UTC, issue 39, main at ceab367 (Pyodide's WebAssembly packed with
Zstandard: build/pyodide.asm.wasm.zst, decoded in the engine's worker by Zstandard's own decoder
in WebAssembly), dist/, `--profile all --scenarios lobby,friend,bare --runs 3`, quiet machine
(load 0.3-1.2):
  good4g gzip: lobby 0.7 s (0.6, 0.7, 0.7); a friend's link 5.8 s (5.7, 5.9, 5.8), 0.64 x bare
      9.0 s (8.3, 9.0, 10.5); 3.74 MB before the board (23 files, of which the two icons,
      23 kB, that other runs count after it)
  slow4g gzip: lobby 0.9 s (0.9, 0.9, 1.1); a friend's link 21.1 s (21.1, 21.1, 21.7), 0.58 x
      bare 36.6 s (35.5, 36.6, 37.2); 3.71 MB, 20 files
  By file (slow4g): build/pyodide.asm.wasm.zst 2,903,656 (the host's gzip of the wasm was
  3,546,122), build/python_stdlib.zip.gz 341,678, pyodide.asm.mjs 260,339, build/ludoteca.zip.gz
  75,379, build/games/yutaka.zip.gz 33,904, build/zstd-decoder.wasm 22,953, the shell's three
  files 28,765, app.css 9,700, engine-worker.js 7,916, pyodide.mjs 7,386, index.html 5,768,
  catalog-en.json 5,301, zstd-stream.js (now packed-wasm.js) 1,916, and five files under 2 kB: 3,711,626 in all.

Measured 2026-11-29 06:20 UTC, issue 39, main at 9918a41 (everything of that day: the site's
catalog per language, the shell in a lobby part and a table part, zopfli, search after the
board), dist/, `--profile all --scenarios lobby,friend,bare --runs 3`, on a QUIET machine (load
0.6-1.3, no other work running): every figure above taken under load says more of the load than
of the page.
  good4g gzip: lobby 0.6 s (0.6, 0.6, 0.6); a friend's link 6.3 s (6.3, 6.4, 5.7), 0.69 x bare
      9.2 s (10.1, 9.2, 9.2); 4.33 MB before the board, 18 files
  slow4g gzip: lobby 0.9 s (0.9, 0.9, 0.9); a friend's link 24.0 s (24.0, 24.0, 24.0), 0.68 x
      bare 35.3 s (35.2, 35.3, 35.4); 4.33 MB
  On slow4g both pages are bound by the link: 4.33 / 6.39 MB is 0.68, the ratio measured. A
  board at 0.65 x bare there needs about 4.15 MB before it, ~180 kB less than now, of which
  3.81 MB are Pyodide's wasm and JS; what is left of the rest is build/python_stdlib.zip.gz
  (342 kB: what Pyodide's own start imports — typing, inspect, enum, dataclasses, traceback… —
  plus base64, bisect, gettext, random) and ours (74.7 + 33.9 kB and the shell's 28.7 kB).

Measured 2026-11-29 (zopfli), issue 39: our archives gzipped by zopfli (build.gzipped, standard
gzip) instead of zlib's level 9, and the bots' search (core/search.py) and the benchmarks' calls
(bench_api.py, speed.py) in build/later.zip.gz. dist/ of this branch, good4g, friend, 1 run
each (bytes by file do not depend on the load; the order of what crosses near the board does:
some runs also count sw.js, the 192 px icon and a second 5,678-byte index.html, 13.7 kB that
came after the board in other runs, and a few hundred bytes more of headers: left out below):
                                      before (e99c26c)  zopfli   + search later
  build/python_stdlib.zip.gz               353,225    341,678    341,678
  build/ludoteca.zip.gz                     83,238     80,829     74,729
  build/games/yutaka.zip.gz                 34,756     33,702     33,702
  assets/js/engine-worker.js                 6,908      6,908      7,016
  (Pyodide's wasm and mjs, shell.js, the small files: the same, but for headers)
  in all                                 4,344,852  4,328,405  4,322,078  (later.zip.gz, after
      the board: 52,909 -> 59,292)
  Not reached: 4.3 MB (4.32). Left: traceback and _colorize (22.6 kB, imported by Pyodide's
  start for sys.excepthook, and by the workshop) — a lazy_start edit and a standard library in
  two parts (compile_pyc.mjs's trace telling a start's modules from later ones); coach.py
  (every table holds a Coach: it would need splitting into what a board asks and the hints).

Measured 2026-11-29 (later), issue 39, the site's own catalog per language
(build/ludoteca-<lang>.zip.gz: seats.DEFAULT_NAMES says "Player n" in every language, so no
module reads another language's catalog), no `statistics` in the page (workshop.summarize's
mean: it brought statistics, fractions, numbers and decimal into the page's standard library,
+24 kB since the figures of 2026-11-28), the games' review.py and workshop_watch.py after the
first board. dist/ of the commit before (93cd92a, friend only, good4g, 1 run, load 10-19) and
after (`--profile all --scenarios lobby,friend,bare --runs 2`, load 11-23: other engineers'
builds, and this branch's e2e tests during good4g), a friend's link's bytes (gzip), every file:
                                      before      after
  node_modules/pyodide/pyodide.asm.wasm  3,546,356  3,546,356
  build/python_stdlib.zip.gz               377,129    353,225
  node_modules/pyodide/pyodide.asm.mjs     260,339    260,339
  build/ludoteca.zip.gz                    108,557     83,238  (site.mo de+fr: 23.8 kB)
  build/games/yutaka.zip.gz                 35,666     34,756
  build/shell.js                            25,368     25,368
  assets/css/app.css                         9,609      9,609
  node_modules/pyodide/pyodide.mjs           7,386      7,386
  assets/js/engine-worker.js                 6,908      6,908
  index.html                                 5,678      5,678
  build/catalog-en.json                      5,301      5,301
  build/thumbs/yutaka.svg                    1,969      1,969
  sw.js                                      1,909      1,909  (registered as the board comes)
  assets/js/stored-zip.js                    1,286      1,286
  build/precache.js                          1,035      1,057
  assets/icons/ludoteca.svg                    467        467
  in all                                 4,394,963  4,344,852  (4.39 -> 4.34 MB; 17 -> 16 requests)
  No manifest nor any of its icons crossed before the board (headless chromium as a phone).
  A German or French page fetches its language's site catalog too: build/ludoteca-de.zip.gz
  12,003 bytes (fr 12,056), asked for as the worker starts ({lang} from python.js).
  before: good4g a friend's link 15.5 s (no bare page in that run)
  after, medians of 2:
    good4g gzip: lobby 0.9 s (1.0, 0.7); a friend's link 13.1 s (14.6, 11.7), 0.46 x bare
        28.4 s (27.2, 29.6)
    slow4g gzip: lobby 1.9 s (2.2, 1.5); a friend's link 28.8 s (29.0, 28.6), 0.43 x bare
        67.0 s (76.0, 58.0)
  Not reached: 4.3 MB (4.34). What is left of ours before the board is what it runs: the
  standard library is now what Pyodide's own start imports plus base64, bisect, gettext and
  random; zopfli (a build dependency, not added) would take ~19 kB off our three archives
  (python_stdlib 376,944 -> 363,991, ludoteca 108,372 -> 103,381, yutaka 35,482 -> 34,365 at 15
  iterations, measured on the archives before); the rest is Pyodide's start: e.g. traceback and
  _colorize, 22.6 kB, which _pyodide/__init__.py imports to set sys.excepthook (not checked
  whether anything else at start needs them; the workshop does, after the board) — a further
  lazy_start patch and a standard library in two parts. Nor the lobby's 1.0 s on slow4g (h42-lobby's split of build/shell.js).

Measured 2026-11-29, issue 39, the shell's bundle split in two (py/ludoteca/build.py
SHELL_CHUNKS): the lobby's code, build/shell.js and build/shell-chunk.js (index.html preloads
the chunk: both cross in one round trip), then the table's, build/shell-play.js, imported
once the lobby is painted (at once by a page that opens a game). The lobby's JavaScript over
the link 25,363 -> 17,974 bytes gzip (shell.js 6,997 + shell-chunk.js 10,977; 71 -> 45 kB
raw, the modules it runs before #start), the table's 10,582 after it. dist/ of main (93cd92a)
and of the split, the same session, `--profile all --scenarios lobby,friend,bare --runs 3`, a
2-core machine under a load of 11-19 from other engineers' work (the bare page 23-59 s):
  before: good4g lobby 1.2 s (1.3, 1.1, 1.2), a friend's link 13.3 s (0.40 x bare);
          slow4g lobby 1.3 s (1.6, 1.3, 1.3), a friend's link 35.1 s (0.62 x bare)
  after:  good4g lobby 0.7 s (0.7, 1.1, 0.7), a friend's link 12.5 s (0.45 x bare);
          slow4g lobby 1.7 s (1.7, 1.7, 1.4), a friend's link 27.9 s (0.51 x bare)
  slow4g, the lobby alone, 7 runs each, one dist after the other: 1.1 s (1.1, 1.0, 1.3, 1.0,
      1.1, 1.5, 1.0) before, 1.1 s (1.1, 1.1, 1.2, 1.3, 1.3, 1.1, 1.0) after.
So the split's gain is within this machine's noise. Where the lobby's time goes (the page's
resource timing through the slow4g link, after the split): the HTML's first byte at 0.48-0.51 s
(the connection's 2 RTTs and the request's), the second wave asked at 0.53-0.58 s — app.css
9.7 kB, shell.js 7.0, shell-chunk.js 11.0, the catalog 5.4, the icon 0.5 — arriving at
0.74-0.91 s one after another at the link's 200 kB/s, #start enabled 30 ms later (0.93-0.94 s;
in 6 runs each alternating, medians 1.03 s before, 1.00 s after); Playwright sees it ~0.1 s
after that. Not reached, then: the lobby's 1.0 s on slow4g as this bench times it. Its floor is
two round trips in a row (the HTML's 3 RTTs, then 1) and ~34 kB: ~0.9 s before any CPU.
What is left to cut: app.css minified (9.4 -> 5.8 kB gzip, esbuild), rules_html out of the
catalog (~3 kB; only the Rules dialog reads it), saved-games.js / saves.js / invite.js /
tutorial.js after the lobby (~5 kB), or no second round trip at all.
bench/load_time.py (localhost, 3 runs, the same two dists with bench/bare_pyodide.html beside
them, two rounds in opposite order, load 12-20): board 7.9 / 8.3 s (0.32 / 0.37 x bare) before,
11.0 / 10.2 s (0.38 / 0.30 x bare) after; repeat visit 3.2 / 3.4 s before, 3.6 / 3.3 s after.
The bare page moved as much (22-34 s): no difference this machine could show either way.

Measured 2026-11-29, issue 39 ("the last megabyte"), our package split by what the first board
needs (build.part_of: build/later.zip.gz and each game's catalog per language). dist/ of the
commit before (b2669db) and after, `--profile all --scenarios lobby,friend,bare`, a 2-core
machine under a load of 13-20 from other engineers' builds and tests (the bare page took
29-62 s: every ratio here moves with that load more than with the bytes):
  a friend's link's bytes (gzip): build/ludoteca.zip.gz 120,153 -> 105,583,
      build/games/yutaka.zip.gz 56,835 -> 34,719 (build/later.zip.gz, 48,688, comes after);
      4.42 -> 4.37 MB before the board, 21 -> 17 requests (good4g)
  before (b2669db), medians of 2 runs:
    good4g gzip: lobby 1.6 s (1.6, 1.6); a friend's link 15.8 s (0.39 x bare 40.8 s), 4.42 MB,
        21 requests
    slow4g gzip: lobby 1.5 s (1.8, 1.3); a friend's link 35.1 s (0.59 x bare 59.9 s), 4.41 MB
  after (the final commit of the split), 1 run, load as high:
    good4g gzip: lobby 2.2 s; a friend's link 10.3 s (0.35 x bare 29.7 s), 4.37 MB, 17 requests
    slow4g gzip: lobby 1.2 s; a friend's link 30.5 s (0.56 x bare 54.2 s), 4.37 MB
  (an intermediate build that fetched later.zip.gz after the first drawing, 2 runs: lobby 1.6 /
  1.8 s, a friend's link 0.46 / 0.56 x bare, 4.41-4.43 MB: later.zip.gz crossed before the board.)
  Not reached: 4.3 MB (the site's catalogs in all three languages, ~24 kB, stay in
  build/ludoteca.zip.gz: seats.py reads "Player n" in every language), and the lobby's 1.0 s on
  slow4g (its 1.2-1.8 s here are the HTML, app.css, build/shell.js and the catalog behind two
  round trips, on a loaded CPU).

Measured 2026-11-28, issue 39, with a variant of py/ludoteca/lazy_start.py that also left
asyncio out of Pyodide's start (then reverted: it broke the memory snapshot of repeat visits;
restored the same evening with the snapshot's slots kept, see lazy_start.py — the bytes below
are those of the restored patch too, build/python_stdlib.zip.gz 353,040): build/python_stdlib.zip.gz 661,502 -> 353,153 bytes (127 -> 68 modules). dist/ before
and after,
same day, `--profile all --runs 3 --scenarios lobby,friend,bare`, on a 2-core machine shared
with other engineers' runs (load 6-8 before, 10-12 after: the bare page, which is the most
CPU-bound, took 21.2 -> 20.6 s on good4g and 48.3 -> 54.7 s on slow4g), medians of 3:
  good4g gzip: lobby 0.8 -> 0.8 s; a friend's link 9.1 s (0.43 x bare) -> 11.1 s (0.54),
      4.68 -> 4.38 MB, 16 -> 17 requests
  slow4g gzip: lobby 1.0 s (1.4, 1.0, 1.0) -> 1.3 s (1.3, 1.7, 1.3); a friend's link 29.7 s
      (0.61) -> 27.9 s (0.51), 4.68 -> 4.38 MB
  a friend's link's bytes after (gzip): wasm 3,546,356; build/python_stdlib.zip.gz 353,153;
      pyodide.asm.mjs 260,339; build/ludoteca.zip.gz 99,490; build/games/yutaka.zip.gz 57,124;
      build/shell.js 23,519; the rest 37,861 (stored-zip.js among them).
What is kept (shutil, tempfile, zipfile… only): build/python_stdlib.zip.gz 590,086 bytes, 113
modules (counted from the build, not through the link: about 4.62 MB before a friend's board).
On this loaded machine good4g is CPU-bound and its seconds move with the load more than with
0.3 MB; slow4g is the link's (0.30 MB less is ~1.5 s at 1.6 Mbit/s).

Measured 2026-11-26 on dist/ (make dist: the trimmed standard library and our archives
gzipped by the build, a game's package fetched when it is opened, the service worker after the
board), the machine otherwise idle; medians (runs):
  good4g gzip (3): lobby 0.6 s; Start in the lobby 6.5 s (0.73 x bare), 4.67 MB; a friend's
      link 6.3 s (0.69), 4.64 MB; bare 9.0 s, 6.39 MB; repeat visit 1.0 s (0.11), 0 requests
  slow4g gzip (2): lobby 0.9 s; a friend's link 25.6 s (0.72), 4.64 MB; bare 35.7 s
  good4g br quality 11 (2): a friend's link 5.2 s (0.67), 3.77 MB; bare 7.8 s, 5.52 MB
  a friend's link's bytes (gzip): wasm 3,546,356; build/python_stdlib.zip.gz 661,502;
      pyodide.asm.mjs 260,339; build/ludoteca.zip.gz 62,863; build/games/yutaka.zip.gz 50,473;
      build/shell.js 20,397; the rest 40,696.

Re-measured 2026-11-26 after issues 29-30 (tutorials, motion, the workshop), same profile:
  good4g gzip (3): lobby 0.6 s; a friend's link 6.4 s (0.67 x bare), 4.68 MB, 16 requests;
      bare 9.5 s, 6.39 MB. build/ludoteca.zip.gz grew to 99,489 bytes (workshop.pyc, which
      the lobby's "your bot" seat imports, and tutor.pyc are in it); the workshop's own files
      (PyScript, the wheel, the editor) are not fetched by the game page.

Measured 2026-11-25, before the dist/ work: the repository root served under /play/ludoteca/,
handshakes once (HTTP/2); a 2-core machine shared with other engineers' runs (load 2-7), so
single loads vary by seconds. Medians of 3 runs (slow4g br: 1 run); seconds; MB to the board:

                        good4g gzip  good4g br   slow4g gzip  slow4g br (1 run)
  lobby                 0.6          0.7         1.1          1.1
  Start in the lobby    12.1         11.6        42.6         42.5
  a friend's link       11.6         11.5        43.0         43.7
  ?autostart            11.8         10.8        42.9         42.8
  bare loadPyodide()    13.9         18.0        39.3         49.7 (an outlier)
  repeat visit          1.7          1.7         1.5          1.2     (0 requests: all from the SW)
  MB to board: ours / bare   7.80 / 6.39 (gzip)   7.45 / 6.04 (br)
  first visit until the service worker holds the site and the snapshot: 15.68 MB (br 14.99),
  19.6 s on good4g, 83.2 s on slow4g.
Known figures from an earlier measure: good4g board 9.2 s, bare 8.2 s; slow4g 41.7 / 34.8 s;
lobby 0.4 / 0.7 s. Slow 4G agrees (its time is the link's: 7.80 MB take 39.0 s, 6.39 MB
32.0 s); on good 4G the CPU dominates, and the bare page (which compiles the standard library
from sources) is the most CPU-bound and the noisiest (good4g gzip runs 18.7, 13.9, 10.6 s;
unshaped on the same machine 4.1-7.7 s), so its ratio there means little. With --http1 (every
connection pays its handshakes) the lobby took 1.0 s on good4g and 1.4 s on slow4g (1 run).

Where the bytes go (a friend's link, gzip): pyodide.asm.wasm 3.55 MB (br 3.23), build/
python_stdlib.zip 3.29 MB, build/ludoteca.zip 0.64 MB, pyodide.asm.mjs 0.26 MB, all else
0.06 MB. The two zips, 3.9 MB, are half of it and no host compresses them (brotli saves only
0.35 MB in all); ours over bare (+1.4 MB, ~7 s on slow 4G) is our package and the standard
library's bytecode (Pyodide's own zip of sources is 2.55 MB). The service worker's precache
fetches every file again (cache: "reload" bypasses the HTTP cache): a first visit downloads
the site twice, 15.7 MB; it starts once the engine is ready, so the board does not wait for
it, but on slow 4G offline play and the engine's snapshot come ~40 s after the board.
"""

import argparse
import pathlib
import sys
import time

import shaped_server
from _browser import chromium, median
from load_time import BARE_PAGE, BOARD, OUR_PAGE, SNAPSHOT_STORED
from shaped_server import PROFILES

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.e2e.pages import PHONE  # noqa: E402  (the phone of the e2e tests)

from ludoteca.build import build  # noqa: E402
from ludoteca.table import Table  # noqa: E402

# A phone as the e2e tests have it, with an Android chromium's (reduced) user agent, and the
# service worker allowed: a real first visit registers it, and its precache shares the link.
PHONE_CONTEXT = {
    **PHONE,
    "service_workers": "allow",
    "user_agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 "
    "(KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
}
LOBBY = "#start:enabled"  # the lobby is painted and usable (tests/e2e/pages.py)
BARE_READY = "body[data-ready='1']"
TIMEOUT = 300_000  # ms: a slow4g first visit with its precache takes minutes
SCENARIOS = ["lobby", "start", "friend", "autostart", "bare", "repeat"]
LABELS = {
    "lobby": "lobby",
    "start": "Start in the lobby",
    "friend": "a friend's link",
    "autostart": "?autostart",
    "bare": "bare loadPyodide()",
    "repeat": "repeat visit",
}


def friend_link() -> str:
    """A real link for a remote seat, as the host's page makes it: Yutakâ, human against a
    friend by link, after the host's first move (the URL fragment the friend opens). Both
    seats named, as the host's lobby asks: the friend's first screen then waits for no answer
    (a link naming nobody asks the friend's name first, and the board would wait for a person)."""
    table = Table.new("yutaka", {}, [{"kind": "human", "name": "Ann"}, {"kind": "remote", "name": "Bea"}], seed=7)
    while table.remote_to_act() is None:
        table.click(table.next_tokens()[0])
    return table.links()[0]["code"]


class Runner:
    """One browser and one server (one encoding); each scenario gets a fresh context and a
    fresh link (counters at zero, nothing queued from the run before)."""

    def __init__(self, browser, server, prefix: str, bare_url: str):
        self.browser, self.server = browser, server
        self.site = server.url + prefix
        self.bare_url = bare_url
        self.friend_code = friend_link()
        self.profile = PROFILES["none"]

    def _open(self, path: str, ready: str, lobby: bool = False, then=None):
        """A fresh phone context opens path: (context, page, row) once `ready` is attached.
        With lobby, the time to a usable lobby is taken first, and then(page) runs there."""
        context = self.browser.new_context(**PHONE_CONTEXT)
        page = context.new_page()
        link = self.server.new_link(self.profile)
        row = {"lobby": None}
        started = time.perf_counter()
        page.goto(path if path.startswith("http") else self.site + path, wait_until="commit")
        if lobby:
            page.wait_for_selector(LOBBY, timeout=TIMEOUT)
            row["lobby"] = time.perf_counter() - started
            if then:
                then(page)
        page.wait_for_selector(ready, state="attached", timeout=TIMEOUT)
        row["board"] = time.perf_counter() - started
        row.update(link.snapshot(), started=started)
        return context, page, row

    def _once(self, path: str, ready: str, **how) -> dict:
        context, _, row = self._open(path, ready, **how)
        context.close()
        return row

    def lobby(self):
        row = self._once("index.html", LOBBY, lobby=True)
        row["board"] = None  # the lobby has none
        return row

    def start(self):
        """Start pressed as soon as the lobby allows it (the game opens when the engine is up)."""

        def press_start(page):
            page.select_option("select[name='seat-kind-1']", "bot")
            page.click("#start")

        return self._once("index.html?game=yutaka", BOARD, lobby=True, then=press_start)

    def friend(self):
        return self._once(f"index.html#{self.friend_code}", BOARD)

    def autostart(self):
        return self._once(OUR_PAGE.lstrip("/"), BOARD)

    def bare(self):
        return self._once(self.bare_url, BARE_READY)

    def first_and_repeat(self):
        """(the autostart row with the whole first visit's bytes, the repeat visit's row).
        The first visit ends when the service worker controls the page and the engine's
        snapshot is in its cache; then the same context reloads (load_time.py's repeat)."""
        context, page, first = self._open(OUR_PAGE.lstrip("/"), BOARD)
        link = self.server.link
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT)
        stored = False  # a site without snapshots, or one that failed
        for _ in range(TIMEOUT // 500):
            if stored := page.evaluate(SNAPSHOT_STORED):
                break
            page.wait_for_timeout(500)
        whole = link.snapshot()
        first.update(
            whole_down=whole["down"],
            whole_requests=whole["requests"],
            snapshot=stored,
            whole_time=time.perf_counter() - first["started"],
        )
        link = self.server.new_link(self.profile)
        started = time.perf_counter()
        page.reload(wait_until="commit")
        page.wait_for_selector(BOARD, state="attached", timeout=TIMEOUT)
        repeat = {"lobby": None, "board": time.perf_counter() - started, **link.snapshot()}
        context.close()
        return first, repeat

    def warm_up(self):
        """Unshaped visits so every file is compressed once before anything is timed (a host
        keeps its compressed copies; compressing the wasm costs ~1 s of CPU)."""
        self.profile = PROFILES["none"]
        self.bare()
        self.first_and_repeat()


def run_profile(runner: Runner, profile, scenarios: list[str], runs: int) -> dict:
    """{scenario: [row per run]}; the bare page first in each run, then ours."""
    runner.profile = profile
    rows = {name: [] for name in scenarios}
    order = (["bare"] if "bare" in scenarios else []) + [s for s in scenarios if s != "bare"]
    for _ in range(runs):
        for name in order:
            if name == "repeat":
                continue  # comes with autostart's first visit
            if name == "autostart" and "repeat" in scenarios:
                first, repeat = runner.first_and_repeat()
                rows["autostart"].append(first)
                rows["repeat"].append(repeat)
            else:
                rows[name].append(getattr(runner, name)())
        if "repeat" in scenarios and "autostart" not in scenarios:
            rows["repeat"].append(runner.first_and_repeat()[1])
    return rows


def seconds(values) -> str:
    values = [v for v in values if v is not None]
    if not values:
        return "–"
    runs = f" ({', '.join(f'{v:.1f}' for v in values)})" if len(values) > 1 else ""
    return f"{median(values):.1f} s{runs}"


def print_table(profile, encoding: str, http1: bool, rows: dict, prefix: str) -> None:
    p = profile
    runs = max(len(r) for r in rows.values())
    print(
        f"\n{p.name}: {p.down_bps / 1e6:g} Mbit/s down, {p.up_bps / 1e6:g} up, {p.rtt * 1000:.0f} ms RTT"
        f" — {encoding}{f' (quality {shaped_server.BROTLI_QUALITY})' if encoding == 'br' else ''} — handshakes {'on every connection' if http1 else 'once (HTTP/2)'}"
        f" — medians of {runs} run{'s' * (runs > 1)}"
    )
    print(f"  {'scenario':<20} {'lobby':>14} {'board':>22} {'/ bare':>7} {'MB down':>8} {'requests':>9}")
    bare = median([r["board"] for r in rows["bare"]]) if rows.get("bare") else None
    for name, found in rows.items():
        board = [r["board"] for r in found]
        ratio = f"{median(board) / bare:.2f}" if bare and name not in ("bare", "lobby") and None not in board else ""
        print(
            f"  {LABELS[name]:<20} {seconds([r['lobby'] for r in found]):>14} {seconds(board):>22} {ratio:>7}"
            f" {median([r['down'] for r in found]) / 1e6:>8.2f} {median([r['requests'] for r in found]):>9.0f}"
        )
    if rows.get("autostart") and "whole_down" in rows["autostart"][0]:
        first = rows["autostart"]
        print(
            f"  first visit until its service worker holds the site and the engine's snapshot: "
            f"{median([r['whole_down'] for r in first]) / 1e6:.2f} MB, "
            f"{median([r['whole_requests'] for r in first]):.0f} requests, "
            f"{seconds([r['whole_time'] for r in first])}"
            + ("" if all(r["snapshot"] for r in first) else " (in some runs no snapshot was stored)")
        )
    if rows.get("friend"):
        by_path = rows["friend"][-1]["by_path"]
        # every file: the small ones are where the last kilobytes hide (issue 39)
        print("  a friend's link, bytes over the link until the board (last run), by file:")
        for path, size in by_path.most_common():
            print(f"    {size:>11,}  {path.removeprefix(prefix)}")
        print(f"    {sum(by_path.values()):>11,}  in all, {len(by_path)} files")


def site_mounts(site: pathlib.Path, prefix: str) -> tuple[dict, str]:
    """(mounts, the bare page's URL path). The bare page loads node_modules/pyodide as npm ships
    it; a dist/ folder may hold only the files our page loads, so then this checkout is mounted
    at /repo/ beside it (same server, same link, the same Pyodide bytes)."""
    if (site / "bench/bare_pyodide.html").exists() and (site / "node_modules/pyodide/pyodide-lock.json").exists():
        return {prefix: site}, prefix + BARE_PAGE.lstrip("/")
    return {prefix: site, "/repo/": ROOT}, "/repo" + BARE_PAGE


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--profile", choices=["good4g", "slow4g", "all"], default="good4g")
    parser.add_argument("--encoding", choices=["gzip", "br", "all"], default="gzip")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=pathlib.Path, default=ROOT / "dist" if (ROOT / "dist").is_dir() else ROOT)
    parser.add_argument("--prefix", default="/play/ludoteca/", help="the sub-path the site is served under")
    parser.add_argument("--scenarios", default=",".join(SCENARIOS), help=f"some of {','.join(SCENARIOS)}")
    parser.add_argument("--no-build", action="store_true", help="serve this checkout as it is")
    parser.add_argument(
        "--brotli-quality",
        type=int,
        default=shaped_server.BROTLI_QUALITY,
        help="5: compressed on the fly; 11: precompressed, as some hosts keep static files",
    )
    parser.add_argument(
        "--http1", action="store_true", help="every connection pays its handshakes (as if the host spoke HTTP/1.1)"
    )
    args = parser.parse_args()
    shaped_server.BROTLI_QUALITY = args.brotli_quality
    scenarios = [s for s in SCENARIOS if s in args.scenarios.split(",")]
    profiles = ["good4g", "slow4g"] if args.profile == "all" else [args.profile]
    encodings = ["gzip", "br"] if args.encoding == "all" else [args.encoding]
    prefix = "/" + args.prefix.strip("/") + "/"
    site = args.site.resolve()
    if site == ROOT and not args.no_build:
        build()
    mounts, bare_url = site_mounts(site, prefix)
    print(f"serving {site} under {prefix}; scenarios: {', '.join(scenarios)}")
    with chromium() as browser:
        for encoding in encodings:
            with shaped_server.serve(mounts, PROFILES["none"], encoding, args.http1) as server:
                runner = Runner(browser, server, prefix, server.url + bare_url)
                runner.warm_up()
                for name in profiles:
                    rows = run_profile(runner, PROFILES[name], scenarios, args.runs)
                    print_table(PROFILES[name], encoding, args.http1, rows, prefix)


if __name__ == "__main__":
    main()
