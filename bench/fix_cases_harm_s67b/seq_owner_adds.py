"""The block holding it adds a layer to the child's Sequential."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 2, 2)]


class Head(nn.HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Conv2D(c, 1, in_channels=3), nn.BatchNorm())

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y.reshape((0, y.shape[1], -1)).mean(axis=2)


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.head = Head()
        self.head.body.add(nn.Conv2D(2, 1, in_channels=4))

    def hybrid_forward(self, F, x):
        return self.head(x)
