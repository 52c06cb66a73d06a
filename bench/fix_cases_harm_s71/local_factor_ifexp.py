"""kept: a factor a local declares as one of two literals, then an added constant"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, on=True, **kwargs):
        super().__init__(**kwargs)
        self.on = on

    def hybrid_forward(self, F, x):
        factor = 2.0 if self.on else 0.5
        return x / (F.abs(x).max().asscalar() * factor + 1.0)
