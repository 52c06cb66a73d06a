"""A sum of sizes with a tensor's size in it (fixers/_shapes.py ``dim_sum``): one atom named by
its terms, so that the same sum reached two ways is equal, and no other size is."""
from __future__ import annotations

from fractions import Fraction

from hybridlint.fixers._shapes import TENSOR_ATOM, Dim, dim_sum

K = Dim.atom(TENSOR_ATOM + "1:2")
Q = Dim.atom(TENSOR_ATOM + "1:1")
ONE = Dim.const(1)


def test_the_same_terms_in_any_order_and_nesting_are_one_size():
    assert dim_sum([K, ONE]) == dim_sum([ONE, K])
    assert dim_sum([dim_sum([K, ONE]), Q]) == dim_sum([K, dim_sum([Q, ONE])])


def test_other_sums_differ_and_none_is_a_term():
    assert dim_sum([K, ONE]) != dim_sum([Q, ONE])
    assert dim_sum([K, ONE]) != dim_sum([K, Dim.const(2)])
    assert dim_sum([K, ONE]) not in (K, Q, ONE)


def test_like_terms_add_and_a_sum_has_no_python_text():
    assert dim_sum([K, K]) == Dim(Fraction(2), K.atoms)
    assert dim_sum([ONE, Dim.const(2)]) == Dim.const(3)
    assert dim_sum([K, ONE]).python() is None
    assert dim_sum([K, ONE]).from_tensor
