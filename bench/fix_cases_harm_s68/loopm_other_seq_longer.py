"""Masked loop (H472): the count is x.shape[1], the rows read are of a longer y."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        y = F.concat(x, x * 2, dim=1)
        T = x.shape[1]
        h = F.squeeze(F.slice_axis(y, axis=1, begin=0, end=1), axis=1)
        for t in range(1, T):
            h = 0.5 * h + F.squeeze(F.slice_axis(y, axis=1, begin=t, end=t + 1), axis=1)
        return h
