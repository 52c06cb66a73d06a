"""Entropic optimal transport between two point sets: squared-distance cost from a broadcast difference, then Sinkhorn scalings."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 2), (2, 4, 2)]


class Net(nn.HybridBlock):
    def __init__(self, iters=4, eps=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._iters = iters
        self._eps = eps

    def hybrid_forward(self, F, x, y):
        c = ((x.expand_dims(2) - y.expand_dims(1)) ** 2).sum(axis=-1)
        k = F.exp(-c / self._eps)
        a = F.ones_like(c.sum(axis=2))
        b = F.ones_like(c.sum(axis=1))
        for _ in range(self._iters):
            a = 1.0 / F.batch_dot(k, b.expand_dims(2)).squeeze(axis=2)
            b = 1.0 / F.batch_dot(k, a.expand_dims(2), transpose_a=True).squeeze(axis=2)
        return a.expand_dims(2) * k * b.expand_dims(1)
