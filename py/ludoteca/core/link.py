"""A game record (plus whatever the shell adds: seats, whose link it is) as text for a URL
fragment, and back — compact, versioned and checksummed, so a link that was cut short,
edited or made by another version is refused with a clear message, never half-read.

    text    = "L" + format version + "." + base64url(crc32 ‖ raw DEFLATE(JSON)), no padding
    payload = any JSON object; by convention {"record": {...}, ...} (see record.py)

Only the standard library is used (zlib, base64, json), so the page needs no JS library:
Python encodes and decodes on both sides. A record is not secret: anyone holding a link can
decode it (link play is for friends).
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib

from .errors import BadRecord

LINK_FORMAT = 1
PREFIX = f"L{LINK_FORMAT}."
MAX_LINK_CHARS = 100_000        # far above any real game: refuse absurd input early


class BadLink(BadRecord):
    """A link that cannot be read; the message says why, for the player."""


def encode_link(payload: dict) -> str:
    data = json.dumps(payload, separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)      # raw DEFLATE: our own checksum below
    body = packer.compress(data) + packer.flush()
    blob = zlib.crc32(data).to_bytes(4, "big") + body
    return PREFIX + base64.urlsafe_b64encode(blob).decode().rstrip("=")


def decode_link(text: str) -> dict:
    if not isinstance(text, str) or not text.strip():
        raise BadLink("This link holds no game.")
    text = text.strip().lstrip("#")
    if len(text) > MAX_LINK_CHARS:
        raise BadLink("This link is far too long to be a game link.")
    version, dot, encoded = text.partition(".")
    if not dot or not version.startswith("L") or not version[1:].isdigit():
        raise BadLink("This is not a Ludoteca game link (or it was cut at the start).")
    if int(version[1:]) != LINK_FORMAT:
        raise BadLink(f"This link was made by another version of Ludoteca (link format "
                      f"{version[1:]}; this site reads format {LINK_FORMAT}).")
    try:
        blob = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4))
        if len(blob) < 5:
            raise ValueError("short")
        data = zlib.decompress(blob[4:], -15)
    except (binascii.Error, ValueError, zlib.error):
        raise BadLink("This link is damaged or incomplete: it may have been cut short or "
                      "changed when it was copied.") from None
    if zlib.crc32(data).to_bytes(4, "big") != blob[:4]:
        raise BadLink("This link is damaged: its checksum does not match (it was changed "
                      "or cut short when it was copied).")
    try:
        payload = json.loads(data.decode())
    except (UnicodeDecodeError, ValueError):
        raise BadLink("This link is damaged: its contents cannot be read.") from None
    if not isinstance(payload, dict):
        raise BadLink("This link holds no game.")
    return payload
