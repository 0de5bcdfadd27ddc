# The PRNG gives the same sequence on both runtimes and is uniform enough.
from shared.prng import Prng, seed_state
from tests.support.check import raises


def test_sequence_is_fixed():
    # computed once on CPython; MicroPython must give the same numbers
    r = Prng(seed_state(42))
    assert [r.next32() for _ in range(5)] == [621060581, 2519955033, 3892145797,
                                               261134835, 2305819428]


def test_below_is_fixed():
    r = Prng(seed_state(0))
    assert [r.below(10) for _ in range(20)] == [1, 1, 2, 1, 5, 8, 4, 6, 3, 4,
                                                2, 7, 6, 6, 7, 7, 1, 4, 6, 6]


def test_shuffle_is_fixed_and_keeps_the_items():
    items = list(range(10))
    r = Prng(seed_state(7))
    r.shuffle(items)
    assert items == [2, 3, 1, 5, 6, 8, 7, 4, 9, 0]
    assert r.state == 3053246036


def test_state_is_never_zero_and_fits_32_bits():
    for seed in (0, 1, -1, 2 ** 40, 0x6D2B79F5):
        s = seed_state(seed)
        assert 0 < s <= 0xFFFFFFFF


def test_below_is_roughly_uniform():
    r = Prng(seed_state(3))
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    for c in counts:
        assert 850 < c < 1150, counts


def test_below_refuses_an_empty_range():
    raises(ValueError, Prng(1).below, 0)


def test_nearby_seeds_diverge():
    assert Prng(seed_state(1)).next32() != Prng(seed_state(2)).next32()
