"""Game links: a record survives the round trip for random games of every game, complete
games fit in 2,000 characters, a cut, edited, foreign or hostile link is refused with a clear
message (quickly, whatever it inflates to), and format 1 links are still read."""

import base64
import json
import random
import statistics
import time
import zlib

import pytest

from ludoteca.core import BadLink, all_games, decode_link, dumps, encode_link, get_game, new_record, replay
from ludoteca.core.link import MAX_INFLATED_BYTES, MAX_LINK_CHARS, MAX_LINK_NODES, pack_record, unpack_record
from ludoteca.core.validate import same_json
from ludoteca.games.kukulkan import linkcodec
from ludoteca.table import Table

from .helpers import playout

# Chat apps and some browsers cut longer URLs: every complete game must fit.
MAX_COMPLETE_GAME_LINK = 2000


def craft(data: bytes, version: int = 2, level: int = 9) -> str:
    """A link holding any bytes, with a valid checksum (what a hostile page could make)."""
    packer = zlib.compressobj(level, zlib.DEFLATED, -15)
    blob = zlib.crc32(data).to_bytes(4, "big") + packer.compress(data) + packer.flush()
    return f"L{version}." + base64.urlsafe_b64encode(blob).decode().rstrip("=")


def inflated(text: str) -> dict:
    blob = base64.urlsafe_b64decode(text[3:] + "=" * (-len(text[3:]) % 4))
    return json.loads(zlib.decompress(blob[4:], -15))


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_round_trip_of_random_games_reproduces_the_state(game):
    g = get_game(game)
    for seed in range(6):
        options = {"players": g.min_players + seed % (g.max_players - g.min_players + 1)}
        final, moves = playout(game, options, seed)
        record = new_record(game, options, seed)
        record["moves"] = moves
        payload = {"record": record, "seats": [{"kind": "human", "name": "Zoë ✓"}], "for": 1}
        text = encode_link(payload)
        assert text.startswith("L2.") and all(c.isalnum() or c in "-_." for c in text)
        back = decode_link(text)
        assert same_json(back, payload)
        assert dumps(replay(back["record"])) == dumps(final)
        # Kukulkán's moves travel packed (one compact text), and still mean the same record
        assert isinstance(inflated(text)["record"]["moves"], str) == (game == "kukulkan")


def test_format_1_links_are_still_read():
    table = Table(new_record("kukulkan", {"players": 3}, 5), [{"kind": "bot", "name": "B"}] * 3)
    table.draw_chance_fresh()
    for _ in range(12):
        table.bot_step()
    payload = {"record": table.record, "seats": table.seats, "for": 0}
    old = craft(json.dumps(payload, separators=(",", ":"), sort_keys=True).encode(), version=1)
    assert same_json(decode_link(old), payload)
    new = table.link(0)
    assert new.startswith("L2.") and isinstance(inflated(new)["record"]["moves"], str)
    assert same_json(decode_link(new)["record"], decode_link(old)["record"])
    assert len(new) < len(old)


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_complete_bot_games_at_the_most_players_fit_in_a_link(game):
    g = get_game(game)
    sizes = []
    for seed in (7, 8, 9):
        table = Table(
            new_record(game, {"players": g.max_players}, seed),
            [{"kind": "bot", "name": f"Player {i + 1}"} for i in range(g.max_players)],
        )
        table.draw_chance_fresh()  # chance recorded as in a game with a friend by link
        while table.bot_step():
            pass
        assert table.game.is_over(table.state)
        text = table.link(0)
        sizes.append(len(text))
        assert decode_link(text)["record"] == table.record
        assert dumps(replay(decode_link(text)["record"])) == dumps(table.state)
    assert max(sizes) <= MAX_COMPLETE_GAME_LINK, sizes
    if game == "kukulkan":  # 6 players, ~40 rounds: the longest link by far
        assert statistics.median(sizes) > 1000


