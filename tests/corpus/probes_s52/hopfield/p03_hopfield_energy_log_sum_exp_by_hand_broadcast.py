"""Modern Hopfield energy `-lse(beta, X xi) / beta + 0.5 xi.xi`: the log-sum-exp by hand, the row maximum with `keepdims` removed by `broadcast_sub` and added back."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


def log_sum_exp(F, z, axis=-1):
    m = F.max(z, axis=axis, keepdims=True)
    return (m + F.log(F.sum(F.exp(F.broadcast_sub(z, m)), axis=axis, keepdims=True))).reshape((0,))


class HopfieldEnergy(HybridBlock):
    def __init__(self, num_patterns=5, dim=6, beta=2.0, **kwargs):
        super().__init__(**kwargs)
        self.beta = beta
        with self.name_scope():
            self.patterns = self.params.get("patterns", shape=(num_patterns, dim), init=init.Normal(1.0))

    def hybrid_forward(self, F, xi, patterns):
        scores = self.beta * F.dot(xi, patterns, transpose_b=True)
        return -log_sum_exp(F, scores) / self.beta + 0.5 * F.sum(xi * xi, axis=-1)


Net = HopfieldEnergy
