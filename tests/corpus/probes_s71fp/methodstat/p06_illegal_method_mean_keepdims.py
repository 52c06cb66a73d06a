"""Illegal look-alike: the per-channel mean by the method with keepdims=True, (1, C, 1, 1), against the
(C,) Parameter under a plain `-`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


class Net(HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super().__init__(**kwargs)
        self.running_mean = self.params.get("running_mean", shape=(channels,), init=init.Zero())

    def hybrid_forward(self, F, x, running_mean):
        m = x.mean(axis=(0, 2, 3), keepdims=True)
        return m - running_mean
