"""Masked loop (H472): an int32 running max over rows from 1."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        xi = (x * 100).astype("int32")
        T = xi.shape[1]
        m = F.squeeze(F.slice_axis(xi, axis=1, begin=0, end=1), axis=1)
        for t in range(1, T):
            m = F.maximum(m, F.squeeze(F.slice_axis(xi, axis=1, begin=t, end=t + 1), axis=1))
        return m.astype("float32")
