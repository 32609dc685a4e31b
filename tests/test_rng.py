"""The PRNG (core/rng.py): its outputs are fixed by known values, because every recorded game
depends on them (tests/playthroughs/). Changing any of them changes every game: that needs
a new rules_version for every game and regenerated playthroughs."""

import pytest

from ludoteca.core import Rng
from ludoteca.core.record import with_fresh_chance
from ludoteca.core.rng import MAX_SEED, mix_in, next_u64, seed_state


def outputs(state: int, count: int) -> list[int]:
    values = []
    for _ in range(count):
        state, value = next_u64(state)
        values.append(value)
    return values


def test_splitmix64_gives_the_published_values():
    # published outputs: seed 1234567 in Rosetta Code's "Pseudo-random numbers/Splitmix64"
    # task, and the first outputs from state 0
    assert outputs(1234567, 5) == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]
    assert outputs(0, 3) == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_draws_give_the_known_values_and_leave_the_known_state():
    holder = {"rng": seed_state(2024)}
    rng = Rng(holder)
    assert [rng.below(6) + 1 for _ in range(12)] == [2, 3, 4, 2, 3, 2, 6, 3, 5, 2, 6, 6]
    assert holder["rng"] == 7681369315911522532

    holder = {"rng": seed_state(2024)}
    items = list(range(10))
    Rng(holder).shuffle(items)
    assert items == [9, 0, 6, 3, 4, 2, 5, 7, 8, 1]
    assert holder["rng"] == 10372713005361030309


def test_below_rejects_the_biased_draws():
    # For a bound just over 2**63 about half the 64-bit outputs are rejected: six draws here
    # take eight outputs, and the values and the final state are fixed.
    holder = {"rng": seed_state(7)}
    rng = Rng(holder)
    bound = 2**63 + 5
    assert [rng.below(bound) for _ in range(6)] == [
        7191089600892374487,
        309689372594955804,
        8346079845500723674,
        4601199455465548305,
        8632209307422871798,
        6051947643683389182,
    ]
    state = seed_state(7)
    for _ in range(8):
        state, _ = next_u64(state)
    assert holder["rng"] == state
    with pytest.raises(ValueError):
        rng.below(0)


def test_fresh_chance_is_stirred_in_as_known():
    assert mix_in(seed_state(42), 123456789) == 16154822169202778171
    assert mix_in(0, 0) == 16294208416658607535
    state = {"rng": seed_state(42), "log": []}
    stirred = with_fresh_chance(state, 123456789)
    assert stirred["rng"] == 16154822169202778171 and state["rng"] == seed_state(42)


def test_rng_is_a_pure_function_of_its_state():
    a, b = {"rng": seed_state(42)}, {"rng": seed_state(42)}
    seq_a = [Rng(a).u64() for _ in range(5)]
    seq_b = [Rng(b).u64() for _ in range(5)]
    assert seq_a == seq_b
    assert len(set(seq_a)) == 5


def test_rng_below_is_in_range_and_covers_it():
    holder = {"rng": seed_state(1)}
    rng = Rng(holder)
    seen = [rng.below(6) for _ in range(6000)]
    assert set(seen) == set(range(6))
    assert all(800 < seen.count(k) < 1200 for k in range(6))


def test_rng_shuffle_is_a_permutation_and_deterministic():
    items = list(range(30))
    x, y = list(items), list(items)
    Rng({"rng": 5}).shuffle(x)
    Rng({"rng": 5}).shuffle(y)
    assert x == y and sorted(x) == items and x != items


@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 1.5, "7", True])
def test_bad_seeds_are_refused(seed):
    with pytest.raises(ValueError):
        seed_state(seed)


def test_the_largest_seed_is_exact_in_javascript():
    assert MAX_SEED == 2**53 - 1 and seed_state(MAX_SEED) == MAX_SEED
