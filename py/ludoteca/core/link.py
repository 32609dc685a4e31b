"""A game record (plus whatever the shell adds: seats, whose link it is) as text for a URL
fragment, and back — compact, versioned and checksummed, so a link that was cut short,
edited or made by another version is refused with a clear message, never half-read.

    text    = "L" + format version + "." + base64url(crc32 ‖ raw DEFLATE(JSON) ‖ raw), no padding
    payload = any JSON object; by convention {"record": {...}, ...} (see record.py)
    crc32   = of JSON ‖ raw

Format 2 (written now) packs the record, so that a complete game fits in 2,000 characters:
  * its moves, when its game has a link codec (a module `linkcodec` in the game's package with
    `encode_move(move) -> str | None` and `decode_move(text) -> move`): "moves" is then one
    text, the moves' codes separated by spaces;
  * its chance entries: "chance" is then a text of their move indexes (the first, then the
    steps between them, separated by commas), and their entropy follows the DEFLATE stream as
    `raw`, 4 bytes each, in that order.
Decoding gives back exactly the same record; what does not pack exactly is carried as plain
JSON. Format 1 (plain JSON records, nothing after the DEFLATE stream) is still read, and so is
format 2's first form (a move's chance as "~<entropy>" after its code: links made until the
chance moved to raw bytes), so that every link a player was ever sent still opens.

Reading is bounded: at most MAX_LINK_CHARS characters of text, inflated (as a stream) to at most
MAX_INFLATED_BYTES, strict JSON (no NaN/Infinity), at most MAX_LINK_NODES values nested at most
MAX_LINK_DEPTH deep — so a hostile link is refused in milliseconds, whatever it holds.

Only the standard library is used (zlib, base64, json), so the page needs no JS library:
Python encodes and decodes on both sides. A record is not secret: anyone holding a link can
decode it (link play is for friends).
"""

from __future__ import annotations

import base64
import binascii
import importlib
import json
import zlib
from types import ModuleType
from typing import Any

from . import i18n
from .errors import BadRecord, UnknownGame
from .i18n import N_, join, number
from .jsonish import JsonObject
from .record import CHANCE_LIMIT, MAX_MOVES
from .registry import get_game
from .validate import check_json, is_int, parse_json, same_json

LINK_FORMAT = 2
READABLE_FORMATS = (1, 2)
PREFIX = f"L{LINK_FORMAT}."
# The largest real link: a complete 6-player Kukulkán game, ~1,500 characters (format 2;
# ~2,900 as format 1 for a long random playout). bench/link_sizes.py measures every game.
MAX_LINK_CHARS = 16_000
# Its contents as JSON: ~8 kB packed, ~35 kB as plain JSON (format 1); ~3,500 JSON values.
MAX_INFLATED_BYTES = 128 * 1024
MAX_LINK_NODES = 20_000
MAX_LINK_DEPTH = 8  # payload → record → moves → move → trail (seats: 3)
MAX_LINK_STRING = MAX_INFLATED_BYTES  # packed moves are one text
CHANCE_BYTES = 4  # CHANCE_LIMIT = 2 ** 32

_ = i18n.SITE.gettext
_DAMAGED = N_("This link is damaged or incomplete: it may have been cut short or changed when it was copied.")
_FOREIGN = N_("This link holds something other than a game: it was not made by Ludoteca.")
_CHANCE_UNREADABLE = N_("This link's chance entries cannot be read.")
_TOO_LONG = N_("This link is far too long to be a game link.")
_NO_GAME = N_("This link holds no game.")
THIS_LINK = N_("This link")


class BadLink(BadRecord):
    """A link that cannot be read; the message says why, for the player."""


# ---------------- packed moves ----------------
_codecs: dict[str, ModuleType | None] = {}


def _codec(game_id: object) -> ModuleType | None:
    """The game's link codec module, or None."""
    if not isinstance(game_id, str):
        return None
    if game_id not in _codecs:
        try:
            game = get_game(game_id)
        except UnknownGame:
            return None
        name = type(game).__module__.rpartition(".")[0] + ".linkcodec"
        try:
            _codecs[game_id] = importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name != name:
                raise
            _codecs[game_id] = None
    return _codecs[game_id]


