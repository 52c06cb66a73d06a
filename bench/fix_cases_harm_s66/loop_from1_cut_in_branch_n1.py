"""A cut from row 1 under a conditional expression proves nothing: one step, an empty loop."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.skip = False

    def hybrid_forward(self, F, x):
        acc = F.sum(F.slice_axis(x, axis=1, begin=1, end=None), axis=1) if self.skip else F.sum(x, axis=1)
        for t in range(1, x.shape[1]):
            acc = acc + F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)
        return acc
