"""Reversed positions in int32, divided by 2 (integer division in int32)."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        n = x.shape[1]
        p = F.arange(n - 1, -1, -1, dtype='int32') / 2
        return F.broadcast_mul(x, F.reshape(p.astype('float32'), (1, -1, 1)))
