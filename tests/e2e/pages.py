"""Helpers for driving the real page: open the lobby, click legal targets to the end."""

import random

from playwright.sync_api import Page, expect

from ludoteca.core import get_game, replay

BOOT_TIMEOUT_MS = 90_000


def open_lobby(page: Page, site_url: str, game: str):
    page.goto(f"{site_url}/index.html?botDelay=0&game={game}")
    expect(page.locator("#start")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("body[data-ready='1']")


def click_target(target):
    # A Yutakâ island column holds tiles with clicks of their own: aim at its empty top.
    if target.get_attribute("data-click").startswith("island:"):
        target.click(position={"x": 30, "y": 10})
    else:
        target.click()


def play_through(page: Page, max_clicks: int = 800) -> dict:
    """Click legal targets until the score screen opens. Returns counters of what was seen."""
    seen = {"clicks": 0, "privacy": 0}
    for _ in range(max_clicks * 4):
        if page.locator("#result[open]").count():
            return seen
        if page.locator("#privacy:not([hidden])").count():
            # while the device is being passed, no hand may be on the board
            assert page.locator("#board [data-click^='card:']").count() == 0
            page.click("#privacy-ok")
            seen["privacy"] += 1
            continue
        legal = page.locator("#board [data-click].legal")
        if legal.count() == 0:          # a bot is about to move
            page.wait_for_timeout(20)
            continue
        click_target(legal.first)
        seen["clicks"] += 1
        assert seen["clicks"] <= max_clicks
    raise AssertionError("the game did not reach the score screen")


def planned_clicks(page: Page) -> tuple[int, list[str]]:
    """(player, clicks) of the move our bot would choose now for whoever acts — for driving a
    human seat like a player with a plan (clicking the first legal target may never end a
    game whose turns have optional parts, like Santa Monica's)."""
    record = page.evaluate("window.ludotecaShell.snap.record")
    game = get_game(record["game"])
    state = replay(record)
    p = game.to_act(state)[0]
    moves = game.legal_moves(state, p) if game.lists_moves else None
    move = game.bot_move(game.view(state, p), moves, random.Random(len(record["moves"])))
    return p, game.move_path(move)


def play_planned_move(page: Page) -> int:
    """Click, element by element, the move planned_clicks gives; wait until the page has
    applied it. Returns the player who moved."""
    moves_before = page.evaluate("window.ludotecaShell.snap.record.moves.length")
    player, clicks = planned_clicks(page)
    for token in clicks:
        page.locator(f"#board [data-click='{token}']").first.click()
    page.wait_for_function(f"Number(document.body.dataset.moves) > {moves_before}")
    return player
