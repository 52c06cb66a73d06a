"""Convs whose kernel and padding come through **kwargs-style tuples in a loop."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.body = nn.HybridSequential()
        cfg = dict(kernel_size=3, padding=0)
        for _ in range(2):
            self.body.add(nn.Conv2D(3, padding=1, **cfg) if False else nn.Conv2D(3, **cfg))

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        y = self.body(x)
        return y.reshape((B, C, -1))