def test_kukulkan_moves_encode_exactly_or_not_at_all():
    game = get_game("kukulkan")
    _, moves = playout("kukulkan", {"players": 4}, 2)
    acts = set()
    for move in moves:
        text = linkcodec.encode_move(move)
        assert text and " " not in text and "~" not in text
        assert same_json(linkcodec.decode_move(text), move)
        acts.add(move["act"])
    assert acts == {"draw", "write", "cross", "pass"}
    draw = next(m for m in moves if m["act"] == "draw" and len(m["trail"]) > 2)
    write = next(m for m in moves if m["act"] == "write")
    for bad in [
        dict(draw, n=float(draw["n"])),
        dict(draw, p=True),
        dict(write, same=1),
        dict(write, block=float(write["block"])),
        dict(draw, trail=draw["trail"][::2]),
        dict(draw, extra=1),
        dict(write, change=["pm"]),
        {"p": 0, "act": ["pass"]},
        {"p": 0, "act": "pass", "n": 1},
        None,
        "0x",
    ]:
        assert linkcodec.encode_move(bad) is None, bad
    for junk in [
        "",
        "x",
        "9",
        "0t6",
        "0t6100",
        "0w6=",
        "0c6b3",
        "0t61u=",
        "00x",
        "0tZ61",
        "0c61=",
        "0x ",
        "0t699",
        "0t60d",
        "0w612u",
    ]:
        with pytest.raises(ValueError):
            linkcodec.decode_move(junk)
    # a record holding a move the codec cannot write exactly travels as plain JSON, unchanged
    record = dict(new_record("kukulkan", {"players": 4}, 2), moves=[dict(draw, n=4.0)])
    assert pack_record(record) == (record, b"")
    assert game.lists_moves is False


def test_format_2_links_with_chance_after_each_move_code_are_still_read():
    """Format 2's first form (before the chance moved to raw bytes) wrote "<code>~<entropy>"
    for a move with fresh chance, in a record without "chance"."""
    table = Table(new_record("kukulkan", {"players": 3}, 5), [{"kind": "bot", "name": "B"}] * 3)
    table.draw_chance_fresh()
    for _ in range(12):
        table.bot_step()
    record = table.record
    chance = record["chance"]
    codes = [
        linkcodec.encode_move(m) + (f"~{chance[str(i)]}" if str(i) in chance else "")
        for i, m in enumerate(record["moves"])
    ]
    old = {k: v for k, v in record.items() if k != "chance"}
    old["moves"] = " ".join(codes)
    data = json.dumps({"record": old, "seats": table.seats, "for": 0}).encode()
    assert decode_link(craft(data))["record"] == record
    for bad in ("~x", "~-1", f"~{1 << 32}", "~1e3", "~"):
        broken = dict(old, moves=" ".join([codes[0] + bad] + codes[1:]))
        with pytest.raises(BadLink, match="chance entries"):
            decode_link(craft(json.dumps({"record": broken}).encode()))


def test_chance_travels_as_raw_bytes_after_the_json():
    table = Table(new_record("santa_monica", {"players": 2}, 4), [{"kind": "bot", "name": "B"}] * 2)
    table.draw_chance_fresh()
    while len(table.record.get("chance", {})) < 3:
        table.bot_step()
    packed, raw = pack_record(table.record)
    assert isinstance(packed["chance"], str) and isinstance(packed["moves"], list)  # no codec
    assert len(raw) == 4 * len(table.record["chance"])
    assert unpack_record(packed, raw) == table.record
    text = table.link(0)
    assert decode_link(text)["record"] == table.record
    # entries that do not pack exactly stay as JSON (and replay refuses them later)
    for chance in [{"01": 5}, {"0": 1 << 32}, {"0": True}, {"99": 5}, {}]:
        record = dict(table.record, chance=chance)
        assert pack_record(record) == (record, b"")
        assert decode_link(encode_link({"record": record}))["record"] == record


