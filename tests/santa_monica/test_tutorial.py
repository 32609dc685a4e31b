"""Santa Monica's guided first game replays through the game: every scripted path (the
learner's and the bots' `then`) is legal when reached, the fast-forward stops at the learner's
final movement, and the game then plays to its end. Until core/tutorial.py is on main, the
format's three classes are stood in for by plain dataclasses of the same fields."""

import dataclasses
import importlib
import random
import sys
import types

from ludoteca.core import get_game, new_record

GAME = get_game("santa_monica")


def tutorial():
    try:
        importlib.import_module("ludoteca.core.tutorial")
    except ImportError:  # the framework is not there yet: the format, as its spec gives it
        stand_in = types.ModuleType("ludoteca.core.tutorial")

        @dataclasses.dataclass(frozen=True)
        class Step:
            text: str
            play: tuple = ()
            point: tuple = ()
            then: tuple = ()

        @dataclasses.dataclass(frozen=True)
        class FastForward:
            text: str
            until: object = None

        @dataclasses.dataclass(frozen=True)
        class Tutorial:
            players: int
            seed: int
            options: dict
            steps: tuple

        stand_in.Step, stand_in.FastForward, stand_in.Tutorial = Step, FastForward, Tutorial
        sys.modules["ludoteca.core.tutorial"] = stand_in
    module = importlib.import_module("ludoteca.games.santa_monica.tutorial")
    return module.TUTORIAL


def easy(state, rng):
    p = GAME.to_act(state)[0]
    return GAME.forced_move(state, p) or GAME.bot_move(GAME.view(state, p), None, rng, "easy")


def test_the_tutorial_replays_to_its_last_step_and_the_end():
    t = tutorial()
    record = new_record(GAME.id, {"players": t.players, **t.options}, seed=t.seed)
    state = GAME.setup(record["options"], record["seed"])
    played = 0
    for step in t.steps:
        if hasattr(step, "until"):
            rng = random.Random(1)
            while not step.until(state):
                assert not GAME.is_over(state), "the fast-forward went past the end"
                state = GAME.apply(state, easy(state, rng))
            continue
        if not step.play:
            continue
        assert GAME.to_act(state) == [0], step.text
        path: list[str] = []
        for token in step.play:
            assert token in GAME.next_clicks(state, 0, path), (step.text, path, token)
            path.append(token)
        state = GAME.apply(state, GAME.path_move(state, 0, path))
        then = list(step.then)
        while not GAME.is_over(state) and GAME.to_act(state) != [0]:
            p = GAME.to_act(state)[0]
            move = GAME.path_move(state, p, list(then.pop(0))) if then else easy(state, random.Random(0))
            assert move is not None, step.text
            state = GAME.apply(state, move)
        assert not then, "a scripted bot move was not used"
        played += 1
    assert played >= 5 and state["phase"] == "final" and GAME.to_act(state) == [0]
    rng = random.Random(2)
    while not GAME.is_over(state):
        state = GAME.apply(state, easy(state, rng))
    assert GAME.result(state)["scores"]


def test_every_step_is_translated():
    from ludoteca.core import i18n
    from ludoteca.games.santa_monica.texts import TEXTS

    for lang in ("de", "fr"):
        i18n.use(lang)
        try:
            for step in tutorial().steps:
                assert TEXTS.gettext(step.text) != step.text, (lang, step.text)
        finally:
            i18n.use(i18n.SOURCE)
