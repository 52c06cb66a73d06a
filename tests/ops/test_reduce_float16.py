"""float16 reductions equal real MXNet 1.9.1's bit for bit, eagerly and hybridized
(tests/fixtures/mxnet/reduce_float16.npz from bench/mxnet_reduce_float16_fixtures.py): MXNet sums
half in half, in order and compensated, where numpy's float32 pairs land a float16 step away."""
import ast
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import nd
from hybridlint.runtime.gluon import HybridBlock

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "reduce_float16.npz")
CASES = sorted({int(k.split("_")[0]) for k in FIX.files})


class _Reduce(HybridBlock):
    def __init__(self, op, axis):
        super().__init__()
        self.op, self.axis = op, axis

    def hybrid_forward(self, F, x):
        kwargs = {} if self.axis is None else {"axis": self.axis}
        return getattr(F, self.op)(x, **kwargs)


@pytest.mark.parametrize("hybridize", [False, True], ids=["eager", "hybridized"])
@pytest.mark.parametrize("k", CASES)
def test_float16_reduction_matches_mxnet(k, hybridize):
    op, axis = FIX[f"{k}_meta"]
    block = _Reduce(str(op), ast.literal_eval(str(axis)))
    if hybridize:
        block.hybridize()
    got = block(nd.array(FIX[f"{k}_x"], dtype="float16")).asnumpy()
    want = FIX[f"{k}_y"]
    assert got.dtype == np.float16 and got.shape == want.shape
    np.testing.assert_array_equal(got, want)


def test_the_fixture_tells_mxnet_from_numpy():
    """The long rows are where numpy's float32 pairs and MXNet's half sums part: a kernel that
    sums the numpy way fails the test above."""
    x, want = FIX["0_x"], FIX["0_y"]
    assert not np.array_equal(x.sum(axis=1), want)


@pytest.mark.parametrize("values,op,want", [
    ([60000, 60000, -60000], "sum", np.inf),       # the residual is reset on overflow
    ([60000, 60000, -60000], "nansum", np.nan),    # ... but not by nansum (measured in 1.9.1)
    ([np.nan, 1, 2], "nansum", 3.0),
    ([np.nan, 1, 2], "sum", np.nan),
    ([1e-3, 2048, 1, 1, 1, 1], "sum", 2052.0),     # compensated: 1 + 2048 alone rounds away
])
def test_float16_sum_edges_as_mxnet(values, op, want):
    got = getattr(nd, op)(nd.array(np.array(values, np.float16), dtype="float16")).asnumpy()
    np.testing.assert_array_equal(got, np.array([want], np.float16))
