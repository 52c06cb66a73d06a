"""H471: a Sequential whose first layer is Dense(flatten=False, in_units=c): the last axis is c; the reshape reads x.shape[1]."""
from mxnet.gluon import nn

INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Dense(4, in_units=c, flatten=False), nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y.reshape((x.shape[0], x.shape[1], -1))
