"""H519: the table grown by += with a float"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.strides = [4]
        self.strides += [0.1]

    def hybrid_forward(self, F, x):
        outs = []
        for i, stride in enumerate(self.strides):
            outs.append(F.arange(0, x.shape[1] * stride, stride).reshape((1, -1)).sum(axis=1) + i)
        return F.concat(*outs, dim=0)
