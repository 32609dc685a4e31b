"""How long a search may think: the page's cap, set by the browser bridge at its start, read
by every search (core/search.py). Here rather than in search.py, which comes after the first
board (build.LATER): setting the cap must not import the search."""

from __future__ import annotations

# A cap in seconds on every search (None: none, as on CPython, where only iterations count).
THINK_SECONDS: float | None = None
