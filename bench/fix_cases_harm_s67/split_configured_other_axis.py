"""The quotient of one axis beside the count, the split written at another position."""
from mxnet.gluon import nn

INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, period=2, **kwargs):
        super().__init__(**kwargs)
        self.period = period

    def hybrid_forward(self, F, x):
        p = self.period
        y = x.reshape((x.shape[0], p, x.shape[2] // p, x.shape[1]))
        return y.sum(axis=1)
