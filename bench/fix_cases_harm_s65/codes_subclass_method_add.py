"""A Sequential extended in a subclass method that __init__ calls."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Base(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Base, self).__init__(**kwargs)
        self.body = nn.HybridSequential()
        self.body.add(nn.Conv2D(3, 3, padding=1, in_channels=3))
        self._extend()

    def _extend(self):
        pass

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        y = self.body(x)
        return y.reshape((B, -1, H * W))


class Net(Base):
    def _extend(self):
        self.body.add(nn.HybridLambda(lambda F, x: F.space_to_depth(x, 2)))
