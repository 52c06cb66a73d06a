"""A ``for`` loop between a folded batch and its restore (fixers/_shapes.py ``_loop_kept``): the
shape walk keeps a carried tensor's shape past the loop where one reading of the body maps that
shape to itself, and its rank and the axes the body keeps where it changes others (read again from
those until it keeps what it starts from); otherwise the restore is refused.
"""
from __future__ import annotations

import pytest

from .harness import fix_source

_HEAD = ("from mxnet.gluon import HybridBlock, nn\n\n\nclass Net(HybridBlock):\n"
         "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n"
         "        self.stem = nn.Dense(5, in_units=4)\n        self.layers = nn.HybridSequential()\n"
         "        for _ in range(2):\n            self.layers.add(nn.Dense(5, in_units=5))\n"
         "\n    def hybrid_forward(self, F, x):\n        n, w, l = x.shape\n"
         "        h = self.stem(x.reshape((n * w, l)))\n")
_RESTORED = "F.reshape_like(h, x, lhs_begin=0, lhs_end=1, rhs_begin=0, rhs_end=2)"


def _module(loop: str) -> str:
    return _HEAD + "".join(f"        {line}\n" for line in loop.splitlines()) + "        return h.reshape((n, w, -1))\n"


def test_a_residual_stack_keeps_the_folded_batch():
    out = fix_source(_module("for layer in self.layers:\n    h = F.relu(layer(h)) + h"), unsafe=True)
    assert _RESTORED in out, out


def test_a_value_computed_in_the_body_before_its_use_is_not_carried():
    loop = "for layer in self.layers:\n    t = F.sigmoid(layer(h))\n    h = t * h + (1 - t) * layer(h)"
    assert _RESTORED in fix_source(_module(loop), unsafe=True)


def test_a_pass_that_widens_the_features_keeps_the_folded_batch():
    # axis 1 grows each pass; axis 0, the one the restore reads, is the same at every pass's end,
    # which a second read of the body from a start knowing axis 0 alone proves
    out = fix_source(_module("for layer in self.layers:\n    h = F.concat(h, layer(h), dim=1)"), unsafe=True)
    assert _RESTORED in out, out


REFUSED = {
    # an iteration may stop part way
    "break": "for layer in self.layers:\n    h = layer(h) + h\n    if h.sum() > 0:\n        break",
    # the restored axis changes every pass
    "batch-doubled": "for layer in self.layers:\n    h = F.concat(h, layer(h), dim=0)",
    # ... or is read through a reshape of sizes the walk does not know
    "batch-refolded": "for layer in self.layers:\n    h = F.concat(h, layer(h), dim=1).reshape((-1, 5))",
    # the rank changes
    "rank": "for layer in self.layers:\n    h = layer(h).expand_dims(0)",
    # a python value carried from pass to pass (not a tensor of known shape)
    "carried-python": "k = 1\nfor layer in self.layers:\n    h = layer(h) * k + h\n    k = k * 2",
    # a tensor the loop walks is known in its first pass only
    "walked-tensor": "for s in (h, h * 2):\n    h = F.concat(h, s, dim=0)",
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_loops_that_may_change_the_shape_refuse(case):
    assert _RESTORED not in fix_source(_module(REFUSED[case]), unsafe=True)
