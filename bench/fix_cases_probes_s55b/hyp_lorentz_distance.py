"""Lorentz (hyperboloid) model: points lifted with x0 = sqrt(1 + |x|^2), the Minkowski inner product read with `x[..., 0]` and `x[..., 1:]`, and the geodesic distance arccosh(-<x, y>_L)."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, a, b):
        x = F.concat(F.sqrt(1 + (a * a).sum(axis=-1, keepdims=True)), a, dim=-1)
        y = F.concat(F.sqrt(1 + (b * b).sum(axis=-1, keepdims=True)), b, dim=-1)
        inner = -x[..., 0] * y[..., 0] + (x[..., 1:] * y[..., 1:]).sum(axis=-1)
        return F.arccosh(F.maximum(-inner, 1 + 1e-5))
