"""Relation network: every ordered pair of objects concatenated, g applied to each pair, summed over pairs, f on the sum."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.g = nn.Dense(6, in_units=8, activation='relu')
            self.f = nn.Dense(2, in_units=6)

    def hybrid_forward(self, F, x):
        n, k, d = x.shape
        xi = x.expand_dims(1).broadcast_to((n, k, k, d))
        xj = x.expand_dims(2).broadcast_to((n, k, k, d))
        pairs = F.concat(xi, xj, dim=3).reshape((n * k * k, 2 * d))
        g = self.g(pairs).reshape((n, k * k, -1)).sum(axis=1)
        return self.f(g)
