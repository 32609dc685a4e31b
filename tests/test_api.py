"""The API never breaks (issue 13): whatever Api.call is given — garbled JSON of every type,
deep nesting, NaN and Infinity, huge texts, wrong seats and replay positions, unknown calls,
tampered records and links from real games — it answers a JSON object that a browser's strict
JSON.parse accepts, with ok true or false and, when false, a sentence for the player; every
refusal is foreseen (no "detail" of an unexpected failure), and a refused call leaves the game
in progress exactly as it was."""

import base64
import json
import math
import random
import time
import zlib

import pytest

from ludoteca.app import CALLS, MAX_REQUEST_CHARS, Api, api_call, documentation
from ludoteca.bench_api import BenchApi
from ludoteca.core import all_games, dumps, encode_link, get_game, new_record
from ludoteca.core.link import MAX_INFLATED_BYTES
from ludoteca.table import Table

HUMAN = {"kind": "human", "name": "Ana"}
BOT = {"kind": "bot", "name": "Bot"}
REMOTE = {"kind": "remote", "name": "Eve"}


def _no_constants(name):
    raise AssertionError(f"the answer holds {name}, which JSON.parse refuses")


def strict(answer: str) -> dict:
    """The answer read as a browser reads it; asserts the shape every answer has."""
    assert isinstance(answer, str)
    value = json.loads(answer, parse_constant=_no_constants)
    assert isinstance(value, dict) and value.get("ok") in (True, False), answer[:300]
    if not value["ok"]:
        error = value["error"]
        assert isinstance(error, str) and error and error[0].isupper(), error
        assert "Traceback" not in error and "Error:" not in error, error
    return value


def call(api: Api, name, payload=None, text=None) -> dict:
    return strict(api.call(name, text if text is not None else json.dumps(payload or {})))


def fingerprint(api: Api):
    t = api.table
    if t is None:
        return None
    return (
        id(t),
        dumps(t.state),
        dumps(t.record),
        tuple(t.path),
        t.viewer,
        t.privacy_for,
        json.dumps(t.seats),
        api.screen,
    )


def craft_link(data: bytes, version: int = 2) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    blob = zlib.crc32(data).to_bytes(4, "big") + packer.compress(data) + packer.flush()
    return f"L{version}." + base64.urlsafe_b64encode(blob).decode().rstrip("=")


# ---------------- real games to tamper with ----------------
def real_games() -> list[dict]:
    """Short real games of every game, as a link game records them (fresh chance)."""
    found = []
    for game_id, players, steps in [
        (game.id, players, 20)
        for game in all_games()
        for players in sorted({max(game.min_players, 2), min(game.max_players, 3)})
    ]:
        seats = [dict(BOT, name=f"Bot {i}") for i in range(players)]
        table = Table(new_record(game_id, {"players": players}, 11), seats)
        table.draw_chance_fresh()
        for _ in range(steps):
            table.bot_step()
        found.append({"record": table.record, "seats": table.seats})
    return found


SCALARS = [
    None,
    True,
    False,
    0,
    1,
    -1,
    2,
    7,
    2**53,
    2**63,
    -(2**70),
    10**30,
    0.5,
    4.0,
    -0.0,
    1e308,
    float("nan"),
    float("inf"),
    float("-inf"),
    "",
    "x",
    "human",
    "bot",
    "remote",
    "robot",
    "yutaka",
    "kukulkan",
    "santa_monica",
    "yucata",
    "chess",
    "wide",
    "phone",
    "tile:0",
    "card:Y1",
    "v:3",
    "ok",
    "Zoë ✓",
    "\ud800",
    "<b>",
    "x" * 5000,
    "1",
    "players",
]


def random_json(rng: random.Random, depth: int = 0):
    roll = rng.random()
    if depth > 3 or roll < 0.55:
        return rng.choice(SCALARS)
    if roll < 0.8:
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = [
        "game",
        "seats",
        "record",
        "options",
        "seed",
        "at",
        "token",
        "text",
        "kind",
        "name",
        "moves",
        "p",
        "x",
        "screen",
        "key",
        "value",
        "for",
        "replay",
    ]
    return {rng.choice(keys): random_json(rng, depth + 1) for _ in range(rng.randrange(4))}


