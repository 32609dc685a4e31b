"""The boundary checks: JSON that comes from outside (the page's calls, records, links, seats,
moves) is read strictly before any game sees it.

Strict means: exact JSON types (an integer is an `int`, never a `bool` or a `float`; no NaN or
Infinity, which Python's `json` accepts but a browser's `JSON.parse` does not), no unknown
keys, and bounded sizes and depth, so that nothing later (copies, replays, answers) can be
made to recurse, overflow or grow without limit. Every refusal is an exception whose message
is a sentence for a player.

Nothing here recurses on the value it checks: the walk is iterative, so a value nested far too
deeply is refused, never followed.

`what` names the value checked, as the subject of the sentence: a noun phrase marked with `N_`
("The request", "This link", "A seat") or one already translated; it is translated (site domain)
when a refusal is made, and each refusal is a whole sentence with a {what} slot, written so that
the subject needs no agreement of its own in German or French.
"""

from __future__ import annotations

import json
import math
from typing import Any, NoReturn

from . import i18n
from .errors import BadRecord
from .i18n import number
from .jsonish import JsonObject
from .rng import MAX_SEED

_ = i18n.SITE.gettext
ngettext = i18n.SITE.ngettext

# Integers beyond 64 bits mean nothing in any game (seeds and chance are far below).
INT_LIMIT = 1 << 63
# JSON text: an integer of more digits cannot be within INT_LIMIT (and Python refuses to read
# integers of more than 4,300 digits with a ValueError).
_MAX_INT_DIGITS = 20


def is_int(value: object) -> bool:
    """An integer as JSON has it: `int`, never `bool` (True == 1 in Python)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_seed(seed: object) -> None:
    """Refuse (BadRecord) a seed that a record cannot carry: only whole numbers from 0 to
    MAX_SEED (exact in JSON and in JavaScript) are seeds."""
    if not is_int(seed) or not 0 <= seed <= MAX_SEED:  # type: ignore[operator]
        raise BadRecord(_("The seed must be a whole number from 0 to {limit}.").format(limit=number(MAX_SEED)))


class _NotANumber(ValueError):
    """NaN, Infinity or a number beyond the limits, met while reading JSON."""


def _refuse_constant(name: str) -> NoReturn:
    raise _NotANumber(f"{name} is not a JSON number")


def _read_int(text: str) -> int:
    if len(text.lstrip("-")) > _MAX_INT_DIGITS:
        raise _NotANumber("integer too long")
    return int(text)


def _read_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e400 reads as inf
        raise _NotANumber("number out of range")
    return value


def parse_json(text: object, *, max_chars: int, error: type[Exception], what: str) -> Any:
    """The JSON value in `text`, read strictly (no NaN/Infinity, no number out of range).
    Raises `error` (a LudotecaError class) with a sentence naming `what` otherwise."""
    if not isinstance(text, str):
        # TRANSLATORS: {what} is the subject: "The request", "This link", "The game record",
        # "A seat"… (translated on their own); write the sentence so that it needs no agreement.
        raise error(_("{what} is not text.").format(what=_(what)))
    if len(text) > max_chars:
        raise error(
            _("{what} is far too long ({count} characters; at most {limit}).").format(
                what=_(what), count=number(len(text)), limit=number(max_chars)
            )
        )
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_int=_read_int, parse_float=_read_float)
    except RecursionError:
        raise error(_("{what} is nested far too deeply.").format(what=_(what))) from None
    except _NotANumber:
        raise error(
            _("{what} holds a number JSON cannot carry (NaN, infinity or far too large).").format(what=_(what))
        ) from None
    except (ValueError, TypeError):
        raise error(_("{what} is not valid JSON.").format(what=_(what))) from None


def check_json(  # noqa: C901 — one check per JSON type, walked once with its bounds: split, it would walk twice
    value: Any, *, max_depth: int, max_nodes: int, max_string: int, error: type[Exception], what: str
) -> None:
    """Refuse (raise `error`) anything that is not plain, finite JSON within the bounds:
    containers nested at most `max_depth` deep (a flat list is depth 1), at most `max_nodes`
    values in all, texts (and object keys) of at most `max_string` characters. Exact types
    only (as json.loads makes them): a subclass of int, str, dict or list is refused."""
    if type(value) not in (dict, list):
        _check_scalar(value, max_string, error, what)
        return
    nodes = 1
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > max_depth:
            raise error(_("{what} is nested too deeply.").format(what=_(what)))
        nodes += len(item)
        if nodes > max_nodes:
            raise error(
                _("{what} is too large (more than {limit} values).").format(what=_(what), limit=number(max_nodes))
            )
        if type(item) is dict:
            _check_keys(item, max_string, error, what)
            children = item.values()
        else:
            children = item
        for child in children:
            kind = type(child)
            if kind is int:
                if not -INT_LIMIT < child < INT_LIMIT:
                    raise error(_("{what} holds a number that is far too large.").format(what=_(what)))
            elif kind is str:
                if len(child) > max_string:
                    raise error(_("{what} holds a text that is too long.").format(what=_(what)))
            elif kind is dict or kind is list:
                stack.append((child, depth + 1))
            elif child is None or kind is bool:
                pass
            else:
                _check_scalar(child, max_string, error, what)


def _check_keys(item: dict[Any, Any], max_string: int, error: type[Exception], what: str) -> None:
    for key in item:
        if type(key) is not str:
            raise error(_("{what} is not plain JSON (a key is not a text).").format(what=_(what)))
        if len(key) > max_string:
            raise error(_("{what} holds a text that is too long.").format(what=_(what)))


def _check_scalar(item: Any, max_string: int, error: type[Exception], what: str) -> None:
    kind = type(item)
    if item is None or kind is bool:
        return
    if kind is int:
        if not -INT_LIMIT < item < INT_LIMIT:
            raise error(_("{what} holds a number that is far too large.").format(what=_(what)))
    elif kind is float:
        if not math.isfinite(item):
            raise error(_("{what} holds a number JSON cannot carry (NaN or infinity).").format(what=_(what)))
    elif kind is str:
        if len(item) > max_string:
            raise error(_("{what} holds a text that is too long.").format(what=_(what)))
    else:
        raise error(_("{what} is not plain JSON.").format(what=_(what)))


def same_json(a: Any, b: Any) -> bool:
    """Equality of JSON values with their types: unlike ==, 4.0 is not 4 and True is not 1."""
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        if type(x) is not type(y):
            return False
        if isinstance(x, dict):
            if x.keys() != y.keys():
                return False
            stack.extend((x[k], y[k]) for k in x)
        elif isinstance(x, list):
            if len(x) != len(y):
                return False
            stack.extend(zip(x, y))
        elif x != y:
            return False
    return True


def check_keys(
    obj: Any, required: tuple[str, ...], optional: tuple[str, ...], *, error: type[Exception], what: str
) -> JsonObject:
    """`obj` must be an object with every `required` key and no key outside required + optional."""
    if not isinstance(obj, dict):
        raise error(_("{what} is not an object.").format(what=_(what)))
    missing = [k for k in required if k not in obj]
    if missing:
        raise error(
            ngettext("{what} lacks {fields}.", "{what} lacks {fields}.", len(missing)).format(
                what=_(what), fields=", ".join(missing)
            )
        )
    unknown = sorted(set(obj) - set(required) - set(optional))
    if unknown:
        shown = ", ".join(repr(k[:30]) for k in unknown[:3])
        raise error(
            ngettext("{what} has unknown field {fields}.", "{what} has unknown fields {fields}.", len(unknown)).format(
                what=_(what), fields=shown
            )
        )
    return obj
