"""Cosine similarity head normalising by `F.norm(z, axis=1, keepdims=True)` with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


def normalise(F, z, eps=1e-8):
    return z / (F.norm(z, axis=1, keepdims=True) + eps)


class Net(HybridBlock):
    def __init__(self, dim=8, temperature=0.1, **kwargs):
        super().__init__(**kwargs)
        self._tau = temperature
        with self.name_scope():
            self.online = nn.Dense(dim, in_units=10)
            self.predictor = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x1, x2):
        p = normalise(F, self.predictor(self.online(x1)))
        t = F.BlockGrad(normalise(F, self.online(x2)))
        return 2 - 2 * F.sum(p * t, axis=1)
