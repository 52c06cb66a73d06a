"""A -4 split by a count that a method rebinds after __init__ stored it."""
from mxnet.gluon import nn

INPUTS = [(2, 6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, period=2, **kwargs):
        super().__init__(**kwargs)
        self.period = period
        self.set_period(3)

    def set_period(self, p):
        self.period = p

    def hybrid_forward(self, F, x):
        p = self.period
        y = x.reshape((x.shape[0], x.shape[1] // p, p, x.shape[2]))
        return y.sum(axis=2)
