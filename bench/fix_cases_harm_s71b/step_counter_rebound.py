"""H519: the zip target rebound to a float inside the loop"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.strides = (1, 7)

    def hybrid_forward(self, F, x):
        outs = []
        for y, stride in zip((x, 2 * x), self.strides):
            stride = stride / 10
            outs.append(F.arange(0, y.shape[1] * stride, stride).reshape((1, -1)).sum(axis=1))
        return F.concat(*outs, dim=0)
