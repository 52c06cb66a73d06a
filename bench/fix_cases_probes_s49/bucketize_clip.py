"""Tabular feature: a numeric column capped at the last boundary when it exceeds it, bucketized, then embedded."""
from mxnet.gluon import nn


INPUTS = [(5,)]


class Net(nn.HybridBlock):
    def __init__(self, boundaries=(-0.5, 0.0, 0.5), dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._boundaries = boundaries
        with self.name_scope():
            self.embed = nn.Embedding(len(boundaries) + 1, dim)

    def hybrid_forward(self, F, x):
        x = x * 2
        if F.max(x) > self._boundaries[-1]:
            x = F.minimum(x, self._boundaries[-1] * F.ones_like(x))
        bucket = F.zeros_like(x)
        for edge in self._boundaries:
            bucket = bucket + (x > edge)
        return self.embed(bucket)
