"""CONSTRUCTS.md through real HybridBlocks: eager as MXNet, hybridized raising where MXNet
raises (same Python exception type) and also where MXNet silently differs."""
import random

import numpy as np
import pytest

from hybridlint.runtime import errors, nd, sym
from hybridlint.runtime.gluon import HybridBlock

MX_ERRORS = {
    "AttributeError": AttributeError, "TypeError": TypeError, "AssertionError": AssertionError,
    "NotImplementedForSymbol": errors.NotImplementedForSymbol, "MXNetError": errors.MXNetError,
}
SILENT = "silently differs"     # MXNet computes something else; the runtime must raise


def _nd_const(F, x):
    c = nd.array([1, 2])
    return F.broadcast_add(x, c.reshape((2, 1)))


def _iter_rows(F, x):
    return F.add_n(*[row for row in x])


# construct -> (body, eager result shape or error, hybridized result shape / error / SILENT)
ROWS = {
    "x.shape": (lambda F, x: x * x.shape[0], (2, 3), "AttributeError"),
    "x.asnumpy()": (lambda F, x: F.relu(x) if x.asnumpy() is not None else x, (2, 3),
                    "NotImplementedForSymbol"),
    "x[0]": (lambda F, x: x[0], (3,), SILENT),
    "x[0, 0]": (lambda F, x: x[0, 0], (1,), "TypeError"),
    "x[:, 0]": (lambda F, x: x[:, 0], (2,), "TypeError"),
    "x[0:1]": (lambda F, x: x[0:1], (1, 3), SILENT),
    "x += 1": (lambda F, x: x.__iadd__(1), (2, 3), "NotImplementedForSymbol"),
    "x + F.ones((1,1))": (lambda F, x: x + F.ones((1, 1)), (2, 3), "MXNetError"),
    "F.broadcast_add(x, F.ones((1,1)))": (lambda F, x: F.broadcast_add(x, F.ones((1, 1))),
                                          (2, 3), (2, 3)),
    "if x.sum() > 0": (lambda F, x: x * 2 if x.sum() > 0 else x, (2, 3),
                       "NotImplementedForSymbol"),
    "nd.array constant": (_nd_const, (2, 3), "AssertionError"),
    "len(x)": (lambda F, x: x * len(x), (2, 3), SILENT),
    "for row in x": (_iter_rows, (3,), SILENT),
    "x.dtype": (lambda F, x: x.astype(x.dtype), (2, 3), "AttributeError"),
    "x.T": (lambda F, x: x.T, (3, 2), "AttributeError"),
    "float(x.sum())": (lambda F, x: x * float(x.sum()), "TypeError", "TypeError"),
    "x + np.ones((2,3))": (lambda F, x: x + np.ones((2, 3)), "TypeError", "TypeError"),
    "nd.relu(x)": (lambda F, x: nd.relu(x), (2, 3), "AssertionError"),
    "mx.sym.relu(x)": (lambda F, x: sym.relu(x), "AssertionError", (2, 3)),
    "x.wait_to_read()": (lambda F, x: (x.wait_to_read(), x)[1], (2, 3), "NotImplementedForSymbol"),
    "print(x)": (lambda F, x: (print(x), F.relu(x))[1], (2, 3), (2, 3)),
}


class Body(HybridBlock):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def hybrid_forward(self, F, x):
        return self.fn(F, x)


def _call(blk, x, expect):
    if isinstance(expect, tuple):
        return blk(x)
    exc = errors.HybridError if expect == SILENT else MX_ERRORS[expect]
    with pytest.raises(exc) as info:
        blk(x)
    return info.value


@pytest.mark.parametrize("row", sorted(ROWS))
def test_construct_in_a_hybrid_block(row):
    fn, eager, hybrid = ROWS[row]
    x = nd.array([[1, 2, 3], [4, 5, 6]])
    blk = Body(fn)
    out = _call(blk, x, eager)
    if isinstance(eager, tuple):
        assert out.shape == eager
    blk.hybridize()
    out = _call(blk, x, hybrid)
    if isinstance(hybrid, tuple):
        assert out.shape == hybrid
    elif isinstance(out, errors.HybridError):
        # the runtime's own errors name the construct's rule code and the user's line
        assert "HYB0" in str(out) and "test_constructs_in_blocks.py" in str(out)


def test_python_values_are_frozen_at_trace():
    counter = []

    def body(F, x):
        counter.append(1)
        return x * len(counter) * random.choice([1.0])

    blk = Body(body)
    x = nd.ones((2, 3))
    assert blk(x).asnumpy().max() == 1 and blk(x).asnumpy().max() == 2
    blk.hybridize()
    first = blk(x).asnumpy().max()
    assert blk(x).asnumpy().max() == first == 3
