"""Yucata' bots: every level plays legal moves to the end; the strong bot's search model
rebuilds exactly the viewed state, never depends on anything the view leaves out, is
reproducible from its rng, and its fast move and rollout agree with the rules."""

import random

import pytest

from ludoteca.core import clone, dumps, get_game
from ludoteca.core.search import outcome_values, search
from ludoteca.games.yucata import bot, disguise
from ludoteca.games.yucata.search_model import MODEL, legal_cards, rollout

from ..helpers import play_game

GAME = get_game("yucata")
LAYOUTS = ["standard", "yazurika", "kintaya", "ozzikrakra"]


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setattr(bot, "STRONG_ITERATIONS", 40)


def play(levels, options, seed):
    """A complete game, seat i played by levels[i] from its view; returns the states seen and
    the final state (apply refuses any illegal move)."""
    state = GAME.setup(options, seed)
    states = []
    index = 0
    while not GAME.is_over(state):
        player = GAME.to_act(state)[0]
        moves = GAME.legal_moves(state, player)
        move = GAME.bot_move(GAME.view(state, player), moves, random.Random(f"{seed}/{index}"), levels[player])
        assert move in moves
        states.append(state)
        state = GAME.apply(state, move)
        index += 1
    return states, state


def positions(finished=False):
    """Positions from bot and random games at 2–4 players (with their ends if `finished`)."""
    found = []
    for seed in range(6):
        options = {"players": 2 + seed % 3, "layout": LAYOUTS[seed % len(LAYOUTS)]}
        run = play_game("yucata", options, seed, bots=seed % 2 == 0)
        found.extend(run.states if finished else run.states[:-1])
    return found


def test_every_level_plays_legal_moves_to_the_end():
    for seed, levels in enumerate(
        [("easy", "normal"), ("strong", "easy"), ("normal", "strong", "easy"), ("strong", "normal", "easy", "strong")]
    ):
        options = {"players": len(levels), "layout": LAYOUTS[seed]}
        states, final = play(levels, options, 40 + seed)
        assert GAME.is_over(final) and len(states) > 10


def test_determinize_rebuilds_the_view():
    rng = random.Random(5)
    for state in positions(finished=True):
        for viewer in [None, *range(state["options"]["players"])]:
            view = GAME.view(state, viewer)
            drawn = MODEL.determinize(view, rng)
            assert dumps(GAME.view(drawn, viewer)) == dumps(view)
            assert set(drawn) == set(state)
            drawn["stones"][-1] = "changed"  # search changes it in place, not the view
            assert dumps(GAME.view(state, viewer)) == dumps(view)


def test_strong_uses_only_the_view():
    for index, state in enumerate(positions()[::5]):
        player = GAME.to_act(state)[0]
        twin = disguise(state, player, random.Random(index))
        assert twin["rng"] != state["rng"]
        view = GAME.view(state, player)
        assert dumps(GAME.view(twin, player)) == dumps(view)
        moves = GAME.legal_moves(state, player)
        move = bot.choose(view, moves, random.Random(index), "strong")
        assert (
            bot.choose(GAME.view(twin, player), GAME.legal_moves(twin, player), random.Random(index), "strong") == move
        )


def test_strong_is_reproducible_from_its_rng():
    state = GAME.setup({"players": 3, "layout": "standard"}, 11)
    for _ in range(4):
        player = GAME.to_act(state)[0]
        view, moves = GAME.view(state, player), GAME.legal_moves(state, player)
        first = search(MODEL, view, moves, random.Random(3), 60)
        again = search(MODEL, view, moves, random.Random(3), 60)
        assert first.move == again.move
        assert [(e.move, e.visits, e.value) for e in first.estimates] == [
            (e.move, e.visits, e.value) for e in again.estimates
        ]
        state = GAME.apply(state, first.move)


def test_fast_moves_and_rollouts_agree_with_the_rules():
    rng = random.Random(2)
    for state in positions():
        player = GAME.to_act(state)[0]
        legal = GAME.legal_moves(state, player)
        assert [{"p": player, "card": c} for c in legal_cards(state, player)] == legal
        candidates = MODEL.candidates(state, player, rng)  # the best few by greedy value
        assert candidates and all(m in legal for m in candidates)
        assert len(candidates) == min(len(legal), MODEL.breadth or len(legal))
        for move in legal:
            fast, slow = clone(state), GAME.apply(state, move)
            MODEL.advance(fast, move)
            for key in ("stones", "pos", "hands", "taken", "turn", "previous"):
                assert fast[key] == slow[key], key
        assert MODEL.playout_move(state, player, rng) in legal
        # a rollout ends the game by legal moves: replaying its cards through the rules
        ended = clone(state)
        rollout(ended, random.Random(1))
        assert not any(ended["stones"])
        result = GAME.result(ended)
        assert MODEL.value(ended) == outcome_values(result["scores"], result["ranks"], MODEL.margin_scale)


def test_rollout_plays_legal_cards():
    state = GAME.setup({"players": 4, "layout": "yazurika"}, 8)
    rng = random.Random(4)
    while not GAME.is_over(state):
        player = GAME.to_act(state)[0]
        move = MODEL.playout_move(state, player, rng)
        state = GAME.apply(state, move)  # refuses an illegal card


def test_levels_are_ordered():
    """Quick seeded duels (the arena measures the real figures): normal beats easy, easy beats
    a random player."""

    def share(strong, weak, games=30):
        won = 0.0
        for seed in range(games):
            seat = seed % 2
            levels = [strong if p == seat else weak for p in range(2)]
            state = GAME.setup({"players": 2}, 300 + seed)
            index = 0
            while not GAME.is_over(state):
                player = GAME.to_act(state)[0]
                rng = random.Random(f"{seed}/{index}")
                if levels[player] == "random":
                    move = GAME.random_move(state, player, rng)
                else:
                    move = GAME.bot_move(GAME.view(state, player), GAME.legal_moves(state, player), rng, levels[player])
                state = GAME.apply(state, move)
                index += 1
            ranks = GAME.result(state)["ranks"]
            if ranks[seat] == 1:
                won += 1.0 / ranks.count(1)
        return won / games

    assert share("normal", "easy") > 0.6
    assert share("easy", "random") > 0.6
