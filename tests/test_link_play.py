"""Play by link, on CPython: devices pass a game back and forth by links only, chance is drawn
fresh when needed, a link opens the right seat, and replays step through any record."""

import json
import random
import re

import pytest

from ludoteca.app import Api
from ludoteca.core import BadLink, BadRecord, all_games, decode_link, dumps, encode_link, get_game, new_record, replay
from ludoteca.core.record import with_fresh_chance
from ludoteca.table import BOT, HUMAN, REMOTE, Table, replay_position, seats_opening_link

LEGAL = re.compile(r'class="[^"]*\blegal\b')


def call(api: Api, name: str, **payload) -> dict:
    return json.loads(api.call(name, json.dumps(payload)))


def play_local_turn(table: Table, rng: random.Random) -> None:
    """The device's human clicks a random legal move, token by token."""
    p = table.viewer
    move = table.game.random_move(table.state, p, rng)
    for token in table.game.move_path(move):
        assert table.click(token) is None


def play_by_links(game_id: str, players: int, seed: int, bots: int = 0):
    """Seat 0 starts on the host's device; every other human seat is a friend by link. Each
    device only ever receives the link text. Returns (final table, links passed, link sizes)."""
    rng = random.Random(seed)
    seats = [{"kind": HUMAN, "name": "Host"}]
    seats += [{"kind": BOT if i > players - 1 - bots else REMOTE, "name": f"P{i}"} for i in range(1, players)]
    table = Table(new_record(game_id, {"players": players}, seed), seats)
    passed, sizes = 0, []
    for _ in range(5000):
        if table.game.is_over(table.state):
            return table, passed, sizes
        if table.bot_to_act() is not None:
            table.bot_step()
        elif table.remote_to_act() is not None:
            (link,) = [x for x in table.links() if x["turn"]]
            sizes.append(len(link["code"]))
            api = Api()  # another device: only the text travels
            opened = call(api, "open_link", text="#" + link["code"])
            assert opened["ok"] and opened["for"] == link["seat"]
            assert opened["snapshot"]["viewer"] == link["seat"]  # loaded, seen from that seat
            assert opened["snapshot"]["record"] == opened["record"]
            table = Table(opened["record"], opened["seats"])
            assert table.humans() == [link["seat"]] and table.viewer == link["seat"]
            passed += 1
        else:
            play_local_turn(table, rng)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_a_whole_game_is_played_by_links_only(game_id):
    g = get_game(game_id)
    players = min(g.max_players, 3)
    table, passed, sizes = play_by_links(game_id, players, seed=11, bots=1 if players == 3 else 0)
    assert passed >= 2
    # the final record replays to the very state the last device holds
    assert dumps(replay(table.record)) == dumps(table.state)
    # once over, every friend gets a link to the final position
    remote = [i for i, s in enumerate(table.seats) if s["kind"] == REMOTE]
    assert sorted(x["seat"] for x in table.links()) == remote
    assert not any(x["turn"] for x in table.links())


@pytest.mark.parametrize("game_id", ["kukulkan", "santa_monica"])
def test_a_link_game_draws_its_chance_fresh_so_no_link_holds_the_future(game_id):
    table, _, _ = play_by_links(game_id, 2, seed=3)
    chance = table.record["chance"]
    assert chance, "chance was drawn later in the game: it must come from fresh entropy"
    # the entries sit exactly at the moves that drew chance
    state = get_game(game_id).setup(table.record["options"], table.record["seed"])
    for index, move in enumerate(table.record["moves"]):
        plain = table.game.apply(state, move)
        assert (str(index) in chance) == (plain["rng"] != state["rng"])
        state = table.game.apply(with_fresh_chance(state, chance[str(index)]), move) if str(index) in chance else plain
    assert dumps(state) == dumps(table.state)
    # the same seed and moves with other entropy would have drawn differently: the seed
    # and the moves so far do not determine what comes next
    first = min(chance, key=int)
    other = dict(
        table.record, chance={first: (chance[first] + 1) % (1 << 32)}, moves=table.record["moves"][: int(first) + 1]
    )
    mine = dict(table.record, chance={first: chance[first]}, moves=other["moves"])
    assert replay(other)["rng"] != replay(mine)["rng"]


