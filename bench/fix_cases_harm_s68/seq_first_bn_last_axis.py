"""H471: a Sequential whose first layer is a channels-last BatchNorm(axis=3, in_channels=c) on NHWC data; the reshape reads x.shape[1] (the height)."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.BatchNorm(axis=3, in_channels=c), nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y.reshape((x.shape[0], x.shape[1], -1))
