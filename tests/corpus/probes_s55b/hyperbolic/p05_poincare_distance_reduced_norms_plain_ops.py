"""Poincare distance `arccosh(1 + 2|x-y|^2 / ((1-|x|^2)(1-|y|^2)))`: every norm reduced without keepdims to (N,), so the plain operators meet equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4), (3, 4)]


class PoincareDistance(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x, y):
        u = 0.4 * F.tanh(self.enc(x))
        v = 0.4 * F.tanh(self.enc(y))
        diff = F.sum(F.square(u - v), axis=-1)
        alpha = 1 - F.sum(F.square(u), axis=-1)
        beta = 1 - F.sum(F.square(v), axis=-1)
        arg = 1 + 2 * diff / (alpha * beta)
        return F.arccosh(F.clip(arg, 1 + 1e-5, 1e5))


Net = PoincareDistance