def tamper(value, rng: random.Random):
    """A copy of a JSON value with one thing changed: a value replaced, retyped (4 → 4.0,
    True, "4"), a key added or removed, a list cut."""
    value = json.loads(json.dumps(value))
    holders = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            holders += [(item, k) for k in item]
            stack += list(item.values())
        elif isinstance(item, list):
            holders += [(item, i) for i in range(len(item))]
            stack += item
    if not holders:
        return random_json(rng)
    holder, key = rng.choice(holders)
    old = holder[key]
    kind = rng.randrange(7)
    if kind == 0:
        holder[key] = random_json(rng)
    elif kind == 1 and isinstance(old, int) and not isinstance(old, bool):
        holder[key] = rng.choice(
            [float(old), True, False, str(old), old + 1, -old - 1, 2**64, float("nan"), float("inf")]
        )
    elif kind == 2 and isinstance(holder, dict):
        holder[rng.choice(["extra", "x", "p", "chance", "Moves"])] = random_json(rng)
    elif kind == 3 and isinstance(holder, dict):
        del holder[key]
    elif kind == 4 and isinstance(old, list) and old:
        del old[rng.randrange(len(old)) :]
    elif kind == 5:
        holder[key] = [[[[[[[[[[old]]]]]]]]]]
    else:
        holder[key] = rng.choice(SCALARS)
    return value


def garbled_texts(rng: random.Random) -> list[str]:
    deep = "[" * 400 + "]" * 400
    return [
        "",
        "{",
        "}",
        "null",
        "[]",
        "42",
        '"x"',
        "NaN",
        "Infinity",
        "-Infinity",
        "{}" * 3,
        '{"at": Infinity}',
        '{"seed": NaN}',
        '{"seed": 1e400}',
        '{"token": -Infinity}',
        '{"a":' * 400 + "1" + "}" * 400,
        deep,
        "[" * 100_000,
        '{"token": "' + "x" * 300_000 + '"}',
        '{"token": ' + "9" * 5000 + "}",
        "\ud800",
        '{"token": "\\ud800"}',
        '{"x": 1, "x": 2}',
        "x" * (MAX_REQUEST_CHARS + 1),
        '{"seats": [' + '{"kind":"bot"},' * 5000 + "{}]}",
        json.dumps({"record": {"game": "yutaka", "moves": json.loads(deep)}}),
    ]


def payload_for(name: str, rng: random.Random, games: list[dict], api: Api):
    """Text for call `name`: mostly near-valid payloads with one thing wrong."""
    game = rng.choice(games)
    kind = rng.randrange(10)
    if kind == 0:
        return json.dumps(random_json(rng))
    if kind == 1:
        return rng.choice(garbled_texts(rng))
    base = {
        "new": {
            "game": game["record"]["game"],
            "seats": game["seats"],
            "options": {k: v for k, v in game["record"]["options"].items() if k != "players"},
            "seed": 3,
        },
        "load": dict(game),
        "replay": dict(game, at=rng.randrange(-3, 40)),
        "replay_link": dict(game, at=3),
        "click": {
            "token": rng.choice((api.table.next_tokens() if api.table else []) + ["tile:0", "card:Y1", "ok", "b:3"])
        },
        "screen": {"screen": rng.choice(["wide", "phone"])},
        "option_editor": {"game": "yucata", "key": "custom", "token": "space:5"},
        "open_link": {
            "text": encode_link(
                {"record": game["record"], "for": 0, "seats": [dict(s, kind="remote") for s in game["seats"]]}
            )
        },
    }.get(name, {})
    if kind == 2:
        return json.dumps(base)
    if kind == 3 and name == "open_link":
        text = base["text"]
        at = rng.randrange(3, len(text))
        return json.dumps({"text": text[:at] + rng.choice("AZaz09-_") + text[at + 1 :]})
    if kind in (3, 4) and name == "open_link":
        content = tamper({"record": game["record"], "for": 0, "seats": game["seats"]}, rng)
        try:
            text = encode_link(content)
        except (ValueError, TypeError):  # NaN, or not an object: a link only a hostile page makes
            text = craft_link(json.dumps(content).encode())
        return json.dumps({"text": text})
    if kind == 5 and "seats" in base:
        seats = rng.choice(
            [
                ["a", "b"],
                "ab",
                [],
                [None],
                [1, 2],
                [{"kind": "bot", "extra": 1}] * 2,
                [{"kind": "robot"}] * 2,
                [{"name": ["x"]}] * 2,
                [HUMAN] * 40,
                {"0": HUMAN},
            ]
        )
        return json.dumps(dict(base, seats=seats))
    if kind == 6 and name in ("replay", "replay_link"):
        at = rng.choice([True, 1.5, "3", None, [1], 2**70, -5, 10**6])
        return json.dumps(dict(base, at=at))
    text = json.dumps(tamper(base, rng) if base else random_json(rng))
    if kind == 7:  # and numbers a browser never sends
        text = text.replace("0", "NaN", 1) if rng.random() < 0.5 else text.replace("1", "1e999", 1)
    return text


