"""Convs of kernel 2 padding 1 added in a loop: each grows the map by one."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.body = nn.HybridSequential()
        for _ in range(2):
            self.body.add(nn.Conv2D(3, 2, padding=1))

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        y = self.body(x)
        return y.reshape((B, C, -1))
