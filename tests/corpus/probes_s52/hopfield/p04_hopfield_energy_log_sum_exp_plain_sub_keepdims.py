"""Hopfield energy whose by-hand log-sum-exp subtracts the kept-dims maximum with the plain operator: `F.exp(z - m)` for z (N, M) and m (N, 1)."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


def log_sum_exp(F, z, axis=-1):
    m = F.max(z, axis=axis, keepdims=True)
    return m + F.log(F.sum(F.exp(z - m), axis=axis, keepdims=True))


class HopfieldEnergy(HybridBlock):
    def __init__(self, num_patterns=5, dim=6, beta=2.0, **kwargs):
        super().__init__(**kwargs)
        self.beta = beta
        with self.name_scope():
            self.patterns = self.params.get("patterns", shape=(num_patterns, dim), init=init.Normal(1.0))

    def hybrid_forward(self, F, xi, patterns):
        scores = self.beta * F.dot(xi, patterns, transpose_b=True)
        return -log_sum_exp(F, scores).reshape((0,)) / self.beta + 0.5 * F.sum(xi * xi, axis=-1)


Net = HopfieldEnergy