def test_only_link_games_stir_in_chance():
    table = Table(new_record("kukulkan", {"players": 2}, 4), [{"kind": BOT, "name": "A"}] * 2)
    while table.bot_step():
        pass
    assert "chance" not in table.record


@pytest.mark.parametrize("chance", [[1], {"x": 1}, {"1": -1}, {"1": 1 << 40}, {"1": "7"}])
def test_bad_chance_entries_are_refused(chance):
    record = dict(new_record("yutaka", {}, 1), chance=chance)
    with pytest.raises(BadRecord, match="chance"):
        replay(record)


def test_opening_a_link_binds_its_seat_and_keeps_bots():
    seats = [{"kind": REMOTE, "name": "A"}, {"kind": BOT, "name": "B"}, {"kind": REMOTE, "name": "C"}]
    assert [s["kind"] for s in seats_opening_link(seats, 2)] == [REMOTE, BOT, HUMAN]
    for seat in (3, -1, "1", None, True, 1.0):
        with pytest.raises(BadLink, match="names no seat"):
            seats_opening_link(seats, seat)
    for bad in ("AB", ["A", "B"], [{"kind": "robot"}], [{"name": 5}], [{"kind": "bot", "x": 1}], []):
        with pytest.raises(BadLink):
            seats_opening_link(bad, 0)


@pytest.mark.parametrize(
    "content, reason",
    [
        ({"record": 5, "seats": [], "for": 0}, "holds no game"),
        ({"record": 5, "seats": [{"name": "A"}], "for": 0}, "not a game record"),
        ({"seats": [{"name": "A"}], "for": 0}, "holds no game"),
        ({"record": {"game": "chess"}, "seats": [{"name": "A"}], "for": 0}, "lacks"),
    ],
)
def test_a_link_without_a_game_gets_a_clear_message(content, reason):
    answer = call(Api(), "open_link", text=encode_link(content))
    assert not answer["ok"] and reason in answer["error"]


def test_a_link_from_other_rules_is_refused_with_the_reason():
    record = dict(new_record("yutaka", {}, 1), rules="0")
    text = encode_link({"record": record, "seats": [{"kind": REMOTE, "name": "A"}] * 2, "for": 1})
    answer = call(Api(), "open_link", text=text)
    assert not answer["ok"] and "rules version 0" in answer["error"]


