"""Illegal look-alike: the method's statistic over the spatial axes keeps the batch: (N, C) against (C,)."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(1, 3, 4, 4)]


class Net(HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super().__init__(**kwargs)
        self.running_mean = self.params.get("running_mean", shape=(channels,), init=init.Zero())

    def hybrid_forward(self, F, x, running_mean):
        m = x.mean(axis=(2, 3))
        return running_mean - m
