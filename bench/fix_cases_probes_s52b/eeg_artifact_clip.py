"""Artifact guard: a recording whose peak amplitude (read back as a python number) exceeds the limit is scaled down before the classifier."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8)]


class Net(nn.HybridBlock):
    def __init__(self, limit=0.5, classes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._limit = limit
        with self.name_scope():
            self.out = nn.Dense(classes, in_units=24)

    def hybrid_forward(self, F, x):
        peak = F.abs(x).max()
        if peak.asscalar() > self._limit:
            x = x * (self._limit / peak)
        return self.out(x)