def test_thousands_of_garbled_calls_always_get_a_strict_json_answer():
    rng = random.Random(13)
    games = real_games()
    api = Api()
    data_calls = ["new", "load", "replay", "replay_link", "open_link", "click", "option_editor"]
    junk_names = ["nonsense", "", "do_new", "__init__", "_snapshot", "call", "New"]
    refused = answered = 0
    for i in range(3000):
        if i % 250 == 0:  # a fresh game in progress now and then (or none)
            game = rng.choice(games)
            if rng.random() < 0.8:
                assert call(api, "load", game)["ok"]
            else:
                api = Api()
        roll = rng.random()
        name = rng.choice(data_calls if roll < 0.8 else list(CALLS) if roll < 0.95 else junk_names)
        text = payload_for(name, rng, games, api) if name in CALLS else json.dumps(random_json(rng))
        before = fingerprint(api)
        answer = strict(api.call(name, text))
        assert "detail" not in answer, (name, text[:200], answer)  # every refusal foreseen
        if answer["ok"]:
            answered += 1
        else:
            refused += 1
            assert fingerprint(api) == before, (name, text[:200], answer)
    assert refused > 1500 and answered > 400, (refused, answered)


def test_a_name_that_is_not_text_and_a_payload_that_is_not_text_are_refused():
    api = Api()
    for name, text in [
        (None, "{}"),
        (5, "{}"),
        ("new", None),
        ("new", 5),
        ("new", b"{}"),
        (["new"], "{}"),
        ("snapshot", "{}"),
    ]:
        answer = strict(api.call(name, text))
        assert answer["ok"] is False and "detail" not in answer


# ---------------- what the issue found, one by one ----------------
@pytest.mark.parametrize(
    "seats", [["a", "b"], "ab", [1, 2], [None, None], [[], []], [{"kind": "bot", "name": "B", "colour": "red"}] * 2]
)
def test_seats_that_are_not_seat_objects_are_refused_everywhere(seats):
    api = Api()
    record = call(api, "new", {"game": "yutaka", "seats": [HUMAN, BOT], "seed": 1})["record"]
    before = fingerprint(api)
    for name, payload in [
        ("new", {"game": "yutaka", "seats": seats}),
        ("load", {"record": record, "seats": seats}),
        ("replay", {"record": record, "seats": seats, "at": 0}),
        ("replay_link", {"record": record, "seats": seats}),
        ("open_link", {"text": encode_link({"record": record, "seats": seats, "for": 0})}),
    ]:
        answer = call(api, name, payload)
        assert answer["ok"] is False and "detail" not in answer, (name, answer)
        assert fingerprint(api) == before


@pytest.mark.parametrize("at", ["Infinity", "-Infinity", "NaN", "1e400", "1.5", "true", '"3"', "[2]"])
def test_a_replay_position_that_is_not_a_whole_number_is_refused(at):
    api = Api()
    snap = call(api, "new", {"game": "yutaka", "seats": [HUMAN, BOT], "seed": 2})
    payload = json.dumps({"record": snap["record"], "seats": snap["seats"]})[:-1] + f', "at": {at}}}'
    answer = call(api, "replay", text=payload)
    assert answer["ok"] is False and "detail" not in answer
    assert call(api, "replay", {"record": snap["record"], "seats": snap["seats"], "at": 10**9})["ok"]


