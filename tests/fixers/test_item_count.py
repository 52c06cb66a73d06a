"""item_count_default: how many children a declared list probably holds, read from the one loop
(or comprehension) over ``range(n)`` that ``__init__`` builds it in."""
from __future__ import annotations

import textwrap

from hybridlint.fixers._shapes import item_count_default
from tests.fixers.test_declared_children import _context

_HEAD = "from mxnet.gluon import nn\n\n\nclass Net(nn.HybridBlock):\n    def __init__(self, bands=3, units=4):\n"


def _count(init_body: str, attr: str = "filters"):
    ctx, cls = _context(_HEAD + textwrap.indent(textwrap.dedent(init_body), " " * 8))
    return item_count_default(ctx, cls, attr)


def test_a_loop_over_a_range_of_a_defaulted_parameter_or_a_literal_counts_the_items():
    assert _count("""\
        super().__init__()
        with self.name_scope():
            self.filters = nn.HybridSequential()
            for _ in range(bands):
                self.filters.add(nn.Dense(units))
    """) == ("bands", 3)
    assert _count("""\
        self.filters = []
        for _ in range(2):
            self.filters.append(nn.Dense(units))
    """) == ("2", 2)
    assert _count("self.filters = [nn.Dense(units) for _ in range(bands)]\n") == ("bands", 3)


def test_adds_under_a_condition_in_two_loops_or_outside_a_loop_give_no_count():
    conditional = """\
        self.filters = nn.HybridSequential()
        for i in range(bands):
            if i:
                self.filters.add(nn.Dense(units))
    """
    twice = """\
        self.filters = nn.HybridSequential()
        for _ in range(bands):
            self.filters.add(nn.Dense(units))
        for _ in range(2):
            self.filters.add(nn.Dense(units))
    """
    straight = """\
        self.filters = nn.HybridSequential()
        self.filters.add(nn.Dense(units))
    """
    nested = """\
        self.filters = nn.HybridSequential()
        for _ in range(2):
            for _ in range(bands):
                self.filters.add(nn.Dense(units))
    """
    assert [_count(b) for b in (conditional, twice, straight, nested)] == [None] * 4


def test_a_count_rebound_in_init_or_not_a_range_gives_none():
    rebound = """\
        bands = bands * 2
        self.filters = nn.HybridSequential()
        for _ in range(bands):
            self.filters.add(nn.Dense(units))
    """
    listed = """\
        self.filters = nn.HybridSequential()
        for u in (4, 4):
            self.filters.add(nn.Dense(u))
    """
    assert _count(rebound) is None and _count(listed) is None
