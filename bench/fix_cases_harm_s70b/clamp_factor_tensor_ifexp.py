"""H506 `factor = a if c else b` where one side is a tensor"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        factor = 1.0 if x.shape[0] > 5 else F.ones((1,))
        w = min(max(x.mean().asscalar(), 0.0), 5.0)
        return x * (w * factor)