def _pack_moves(record: JsonObject) -> str | None:
    """The moves as one text of codes, or None if the game has no codec or a move does not
    encode exactly."""
    codec = _codec(record.get("game"))
    if codec is None:
        return None
    parts = []
    for move in record["moves"]:
        text = codec.encode_move(move)
        if not isinstance(text, str) or not text or " " in text or not same_json(codec.decode_move(text), move):
            return None
        parts.append(text)
    return " ".join(parts)


def _pack_chance(record: JsonObject) -> tuple[str, bytes] | None:
    """(the chance's move indexes as text: the first, then the steps between them; the
    entropy as 4 bytes each) — or None if the chance entries are not all well formed."""
    chance = record["chance"]
    if not isinstance(chance, dict) or not chance:
        return None
    if not all(isinstance(k, str) and k.isascii() and k.isdigit() for k in chance):
        return None
    indexes = sorted((int(k), k) for k in chance)
    if any(str(i) != k or i >= len(record["moves"]) for i, k in indexes) or not all(
        is_int(v) and 0 <= v < CHANCE_LIMIT for v in chance.values()
    ):
        return None
    steps = [indexes[0][0]] + [b[0] - a[0] for a, b in zip(indexes, indexes[1:])]
    raw = b"".join(chance[k].to_bytes(CHANCE_BYTES, "big") for _, k in indexes)
    return ",".join(map(str, steps)), raw


def pack_record(record: Any) -> tuple[Any, bytes]:
    """(the record as a link carries it, the bytes that follow its JSON): the moves as one
    compact text when the game has a codec and every move encodes exactly; the chance entries
    as their indexes in a text and their entropy as raw bytes (random numbers do not
    compress: 4 bytes take 5⅓ characters of base64, about half of what their decimal digits
    take in deflated JSON). Anything not well formed is carried as it is."""
    if not isinstance(record, dict) or not isinstance(record.get("moves"), list):
        return record, b""
    packed = dict(record)
    moves = _pack_moves(record)
    if moves is not None:
        packed["moves"] = moves
    raw = b""
    chance = _pack_chance(record) if "chance" in record else None
    if chance is not None:
        packed["chance"], raw = chance
    return packed, raw


def unpack_record(record: Any, raw: bytes = b"") -> Any:
    """The record a packed record (and the bytes after the link's JSON) stands for; a record
    that is not packed is returned as it is. Raises BadLink."""
    if not isinstance(record, dict):
        if raw:
            raise BadLink(_(_DAMAGED))
        return record
    result = dict(record)
    if isinstance(record.get("moves"), str):
        result["moves"], inline = _unpack_moves(record)
        if inline:
            result["chance"] = inline
    if isinstance(record.get("chance"), str):
        result["chance"] = _unpack_chance(record["chance"], raw)
    elif raw:
        raise BadLink(_(_DAMAGED))
    return result


def _unpack_moves(record: JsonObject) -> tuple[list[JsonObject], dict[str, int]]:
    """(the moves, the chance entries written after their moves' codes). The first links of
    format 2 (before commit 6954ac0) wrote a move's chance as "~<entropy>" after its code, in
    a record without "chance": such links are still read."""
    codec = _codec(record.get("game"))
    if codec is None:
        raise BadLink(_("This link's moves cannot be read."))
    text = record["moves"]
    if text.count(" ") >= MAX_MOVES:
        raise BadLink(
            _("This link holds more than {limit} moves: it was not made by Ludoteca.").format(limit=number(MAX_MOVES))
        )
    moves: list[JsonObject] = []
    chance: dict[str, int] = {}
    for index, code in enumerate(text.split(" ") if text else []):
        if "~" in code and "chance" not in record:
            code, _tilde, entropy = code.partition("~")
            if not (entropy.isascii() and entropy.isdigit() and len(entropy) <= 10 and int(entropy) < CHANCE_LIMIT):
                raise BadLink(_(_CHANCE_UNREADABLE))
            chance[str(index)] = int(entropy)
        try:
            moves.append(codec.decode_move(code))
        except ValueError:
            raise BadLink(_("This link's move {number} cannot be read.").format(number=number(index + 1))) from None
    return moves, chance


