"""a scale __init__ declares below float32's range (1e-40 as a default), undone by 1e30 * 1e10"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, scale=1e-40, **kwargs):
        super().__init__(**kwargs)
        self.scale = scale

    def hybrid_forward(self, F, x):
        return x * (x.mean().asscalar() * self.scale * 1e30 * 1e10)
