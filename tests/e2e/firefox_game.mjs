// Ludoteca in Firefox (Debian's firefox-esr), driven by puppeteer-core over WebDriver BiDi.
// Used by tests/e2e/test_other_engines.py and bench/engines.py; prints one JSON object a line:
//   {"event": "boot", "board_ms": …, "ready_ms": …}   times since navigation start, in the page
//   {"event": "result", "summary": "…", "clicks": n, "seconds": s}   with --play
//   {"event": "console", "type": "…", "text": "…"}     everything the page logs (for diagnosis)
//   {"event": "error", "message": "…"}                 and a non-zero exit code
//
// node tests/e2e/firefox_game.mjs --url URL [--play] [--proxy PORT] [--runs N] [--firefox PATH]
//   --proxy PORT  every request not to localhost goes to this proxy on 127.0.0.1 (the test's
//                 recorder), so none can leave the machine unnoticed
//   --probe URL   at the end, the page fetches URL (a foreign host: the test checks that its
//                 recorder sees it, so the guard is known to work)
//   --until ready only wait for body[data-ready='1'] (bench/bare_pyodide.html has no board)
//   --runs N      boot N times, each in a fresh browser (cold cache); with --play, play the last
import { parseArgs } from "node:util";

import puppeteer from "puppeteer-core";

const { values: opts } = parseArgs({
  options: {
    url: { type: "string" },
    play: { type: "boolean", default: false },
    proxy: { type: "string" },
    runs: { type: "string", default: "1" },
    firefox: { type: "string", default: process.env.LUDOTECA_FIREFOX || "/usr/bin/firefox-esr" },
    "max-clicks": { type: "string", default: "800" },
    probe: { type: "string" },
    until: { type: "string", default: "board" },
  },
});
if (!opts.url) throw new Error("--url is required");

const BOOT_TIMEOUT_MS = 120_000;
const say = (obj) => process.stdout.write(`${JSON.stringify(obj)}\n`);

// The same moments as the Chromium tests and bench/load_time.py wait for.
const BOARD = () => document.querySelector("#board [data-click].legal") !== null;
const READY = () => document.body.dataset.ready === "1";
// Nothing will change by itself: no call in flight, no forced move announced, no bot to move.
const SETTLED = () => {
  const shell = window.ludotecaShell;
  if (!shell || shell.busy) return false;
  const s = shell.snap;
  return !s || s.over || Boolean(s.replay) || (s.privacy_for !== null && s.privacy_for !== undefined)
    || (!s.forced && (s.bot_to_act === null || s.bot_to_act === undefined));
};

function prefs() {
  const p = {
    // like the Chromium tests' service_workers="block": no 20 MB precache during the game
    "dom.serviceWorkers.enabled": false,
    // no background traffic of the browser's own
    "network.captive-portal-service.enabled": false,
    "network.connectivity-service.enabled": false,
    "browser.safebrowsing.malware.enabled": false,
    "browser.safebrowsing.phishing.enabled": false,
    "browser.safebrowsing.downloads.enabled": false,
    "browser.safebrowsing.blockedURIs.enabled": false,
    "datareporting.policy.dataSubmissionEnabled": false,
    "toolkit.telemetry.enabled": false,
    "app.normandy.enabled": false,
    "extensions.update.enabled": false,
    "extensions.getAddons.cache.enabled": false,
    "browser.region.update.enabled": false,
    "services.settings.server": "data:,#remote-settings-dummy/v1",
    "network.dns.disablePrefetch": true,
    "network.prefetch-next": false,
  };
  if (opts.proxy) {
    Object.assign(p, {
      "network.proxy.type": 1,
      "network.proxy.http": "127.0.0.1",
      "network.proxy.http_port": Number(opts.proxy),
      "network.proxy.ssl": "127.0.0.1",
      "network.proxy.ssl_port": Number(opts.proxy),
      "network.proxy.no_proxies_on": "localhost, 127.0.0.1",
      "network.proxy.allow_hijacking_localhost": false,
      "network.proxy.socks_remote_dns": false,
    });
  }
  return p;
}

async function boot(browser) {
  const page = await browser.newPage();
  page.on("console", (m) => say({ event: "console", type: m.type(), text: m.text() }));
  page.on("pageerror", (e) => say({ event: "console", type: "pageerror", text: String(e && e.message || e) }));
  await page.goto(opts.url, { waitUntil: "domcontentloaded", timeout: BOOT_TIMEOUT_MS });
  const poll = { polling: 20, timeout: BOOT_TIMEOUT_MS };
  const board = opts.until === "ready" ? null
    : await (await page.waitForFunction(`(${BOARD})() && performance.now()`, poll)).jsonValue();
  const ready = await (await page.waitForFunction(`(${READY})() && performance.now()`, poll)).jsonValue();
  say({ event: "boot", board_ms: board === null ? null : Math.round(board), ready_ms: Math.round(ready) });
  return page;
}

async function playThrough(page) {
  const started = Date.now();
  const maxClicks = Number(opts["max-clicks"]);
  let clicks = 0;
  for (let round = 0; round < maxClicks * 4; round++) {
    await page.waitForFunction(`(${SETTLED})()`, { polling: 20, timeout: BOOT_TIMEOUT_MS });
    if (await page.$("#result[open]")) {
      const summary = await page.$eval("#result-summary", (e) => e.innerText);
      say({ event: "result", summary, clicks, seconds: (Date.now() - started) / 1000 });
      return;
    }
    const privacy = await page.$("#privacy:not([hidden])");
    if (privacy) { await page.click("#privacy-ok"); continue; }
    const target = await page.$("#board [data-click].legal");
    if (!target) { await new Promise((r) => setTimeout(r, 20)); continue; }   // a bot is moving
    try {
      const token = await target.evaluate((e) => e.dataset.click);
      // A Yutakâ island column holds tiles with clicks of their own: aim at its empty top.
      if (token.startsWith("island:")) await target.click({ offset: { x: 30, y: 10 } });
      else await target.click();
      clicks += 1;
    } catch (err) {
      // the board was redrawn under us: look again
      if (!/detached|not clickable|no such|stale|not visible|Node is|not an Element/i.test(String(err && err.message))) throw err;
    }
    if (clicks > maxClicks) throw new Error(`more than ${maxClicks} clicks without reaching the score screen`);
  }
  throw new Error("the game did not reach the score screen");
}

async function main() {
  const runs = Number(opts.runs);
  for (let run = 0; run < runs; run++) {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: opts.firefox,
      headless: true,
      protocol: "webDriverBiDi",
      extraPrefsFirefox: prefs(),
      timeout: 60_000,
      // a release build ignores services.settings.server without this (remote settings would
      // still ask Mozilla's servers for blocklists every few seconds)
      env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: "1" },
    });
    try {
      say({ event: "browser", version: await browser.version() });
      const page = await boot(browser);
      if (opts.play && run === runs - 1) await playThrough(page);
      if (opts.probe) {
        await page.evaluate((url) => fetch(url).catch(() => null), opts.probe);
        await new Promise((r) => setTimeout(r, 500));
      }
    } finally {
      await browser.close();
    }
  }
}

main().then(() => process.exit(0), (err) => {
  say({ event: "error", message: String(err && err.stack || err) });
  process.exit(1);
});
