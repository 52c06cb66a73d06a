"""contrib.boolean_mask and contrib.allclose against numpy (op_edges.npz holds them to
MXNet 1.9.1 too: test_op_edges.py)."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime.gluon import HybridBlock
from hybridlint.runtime.registry import OpError

from .grad_harness import GradCase, check_grad
from .harness import Case, check, run_kernel

R = np.random.RandomState(4)
DATA = R.standard_normal((5, 3)).astype("float32")
FLAGS = np.array([1, 0, 2, 0, -1], "float32")

CASES = [
    Case("contrib.boolean_mask", [DATA, FLAGS], reference=lambda d, i: d[i != 0],
         id="boolean_mask"),
    Case("contrib._contrib_boolean_mask", [DATA.astype("int64"), FLAGS.astype("int32")],
         reference=lambda d, i: d[i != 0], id="boolean_mask-int"),
    Case("contrib.boolean_mask", [DATA, np.zeros(5, "float32")], {"axis": "0"},
         reference=lambda d, i: d[:0], id="boolean_mask-none-kept"),
    Case("contrib.allclose", [DATA, DATA + 1e-7], expected=np.array(1, "uint8"),
         id="allclose"),
    Case("contrib._contrib_allclose", [DATA, DATA * 1.01], {"rtol": 0.001},
         expected=np.array(0, "uint8"), id="allclose-rtol"),
    Case("contrib.allclose", [np.array([1.0, np.nan, np.inf]), np.array([1.0, np.nan, np.inf])],
         {"equal_nan": False}, expected=np.array(0, "uint8"), id="allclose-nan-unequal"),
    Case("contrib.allclose", [np.array([1.0, np.nan, np.inf]), np.array([1.0, np.nan, np.inf])],
         expected=np.array(1, "uint8"), id="allclose-nan-equal"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_numpy_reference(case):
    check(case)


def test_refusals_as_mxnet():
    with pytest.raises(OpError, match="axis=1"):
        run_kernel("contrib.boolean_mask", DATA, FLAGS[:3], axis=1)
    with pytest.raises(OpError, match="one flag per row"):
        run_kernel("contrib.boolean_mask", DATA, FLAGS[:3])
    with pytest.raises(OpError, match="differ"):
        run_kernel("contrib.allclose", DATA, DATA[:1])


GRAD_CASES = [GradCase("contrib.boolean_mask", [DATA.astype(np.float64), FLAGS], no_grad=(1,))]


@pytest.mark.parametrize("case", GRAD_CASES, ids=lambda c: c.id)
def test_gradient(case):
    check_grad(case)


def test_hybridized_block_with_a_data_dependent_length():
    class Keep(HybridBlock):
        def hybrid_forward(self, F, x, flags):
            return F.contrib.boolean_mask(x, flags) * 2

    block = Keep()
    block.hybridize()
    x = nd.array(DATA)
    x.attach_grad()
    for flags in (FLAGS, np.array([0, 0, 1, 0, 0], "float32")):
        with autograd.record():
            y = block(x, nd.array(flags))
        y.backward()
        np.testing.assert_allclose(y.asnumpy(), DATA[flags != 0] * 2)
        np.testing.assert_allclose(x.grad.asnumpy(),
                                   np.where(flags[:, None] != 0, 2.0, 0.0) * np.ones((1, 3)))
