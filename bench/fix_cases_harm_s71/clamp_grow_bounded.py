"""kept: a clamp to [0.5, 2] grown by declared factors that stay inside float32 (2e20), then shrunk"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.big = 1e10

    def hybrid_forward(self, F, x):
        w = min(max(x.mean().asscalar(), 0.5), 2.0) * self.big * self.big
        return x * (w / 1e20)
