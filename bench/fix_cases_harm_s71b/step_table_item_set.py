"""H519: the table literal is ints, then an item is set to a float in __init__"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.strides = [4, 8]
        self.strides[0] = 0.1

    def hybrid_forward(self, F, x):
        outs = []
        for y, stride in zip((x, 2 * x), self.strides):
            outs.append(F.arange(0, y.shape[1] * stride, stride).reshape((1, -1)).sum(axis=1))
        return F.concat(*outs, dim=0)
