"""Guided first games (core/tutorial.py, ludoteca.tutor): every registered game that has a
tutorial is played through the API as the page plays it — each scripted path legal when
reached, the last step reached and then the game's end, every step's words translated — and
the runner itself is checked on the test-only game Take-away's tutorial."""

import json
import pathlib
import random
import subprocess
import sys

import pytest

from ludoteca.app import Api
from ludoteca.core import get_game, i18n
from ludoteca.core.tutorial import FastForward, Step, Tutorial

from .helpers import game_ids

PY = pathlib.Path(__file__).resolve().parent.parent / "py"
TUTORED = [game_id for game_id in game_ids() if get_game(game_id).has_tutorial]
MOVES_LIMIT = 3000


def call(api: Api, name: str, payload: dict | None = None) -> dict:
    answer = json.loads(api.call(name, json.dumps(payload or {})))
    assert answer["ok"], (name, answer)
    return answer


def learner_path(api: Api) -> list[str]:
    """The click path of the easy bot's move for the learner (free play after the last step)."""
    table, game = api.table, api.table.game
    moves = game.legal_moves(table.state, 0) if game.lists_moves else None
    move = game.bot_move(game.view(table.state, 0), moves, random.Random(len(table.record["moves"])), "easy")
    return game.move_path(move)


def play_through(api: Api, game_id: str, screen: str = "wide", on_snapshot=None) -> dict:
    """Play the tutorial of `game_id` as the page does (Next, the bots' calls, forced moves,
    the step's clicks, then free play) to the game's end; returns the last snapshot."""
    call(api, "screen", {"screen": screen})
    snap = call(api, "tutorial", {"game": game_id})
    game = get_game(game_id)
    tutorial = game.tutorial
    steps_seen = []
    for _ in range(MOVES_LIMIT):
        shown = snap["tutorial"]
        if on_snapshot:
            on_snapshot(api, api.table.snapshot())  # whole (an answer leaves out what the page has)
        steps_seen.append(shown["step"])
        if snap["over"]:
            break
        if shown["next"]:
            snap = call(api, "tutorial_next")
        elif snap["bot_to_act"] is not None:
            snap = call(api, "bot")
        elif snap["forced"]:
            snap = call(api, "forced")
        elif not shown["done"]:
            step = tutorial.steps[shown["step"] - 1]
            assert step.play, f"{game_id}: step {shown['step']} waits, yet has no move and offers no Next"
            assert api.table.viewer == 0 and 0 in game.to_act(api.table.state), (
                f"{game_id}: step {shown['step']} waits for a move while the learner may not act"
            )
            for i, token in enumerate(step.play):
                legal = game.next_clicks(api.table.state, 0, list(step.play[:i]))
                assert token in legal, f"{game_id}: step {shown['step']}: {token!r} is not legal here ({legal[:8]})"
                snap = call(api, "click", {"token": token})
                assert snap["message"] is None, snap["message"]
        else:
            for token in learner_path(api):
                snap = call(api, "click", {"token": token})
                assert snap["message"] is None, snap["message"]
    else:
        raise AssertionError(f"{game_id}: the tutorial's game did not end")
    assert steps_seen == sorted(steps_seen), "the step number never goes back"
    assert snap["tutorial"]["done"] and snap["tutorial"]["step"] == len(tutorial.steps)
    assert snap["result"] is not None
    return api.table.snapshot()


# ---------------- every game with a tutorial ----------------


@pytest.mark.parametrize("game_id", TUTORED)
@pytest.mark.parametrize("screen", ["wide", "phone"])
def test_tutorial_plays_to_the_end(game_id, screen):
    pointed = []

    def look(api, snap):
        shown = snap["tutorial"]
        assert set(shown) == {"step", "count", "text", "next", "waiting", "done", "target", "progress"}
        assert 1 <= shown["step"] <= shown["count"] == len(get_game(game_id).tutorial.steps)
        assert shown["text"] and "{p" not in shown["text"] and "{Tap}" not in shown["text"]
        assert "{tap}" not in shown["text"]
        step = api.table.tutor.current()
        drawn = snap["svg"] + "".join(panel["svg"] for panel in snap["panels"])
        # What a step points at is drawn, marked (on the board or a phone's panel), while the
        # learner reads it (once the move is made, what it pointed at may have moved on).
        for thing in (step.point or ()) if step is not None and not shown["waiting"] else ():
            assert f'data-click="{thing}"' in drawn or f'data-piece="{thing}"' in drawn, (
                f"step {shown['step']} points at {thing!r}, which the drawing does not show"
            )
            assert 'data-mark="point"' in drawn
        if shown["next"]:
            # A step to read: the prompt line says so (the game's would speak of held-back clicks).
            assert snap["prompt"] == {"wide": "Read the step, then click Next."}.get(
                screen, "Read the step, then tap Next."
            )
        target = shown["target"]
        if target is not None:
            # What the page scrolls into view is drawn, marked by the pointer.
            assert f'data-click="{target}"' in drawn or f'data-piece="{target}"' in drawn, target
            assert api.table.tutor.marks().get(target) == "point"
        token = api.table.tutor.expected_click()
        if token is not None:
            # Only the step's click is legal, and the pointer marks it.
            assert api.table.next_tokens() == [token]
            assert f'data-click="{token}"' in snap["svg"] and 'data-mark="point"' in snap["svg"]
            pointed.append(token)

    play_through(Api(), game_id, screen, look)
    assert pointed, "no step waited for a move"


