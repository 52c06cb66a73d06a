"""Poincare distance rescaled by the embedding dimension read from `u.shape[-1]`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4), (3, 4)]


class ScaledPoincareDistance(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x, y):
        u = 0.4 * F.tanh(self.enc(x))
        v = 0.4 * F.tanh(self.enc(y))
        diff = F.sum(F.square(u - v), axis=-1)
        denom = (1 - F.sum(F.square(u), axis=-1)) * (1 - F.sum(F.square(v), axis=-1))
        dist = F.arccosh(F.clip(1 + 2 * diff / denom, 1 + 1e-5, 1e5))
        return dist / math.sqrt(u.shape[-1])


Net = ScaledPoincareDistance
