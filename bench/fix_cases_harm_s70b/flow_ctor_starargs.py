"""H505 a constructor default, the child built with *args"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Inner(nn.HybridBlock):
    def __init__(self, units=5, **kwargs):
        super().__init__(**kwargs)
        self.d = nn.Dense(units)

    def hybrid_forward(self, F, x):
        y = self.d(x)
        return y[:, -3:] * 2


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        args = (1,)
        self.inner = Inner(*args)

    def hybrid_forward(self, F, x):
        return self.inner(x)
