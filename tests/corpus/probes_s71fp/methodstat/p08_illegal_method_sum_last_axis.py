"""Illegal look-alike: an (N, C, 1) map summed by its method over the last axis: (N, C) against (C,)."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 1)]


class Net(HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super().__init__(**kwargs)
        self.running_mean = self.params.get("running_mean", shape=(channels,), init=init.Zero())

    def hybrid_forward(self, F, x, running_mean):
        m = x.sum(axis=2)
        return running_mean - m
