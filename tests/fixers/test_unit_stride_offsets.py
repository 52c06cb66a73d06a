"""A stride-1 layer's output length in the shape walk (fixers/_shapes.py ``unit_stride_offsets``): MXNet
1.9.1 gives floor((L + 2p - d(k - 1) - 1) / s) + 1 for a convolution (a pool: d = 1, ceil_mode rounding
up), which at s = 1 is L + 2p - d(k - 1) exactly and raises below 1.  Any other stride, a pool's default
stride (its pool size), or geometry that is not an int literal gives no offset."""
from __future__ import annotations

import ast

import pytest

from fixers._shapes import unit_stride_offsets


def _offsets(call: str, rank: int, pool: bool = False):
    return unit_stride_offsets(ast.parse(call, mode="eval").body, rank, pool=pool)


@pytest.mark.parametrize("call,rank,pool,want", [
    ("nn.Conv1D(5, 3, padding=4, dilation=2, in_channels=3)", 3, False, (4,)),
    ("nn.Conv1D(5, 3, 1, 4, 2)", 3, False, (4,)),                       # positional strides, padding, dilation
    ("nn.Conv1D(5, 3, in_channels=3)", 3, False, (-2,)),
    ("nn.Conv2D(4, (3, 1), padding=(3, 0))", 4, False, (4, 0)),
    ("nn.Conv2D(4, kernel_size=5, padding=2)", 4, False, (0, 0)),
    ("nn.MaxPool2D(3, 1, 2)", 4, True, (2, 2)),
    ("nn.AvgPool1D(pool_size=3, strides=1, padding=1, ceil_mode=True)", 3, True, (0,)),
    ("nn.MaxPool1D(1)", 3, True, (0,)),                                  # strides default to the pool size, 1
    # no offset
    ("nn.Conv1D(5, 3, strides=2, padding=4)", 3, False, None),
    ("nn.Conv1D(5, 3, 2, 5)", 3, False, None),                           # stride 2 given positionally
    ("nn.Conv1D(5, k, padding=4)", 3, False, None),
    ("nn.Conv1D(5, 3, padding=self.pad)", 3, False, None),
    ("nn.Conv1D(5, 3, *rest)", 3, False, None),
    ("nn.Conv2D(4, 3, padding=(1, 1, 1))", 4, False, None),             # one entry per spatial axis
    ("nn.MaxPool1D(4, padding=3, ceil_mode=True)", 3, True, None),       # default stride: the pool size
    ("nn.MaxPool2D(3, strides=None, padding=1)", 4, True, None),
    ("nn.MaxPool2D(pool_size=2, strides=(1, 2))", 4, True, None),
])
def test_unit_stride_offsets(call, rank, pool, want):
    assert _offsets(call, rank, pool) == want
