"""The engine contract, checked for every game in the registry (core/registry.py): a new game
is tested here without editing any list. Seeded games of each (random moves, the bots',
fresh chance as in a link game) are played once and shared by the tests:

- `apply` is pure, and an illegal or malformed move raises IllegalMove and changes nothing;
- every state and every view survives a JSON round trip, and play goes on identically;
- replaying the record (also after JSON, with chance) gives the state that play gave;
- no view holds the PRNG state;
- `render` works for every viewer at every step, on both screens, with and without a
  pending click, and for the finished game;
- the bots' moves are legal;
- independence: nothing the engine hands out (views, legal moves, results, descriptions, the
  table's snapshot) shares a container with the state — a bot that scribbles on its view
  changes nothing in the game;
- hidden information: each game package's `disguise(state, viewer, rng)` draws anew all the
  viewer may not see; the view, the legal moves, the bot's choice and the drawing must not
  change (any leak of a secret would show as a difference);
- the rules never import their drawing or bot (the package wires them, see Game.wire).
"""

import ast
import json
import pathlib
import random
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from ludoteca.core import BadRecord, IllegalMove, clone, dumps, get_game, i18n, new_record, replay
from ludoteca.core import result as result_builder
from ludoteca.table import Table

from .helpers import bot_choice, game_ids, game_package, runs, spread, viewers

ROOT = pathlib.Path(__file__).resolve().parent.parent
GAMES = game_ids()
# Every rules version each game has published: old records are played under their own.
VERSIONS = [pytest.param(g, v, id=f"{g}-v{v}") for g in GAMES for v in get_game(g).rules_versions]
SCREENS = ("wide", "phone")


