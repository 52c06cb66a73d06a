"""Centering with `F.broadcast_sub(x, F.mean(x, axis=1, keepdims=True))`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        centered = F.broadcast_sub(x, F.mean(x, axis=1, keepdims=True))
        return F.broadcast_div(centered, F.sqrt(F.mean(centered ** 2, axis=1, keepdims=True)) + 1e-5)