@pytest.mark.parametrize("depth", [50, 300, 3000, 200_000])
def test_deeply_nested_json_is_refused_in_requests_and_records(depth):
    api = Api()
    nested = "[" * depth + "]" * depth
    for text in [
        nested,
        '{"record": ' + nested + ', "seats": []}',
        '{"record": {"game": "yutaka", "rules": "1", "options": {}, "seed": 1, "moves": '
        + nested
        + '}, "seats": [{"kind": "human"}, {"kind": "bot"}]}',
    ]:
        answer = call(api, "load", text=text)
        assert answer["ok"] is False and "detail" not in answer
    link = craft_link(
        (
            '{"record": {"game": "yutaka", "rules": "1", "options": {}, "seed": 1, "moves": '
            + nested
            + '}, "seats": [{"kind": "human"}, {"kind": "bot"}], "for": 0}'
        ).encode()
    )
    answer = call(api, "open_link", {"text": link})
    assert answer["ok"] is False and "detail" not in answer


def test_a_record_holding_nan_is_refused_so_no_answer_ever_carries_it():
    api = Api()
    snap = call(api, "new", {"game": "yutaka", "seats": [HUMAN, REMOTE], "seed": 4})
    record = dict(snap["record"], options=dict(snap["record"]["options"]))
    for bad in [
        dict(record, seed=float("nan")),
        dict(record, moves=[{"p": 0, "reveal": float("nan")}]),
        dict(record, extra=float("inf")),
    ]:
        text = json.dumps({"record": bad, "seats": [dict(REMOTE), dict(REMOTE)], "for": 0})
        answer = call(api, "open_link", {"text": craft_link(text.encode())})
        assert answer["ok"] is False and "detail" not in answer
        answer = call(api, "load", text=json.dumps({"record": bad, "seats": snap["seats"]}))
        assert answer["ok"] is False
    assert call(api, "snapshot")["record"] == snap["record"]


def test_an_extra_key_in_a_linked_record_is_refused():
    table = Table(new_record("yutaka", {"players": 2}, 5), [HUMAN, REMOTE])
    content = {"record": dict(table.record, padding="x" * 900), "seats": [REMOTE, REMOTE], "for": 1}
    answer = call(Api(), "open_link", {"text": encode_link(content)})
    assert answer["ok"] is False and "padding" in answer["error"]
    content = {"record": table.record, "seats": [REMOTE, REMOTE], "for": 1, "extra": 1}
    assert call(Api(), "open_link", {"text": encode_link(content)})["ok"] is False
    content = {"record": table.record, "seats": [REMOTE, REMOTE], "for": 1}
    assert call(Api(), "open_link", {"text": encode_link(content)})["ok"] is True


