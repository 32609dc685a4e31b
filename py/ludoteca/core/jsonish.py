"""Helpers for the plain-JSON values (dict, list, str, int, float, bool, None) that
states, moves, views and records are made of."""

import json


_CONTAINERS = (dict, list)


def clone(value):
    """A deep copy of a JSON value; several times faster than copy.deepcopy (scalars are
    shared, not visited: states are mostly lists of numbers)."""
    if isinstance(value, dict):
        return {k: clone(v) if isinstance(v, _CONTAINERS) else v for k, v in value.items()}
    if isinstance(value, list):
        return [clone(v) if isinstance(v, _CONTAINERS) else v for v in value]
    return value


def dumps(value) -> str:
    """Canonical JSON text: the same value always gives the same text."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
