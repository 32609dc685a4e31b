"""The score screen's detailed table on a 390 × 844 phone (issue 36), for every shipped game at
up to four players, in English, German and French: it fits the screen, or it shows that it
scrolls — the line saying so, a shadow on the box, and each row's name held at the left while
the rest slides under it. Each game is opened finished, from a link (played on CPython here)."""

import random

import pytest
from playwright.sync_api import expect

from ludoteca.core import encode_link, get_game, new_record, replay
from ludoteca.core.registry import shipped_games
from ludoteca.table import REMOTE

from .pages import BOOT_TIMEOUT_MS, PHONE

pytestmark = pytest.mark.e2e

NAMES = ["Ann", "Bartholomew", "Carla", "Dmitri"]
GAMES = [game.id for game in shipped_games()]

MEASURE = """() => {
  const box = document.querySelector('#result-table'), first = box.querySelector('tbody tr > :first-child');
  const edges = () => ({box: box.getBoundingClientRect().left, first: first.getBoundingClientRect().left});
  const out = {fits: box.scrollWidth <= box.clientWidth + 1, right: box.getBoundingClientRect().right,
    hint: !document.querySelector('#result-table-hint').hidden, position: getComputedStyle(first).position,
    shadow: getComputedStyle(box).backgroundImage.includes('radial-gradient'), before: edges()};
  box.scrollLeft = box.scrollWidth;
  out.scrolled = box.scrollLeft > 0;
  out.after = edges();
  box.scrollLeft = 0;
  return out;
}"""


def finished_link(game_id: str) -> str:
    """A link to a game the bots played to its end on CPython, its seats all friends by link."""
    game = get_game(game_id)
    players = min(game.max_players, len(NAMES))  # (more seats add rows, not columns)
    record = new_record(game_id, {"players": players} if players > 1 else {}, 7)
    state, rng = replay(record), random.Random(7)
    while not game.is_over(state):
        p = game.to_act(state)[0]
        moves = game.legal_moves(state, p) if game.lists_moves else None
        move = game.bot_move(game.view(state, p), moves, rng)
        record["moves"].append(move)
        state = game.apply(state, move)
    seats = [{"kind": REMOTE, "name": NAMES[k]} for k in range(players)]
    return encode_link({"record": record, "seats": seats, "for": 0})


@pytest.mark.parametrize("game", GAMES)
def test_the_score_table_fits_a_phone_or_shows_that_it_scrolls(browser, site_url, game):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    try:
        page.goto(f"{site_url}/index.html?lang=en#{finished_link(game)}")
        expect(page.locator("#result")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
        for lang in ("en", "de", "fr"):
            if lang != "en":
                page.select_option("#language", lang)
                page.wait_for_function(f"document.documentElement.lang === '{lang}'")
                expect(page.locator("#result")).to_be_visible()
            found = page.evaluate(MEASURE)
            assert found["right"] <= 390 + 1, (game, lang, found)  # the box itself on the screen
            if found["fits"]:
                assert not found["hint"], (game, lang, found)
                continue
            # Wider than the screen: said, shadowed, and the rows' names stay put as it scrolls.
            assert found["hint"] and found["shadow"] and found["scrolled"], (game, lang, found)
            assert found["position"] == "sticky", (game, lang, found)
            assert abs(found["after"]["first"] - found["before"]["first"]) <= 1, (game, lang, found)
            print(f"{game} ({lang}): the table scrolls, its first column held")
    finally:
        context.close()
