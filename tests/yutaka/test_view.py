"""view() hides exactly what a player may not see.

The test is one of indistinguishability: the package's `disguise` shuffles everything a
player cannot know (the opponent's hand and deck together, one's own deck order, the
identity of every unrevealed and removed tile among those that look alike to that player,
the PRNG) and the view must not change. Any leak of hidden information would show up as a difference.
"""

import json
import random

import pytest

from ludoteca.core import dumps, get_game
from ludoteca.games.yutaka import disguise

from ..helpers import playout

GAME = get_game("yutaka")
MODES = [{"mode": "mysteria"}, {"mode": "tactika"}, {"mode": "mixed", "known": ["G", "R"], "archipelago": "cairns"}]


@pytest.mark.parametrize("options", MODES)
def test_views_do_not_depend_on_hidden_information(options):
    rng = random.Random(1)
    checked = 0

    def check(state):
        nonlocal checked
        if GAME.is_over(state):
            return
        for player in (0, 1, None):
            twin = disguise(state, player, rng)  # the package's own (spectators included)
            assert dumps(GAME.view(twin, player)) == dumps(GAME.view(state, player))
            checked += 1

    for seed in range(6):
        playout("yutaka", options, seed, on_step=check)
    assert checked > 500


def test_view_shows_own_hand_only():
    state = GAME.setup({}, 5)
    view = GAME.view(state, 0)
    assert view["hand"] == sorted(state["hands"][0])
    assert GAME.view(state, None)["hand"] is None
    text = json.dumps(view)
    for key in ("rng", "decks", "hands"):
        assert f'"{key}"' not in text
    assert view["removed"] == 5


def test_removed_tiles_are_shown_when_the_game_is_over():
    final, _ = playout("yutaka", {}, 3)
    view = GAME.view(final, None)
    assert sorted((t["c"], t["v"]) for t in view["removed"]) == sorted((t["c"], t["v"]) for t in final["removed"])
