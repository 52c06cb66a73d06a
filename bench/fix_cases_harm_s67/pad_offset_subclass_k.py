"""Segment padding; a subclass stores another segment length after the base's __init__."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 9)]


class Base(nn.HybridBlock):
    def __init__(self, k=4, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        self.p = 1

    def hybrid_forward(self, F, x):
        b, n, t = x.shape
        gap = self.k - (self.p + t % self.k) % self.k
        if gap > 0:
            x = F.concat(x, F.zeros((b, n, gap)), dim=2)
        return x * 2


class Net(Base):
    def __init__(self, **kwargs):
        super().__init__(k=-3, **kwargs)
