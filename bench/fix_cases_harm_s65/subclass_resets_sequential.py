"""A subclass that declares the base's body again as a pooling Sequential."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Base(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Base, self).__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Conv2D(3, 3, padding=1, in_channels=3))

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        y = self.body(x)
        return y.reshape((B, -1, H * W // 4))


class Net(Base):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.MaxPool2D(2))
