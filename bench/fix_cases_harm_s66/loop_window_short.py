"""range(x.shape[1] - w + 1) windows: fewer rows than w, the loop is empty."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.w = 3

    def hybrid_forward(self, F, x):
        acc = F.zeros_like(F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1))
        for t in range(x.shape[1] - self.w + 1):
            acc = acc + F.mean(F.slice_axis(x, axis=1, begin=t, end=t + self.w), axis=1)
        return acc