def walk(value):
    """Every dict key and scalar inside a JSON value."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from walk(item)
    elif isinstance(value, list):
        for item in value:
            yield from walk(item)
    else:
        yield value


# ---------------- apply ----------------

GARBAGE = (None, True, -1, 10**9, "?", [[]], {"x": [1]})


def assert_refused(game, state, move, before):
    with pytest.raises(IllegalMove) as err:
        game.apply(state, move)
    assert str(err.value), f"{move} refused without a reason"
    assert dumps(state) == before, f"refusing {move} changed the state"


@pytest.mark.parametrize("game_id, rules", VERSIONS)
def test_apply_is_pure_and_refuses_illegal_moves_without_changing_anything(game_id, rules):
    game = get_game(game_id)
    for run in runs(game_id, rules).values():
        for index, (state, move) in enumerate(zip(run.states, run.moves)):
            before = dumps(state)
            after = game.apply(state, move)
            assert dumps(state) == before, f"apply changed its input at move {index}"
            assert dumps(after) == dumps(run.states[index + 1]) or index + 1 in run.chance
            if index % 7:
                continue
            n, actors = state["options"]["players"], game.to_act(state)
            for bad in (
                None,
                [],
                "move",
                {},
                {"p": None},
                {**move, "p": str(move["p"])},
                {**move, "p": True},
                {**move, "p": -1},
                {**move, "p": n},
            ):
                assert_refused(game, state, bad, before)
            idle = [p for p in range(n) if p not in actors]
            if idle:
                assert_refused(game, state, {**move, "p": idle[0]}, before)
            listed = game.legal_moves(state, move["p"]) if game.lists_moves else None
            for key in move:
                if key == "p":
                    continue
                for junk in GARBAGE:
                    odd = {**move, key: junk}
                    if listed is not None and odd not in listed:
                        assert_refused(game, state, odd, before)
                    else:  # only IllegalMove may come out, and only a JSON state
                        try:
                            result = game.apply(state, odd)
                        except IllegalMove:
                            continue
                        finally:
                            assert dumps(state) == before
                        assert json.loads(json.dumps(result)) == result
        final = run.states[-1]
        assert game.is_over(final) and game.to_act(final) == []
        assert_refused(game, final, {**run.moves[-1]}, dumps(final))


# ---------------- JSON, replay ----------------


@pytest.mark.parametrize("game_id, rules", VERSIONS)
def test_states_and_views_survive_json(game_id, rules):
    game = get_game(game_id)
    for run in runs(game_id, rules).values():
        for index, state in enumerate(run.states):
            text = json.dumps(state, allow_nan=False)
            copy = json.loads(text)
            assert copy == state, f"state {index} is not plain JSON (tuples, int keys…)"
            assert game.rules_of(state) == rules, f"state {index} forgot its rules version"
            if index < len(run.moves) and index + 1 not in run.chance:
                assert dumps(game.apply(copy, run.moves[index])) == dumps(run.states[index + 1])
            if index % 3 == 0 or index == len(run.states) - 1:
                for viewer in viewers(state):
                    view = game.view(state, viewer)
                    assert json.loads(json.dumps(view, allow_nan=False)) == view
                    assert view["rules"] == rules  # the drawing and the bots follow it
        result = game.result(run.states[-1])
        assert json.loads(json.dumps(result)) == result
        n = run.states[-1]["options"]["players"]
        assert len(result["scores"]) == len(result["ranks"]) == len(result["breakdown"]) == n
        assert min(result["ranks"]) == 1


# The reader's "you" form of a result's summary, by language (core/result.py's sentences).
YOU = {"en": "You ", "de": "Du ", "fr": "Vous "}


def finished_results(game_id, rules):
    game = get_game(game_id)
    for run in runs(game_id, rules).values():
        state = run.states[-1]
        yield state["options"]["players"], game.result(state)


@pytest.mark.parametrize("game_id, rules", VERSIONS)
def test_the_winner_reads_the_summary_as_you(game_id, rules):
    """Every game's summary is core's (core/result.py): the winner, or each winner of a shared
    victory, reads "You…" in every language; a reader who lost reads no "you"."""
    game = get_game(game_id)
    try:
        for lang, you in YOU.items():
            i18n.use(lang)
            for n, result in finished_results(game_id, rules):
                names = [f"Seat{i}" for i in range(n)]
                winners = [p for p in range(n) if result["ranks"][p] == 1]
                for reader in range(n):
                    text = game.render_message(result["summary"], names, reader=reader)
                    if reader in winners:
                        assert text.startswith(you), f"{lang}, winner {reader}: {text!r}"
                        assert f"Seat{reader}" not in text, text
                    else:
                        assert not text.startswith(you), f"{lang}, loser {reader}: {text!r}"
                assert not game.render_message(result["summary"], names).startswith(you)
    finally:
        i18n.use("en")


@pytest.mark.parametrize("game_id, rules", VERSIONS)
def test_a_shared_victory_reads_you_for_each_winner(game_id, rules, monkeypatch):
    """Every game's ranks go through core's builder: ranked all first (a tie on everything),
    any game says a shared victory, which each winner reads as theirs, naming the others."""
    game = get_game(game_id)
    monkeypatch.setattr(result_builder, "rank_by", lambda keys: [1] * len(keys))
    shared = {"en": "Shared victory", "de": "Geteilter Sieg", "fr": "Victoire partagée"}
    try:
        for lang, you in YOU.items():
            i18n.use(lang)
            for n, result in finished_results(game_id, rules):
                if n == 1:
                    continue  # alone, no victory to share
                names = [f"Seat{i}" for i in range(n)]
                assert result["ranks"] == [1] * n
                assert game.render_message(result["summary"], names).startswith(shared[lang])
                for reader in range(n):
                    text = game.render_message(result["summary"], names, reader=reader)
                    assert text.startswith(you), f"{lang}, winner {reader}: {text!r}"
                    others = [name for i, name in enumerate(names) if i != reader]
                    assert all(name in text for name in others) and names[reader] not in text, text
    finally:
        i18n.use("en")


@pytest.mark.parametrize("game_id, rules", VERSIONS)
def test_replay_equals_play(game_id, rules):
    for run in runs(game_id, rules).values():
        record = json.loads(json.dumps(run.record()))
        assert dumps(replay(record)) == dumps(run.states[-1])
        for upto in range(0, len(run.moves), max(1, len(run.moves) // 7)):
            if upto not in run.chance:
                assert dumps(replay(record, upto=upto)) == dumps(run.states[upto])
    chance = runs(game_id, rules)["chance"]
    assert chance.chance, "the chance game stirred in no chance"
    without = dict(chance.record(), chance={})
    try:  # without its chance the game takes another course (its moves may not even fit)
        assert dumps(replay(without)) != dumps(chance.states[-1]), "replay ignored the chance"
    except BadRecord:
        pass


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_versions_are_declared_and_new_games_use_the_current_one(game_id):
    game = get_game(game_id)
    versions = game.rules_versions
    assert isinstance(versions, tuple) and versions and len(set(versions)) == len(versions)
    assert all(isinstance(v, str) and v.isdigit() for v in versions)
    assert game.rules_version == versions[-1] == game.declare()["rules_version"]
    record = new_record(game_id, {"players": game.min_players}, 5)
    assert record["rules"] == game.rules_version
    assert replay(record)["rules"] == game.rules_version
    with pytest.raises(ValueError):
        game.setup({"players": game.min_players}, 5, "99")
    with pytest.raises(BadRecord, match="rules version 99, which this site does not know"):
        replay({**record, "rules": "99"})


# ---------------- views ----------------


@pytest.mark.parametrize("game_id, rules", VERSIONS)
def test_no_view_holds_the_prng(game_id, rules):
    game = get_game(game_id)
    checked = 0
    for run in runs(game_id, rules).values():
        for state in run.states:
            secret = state["rng"]
            for viewer in viewers(state):
                found = list(walk(game.view(state, viewer)))
                assert "rng" not in found
                if secret >= 1 << 24:  # a small number could appear by chance
                    assert secret not in found
                    assert not any(isinstance(x, str) and str(secret) in x for x in found)
                checked += 1
    assert checked > 100


def check_drawing(drawn: dict, players: int, where: str):
    assert isinstance(drawn, dict) and isinstance(drawn["prompt"], str), where
    ET.fromstring(drawn["svg"])
    for panel in drawn.get("panels", ()):
        assert isinstance(panel["title"], str) and panel["title"], where
        ET.fromstring(panel["svg"])
    assert isinstance(drawn.get("main_title", ""), str), where
    colours = drawn.get("seat_colours")
    if colours is not None:
        assert len(colours) == players and all(isinstance(c, str) and c for c in colours), where


@pytest.mark.parametrize("game_id, rules", VERSIONS)
def test_render_works_for_every_viewer_at_every_step(game_id, rules):
    game = get_game(game_id)
    run = runs(game_id, rules)["random"]
    rng = random.Random(5)
    for index, state in enumerate(run.states):
        actors = game.to_act(state)
        n = state["options"]["players"]
        for k, viewer in enumerate(viewers(state)):
            # each viewer on one screen, the other screen at the next step; an acting viewer
            # also on the other screen with one click pending
            view = game.view(state, viewer)
            screen = SCREENS[(index + k) % 2]
            paths = [([], screen)]
            if viewer in actors:
                first = game.next_clicks(state, viewer, [])
                assert first, f"player {viewer} must act at step {index} but may click nothing"
                paths.append(([rng.choice(first)], SCREENS[(index + k + 1) % 2]))
            for path, screen in paths:
                nxt = game.next_clicks(state, viewer, path) if viewer in actors else []
                drawn = game.render(view, {"path": path, "next": nxt, "screen": screen})
                check_drawing(drawn, n, f"step {index}, viewer {viewer}, {screen}, {path}")
    final = run.states[-1]
    for viewer in viewers(final):
        for screen in SCREENS:
            drawn = game.render(game.view(final, viewer), {"path": [], "next": [], "screen": screen})
            check_drawing(drawn, final["options"]["players"], f"the end, viewer {viewer}, {screen}")
    # the other games: their end, and the player who acts, now and then
    for name in ("bots", "chance"):
        other = runs(game_id, rules)[name]
        for index, state in spread(other.states, 6):
            for viewer in set(game.to_act(state)) | {None}:
                nxt = game.next_clicks(state, viewer, []) if viewer is not None else []
                for screen in SCREENS:
                    drawn = game.render(game.view(state, viewer), {"path": [], "next": nxt, "screen": screen})
                    check_drawing(drawn, state["options"]["players"], f"{name} step {index}")


@pytest.mark.parametrize("game_id, rules", VERSIONS)
def test_bot_moves_are_legal(game_id, rules):
    game = get_game(game_id)
    bots = runs(game_id, rules)["bots"]  # its moves are the bots' (apply refused none)
    for index, (state, move) in enumerate(zip(bots.states, bots.moves)):
        if game.lists_moves:
            assert move in game.legal_moves(state, move["p"]), (index, move)
    checked = 0
    for name in ("random", "chance"):  # the bots in positions they would not reach
        for index, state in spread(runs(game_id, rules)[name].states[:-1], 12):
            for player in game.to_act(state)[:2]:
                move = bot_choice(game, state, player, random.Random(index))
                if game.lists_moves:
                    assert move in game.legal_moves(state, player), (name, index, move)
                assert game.why_illegal(state, move) is None, (name, index, move)
                checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game_id, rules", VERSIONS)
def test_every_bot_level_moves_legally(game_id, rules, monkeypatch):
    """Each declared level (the strong one with a small search budget, to stay quick) chooses
    a legal move from its view in positions spread over random games."""
    game = get_game(game_id)
    assert game.default_bot_level in game.bot_levels
    assert {"easy", "normal", "strong"} <= set(game.bot_levels)
    monkeypatch.setattr(game.bot, "STRONG_ITERATIONS", 12)
    for level in game.bot_levels:
        for index, state in spread(runs(game_id, rules)["random"].states[:-1], 4):
            player = game.to_act(state)[0]
            move = bot_choice(game, state, player, random.Random(index), level)
            assert game.why_illegal(state, move) is None, (level, index, move)
            if level == "strong":  # the worlds it searches are played under the same rules
                world = game.bot.MODEL.determinize(game.view(state, player), random.Random(index))
                assert world["rules"] == rules
    with pytest.raises(ValueError):
        bot_choice(game, runs(game_id, rules)["random"].states[0], 0, random.Random(0), "godlike")


# ---------------- independence ----------------

SCRIBBLE = "scribbled"


def scribble(value, seen=None) -> int:
    """Change every container inside `value` in place — nested ones first, then each dict's
    values replaced and a key added, each list appended to and cleared — as a careless (or
    hostile) bot might; returns how many containers it changed."""
    seen = set() if seen is None else seen
    if not isinstance(value, (dict, list)) or id(value) in seen:
        return 0
    seen.add(id(value))
    children = list(value.values()) if isinstance(value, dict) else list(value)
    changed = 1 + sum(scribble(child, seen) for child in children)
    if isinstance(value, dict):
        for key in list(value):
            value[key] = SCRIBBLE
        value[SCRIBBLE] = [SCRIBBLE]
    else:
        value.append(SCRIBBLE)
        value.clear()
        value.append({SCRIBBLE: 1})
    return changed


def handed_out(game, state, viewer) -> list:
    """Everything the engine hands out about `state` to `viewer` (a seat or None)."""
    view = game.view(state, viewer)
    out = [view, game.describe(game.view(state, viewer)), game.to_act(state)]
    if viewer in game.to_act(state):
        out.append(game.next_clicks(state, viewer, []))
        out.append(game.random_move(state, viewer, random.Random(1)))
        forced = game.forced_move(state, viewer)
        if forced is not None:
            out.append(forced)
        if game.lists_moves:
            out.append(game.legal_moves(state, viewer))
    if game.is_over(state):
        out.append(game.result(state))
    return out


@pytest.mark.parametrize("game_id, rules", VERSIONS)
def test_what_the_engine_hands_out_shares_no_container_with_the_state(game_id, rules):
    game = get_game(game_id)
    checked = changed = 0
    for name in ("random", "bots", "chance"):
        run = runs(game_id, rules)[name]
        for index, original in spread(run.states, 14):
            state = clone(original)  # the shared run stays intact whatever the test finds
            before = dumps(state)
            for viewer in viewers(state):
                for item in handed_out(game, state, viewer):
                    changed += scribble(item)
                assert dumps(state) == before, (
                    f"{name} step {index}: scribbling on what viewer {viewer} was handed changed the state"
                )
                checked += 1
            assert json.loads(json.dumps(state)) == state
            if index < len(run.moves) and index + 1 not in run.chance:
                assert dumps(game.apply(state, run.moves[index])) == dumps(run.states[index + 1])
        assert dumps(replay(run.record())) == dumps(run.states[-1])
    assert checked > 40 and changed > checked


@pytest.mark.parametrize("game_id", GAMES)
def test_the_tables_snapshot_shares_no_container_with_the_game(game_id):
    game = get_game(game_id)
    run = runs(game_id, game.rules_version)["bots"]
    seats = [{"kind": "human", "name": f"P{i}"} for i in range(run.options["players"])]
    for upto in (0, len(run.moves) // 2, len(run.moves)):
        record = dict(run.record(), moves=clone(run.moves[:upto]))
        table = Table(record, seats)
        state, kept = dumps(table.state), dumps(table.record)
        snapshot = table.snapshot()
        assert scribble(snapshot) > 10
        scribble(table.position_in_words())
        assert (dumps(table.state), dumps(table.record)) == (state, kept)
        assert dumps(replay(table.record)) == state


# ---------------- hidden information ----------------


def beyond_chance(state: dict) -> str:
    return dumps({k: v for k, v in state.items() if k != "rng"})


@pytest.mark.parametrize("game_id, rules", VERSIONS)
def test_views_bots_and_drawings_do_not_depend_on_what_the_viewer_may_not_see(game_id, rules):
    game = get_game(game_id)
    disguise = game_package(game_id).disguise
    rng = random.Random(7)
    checked = changed = 0
    for name in ("random", "bots"):
        for k, (index, state) in enumerate(spread(runs(game_id, rules)[name].states, 40)):
            actors = game.to_act(state)
            for viewer in viewers(state):
                twin = disguise(state, viewer, rng)
                assert json.loads(json.dumps(twin)) == twin
                assert twin["rng"] != state["rng"], "the disguise must draw the PRNG anew"
                changed += beyond_chance(twin) != beyond_chance(state)
                view = game.view(state, viewer)
                assert dumps(game.view(twin, viewer)) == dumps(view), (
                    f"{name} step {index}: viewer {viewer} can tell the disguised state apart"
                )
                assert game.to_act(twin) == actors and game.is_over(twin) == game.is_over(state)
                checked += 1
                if k % 3 or viewer not in actors[:1]:  # the costly checks: a third of the time
                    continue
                assert game.next_clicks(twin, viewer, []) == game.next_clicks(state, viewer, [])
                if game.lists_moves:
                    assert game.legal_moves(twin, viewer) == game.legal_moves(state, viewer)
                move = bot_choice(game, state, viewer, random.Random(index))
                assert bot_choice(game, twin, viewer, random.Random(index)) == move
                assert game.why_illegal(twin, move) is None, (
                    "the bot's move, chosen from the view, must be legal in every state behind it"
                )
                if k % 6 == 0:
                    ui = {"path": [], "next": game.next_clicks(state, viewer, [])}
                    for screen in SCREENS:
                        assert game.render(game.view(twin, viewer), dict(ui, screen=screen)) == game.render(
                            view, dict(ui, screen=screen)
                        )
    assert checked > 100
    if game.hands_hidden:
        assert changed >= checked // 10, "the disguise hides nothing but the PRNG"


# ---------------- wiring ----------------

GAMES_DIR = ROOT / "py" / "ludoteca" / "games"
WIRED = {"draw", "bot"}


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_never_import_the_drawing_or_the_bot(game_id):
    package = game_package(game_id)
    folder = pathlib.Path(package.__file__).parent
    offenders = []
    for path in folder.glob("*.py"):
        if path.stem in WIRED or path.name == "__init__.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                names = [node.module] if node.module else [a.name for a in node.names]
                offenders += [f"{path.name} imports .{m}" for m in names if m in WIRED]
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                offenders += [
                    f"{path.name} imports {node.module}" for m in WIRED if node.module == f"{package.__name__}.{m}"
                ]
    assert offenders == []
    assert package.GAME.drawing.__name__ == f"{package.__name__}.draw"
    assert package.GAME.bot.__name__ == f"{package.__name__}.bot"


ENGINE_ALONE = """
import importlib.abc, random, sys
class NoDrawingNoBot(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.startswith(("ludoteca.games.", "tests.games.")) and name.rsplit(".", 1)[-1] in ("draw", "bot"):
            raise ImportError("blocked: " + name)
sys.meta_path.insert(0, NoDrawingNoBot())
from ludoteca.core import all_games
from tests.helpers import register_extra_games
register_extra_games()
for game in all_games():
    rng = random.Random(1)
    state = game.setup({}, 1)
    for _ in range(30):
        if game.is_over(state):
            break
        state = game.apply(state, game.random_move(state, game.to_act(state)[0], rng))
    game.view(state, None)
print("ok", len(all_games()))
"""


def test_the_engines_run_without_their_drawing_and_bots():
    done = subprocess.run(
        [sys.executable, "-c", ENGINE_ALONE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": f"{ROOT / 'py'}:{ROOT}"},
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["ok", str(len(GAMES))]
