"""A subclass of the file adds a wider conv to the base's Sequential after it was built."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 2, 2), (8,)]


class Base(nn.HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Conv2D(c, 1, in_channels=3), nn.BatchNorm())

    def hybrid_forward(self, F, x, w):
        y = self.body(x)
        return F.broadcast_add(y, w.reshape((-1, y.shape[1])).sum(axis=0).reshape((1, -1, 1, 1)))


class Net(Base):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.body.add(nn.Conv2D(2, 1, in_channels=4))
