"""H506 clamp of an int32 count, int bounds, times a float name"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        k = 0.5
        c = (x > 0).astype('int32').sum().asscalar()
        w = min(max(c, 0), 2) * k
        return x * w
