"""Ranks proven by the block's own layers (fixers/_shapes.py ``_LAYER_RANK``): where the proof
does not hold, the rank-dependent rewrite is refused.

In MXNet 1.9.1 a Conv/Pool layer with an N-d kernel takes and gives (N + 2)-d tensors only, so
``self.pool(x)`` proves ``x`` 4-d -- but only where that call runs whenever the block returns.
``x.reshape((x.shape[0], 2, -1, x.shape[2], x.shape[3]))`` equals ``(0, -4, 2, -1, 0, 0)`` only
for a 4-d ``x`` (for a 5-d one the original folds the last axis into the -1), so no case below
may use those codes (rank-free-reshape builds that shape from ``x`` for any rank instead).
"""
from __future__ import annotations

import pytest

from .harness import fix_source

_HEAD = ("from mxnet.gluon import HybridBlock, nn\n\n\nclass Net(HybridBlock):\n"
         "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n")
_SPLIT = "y = x.reshape((x.shape[0], 2, -1, x.shape[2], x.shape[3])).sum(axis=1)"


def _module(init: str, body: str) -> str:
    return (_HEAD + "".join(f"        {line}\n" for line in init.splitlines())
            + "\n    def hybrid_forward(self, F, x):\n"
            + "".join(f"        {line}\n" for line in body.splitlines()))


REFUSED = {
    # the pool runs only under a condition
    "branch": ("self.pool = nn.MaxPool2D(1)\nself.use_pool = True",
               f"{_SPLIT}\nif self.use_pool:\n    y = F.concat(self.pool(x), y, dim=1)\nreturn y"),
    # after an early return: the block may return before the pool runs
    "early-return": ("self.pool = nn.MaxPool2D(1)\nself.plain = False",
                     f"{_SPLIT}\nif self.plain:\n    return y\nreturn F.concat(self.pool(x), y, dim=1)"),
    # global pools take 3-, 4- and 5-d input alike
    "global-pool": ("self.gap = nn.GlobalAvgPool2D()",
                    f"{_SPLIT}\nreturn F.broadcast_add(y, self.gap(x).mean(axis=1, keepdims=True))"),
    # global pooling takes 3-, 4- and 5-d input, also through F.Pooling
    "F-global-pool": ("self.k = 1", f"{_SPLIT}\n"
                      "return F.broadcast_add(y, F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type='avg'))"),
    # a BatchNorm keeps any rank
    "batchnorm": ("self.bn = nn.BatchNorm()", f"{_SPLIT}\nreturn F.broadcast_add(y, self.bn(x).mean(axis=1, keepdims=True))"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_rank_not_proven_keeps_the_sizes(case):
    """No rank-4 codes where the rank is not proven; since session 21 the target is built from x
    for any rank instead (rank-free-reshape: equal to the original for every rank it accepts)."""
    source = _module(*REFUSED[case])
    out = fix_source(source, unsafe=True)
    assert "x.reshape((0, -4, 2, -1, 0, 0))" not in out, out
    assert "F.reshape_like(x, F.reshape(F.reshape(F.transpose(F.reshape(x, shape=(0, 0, 0, 0, -1))" in out, out


def test_the_same_pool_in_straight_code_proves_the_rank():
    source = _module("self.pool = nn.MaxPool2D(1)", f"{_SPLIT}\nreturn F.concat(self.pool(x), y, dim=1)")
    assert "x.reshape((0, -4, 2, -1, 0, 0))" in fix_source(source, unsafe=True)
