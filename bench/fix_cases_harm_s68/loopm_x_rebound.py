"""Masked loop (H472): T read from x, then x rebound to a longer tensor before the loop."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        T = x.shape[1]
        x = F.concat(x, x * 3, dim=1)
        h = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)
        for t in range(1, T):
            h = 0.5 * h + F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)
        return h
