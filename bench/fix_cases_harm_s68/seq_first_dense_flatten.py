"""H471: a Sequential whose first layer is Dense(in_units=6) (flatten): the input is (B, 2, 3); the reshape reads x.shape[2]."""
from mxnet.gluon import nn

INPUTS = [(2, 2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Dense(4, in_units=6), nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return F.broadcast_add(y.reshape((0, -1, 1)), x.reshape((x.shape[0], 1, -1)))
