"""range(2, x.shape[1]) with the counter as a python number in the body."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        acc = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)
        for t in range(2, x.shape[1]):
            acc = acc * 0.5 + F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1) / t
        return acc
