"""H506 the local's chain bound reads the old tensor in the same statement"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        w = F.norm(x)
        w = min(max(w.asscalar(), 0.0), 5.0) * 2.0 + F.sum(w)
        return x * w
