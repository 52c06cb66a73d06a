"""Convs added in a loop with a padding that is the dilation: (k - 1) * d = 2 * d = 2 * p keeps
the size, but padding 1 with dilation 2 does not."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.body = nn.HybridSequential()
        for _ in range(2):
            self.body.add(nn.Conv2D(3, 3, padding=1, dilation=2))

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        y = self.body(x)
        return y.reshape((B, C, -1))