def test_replay_steps_through_a_record_with_the_log_in_step():
    table = Table(
        new_record("yucata", {"players": 2}, 9), [{"kind": HUMAN, "name": "Me"}, {"kind": BOT, "name": "Bot"}]
    )
    rng = random.Random(1)
    assert LEGAL.search(table.snapshot()["svg"])  # (the live table does mark legal targets)
    while not table.game.is_over(table.state):
        if table.bot_to_act() is not None:
            table.bot_step()
        else:
            play_local_turn(table, rng)
    record, total = table.record, len(table.record["moves"])
    logs = []
    for at in (0, 1, 2, total // 2, total):
        snap = replay_position(record, table.seats, at)
        assert snap["replay"] == {"at": at, "total": total, "marked": False}
        assert snap["record"] == record and snap["links"] == [] and snap["bot_to_act"] is None
        assert not LEGAL.search(snap["svg"])  # nothing to click in a replay
        logs.append(len(snap["log"]))
        assert snap["over"] == (at == total)
    assert logs == sorted(logs) and logs[0] < logs[-1]
    assert replay_position(record, table.seats, total + 50)["replay"]["at"] == total
    # the end of the replay is the position the game ended in
    assert replay_position(record, table.seats, total)["svg"] == table.snapshot()["svg"]
    # a replay link opens the same record as a replay
    api = Api()
    code = call(api, "replay_link", record=record, seats=table.seats)["code"]
    opened = call(api, "open_link", text=code)
    assert opened["replay"] and opened["record"] == record and opened["at"] == 0
    assert decode_link(code)["seats"][0]["kind"] == REMOTE


# ---------------- names: "you" for the reader, names for the others, never "You" as a name ----
YOU_AS_A_NAME = re.compile(r"\bYou's|\bto You\b|\bfor You\b|Waiting for You\b|\bYou (reveals|plays|takes|is)\b")


def texts_on_device(snap: dict) -> str:
    """Every text the page shows from a snapshot: prompt, log, link names, the drawings' words."""
    words = [snap["prompt"], snap["main_title"]] + [e["text"] for e in snap["log"]]
    words += [link["name"] for link in snap["links"]] + [seat["name"] for seat in snap["seats"]]
    for svg in [snap["svg"]] + [p["svg"] for p in snap["panels"]] + [p["title"] for p in snap["panels"]]:
        words.append(re.sub(r"<[^>]+>", " ", svg))
    return "\n".join(words)


def pass_by_link(table: Table, name) -> tuple[Table, dict]:
    """The link for the remote seat to act, opened on another device by a person called `name`."""
    (link,) = [x for x in table.links() if x["turn"]]
    opened = json.loads(Api().call("open_link", json.dumps({"text": link["code"], "name": name})))
    assert opened["ok"], opened
    return Table(opened["record"], opened["seats"]), opened


@pytest.mark.parametrize("host, friend", [(None, None), ("Ann", "Bea")])
def test_friends_by_link_read_you_for_themselves_and_names_for_the_other(host, friend):
    rng = random.Random(5)
    table = Table(new_record("yutaka", {}, 11), [{"kind": HUMAN, "name": host}, {"kind": REMOTE, "name": None}])
    host_name, friend_name = host or "Player 1", friend or "Player 2"
    devices = 0
    while not table.game.is_over(table.state) and devices < 6:
        if table.remote_to_act() is None:
            play_local_turn(table, rng)
            continue
        snap = table.snapshot()
        assert not YOU_AS_A_NAME.search(texts_on_device(snap))
        (link,) = snap["links"]
        # A link carries only typed names: never a placeholder, never a name in one language.
        assert [s["name"] for s in decode_link(link["code"])["seats"]] == [host, friend if devices else None]
        local = table.humans()[0]
        other = 1 - local
        # "send this link to Bea" — before the friend first opened a link, the seat's number
        assert link["name"] == [host_name, friend_name if devices else "Player 2"][other]
        table, opened = pass_by_link(table, [host, friend][other])
        devices += 1
        assert [s["name"] for s in opened["seats"]] == [host, friend]
        snap = table.snapshot()
        assert [s["name"] for s in snap["seats"]] == [host_name, friend_name]
        text = texts_on_device(snap)
        assert not YOU_AS_A_NAME.search(text), text
        assert table.lone_human() == other  # the you-forms are the person holding this device
    assert devices >= 4


def test_a_placeholder_you_in_an_older_link_reads_as_a_neutral_name():
    record = new_record("yutaka", {}, 2)
    text = encode_link(
        {"record": record, "seats": [{"kind": REMOTE, "name": "You"}, {"kind": REMOTE, "name": "Vous"}], "for": 1}
    )
    opened = call(Api(), "open_link", text=text)
    assert [s["name"] for s in opened["seats"]] == [None, None]
    assert [s["name"] for s in opened["snapshot"]["seats"]] == ["Player 1", "Player 2"]
    table = Table(record, [{"kind": HUMAN, "name": " you "}, {"kind": REMOTE, "name": "Du"}])
    assert [s["name"] for s in table.snapshot()["seats"]] == ["Player 1", "Player 2"]
    assert [s["name"] for s in decode_link(table.link(1))["seats"]] == [None, None]


def test_the_person_opening_a_link_names_their_own_seat_only():
    seats = [{"kind": REMOTE, "name": "Ann"}, {"kind": BOT, "name": "Bot 1"}, {"kind": REMOTE, "name": None}]
    assert [s["name"] for s in seats_opening_link(seats, 2, "  Bea  ")] == ["Ann", "Bot 1", "Bea"]
    assert [s["name"] for s in seats_opening_link(seats, 0, None)] == ["Ann", "Bot 1", None]
    assert [s["name"] for s in seats_opening_link(seats, 0, "   ")] == ["Ann", "Bot 1", None]
    assert seats_opening_link(seats, 2, "x" * 40)[2]["name"] == "x" * 24
    # the host opening their friend's link on their own device does not rename the friend
    assert [s["name"] for s in seats_opening_link(seats, 2, "ann")] == ["Ann", "Bot 1", None]
    text = encode_link({"record": new_record("yutaka", {}, 2), "seats": seats[:1] + seats[2:], "for": 1})
    for bad in (5, ["Bea"], "x" * 1001):
        answer = json.loads(Api().call("open_link", json.dumps({"text": text, "name": bad})))
        assert not answer["ok"] and "name" in answer["error"]


def test_a_saved_game_s_shown_default_names_are_no_names_in_its_links():
    """A save holds the names as shown ("Player 2", "Spieler 2" after a switch to German): a
    reloaded game's link carries no name for those seats, so the friend is still asked theirs."""
    from ludoteca.core import i18n

    record = new_record("yutaka", {}, 2)
    table = Table(record, [{"kind": HUMAN, "name": None}, {"kind": REMOTE, "name": None}])
    shown = table.snapshot()["seats"]
    assert [s["name"] for s in shown] == ["Player 1", "Player 2"]
    reloaded = Table(record, shown)
    assert [s["name"] for s in decode_link(reloaded.link(1))["seats"]] == [None, None]
    i18n.use("de")
    try:
        german = Table(record, [{"kind": HUMAN, "name": "Spieler 1"}, {"kind": REMOTE, "name": " spieler 2 "}])
        assert german.unnamed == {0, 1}
    finally:
        i18n.use("en")
    # another seat's number is a name someone chose; so is any other name
    assert Table(record, [{"kind": HUMAN, "name": "Player 2"}, {"kind": REMOTE, "name": "Bea"}]).unnamed == set()


def test_the_default_names_in_every_language_are_the_catalogs_own():
    """seats.DEFAULT_NAMES says "Player {n}" as each language's site catalog does: a page holds
    its own language's catalog only (build.part_of), yet recognises "Spieler 2" on a French page."""
    from ludoteca import seats
    from ludoteca.core import i18n

    assert set(seats.DEFAULT_NAMES) == set(i18n.LANGUAGES)
    for lang in i18n.LANGUAGES:
        assert i18n.SITE.catalog(lang).gettext("Player {n}") == seats.DEFAULT_NAMES[lang], lang


def test_a_default_name_of_another_language_is_no_name_without_that_language_s_catalog(monkeypatch):
    """As on a French page, where the German catalog was never downloaded."""
    from ludoteca import seats
    from ludoteca.core import i18n

    def french_only(lang=None):
        assert (lang or i18n.current()) in ("fr", "en"), f"read the {lang} catalog"
        return real(lang)

    real = i18n.SITE.catalog
    monkeypatch.setattr(i18n.SITE, "catalog", french_only)
    i18n.use("fr")
    assert seats.typed_name("Spieler 2", 1) is None
    assert seats.typed_name(" joueur 3 ", 2) is None
    assert seats.typed_name("Player 1", 0) is None
    assert seats.typed_name("Spieler 2", 0) == "Spieler 2"  # another seat's number: a chosen name
    assert seats.default_name(1) == "Joueur 2"
