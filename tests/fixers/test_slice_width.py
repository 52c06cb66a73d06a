"""``slice_axis`` widths the shape walk takes as known (fixers/_shapes.py ``_slice_width``):
MXNet 1.9.1 raises on a begin or an end outside the axis and on an empty slice, so literal
bounds of one sign give the width wherever the call runs; a width that depends on the axis's
size is unknown."""
from __future__ import annotations

import libcst as cst
import pytest

from hybridlint.fixers._shapes import _slice_width


def _width(begin: str, end: str):
    return _slice_width(cst.parse_expression(begin), cst.parse_expression(end))


@pytest.mark.parametrize("begin, end, width", [
    ("0", "2", 2), ("2", "3", 1), ("1", "4", 3), ("-1", "None", 1), ("-3", "None", 3),
    ("-3", "-1", 2),
])
def test_literal_bounds_of_one_sign_give_the_width(begin, end, width):
    assert _width(begin, end) == width


@pytest.mark.parametrize("begin, end", [
    # the rest of the axis, its size unknown
    ("2", "None"), ("0", "None"),
    # one bound from the front, one from the back: the width depends on the axis's size
    ("1", "-1"), ("-2", "3"),
    # empty or reversed (MXNet raises), or not literal
    ("2", "2"), ("3", "1"), ("i", "i + 2"), ("0", "self.k"),
    # the next index of another value, or of a call that may answer otherwise the second time
    ("i", "j + 1"), ("f(i)", "f(i) + 1"), ("i", "i - 1"),
])
def test_bounds_that_leave_the_width_to_the_axis_give_nothing(begin, end):
    assert _width(begin, end) is None


@pytest.mark.parametrize("begin, end", [("i", "i + 1"), ("self.k", "self.k + 1"), ("t", "1 + t"),
                                        ("2 * i", "2 * i + 1")])
def test_one_value_and_its_next_index_take_one_element(begin, end):
    # an i of -1 gives an empty slice, which MXNet 1.9.1 raises on; any other i one element
    assert _width(begin, end) == 1