def _unpack_chance(text: str, raw: bytes) -> dict[str, int]:
    steps = text.split(",")
    if len(steps) > MAX_MOVES or not all(s.isascii() and s.isdigit() and len(s) <= 5 for s in steps):
        raise BadLink(_(_CHANCE_UNREADABLE))
    if len(raw) != CHANCE_BYTES * len(steps):
        raise BadLink(_(_DAMAGED))
    chance: dict[str, int] = {}
    index = 0
    for n, step in enumerate(steps):
        if n and int(step) == 0:
            raise BadLink(_(_CHANCE_UNREADABLE))
        index += int(step)
        chance[str(index)] = int.from_bytes(raw[CHANCE_BYTES * n : CHANCE_BYTES * (n + 1)], "big")
    return chance


# ---------------- links ----------------
def encode_link(payload: JsonObject) -> str:
    raw = b""
    if isinstance(payload, dict) and "record" in payload:
        record, raw = pack_record(payload["record"])
        payload = dict(payload, record=record)
    # ASCII: a text the page sent may hold a lone surrogate, which UTF-8 cannot carry.
    data = json.dumps(payload, separators=(",", ":"), sort_keys=True, allow_nan=False).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)  # raw DEFLATE: our own checksum below
    body = packer.compress(data) + packer.flush()
    blob = zlib.crc32(data + raw).to_bytes(4, "big") + body + raw
    return PREFIX + base64.urlsafe_b64encode(blob).decode().rstrip("=")


def _inflate(body: bytes) -> tuple[bytes, bytes]:
    """(the JSON, the raw bytes after the DEFLATE stream): inflated as a stream that stops at
    MAX_INFLATED_BYTES (a small link may inflate to gigabytes: never all of it)."""
    inflater = zlib.decompressobj(-15)
    try:
        data = inflater.decompress(body, MAX_INFLATED_BYTES + 1)
    except zlib.error:
        raise BadLink(_(_DAMAGED)) from None
    if len(data) > MAX_INFLATED_BYTES or inflater.unconsumed_tail:
        raise BadLink(_("This link holds far more than any game: it was not made by Ludoteca."))
    if not inflater.eof:
        raise BadLink(_(_DAMAGED))
    return data, inflater.unused_data


def decode_link(text: str) -> JsonObject:
    if not isinstance(text, str) or not text.strip():
        raise BadLink(_(_NO_GAME))
    if len(text) > MAX_LINK_CHARS + 16:
        raise BadLink(_(_TOO_LONG))
    text = text.strip().lstrip("#")
    if len(text) > MAX_LINK_CHARS:
        raise BadLink(_(_TOO_LONG))
    version, dot, encoded = text.partition(".")
    if (
        not dot
        or not version.startswith("L")
        or not version[1:].isascii()
        or not version[1:].isdigit()
        or len(version) > 6
    ):
        raise BadLink(_("This is not a Ludoteca game link (or it was cut at the start)."))
    if int(version[1:]) not in READABLE_FORMATS:
        raise BadLink(
            _(
                "This link was made by another version of Ludoteca (link format {format}; "
                "this site reads formats {formats})."
            ).format(format=version[1:], formats=join([str(f) for f in READABLE_FORMATS]))
        )
    try:
        blob = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4))
    except (binascii.Error, ValueError):
        raise BadLink(_(_DAMAGED)) from None
    if len(blob) < 5:
        raise BadLink(_(_DAMAGED))
    data, raw = _inflate(blob[4:])
    if zlib.crc32(data + raw).to_bytes(4, "big") != blob[:4]:
        raise BadLink(
            _("This link is damaged: its checksum does not match (it was changed or cut short when it was copied).")
        )
    if data.count(b",") >= MAX_LINK_NODES:  # more values than that: not worth parsing
        raise BadLink(_(_FOREIGN))
    try:
        payload = parse_json(data.decode(), max_chars=MAX_INFLATED_BYTES, error=BadLink, what=THIS_LINK)
        check_json(
            payload,
            max_depth=MAX_LINK_DEPTH,
            max_nodes=MAX_LINK_NODES,
            max_string=MAX_LINK_STRING,
            error=BadLink,
            what=THIS_LINK,
        )
    except (UnicodeDecodeError, BadLink):
        raise BadLink(_(_FOREIGN)) from None
    if not isinstance(payload, dict):
        raise BadLink(_(_NO_GAME))
    if "record" in payload:
        payload["record"] = unpack_record(payload["record"], raw)
    elif raw:
        raise BadLink(_(_DAMAGED))
    return payload
