"""Poincare-ball Mobius addition in a module-level helper taking `F`: inner products and squared norms with `keepdims=True`, combined with the vectors by `broadcast_mul` / `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4), (3, 4)]


def mobius_add(F, x, y, c):
    xy = F.sum(x * y, axis=-1, keepdims=True)
    x2 = F.sum(x * x, axis=-1, keepdims=True)
    y2 = F.sum(y * y, axis=-1, keepdims=True)
    num = F.broadcast_mul(1 + 2 * c * xy + c * y2, x) + F.broadcast_mul(1 - c * x2, y)
    den = 1 + 2 * c * xy + c * c * x2 * y2
    return F.broadcast_div(num, den + 1e-5)


class MobiusResidual(HybridBlock):
    def __init__(self, dim=4, c=1.0, **kwargs):
        super().__init__(**kwargs)
        self.c = c
        with self.name_scope():
            self.fc = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x, y):
        return mobius_add(F, 0.3 * F.tanh(x), 0.3 * F.tanh(self.fc(y)), self.c)


Net = MobiusResidual
