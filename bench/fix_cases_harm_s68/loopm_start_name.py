"""Masked loop (H472): the start is a name bound to 2."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        c = 2
        T = x.shape[1]
        h = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)
        for t in range(c, T):
            h = 0.5 * h + F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)
        return h
