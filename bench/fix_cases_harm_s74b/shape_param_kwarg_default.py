"""A hybrid_forward keyword with a python tuple default, never handed: its `[0]` is a python int."""
from mxnet.gluon import nn

INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x, groups=(2, 3)):
        return x.reshape((0, groups[0], groups[1])).mean(axis=2)
