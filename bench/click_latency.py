"""(b) Click → board redrawn, measured inside the page: from the click handler's start until
Python has answered and the new SVG, log and prompt are in the DOM (window.ludotecaShell.timings).
Plays complete human-vs-bot Yutakâ games by clicking legal targets; prints p50 and p95."""

from _browser import median, percentile, site_and_browser

GAMES = 3


def play(page):
    for _ in range(4000):
        if page.locator("#result[open]").count():
            return
        legal = page.locator("#board [data-click].legal")
        if legal.count() == 0:
            page.wait_for_timeout(10)
            continue
        target = legal.first
        if target.get_attribute("data-click").startswith("island:"):
            target.click(position={"x": 30, "y": 10})
        else:
            target.click()
    raise RuntimeError("game did not finish")


def main():
    timings = []
    with site_and_browser() as (url, browser):
        for seed in range(GAMES):
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(f"{url}/index.html?autostart=1&game=yutaka&seats=human,bot&botDelay=0&seed={seed}")
            page.wait_for_selector("#board svg", timeout=120_000)
            play(page)
            timings += page.evaluate("window.ludotecaShell.timings")
            page.close()
    print(f"click -> board redrawn over {len(timings)} clicks in {GAMES} games:")
    print(f"  p50 {median(timings):.2f} ms   p95 {percentile(timings, 95):.2f} ms   "
          f"max {max(timings):.2f} ms   (target p95 <= 16 ms)")


if __name__ == "__main__":
    main()
