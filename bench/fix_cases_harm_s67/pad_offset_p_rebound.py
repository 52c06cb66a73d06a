"""Segment padding whose offset attribute a method changes after __init__."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 9)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 4
        self.p = 2
        self.set_hop(3)

    def set_hop(self, h):
        self.p = h

    def hybrid_forward(self, F, x):
        b, n, t = x.shape
        gap = self.k - (self.p + t % self.k) % self.k
        if gap > 0:
            x = F.concat(x, F.zeros((b, n, gap)), dim=2)
        return x * 2
