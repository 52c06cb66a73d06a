"""Poincare-ball Mobius addition x (+) y with curvature c kept as a one-element nd.array made in the forward, the squared norms as keepdims sums meeting the (N, D) points."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, x, y):
        c = nd.array([1.0])
        x = x * 0.3
        y = y * 0.3
        x2 = (x * x).sum(axis=-1, keepdims=True)
        y2 = (y * y).sum(axis=-1, keepdims=True)
        xy = (x * y).sum(axis=-1, keepdims=True)
        num = F.broadcast_mul(1 + 2 * c * xy + c * y2, x) + F.broadcast_mul(1 - c * x2, y)
        den = 1 + 2 * c * xy + c ** 2 * x2 * y2
        return F.broadcast_div(num, F.maximum(den, 1e-5))
