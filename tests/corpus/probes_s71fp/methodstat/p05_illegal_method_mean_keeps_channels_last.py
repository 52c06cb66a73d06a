"""Illegal look-alike: an (N, C, L) map's mean over axes (0, 1) by its method: (L,) = (1,) against the
(3,) Parameter."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 1)]


class Net(HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super().__init__(**kwargs)
        self.running_mean = self.params.get("running_mean", shape=(channels,), init=init.Zero())

    def hybrid_forward(self, F, x, running_mean):
        m = x.mean(axis=(0, 1))
        return running_mean - m