@pytest.mark.parametrize("game_id", TUTORED)
def test_tutorial_texts_are_translated(game_id):
    game = get_game(game_id)
    tutorial = game.tutorial
    assert isinstance(tutorial, Tutorial) and tutorial.steps
    assert tutorial.players >= 1 and game.min_players <= tutorial.players <= game.max_players
    assert all(isinstance(step, (Step, FastForward)) for step in tutorial.steps)
    for lang in ("de", "fr"):
        i18n.use(lang)
        for text in tutorial.texts():
            translated = game.texts.gettext(text)
            assert translated != text, f"{game_id}/{lang}: untranslated step {text!r}"


@pytest.mark.parametrize("game_id", TUTORED)
def test_tutorial_resumes_from_its_save(game_id):
    """Left half-way and loaded again (record, seats and progress, as the page saves them), a
    tutorial goes on at the same step and still reaches the end."""
    api = Api()
    snaps = []
    play_through(api, game_id, on_snapshot=lambda _api, snap: snaps.append(snap))
    middle = snaps[len(snaps) // 2]
    again = Api()
    snap = call(
        again,
        "load",
        {"record": middle["record"], "seats": middle["seats"], "tutorial": middle["tutorial"]["progress"]},
    )
    assert snap["tutorial"]["step"] == middle["tutorial"]["step"]
    assert snap["tutorial"]["text"] == middle["tutorial"]["text"]


# ---------------- the runner, on Take-away's tutorial ----------------


def test_the_catalog_says_which_games_have_one():
    assert get_game("takeaway").declare()["has_tutorial"] is True
    assert "takeaway" in TUTORED


def test_a_step_takes_only_its_click_and_says_its_words_otherwise():
    api = Api()
    snap = call(api, "tutorial", {"game": "takeaway"})
    assert snap["tutorial"]["step"] == 1 and snap["tutorial"]["next"]
    assert api.table.next_tokens() == []  # a step to read: nothing to click
    refused = call(api, "click", {"token": "take:1"})
    assert refused["message"] == snap["tutorial"]["text"] and api.table.record["moves"] == []
    snap = call(api, "tutorial_next")
    assert snap["tutorial"]["step"] == 2 and not snap["tutorial"]["next"]
    assert api.table.next_tokens() == ["take:3"]
    svg = api.table.snapshot()["svg"]
    assert "legal" not in svg.split('data-click="take:1"')[1].split(">")[0]
    # The pointer: the pile the step points at, and the click it waits for.
    assert api.table.tutor.marks() == {"pile": "point", "take:3": "point"}
    assert svg.count('data-mark="point"') == 2
    refused = call(api, "click", {"token": "take:1"})
    assert refused["message"] == snap["tutorial"]["text"]
    assert api.table.record["moves"] == []
    # Next is only for steps to read; hints and take-backs wait for the tutorial's end.
    assert json.loads(api.call("tutorial_next"))["ok"] is False
    assert not snap["can_hint"] and json.loads(api.call("hint"))["ok"] is False
    snap = call(api, "click", {"token": "take:3"})
    assert snap["tutorial"]["waiting"] and snap["bot_to_act"] == 1 and snap["tutorial"]["step"] == 2


def test_scripted_replies_then_the_fast_forward():
    api = Api()
    call(api, "tutorial", {"game": "takeaway"})
    call(api, "tutorial_next")
    call(api, "click", {"token": "take:3"})
    snap = call(api, "bot")
    assert snap["tutorial"]["step"] == 3
    call(api, "click", {"token": "take:2"})
    snap = call(api, "bot")
    assert api.table.record["moves"][-1] == {"p": 1, "take": 1}  # the step's `then`, not the bot's choice
    assert api.table.state["pile"] == 16 and snap["tutorial"]["step"] == 4 and snap["tutorial"]["next"]
    snap = call(api, "tutorial_next")
    assert api.table.state["pile"] <= 8
    while snap["bot_to_act"] is not None:
        snap = call(api, "bot")
    assert snap["tutorial"]["step"] == 5 and api.table.next_tokens() == ["take:1"]


def test_the_same_tutorial_is_the_same_game():
    records = [play_through(Api(), "takeaway")["record"] for _ in range(2)]
    assert records[0] == records[1] and records[0]["seed"] == 1234


def test_a_scripted_reply_that_is_not_legal_is_refused_in_words(monkeypatch):
    game = get_game("takeaway")
    broken = Tutorial(players=2, seed=1, steps=(Step("Take one.", play=("take:1",), then=(("take:9",),)),))
    monkeypatch.setattr(type(game), "tutorial", property(lambda self: broken))
    api = Api()
    call(api, "tutorial", {"game": "takeaway"})
    call(api, "click", {"token": "take:1"})
    answer = json.loads(api.call("bot"))
    assert answer["ok"] is False and "tutorial" in answer["error"] and "detail" not in answer
    assert api.table.record["moves"] == [{"p": 0, "take": 1}]  # the game is left as it was


def test_a_game_that_ends_before_the_last_step_ends_the_tutorial(monkeypatch):
    game = get_game("takeaway")
    short = Tutorial(
        players=2,
        seed=5,
        options={"pile": "25"},
        steps=(
            FastForward("Skip.", until=lambda state: False),
            Step("Never reached: the game is over.", play=("take:1",)),
            Step("Nor this."),
        ),
    )
    monkeypatch.setattr(type(game), "tutorial", property(lambda self: short))
    api = Api()
    call(api, "tutorial", {"game": "takeaway"})
    snap = call(api, "tutorial_next")
    assert snap["over"] and snap["tutorial"]["done"] and snap["tutorial"]["step"] == 3
    assert snap["tutorial"]["text"] == "The tutorial is over, and so is its game."  # not "play on"
    assert not snap["tutorial"]["next"]


@pytest.mark.parametrize(
    "progress",
    [{"step": 99, "played": False, "scripted": 0}, {"step": 0}, {"step": 0, "played": 1, "scripted": 0}, "x"],
)
def test_an_unreadable_progress_is_refused(progress):
    api = Api()
    snap = call(api, "tutorial", {"game": "takeaway"})
    answer = json.loads(
        api.call("load", json.dumps({"record": snap["record"], "seats": snap["seats"], "tutorial": progress}))
    )
    assert answer["ok"] is False and "detail" not in answer and answer["error"].endswith(".")


def test_a_game_without_a_tutorial_says_so(monkeypatch):
    game = get_game("takeaway")
    monkeypatch.setattr(type(game), "has_tutorial", property(lambda self: False))
    answer = json.loads(Api().call("tutorial", json.dumps({"game": "takeaway"})))
    assert answer == {"ok": False, "error": "Take-away has no tutorial yet."}
    assert json.loads(Api().call("tutorial_next"))["ok"] is False


def test_the_words_are_in_the_language_asked():
    api = Api()
    call(api, "language", {"lang": "de"})
    snap = call(api, "tutorial", {"game": "takeaway"})
    assert snap["tutorial"]["text"].startswith("Willkommen")
    call(api, "tutorial_next")
    call(api, "click", {"token": "take:3"})
    call(api, "bot")
    snap = call(api, "language", {"lang": "fr"})
    assert "{p1}" not in snap["tutorial"]["text"]
    assert snap["tutorial"]["text"].startswith("Prenez-en deux")


def test_no_tutorial_is_imported_until_one_is_opened():
    """The engine stays light in the page: tutorials are imported when a tutorial opens."""
    code = (
        "import json, sys; from ludoteca.app import Api; api = Api(); "
        "api.call('catalog'); api.call('new', json.dumps({'game': 'yutaka', 'seats': [{'kind': 'human'}, {'kind': 'bot'}]})); "
        "print(json.dumps(sorted(m for m in sys.modules if m.endswith('.tutorial') and m != 'ludoteca.core.tutorial')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=PY)
    assert json.loads(out.stdout) == []


# ---------------- words for the screen the learner has ----------------


@pytest.mark.parametrize(
    ("lang", "screen", "touch", "says"),
    [
        ("en", "phone", None, "Tap Next."),  # a phone, untold: touched
        ("en", "wide", None, "Click Next."),
        ("en", "wide", True, "Tap Next."),  # a tablet: a wide screen, touched
        ("en", "phone", False, "Click Next."),
        ("de", "wide", False, "Klicke auf Weiter."),
        ("de", "phone", True, "Tippe auf Weiter."),
        ("fr", "wide", False, "Cliquez sur Suivant."),
        ("fr", "phone", True, "Touchez Suivant."),
    ],
)
def test_a_step_says_tap_on_a_touch_screen_and_click_elsewhere(lang, screen, touch, says):
    api = Api()
    call(api, "language", {"lang": lang})
    call(api, "screen", {"screen": screen} if touch is None else {"screen": screen, "touch": touch})
    snap = call(api, "tutorial", {"game": "yucata"})
    assert snap["tutorial"]["text"].endswith(says)


def test_a_step_names_places_as_the_screen_draws_them():
    """Santa Monica's city is two rows on a desk, two columns on a phone (beach left)."""
    api = Api()
    snap = call(api, "tutorial", {"game": "santa_monica"})
    assert "top row" in snap["tutorial"]["text"] and "column" not in snap["tutorial"]["text"]
    snap = call(api, "screen", {"screen": "phone"})
    assert "left column" in snap["tutorial"]["text"] and "top row" not in snap["tutorial"]["text"]
    call(api, "language", {"lang": "fr"})
    snap = call(api, "screen", {"screen": "phone"})
    assert "colonne de gauche" in snap["tutorial"]["text"]


def test_whether_the_screen_is_touched_must_be_a_yes_or_no():
    answer = json.loads(Api().call("screen", json.dumps({"screen": "phone", "touch": "yes"})))
    assert answer["ok"] is False and "true or false" in answer["error"]
