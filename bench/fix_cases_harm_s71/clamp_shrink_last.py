"""kept: a clamp then one factor, the last link (its float32 rounding is the original's own)"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        w = min(max(F.abs(x).mean().asscalar(), 0.0), 1e4) * 0.5
        return F.tanh(x) + w * x
