"""A game record (plus whatever the shell adds: seats, whose link it is) as text for a URL
fragment, and back — compact, versioned and checksummed, so a link that was cut short,
edited or made by another version is refused with a clear message, never half-read.

    text    = "L" + format version + "." + base64url(crc32 ‖ raw DEFLATE(JSON)), no padding
    payload = any JSON object; by convention {"record": {...}, ...} (see record.py)

Format 2 (written now) packs the record's moves when its game has a link codec (a module
`linkcodec` in the game's package with `encode_move(move) -> str | None` and
`decode_move(text) -> move`): "moves" is then one text, the moves' codes separated by spaces,
each followed by "~<entropy>" when the record's `chance` has an entry for it (the record then
holds no "chance" key). Decoding gives back exactly the same record; a record whose moves do
not all encode exactly is carried as plain JSON. Format 1 (plain JSON records) is still read.

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

from .errors import BadRecord
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
MAX_LINK_DEPTH = 8           # payload → record → moves → move → trail (seats: 3)
MAX_LINK_STRING = MAX_INFLATED_BYTES   # packed moves are one text

_DAMAGED = ("This link is damaged or incomplete: it may have been cut short or changed when "
            "it was copied.")
_FOREIGN = "This link holds something other than a game: it was not made by Ludoteca."


class BadLink(BadRecord):
    """A link that cannot be read; the message says why, for the player."""


# ---------------- packed moves ----------------
_codecs: dict = {}


def _codec(game_id):
    """The game's link codec module, or None."""
    if not isinstance(game_id, str):
        return None
    if game_id not in _codecs:
        try:
            game = get_game(game_id)
        except KeyError:
            return None
        name = type(game).__module__.rpartition(".")[0] + ".linkcodec"
        try:
            _codecs[game_id] = importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name != name:
                raise
            _codecs[game_id] = None
    return _codecs[game_id]


def pack_record(record):
    """The record with its moves (and chance) as one compact text, if its game has a codec
    and every move encodes exactly; otherwise the record as it is."""
    if not isinstance(record, dict) or not isinstance(record.get("moves"), list):
        return record
    codec = _codec(record.get("game"))
    chance = record.get("chance", {})
    if codec is None or not isinstance(chance, dict) or ("chance" in record and not chance):
        return record
    moves = record["moves"]
    if not set(chance) <= {str(i) for i in range(len(moves))}:
        return record
    parts = []
    for index, move in enumerate(moves):
        text = codec.encode_move(move)
        if not isinstance(text, str) or not text or " " in text or "~" in text \
                or not same_json(codec.decode_move(text), move):
            return record
        entropy = chance.get(str(index))
        if entropy is not None:
            if not is_int(entropy) or entropy < 0:
                return record
            text += f"~{entropy}"
        parts.append(text)
    packed = {k: v for k, v in record.items() if k != "chance"}
    packed["moves"] = " ".join(parts)
    return packed


def unpack_record(record):
    """The record a packed record stands for (a record whose moves are a list is returned as
    it is). Raises BadLink."""
    if not isinstance(record, dict) or not isinstance(record.get("moves"), str):
        return record
    codec = _codec(record.get("game"))
    if codec is None or "chance" in record:
        raise BadLink("This link's moves cannot be read.")
    moves, chance = [], {}
    text = record["moves"]
    for index, part in enumerate(text.split(" ") if text else []):
        code, tilde, entropy = part.partition("~")
        if tilde:
            if not (entropy.isascii() and entropy.isdigit() and len(entropy) <= 10):
                raise BadLink("This link's moves cannot be read.")
            chance[str(index)] = int(entropy)
        try:
            moves.append(codec.decode_move(code))
        except ValueError:
            raise BadLink(f"This link's move {index + 1} cannot be read.") from None
    result = dict(record, moves=moves)
    if chance:
        result["chance"] = chance
    return result


# ---------------- links ----------------
def encode_link(payload: dict) -> str:
    if isinstance(payload, dict) and "record" in payload:
        payload = dict(payload, record=pack_record(payload["record"]))
    data = json.dumps(payload, separators=(",", ":"), sort_keys=True, ensure_ascii=False,
                      allow_nan=False).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)      # raw DEFLATE: our own checksum below
    body = packer.compress(data) + packer.flush()
    blob = zlib.crc32(data).to_bytes(4, "big") + body
    return PREFIX + base64.urlsafe_b64encode(blob).decode().rstrip("=")


def _inflate(body: bytes) -> bytes:
    """Raw DEFLATE, inflated as a stream that stops at MAX_INFLATED_BYTES (a small link may
    inflate to gigabytes: never all of it)."""
    inflater = zlib.decompressobj(-15)
    try:
        data = inflater.decompress(body, MAX_INFLATED_BYTES + 1)
    except zlib.error:
        raise BadLink(_DAMAGED) from None
    if len(data) > MAX_INFLATED_BYTES or inflater.unconsumed_tail:
        raise BadLink("This link holds far more than any game: it was not made by Ludoteca.")
    if not inflater.eof or inflater.unused_data:
        raise BadLink(_DAMAGED)
    return data


def decode_link(text: str) -> dict:
    if not isinstance(text, str) or not text.strip():
        raise BadLink("This link holds no game.")
    if len(text) > MAX_LINK_CHARS + 16:
        raise BadLink("This link is far too long to be a game link.")
    text = text.strip().lstrip("#")
    if len(text) > MAX_LINK_CHARS:
        raise BadLink("This link is far too long to be a game link.")
    version, dot, encoded = text.partition(".")
    if not dot or not version.startswith("L") or not version[1:].isascii() \
            or not version[1:].isdigit() or len(version) > 6:
        raise BadLink("This is not a Ludoteca game link (or it was cut at the start).")
    if int(version[1:]) not in READABLE_FORMATS:
        raise BadLink(f"This link was made by another version of Ludoteca (link format "
                      f"{version[1:]}; this site reads formats "
                      f"{' and '.join(map(str, READABLE_FORMATS))}).")
    try:
        blob = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4))
    except (binascii.Error, ValueError):
        raise BadLink(_DAMAGED) from None
    if len(blob) < 5:
        raise BadLink(_DAMAGED)
    data = _inflate(blob[4:])
    if zlib.crc32(data).to_bytes(4, "big") != blob[:4]:
        raise BadLink("This link is damaged: its checksum does not match (it was changed "
                      "or cut short when it was copied).")
    if data.count(b",") >= MAX_LINK_NODES:           # more values than that: not worth parsing
        raise BadLink(_FOREIGN)
    try:
        payload = parse_json(data.decode(), max_chars=MAX_INFLATED_BYTES, error=BadLink,
                             what="This link")
        check_json(payload, max_depth=MAX_LINK_DEPTH, max_nodes=MAX_LINK_NODES,
                   max_string=MAX_LINK_STRING, error=BadLink, what="This link")
    except (UnicodeDecodeError, BadLink):
        raise BadLink(_FOREIGN) from None
    if not isinstance(payload, dict):
        raise BadLink("This link holds no game.")
    if "record" in payload:
        payload["record"] = unpack_record(payload["record"])
    return payload
