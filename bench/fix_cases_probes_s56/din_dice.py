"""Dice activation (DIN): the batch mean and variance of each unit (`x.mean(axis=0)` against (N, D)), an unbiased variance over `x.shape[0] - 1`, the gate p and a learned per-unit alpha (D,) mixing x and p * x."""
from mxnet.gluon import nn


INPUTS = [(4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, units=5, eps=1e-8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=5)
            self.alpha = self.params.get('alpha', shape=(units,), init='zeros')

    def hybrid_forward(self, F, x, alpha):
        h = self.fc(x)
        mean = h.mean(axis=0)
        var = ((h - mean) ** 2).sum(axis=0) / (h.shape[0] - 1)
        p = F.sigmoid((h - mean) / F.sqrt(var + self.eps))
        return p * h + (1 - p) * alpha * h
