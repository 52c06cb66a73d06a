"""H471: a grouped Conv2D(groups=2, in_channels=4) first; the reshape reads x.shape[1] (the channels, 4)."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Conv2D(4, 1, groups=2, in_channels=4), nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y.reshape((x.shape[0], x.shape[1], -1))
