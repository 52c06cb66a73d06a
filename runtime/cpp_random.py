"""The C++ random numbers MXNet 1.9.1's C++ iterators draw: ``std::mt19937`` seeded with an
integer, and libstdc++'s ``uniform_real_distribution<float>``, ``uniform_int_distribution``
and ``std::shuffle`` over it, as the MXNet wheel's compiler builds them (a float draw is one
32-bit output scaled by 2**-32 in float32; an integer draw rejects outputs past the largest
multiple of the range and divides; ``shuffle`` swaps one position per draw).  Measured against
MXNet: ``ImageDetRecordIter(shuffle=True)``'s order over 7 records (tests/fixtures/mxnet/
image_det_record_iter) and over 300 records for 4 seeds (bench/RESULTS.md, session 23 H65), and
its random crops, pads and mirrors draw for draw."""
from __future__ import annotations

import numpy as np

_MAX = 0xFFFFFFFF
_F32_ONE_BELOW = np.nextafter(np.float32(1), np.float32(0))


class Mt19937:
    """``std::mt19937(seed)``: numpy's MT19937 given the state C++'s integer seeding makes."""

    def __init__(self, seed):
        key = np.empty(624, np.uint32)
        key[0] = seed & _MAX
        for i in range(1, 624):
            prev = int(key[i - 1])
            key[i] = (1812433253 * (prev ^ (prev >> 30)) + i) & _MAX
        self._bits = np.random.MT19937()
        self._bits.state = {"bit_generator": "MT19937", "state": {"key": key, "pos": 624}}

    def __call__(self):
        return int(self._bits.random_raw())


def uniform_float(gen, low, high):
    """``std::uniform_real_distribution<float>(low, high)(gen)``, in float32."""
    unit = np.float32(gen()) / np.float32(2.0 ** 32)
    if unit >= 1:
        unit = _F32_ONE_BELOW
    low, high = np.float32(low), np.float32(high)
    return np.float32(unit * (high - low) + low)


def uniform_int(gen, low, high):
    """``std::uniform_int_distribution(low, high)(gen)`` for a range below 2**32."""
    span = high - low + 1
    scaling = _MAX // span
    past = span * scaling
    while True:
        value = gen()
        if value < past:
            return value // scaling + low


def shuffle(items, gen):
    """``std::shuffle(items.begin(), items.end(), gen)`` in place."""
    for i in range(1, len(items)):
        j = uniform_int(gen, 0, i)
        items[i], items[j] = items[j], items[i]
