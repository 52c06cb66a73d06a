"""A -4 split by a configured count a subclass sets to 1."""
from mxnet.gluon import nn

INPUTS = [(2, 6, 3)]


class Base(nn.HybridBlock):
    def __init__(self, period=2, **kwargs):
        super().__init__(**kwargs)
        self.period = period

    def hybrid_forward(self, F, x):
        p = self.period
        y = x.reshape((x.shape[0], x.shape[1] // p, p, x.shape[2]))
        return y.sum(axis=2)


class Net(Base):
    def __init__(self, **kwargs):
        super().__init__(period=1, **kwargs)
