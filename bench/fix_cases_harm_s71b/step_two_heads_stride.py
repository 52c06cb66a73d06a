"""H519: two heads built with different strides (an int one and a float one); the default an int"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Head(nn.HybridBlock):
    def __init__(self, stride=4, **kwargs):
        super().__init__(**kwargs)
        self.stride = stride

    def hybrid_forward(self, F, x):
        return F.arange(0, x.shape[1] * self.stride, self.stride).reshape((1, -1)).sum(axis=1)


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.a = Head(stride=8)
        self.b = Head(stride=0.1)

    def hybrid_forward(self, F, x):
        return F.concat(self.a(x), self.b(x), dim=0)
