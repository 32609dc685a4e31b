"""The only source of chance in a game: a small seeded PRNG whose whole state is one
integer kept inside the game state, so a state is plain JSON and replays exactly on
CPython and on Pyodide alike (Python's `random` is avoided: its state is 625 words and
its algorithms for `shuffle`/`randrange` may change between Python versions).

The generator is SplitMix64 (Steele, Lea, Flood 2014): one 64-bit counter, good
statistical quality for shuffles and die rolls, trivial to reimplement elsewhere.
"""

import random
from typing import Any

from .jsonish import JsonObject

MASK64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15
MAX_SEED = (1 << 53) - 1  # seeds travel through JSON and JavaScript: keep them exact there


def seed_state(seed: int) -> int:
    """The generator state for a record's seed."""
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed must be an integer from 0 to {MAX_SEED}")
    return seed & MASK64


def next_u64(rng_state: int) -> tuple[int, int]:
    """Return (new state, 64-bit output)."""
    rng_state = (rng_state + GOLDEN_GAMMA) & MASK64
    z = rng_state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return rng_state, z ^ (z >> 31)


class Rng:
    """Draws from the generator held at `holder[key]` and writes the advanced state back.

    Usage inside a game: `rng = Rng(state)`; `rng.shuffle(deck)`; `rng.below(6)`.
    """

    def __init__(self, holder: JsonObject, key: str = "rng"):
        self._holder = holder
        self._key = key

    def u64(self) -> int:
        self._holder[self._key], out = next_u64(self._holder[self._key])
        return out

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[Any]) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def mix_in(rng_state: int, fresh: int) -> int:
    """The generator state after stirring in `fresh` entropy (a link game's chance drawn when
    needed, see record.py): a SplitMix64 output of the XOR, so every bit of both counts."""
    return next_u64((rng_state ^ fresh) & MASK64)[1]


_SYSTEM = random.SystemRandom()


def fresh_below(limit: int) -> int:
    """Chance from outside any game: the system's entropy (the browser's crypto in the page),
    for a new game's seed and a link game's fresh chance. As secrets.randbelow, whose module
    would add hmac to the standard library the page downloads."""
    return _SYSTEM.randrange(limit)
