"""Weighted sum of per-task losses: the task losses stacked and multiplied by fixed task weights held as nd.array of a python list."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 3), (4, 2), (4, 2)]


class Net(nn.HybridBlock):
    def __init__(self, weights=(1.0, 0.5), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.weights = list(weights)
        with self.name_scope():
            self.a = nn.Dense(2, in_units=3)
            self.b = nn.Dense(2, in_units=3)

    def hybrid_forward(self, F, x, ya, yb):
        la = ((self.a(x) - ya) ** 2).mean()
        lb = F.abs(self.b(x) - yb).mean()
        w = nd.array(self.weights)
        return (F.concat(la, lb, dim=0) * w).sum()
