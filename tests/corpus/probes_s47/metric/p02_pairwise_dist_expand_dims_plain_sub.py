"""Pairwise distances written as `a.expand_dims(1) - b.expand_dims(0)`, relying on broadcasting of `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10)]


class Net(HybridBlock):
    def __init__(self, dim=8, eps=1e-12, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=10)

    def hybrid_forward(self, F, x):
        z = self.embed(x)
        diff = z.expand_dims(1) - z.expand_dims(0)          # (N, N, D)
        return F.sqrt(F.sum(F.square(diff), axis=-1) + self._eps)
