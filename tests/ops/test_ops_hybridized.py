"""The ops added from MXNet 1.9.1 in session 11 (linalg, MultiBox*, the replayed sort order) inside
a Gluon HybridBlock: the hybridized (compiled) calls equal the eager one, twice (the cached graph),
and the gradient flows through linalg into the Dense layer."""
import numpy as np
from hybridlint.runtime import autograd, nd
from hybridlint.runtime.gluon import HybridBlock, nn


class _Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(6)

    def hybrid_forward(self, F, x, k):
        h = self.dense(x)
        g = F.linalg.gemm2(h, h, transpose_b=True)
        s = F.linalg.sumlogdiag(F.linalg.potrf(k))
        top = F.topk(F.round(h * 2), k=3, ret_typ="both")        # ties: MXNet's order
        anchors = F.contrib.MultiBoxPrior(F.reshape(h, (1, 1, 2, 6)), sizes=(0.5, 0.2),
                                          ratios=(1, 2))
        return (F.broadcast_add(g, F.reshape(s, (1, 1))), top[0], top[1], anchors,
                F.sort(F.round(h), axis=None))


def test_hybridized_equals_eager():
    net = _Net()
    net.initialize()
    x = nd.array(np.random.RandomState(0).randn(2, 5))
    m = np.random.RandomState(1).randn(3, 3)
    k = nd.array(m @ m.T + 3 * np.eye(3))
    eager = [o.asnumpy() for o in net(x, k)]
    net.hybridize()
    for _ in range(2):
        for e, h in zip(eager, net(x, k)):
            np.testing.assert_allclose(h.asnumpy(), e, rtol=1e-5, atol=1e-6)
    x.attach_grad()
    with autograd.record():
        y = net(x, k)[0].sum()
    y.backward()
    assert np.abs(x.grad.asnumpy()).sum() > 0
