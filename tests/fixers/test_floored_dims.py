"""A size read through python's `//` (fixers/_shapes.py ``Dim.floored``): the product algebra reads
``n // k`` as ``n / k``, which a reshape's element count makes exact but a slice bound does not,
so the mark travels through products and quotients while equality ignores it."""
from __future__ import annotations

from fractions import Fraction

from hybridlint.fixers._shapes import Dim


def test_the_mark_survives_the_product_that_cancels_the_quotient():
    n, k = Dim.atom("n"), Dim.const(4)
    quotient = Dim(Fraction(1, 4), (("n", 1),), floored=True)      # n // 4 as read
    whole = quotient * k
    assert whole == n                   # the algebra's value: n
    assert whole.floored                # but n // 4 * 4 is n only when 4 divides n
    assert quotient.inverse().floored


def test_sizes_read_without_a_quotient_are_not_marked():
    n, m = Dim.atom("n"), Dim.atom("m")
    assert not (n * m).floored
    assert not (n * m.inverse()).floored          # an exact ratio the walk builds itself
    assert not Dim.const(3).floored
