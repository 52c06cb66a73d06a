"""Lorentz (hyperboloid) model: points lifted by `x0 = sqrt(1 + |x|^2)` and concatenated, the Minkowski product `-x0*y0 + <xs, ys>` from `slice_axis` parts (all (N, 1) with keepdims), distance by `arccosh`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4), (3, 4)]


def lift(F, x):
    x0 = F.sqrt(1 + F.sum(x * x, axis=-1, keepdims=True))
    return F.concat(x0, x, dim=-1)


def minkowski(F, x, y):
    time = F.slice_axis(x, axis=-1, begin=0, end=1) * F.slice_axis(y, axis=-1, begin=0, end=1)
    space = F.sum(F.slice_axis(x, axis=-1, begin=1, end=None) * F.slice_axis(y, axis=-1, begin=1, end=None),
                  axis=-1, keepdims=True)
    return space - time


class LorentzDistance(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, a, b):
        x, y = lift(F, self.enc(a)), lift(F, self.enc(b))
        return F.arccosh(F.clip(-minkowski(F, x, y), 1 + 1e-5, 1e5))


Net = LorentzDistance