@pytest.mark.parametrize(
    "packed, raw, reason",
    [
        ({"moves": "0t6zz"}, b"", "move 1"),
        ({"moves": "0x 1q"}, b"", "move 2"),
        ({"moves": "0x " * 6000}, b"", "more than"),
        ({"chance": "0"}, b"", "damaged"),
        ({"chance": "0,1"}, b"\0" * 4, "damaged"),
        ({"chance": "0,0"}, b"\0" * 8, "chance entries"),
        ({"chance": "-1"}, b"\0" * 4, "chance entries"),
        ({"chance": "1e3"}, b"\0" * 4, "chance entries"),
        ({"chance": "٣"}, b"\0" * 4, "chance entries"),
        ({}, b"\0" * 4, "damaged"),
    ],
)
def test_packed_records_that_cannot_be_read_are_refused(packed, raw, reason):
    record = dict(new_record("kukulkan", {"players": 2}, 1), **packed)
    with pytest.raises(BadLink, match=reason):
        unpack_record(record, raw)
    data = json.dumps({"record": record}).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    blob = zlib.crc32(data + raw).to_bytes(4, "big") + packer.compress(data) + packer.flush() + raw
    with pytest.raises(BadLink, match=reason):
        decode_link("L2." + base64.urlsafe_b64encode(blob).decode().rstrip("="))


def test_cut_edited_or_foreign_links_are_refused_with_a_reason():
    final, moves = playout("yutaka", {"players": 2}, 3)
    record = new_record("yutaka", {"players": 2}, 3)
    record["moves"] = moves
    text = encode_link({"record": record})
    rng = random.Random(1)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    refused = 0
    for i in range(200):
        if i % 2:
            broken = text[: rng.randrange(len(text))]  # cut short
        else:
            at = rng.randrange(3, len(text))  # one character changed
            broken = text[:at] + rng.choice(alphabet.replace(text[at], "")) + text[at + 1 :]
        try:
            decode_link(broken)
        except BadLink as refusal:
            assert str(refusal).startswith("This ")
            refused += 1
    # A changed last character may only touch base64 padding bits: the payload is then intact.
    assert refused >= 195
    for junk in (
        "",
        "#",
        "hello",
        "L2.",
        "L2.!!!",
        "L2" + text[3:],
        None,
        42,
        "L" + "9" * 50 + ".x",
        "L٣.abc",
        "L2." + "A" * 5000,
    ):
        with pytest.raises(BadLink):
            decode_link(junk)
    with pytest.raises(BadLink, match="another version"):
        decode_link("L9." + text[3:])


def hostile_links() -> dict:
    """Links a hostile page could make, each with a valid checksum."""
    big = b'{"record":' + b"[" * 50 + b"0" + b"]" * 50 + b"}"
    return {
        "bomb": craft(b" " * (64 * MAX_INFLATED_BYTES)),  # 8 MB of blanks
        "bomb of values": craft(b"[" + b"0," * (MAX_INFLATED_BYTES // 2 - 2) + b"0]"),
        "many values": craft(b"[" + b"0," * (MAX_LINK_NODES + 10) + b"0]"),
        "deep": craft(b"[" * 100_000 + b"]" * 100_000),
        "nested": craft(big),
        "NaN": craft(b'{"record":{"game":"yutaka","rules":"1","options":{},"seed":NaN,"moves":[]}}'),
        "Infinity": craft(b'{"x":1e400}'),
        "long number": craft(b'{"x":' + b"9" * 5000 + b"}"),
        "not utf-8": craft(b'{"x":"\xff\xfe"}'),
        "trailing data": craft(b"{}") + "AAAA",
        "too long": "L2." + "A" * (MAX_LINK_CHARS + 1),
    }


@pytest.mark.parametrize("name", sorted(hostile_links()))
def test_hostile_links_are_refused_quickly_with_a_sentence(name):
    text = hostile_links()[name]
    assert name == "too long" or len(text) <= MAX_LINK_CHARS  # each gets past the length check
    decode_link(craft(b"{}"))  # (warm up: the first call imports)
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        with pytest.raises(BadLink) as refusal:
            decode_link(text)
        best = min(best, time.perf_counter() - start)
    message = str(refusal.value)
    assert message.startswith("This ") and message.endswith(".") and "Error" not in message
    assert best < 0.05, f"{name}: refused after {best * 1000:.0f} ms"