def test_the_worst_crafted_links_are_refused_within_50_ms():
    api = Api()
    assert call(api, "new", {"game": "yutaka", "seats": [HUMAN, BOT], "seed": 1})["ok"]
    before = fingerprint(api)
    worst = {
        "blanks bomb": craft_link(b" " * (64 * MAX_INFLATED_BYTES)),
        "values bomb": craft_link(b"[" + b"0," * (MAX_INFLATED_BYTES // 2 - 2) + b"0]"),
        "record bomb": craft_link(b'{"record":{"game":"kukulkan","moves":"' + b"0x " * 40_000 + b'"}}'),
        "deep": craft_link(b"[" * 60_000 + b"]" * 60_000),
    }
    call(api, "open_link", {"text": worst["deep"]})  # (warm up)
    for name, text in worst.items():
        best = math.inf
        for _ in range(3):
            start = time.perf_counter()
            answer = call(api, "open_link", {"text": text})
            best = min(best, time.perf_counter() - start)
        assert answer["ok"] is False and answer["error"].startswith("This ") and "detail" not in answer
        assert best < 0.05, f"{name}: refused after {best * 1000:.0f} ms"
        assert fingerprint(api) == before


@pytest.mark.parametrize("game_id, players", [(game.id, max(game.min_players, 2)) for game in all_games()])
def test_moves_are_type_strict(game_id, players):
    """A move is accepted only if it is exactly a move the game makes: 4.0, True or "4" where
    an integer belongs, or an unknown key, and the move is refused — in play and in records."""
    game = get_game(game_id)
    rng = random.Random(5)
    state = game.setup({"players": players}, 5)
    checked = 0
    for _ in range(40):
        if game.is_over(state):
            break
        player = game.to_act(state)[0]
        move = game.random_move(state, player, rng)
        variants = [dict(move, extra=1), dict(move, p=float(player)), dict(move, p=bool(player))]
        for key, value in move.items():
            if isinstance(value, bool):
                variants.append(dict(move, **{key: int(value)}))
            elif isinstance(value, int):
                variants += [dict(move, **{key: float(value)}), dict(move, **{key: str(value)})]
                if value in (0, 1):
                    variants.append(dict(move, **{key: bool(value)}))
            elif isinstance(value, list) and value:
                if isinstance(value[0], int) and not isinstance(value[0], bool):
                    variants.append(dict(move, **{key: [float(value[0])] + value[1:]}))
                variants.append(dict(move, **{key: [value[0], {"x": 1}] + value[1:]}))
        for bad in variants:
            assert game.why_illegal(state, bad) is not None, bad
            record = dict(new_record(game_id, {"players": players}, 5), moves=[bad])
            answer = call(Api(), "replay", {"record": record, "seats": [HUMAN] * players, "at": 1})
            if game.why_illegal(game.setup({"players": players}, 5), bad) is not None:
                assert answer["ok"] is False and "detail" not in answer
        checked += len(variants)
        state = game.apply(state, move)
    assert checked > 40


def test_kukulkan_no_longer_draws_six_point_zero_segments():
    game = get_game("kukulkan")
    rng = random.Random(1)
    state = game.setup({"players": 1}, 3)
    move = None
    while move is None or move["act"] != "draw":
        move = game.random_move(state, 0, rng)
        if move["act"] != "draw":
            state = game.apply(state, move)
    for bad in (
        dict(move, n=float(move["n"])),
        dict(move, trail=[float(v) for v in move["trail"]]),
        dict(move, change=False),
        dict(move, n=True),
    ):
        with pytest.raises(Exception) as refusal:
            game.apply(state, bad)
        assert type(refusal.value).__name__ == "IllegalMove"


@pytest.mark.parametrize(
    "options",
    [
        ["mode"],
        "mysteria",
        5,
        {"mode": ["x"]},
        {"known": [["Y"]]},
        {"known": [{"a": 1}]},
        {"mode": 1},
        {"archipelago": None},
    ],
)
def test_replay_refuses_options_that_are_not_choices_with_a_bad_record(options):
    from ludoteca.core import BadRecord, replay

    record = dict(new_record("yutaka", {}, 1), options=options)
    with pytest.raises(BadRecord):
        replay(record)
    answer = call(Api(), "load", {"record": record, "seats": [HUMAN, BOT]})
    assert answer["ok"] is False and "detail" not in answer


def test_an_unforeseen_failure_is_a_sentence_with_a_detail_and_changes_nothing(monkeypatch):
    api = Api()
    call(api, "new", {"game": "yutaka", "seats": [HUMAN, BOT], "seed": 1})
    before = fingerprint(api)

    def broken(self, token):
        self.mark_practice()  # half done, then a bug
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(Table, "click", broken)
    answer = call(api, "click", {"token": "tile:1"})
    assert answer["ok"] is False and answer["detail"].startswith("click: RecursionError")
    assert "unchanged" in answer["error"]
    assert fingerprint(api) == before


@pytest.mark.parametrize("game_id, players", [(game.id, min(game.max_players, 3)) for game in all_games()])
def test_clicks_no_drawing_makes_are_answered_with_a_sentence(game_id, players):
    """A whole game through the API where half the clicks are tokens the drawing never made
    (out of range, malformed, of another game): each gets a sentence, none an unforeseen failure."""
    rng = random.Random(7)
    api = Api()
    call(api, "new", {"game": game_id, "seats": [HUMAN] + [BOT] * (players - 1), "seed": 7})
    junk = [
        "ok",
        "pass",
        "help:pm",
        "n:9",
        "n:0",
        "b:99",
        "v:999",
        "tile:99",
        "truck:9",
        "card:ZZ",
        "island:-1",
        "x" * 100,
        "b:1.5",
        "v:-1",
        "tile:",
        ":",
        "n:٣",
    ]
    refused = 0
    stray = True
    for _ in range(2000):
        table = api.table
        if table.game.is_over(table.state):
            break
        if table.bot_to_act() is not None:
            assert call(api, "bot")["ok"]
            continue
        tokens = table.next_tokens()
        # A short game (Take-away: a dozen clicks) could end on legal clicks only: until five
        # were refused, a legal click is followed by a stray one.
        legal_click = rng.random() < 0.5 and tokens and (stray or refused >= 5)
        stray = not legal_click
        if legal_click:
            token = rng.choice(tokens)
        else:
            token = (
                rng.choice(junk)
                if rng.random() < 0.5
                else rng.choice(tokens or ["ok"]).rsplit(":", 1)[0] + ":" + rng.choice(["99", "-1", "x", "07", " 1"])
            )
        before = fingerprint(api)
        answer = call(api, "click", {"token": token})
        assert answer["ok"] and "detail" not in answer
        if answer["message"]:
            refused += 1
            assert fingerprint(api) == before
    assert api.table.game.is_over(api.table.state) and refused >= 5


# ---------------- the calls, declared once ----------------
def test_every_call_is_declared_once_with_its_fields_and_documentation():
    assert set(CALLS) == {name[3:] for name in dir(Api) if name.startswith("do_")}
    for name, declared in CALLS.items():
        assert getattr(Api, "do_" + name).__doc__.strip(), name
        assert not set(declared.required) & set(declared.optional), name
    assert CALLS["new"].required == ("game", "seats") and CALLS["new"].optional == ("options", "seed")
    assert {name for name, declared in CALLS.items() if declared.continues} == {
        "language",
        "click",
        "bot",
        "forced",
        "screen",
        "privacy_ok",
        "cancel",
        "undo",
        "hint",
        "take_back",
        "tutorial_next",
    }
    reference = documentation()
    assert all(f"call({name!r}" in reference for name in CALLS)


def test_a_call_added_as_one_method_is_answered_and_checked():
    class Wider(Api):
        @api_call("n", optional=("word",))
        def do_double(self, payload: dict) -> dict:
            """{"twice"}: the number doubled."""
            return {"twice": 2 * payload["n"]}

    api = Wider()
    assert strict(api.call("double", json.dumps({"n": 4}))) == {"ok": True, "twice": 8}
    assert not strict(api.call("double", json.dumps({"n": 4, "other": 1})))["ok"]  # not declared
    assert not strict(api.call("double", "{}"))["ok"]  # required
    assert "double" in Wider.calls and "double" not in CALLS and "double" not in Api.calls


def test_benchmark_calls_are_only_in_the_benchmarks_api():
    for name in ("echo", "speed"):
        assert name not in CALLS
        assert not strict(Api().call(name, "{}"))["ok"]
    api = BenchApi()
    assert strict(api.call("echo"))["text"] == ""  # nothing drawn yet
    snap = call(api, "new", {"game": "yutaka", "seats": [HUMAN, BOT], "seed": 1})
    assert strict(api.call("echo"))["text"] == snap["svg"]  # the drawing last sent, as it was
    assert strict(api.call("speed", json.dumps({"game": "yutaka", "seconds": 0.05})))["games_per_second"] > 0
    assert not strict(api.call("speed", json.dumps({"game": "yutaka", "seconds": 99})))["ok"]
    assert set(BenchApi.calls) == set(CALLS) | {"echo", "speed"}


# ---------------- the Python API (README "Playing from Python") ----------------

from ludoteca.core import LudotecaError, replay  # noqa: E402
from ludoteca.core.errors import BadOptions, BadRecord, BadSeat, BadState, IllegalMove, UnknownGame  # noqa: E402
from ludoteca.core.rng import MAX_SEED  # noqa: E402


def test_an_unknown_game_is_an_unknown_game_naming_the_known_ones():
    with pytest.raises(UnknownGame, match=r"no game 'chess'; its games are 'yucata', 'kukulkan', ") as err:
        get_game("chess")
    assert isinstance(err.value, LookupError) and isinstance(err.value, LudotecaError)
    assert not isinstance(err.value, KeyError) and err.value.game_id == "chess"
    assert str(err.value).startswith("Ludoteca")  # not quoted like a KeyError's key
    for junk in (None, 5, ["yutaka"], {"game": "yutaka"}):
        with pytest.raises(UnknownGame, match="named by its id"):
            get_game(junk)
    with pytest.raises(UnknownGame):
        new_record("chess", {}, 7)
    with pytest.raises(BadRecord, match="no game 'chess'"):
        replay(dict(new_record("yutaka", {}, 7), game="chess"))


@pytest.mark.parametrize("seed", ["7", 7.0, True, None, -1, MAX_SEED + 1, 2**70, [7]])
def test_a_record_is_made_only_with_a_seed_replay_accepts(seed):
    with pytest.raises(BadRecord, match="seed must be a whole number from 0 to"):
        new_record("yutaka", {}, seed)
    with pytest.raises(BadRecord, match="seed must be a whole number"):
        get_game("yutaka").setup({}, seed)
    for good in (0, 7, MAX_SEED):
        assert replay(new_record("yutaka", {}, good))["game"] == "yutaka"


@pytest.mark.parametrize("options", [{"colours": 3}, {"players": 9}, [], "x", {"known": ["nothing"]}])
def test_a_record_is_made_only_with_valid_options(options):
    with pytest.raises(BadOptions):
        new_record("yutaka", options, 7)


def short_states() -> dict:
    """A state a few moves into a game of each game, by id."""
    found = {}
    for game in all_games():
        rng = random.Random(3)
        state = game.setup({}, 3)
        for _ in range(3):
            state = game.apply(state, game.random_move(state, game.to_act(state)[0], rng))
        found[game.id] = state
    return found


def test_a_state_of_another_game_or_a_view_is_refused_with_a_sentence():
    states = short_states()
    for game in all_games():
        other_id = next(g for g in states if g != game.id)
        foreign = states[other_id]
        player = game.to_act(states[game.id])[0]
        calls = [
            ("apply", {"p": 0}),
            ("why_illegal", {"p": 0}),
            ("legal_moves", 0),
            ("view", None),
            ("to_act",),
            ("is_over",),
            ("result",),
            ("random_move", 0, random.Random(1)),
            ("next_clicks", 0, []),
            ("path_move", 0, []),
            ("forced_move", 0),
        ]
        for name, *args in calls:
            with pytest.raises(BadState, match=f"a state of the game '{other_id}', not of {game.name}"):
                getattr(game, name)(foreign, *args)
            for not_a_state in (game.view(states[game.id], player), new_record(game.id, {}, 3), {}, None, [], "x"):
                with pytest.raises(BadState, match=f"not a state of {game.name}: pass what setup or apply"):
                    getattr(game, name)(not_a_state, *args)


def test_a_seat_the_game_does_not_have_is_refused_with_a_sentence():
    for game_id, state in short_states().items():
        game = get_game(game_id)
        n = state["options"]["players"]
        for seat in (n, 5, -1, True, "0", 0.0, None):
            for name, *args in (
                ("legal_moves",),
                ("random_move", random.Random(1)),
                ("next_clicks", []),
                ("forced_move",),
            ):
                with pytest.raises(BadSeat, match=f"There is no seat {seat}: this game has {n} player"):
                    getattr(game, name)(state, seat, *args)
            if seat is not None:  # a spectator's view is a view
                with pytest.raises(BadSeat, match=f"no seat {seat}"):
                    game.view(state, seat)
        idle = [p for p in range(n) if p not in game.to_act(state)]
        if idle:  # a seat that exists but is not to act has no moves
            assert game.legal_moves(state, idle[0]) == []


def test_a_move_with_a_key_too_many_or_missing_is_refused_naming_the_key():
    game = get_game("yutaka")
    state = game.setup({}, 7)
    player = game.to_act(state)[0]
    reveal = game.legal_moves(state, player)[0]
    assert set(reveal) == {"p", "reveal"}
    for extra, named in (({"x": 1}, "'x'"), ({"card": "A"}, "'card'"), ({"island": 0, "y": 2}, "'island', 'y'")):
        with pytest.raises(IllegalMove, match=f"That move has (a key|keys) that (does|do) not belong in it: {named}"):
            game.apply(state, {**reveal, **extra})
    with pytest.raises(IllegalMove, match="No move of Yutakâ has the key 'colour'"):
        game.apply(state, {"p": player, "colour": 1})
    with pytest.raises(IllegalMove, match="That move lacks the key 'island'"):
        game.apply(state, {"p": player, "card": "A"})
    for other in all_games():  # every game names a key it never writes
        start = other.setup({}, 7)
        move = other.random_move(start, other.to_act(start)[0], random.Random(1))
        with pytest.raises(IllegalMove, match="'zz'"):
            other.apply(start, {**move, "zz": 0})


def test_no_python_error_escapes_the_public_api_whatever_it_is_given():
    """Thousands of garbled calls of the Python API: each answers or raises one of the
    project's errors (a sentence), never a KeyError, TypeError, IndexError…"""
    rng = random.Random(35)
    states = short_states()
    games = all_games()
    answered = refused = 0
    for _ in range(3000):
        game = rng.choice(games)
        state = rng.choice([states[game.id]] * 3 + [random_json(rng), rng.choice(list(states.values()))])
        junk = random_json(rng)
        seat = rng.choice([0, 1, 2, 5, -1, None, True, "1", junk])
        real = states[game.id]
        move = rng.choice([junk, {"p": seat}, tamper(game.random_move(real, game.to_act(real)[0], rng), rng)])
        which, *args = rng.choice(
            [
                ("get_game", junk),
                ("new_record", rng.choice([game.id, junk]), junk, rng.choice([7, junk])),
                ("replay", tamper(new_record(game.id, {}, 7), rng)),
                ("setup", junk, rng.choice([7, junk])),
                ("apply", state, move),
                ("why_illegal", state, move),
                ("legal_moves", state, seat),
                ("view", state, seat),
                ("to_act", state),
                ("is_over", state),
                ("result", state),
                ("random_move", state, seat, rng),
                ("next_clicks", state, seat, []),
                ("forced_move", state, seat),
            ]
        )
        call_with = {"get_game": get_game, "new_record": new_record, "replay": replay}.get(which) or getattr(
            game, which
        )
        try:
            call_with(*args)
            answered += 1
        except LudotecaError as err:
            assert str(err) and str(err)[0].isupper(), (which, err)
            refused += 1
        except NotImplementedError:  # a game whose turns are too many to list says so
            assert which == "legal_moves" and game.id == "santa_monica"
        except Exception as err:  # noqa: BLE001 — what the test is about
            raise AssertionError(f"{which} raised {type(err).__name__}: {err}") from None
    assert answered > 300 and refused > 1000


@pytest.mark.parametrize(
    "lang, unknown, seat, key",
    [
        (
            "de",
            "Ludoteca hat kein Spiel „chess“",
            "Es gibt keinen Platz 5",
            "Kein Zug von Yutakâ hat den Schlüssel 'zz'",
        ),
        (
            "fr",
            "Ludoteca n'a pas de jeu «\u00a0chess\u00a0»",
            "Il n'y a pas de place 5",
            "Aucun coup de Yutakâ n'a la clé 'zz'",
        ),
    ],
)
def test_the_python_apis_refusals_read_in_german_and_french(lang, unknown, seat, key):
    from ludoteca.core import i18n

    game = get_game("yutaka")
    state = game.setup({}, 7)
    i18n.use(lang)
    try:
        with pytest.raises(UnknownGame, match=unknown):
            get_game("chess")
        with pytest.raises(BadSeat, match=seat):
            game.legal_moves(state, 5)
        with pytest.raises(IllegalMove, match=key):
            game.apply(state, {"p": game.to_act(state)[0], "zz": 1})
        with pytest.raises(BadState, match="yucata"):
            game.view(get_game("yucata").setup({}, 7), None)
    finally:
        i18n.use("en")
