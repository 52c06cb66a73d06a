"""Sparsemax (Martins & Astudillo) written by hand: scores sorted descending with `F.sort`, the cumulative sum by `dot` with an upper-triangular constant, the support `1 + k z_(k) > cumsum` with the (K,) range constant by broadcast comparisons, tau from keepdims sums, `relu(z - tau)` by `broadcast_sub`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Sparsemax(HybridBlock):
    def __init__(self, k=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rng = self.params.get_constant("rng", np.arange(1, k + 1, dtype="float32").reshape(1, k))
            self.triu = self.params.get_constant("triu", np.triu(np.ones((k, k), dtype="float32")))

    def hybrid_forward(self, F, z, rng, triu):
        zs = F.sort(z, axis=1, is_ascend=False)
        cs = F.dot(zs, triu)
        support = F.broadcast_greater(1 + F.broadcast_mul(rng, zs), cs)
        k_z = F.sum(support, axis=1, keepdims=True)
        tau = F.broadcast_div(F.sum(zs * support, axis=1, keepdims=True) - 1, k_z)
        return F.relu(F.broadcast_sub(z, tau))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scores = nn.Dense(5, in_units=6)
            self.sparsemax = Sparsemax(5)

    def hybrid_forward(self, F, x):
        return self.sparsemax(self.scores(x))
