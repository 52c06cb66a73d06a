"""A helper's python-number parameter shifted and scaled by a number attribute into `F.arange`, and its
use as a python int (`range(n)`): the parameter is a number at every call."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, scale=2, **kwargs):
        super().__init__(**kwargs)
        self.scale = scale

    def positions(self, F, n):
        base = F.arange((n - 1) * self.scale, n * self.scale + 4)
        for _ in range(n):
            base = base + 1
        return base

    def hybrid_forward(self, F, x):
        return F.broadcast_add(x, F.reshape(F.slice_axis(self.positions(F, 2), axis=0, begin=0, end=6), shape=(1, -1)))
