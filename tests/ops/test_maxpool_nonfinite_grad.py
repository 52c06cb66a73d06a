"""Max pooling's data gradient with inf/NaN in the head gradient equals real MXNet 1.9.1's,
eagerly and hybridized (tests/fixtures/mxnet/maxpool_grad.npz from
bench/mxnet_maxpool_grad_fixtures.py): the out-grad goes to each window's first maximum alone,
so the other elements stay 0 rather than 0 * inf = NaN."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime.gluon import HybridBlock

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "maxpool_grad.npz")
CASES = json.loads(FIX["__cases__"].tobytes().decode())


class _MaxPool(HybridBlock):
    def __init__(self, attrs):
        super().__init__()
        self.attrs = attrs

    def hybrid_forward(self, F, x):
        return F.Pooling(x, pool_type="max", **self.attrs)


@pytest.mark.parametrize("hybridize", [False, True], ids=["eager", "hybridized"])
@pytest.mark.parametrize("k", range(len(CASES)))
def test_max_pool_gradient_of_non_finite_heads_matches_mxnet(k, hybridize):
    attrs = {name: tuple(v) for name, v in CASES[k][0].items()}
    block = _MaxPool(attrs)
    if hybridize:
        block.hybridize()
    x = nd.array(FIX[f"{k}_x"])
    x.attach_grad()
    with autograd.record():
        y = block(x)
    y.backward(nd.array(FIX[f"{k}_head"]))
    got, want = x.grad.asnumpy(), FIX[f"{k}_grad"]
    # inf, -inf, NaN and the zeros beside them exactly; where overlapping windows add several
    # out-grads into one element, the order of the float32 adds may differ from MXNet's
    for special in (np.isnan, np.isposinf, np.isneginf, lambda a: a == 0):
        np.testing.assert_array_equal(special(got), special(want))
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=0)
