"""H506 names holding python numbers: a scale a local holds, float64 overflow in float32"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        big = 1e30
        w = min(max(x.mean().asscalar(), 0.5), 2.0) * big * big
        return x * (w / big / big)
