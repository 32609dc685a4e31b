"""Helpers for the plain-JSON values (dict, list, str, int, float, bool, None) that
states, moves, views and records are made of."""

import json
from typing import Any, TypeVar, cast

# A JSON object — a state, a move, a view, a record, an answer — as the engine passes it around.
JsonObject = dict[str, Any]

_CONTAINERS = (dict, list)
_Value = TypeVar("_Value")


def clone(value: _Value) -> _Value:
    """A deep copy of a JSON value; several times faster than copy.deepcopy (scalars are
    shared, not visited: states are mostly lists of numbers)."""
    if isinstance(value, dict):
        return cast(_Value, {k: clone(v) if isinstance(v, _CONTAINERS) else v for k, v in value.items()})
    if isinstance(value, list):
        return cast(_Value, [clone(v) if isinstance(v, _CONTAINERS) else v for v in value])
    return value


def dumps(value: Any) -> str:
    """Canonical JSON text: the same value always gives the same text."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
