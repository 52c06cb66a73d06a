"""H506 self attribute number, float64 product past float32's range"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.big = 1e30

    def hybrid_forward(self, F, x):
        w = min(max(x.mean().asscalar(), 0.5), 2.0) * self.big * self.big
        return x * w / 1e60
