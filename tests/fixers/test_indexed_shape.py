"""A tensor indexed by slices and python ints (fixers/_shapes.py ``Reader._indexed``): a whole
slice keeps its axis, a bounded or stepped one keeps it at an unknown size (session 64, H422), an
int drops it; a tensor index leaves the result unknown, so a reshape by the batch read from before
the index is refused, as it is where the batch axis itself is cut."""
from __future__ import annotations

import pytest

from .harness import fix_source


def _module(index: str) -> str:
    return ("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
            "    def hybrid_forward(self, F, x, idx):\n        n = x.shape[0]\n"
            f"        y = {index}\n        return y.reshape((n, -1))\n")


@pytest.mark.parametrize("index", ["x[:, 0]", "x[:, 1, :]", "x[:]"])
def test_a_whole_slice_keeps_the_batch(index):
    assert "y.reshape((0, -1))" in fix_source(_module(index), unsafe=True)


@pytest.mark.parametrize("index", ["F.concat(x, x, dim=2)[:, :, :x.shape[1]]",
                                   "F.concat(x, x, dim=2)[:, ::2, :x.shape[1]]"])
def test_a_cut_of_another_axis_keeps_the_batch(index):
    # the cut's bound is a size, so no python-int slice rewrite runs first: the reshape is proven
    # on the subscript itself, in the pass that crops it
    assert "y.reshape((0, -1))" in fix_source(_module(index), unsafe=True)


@pytest.mark.parametrize("index", ["x[1:, 0]", "x[::2, 0]", "x[0]", "x[idx, 0]", "x[:, idx]"])
def test_other_indexes_leave_the_batch_unknown(index):
    assert "y.reshape((0, -1))" not in fix_source(_module(index), unsafe=True)
