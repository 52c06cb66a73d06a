"""Poincare embeddings (Nickel & Kiela): the distance from each anchor to its K candidates, anchors expanded to (N, 1, D) and subtracted from the (N, K, D) candidates with `-`, arccosh of 1 + 2|u-v|^2 / ((1-|u|^2)(1-|v|^2))."""
from mxnet.gluon import nn


INPUTS = [(2, 3), (2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, u, v):
        u = u * 0.5
        v = v * 0.5
        uu = (u * u).sum(axis=-1).expand_dims(1)
        vv = (v * v).sum(axis=-1)
        sq = ((u.expand_dims(1) - v) ** 2).sum(axis=-1)
        arg = 1 + 2 * sq / ((1 - uu) * (1 - vv))
        return F.arccosh(F.maximum(arg, 1 + 1e-5))
