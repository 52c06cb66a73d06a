"""A channels-last pool (layout NHWC) after a transpose."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pool = nn.MaxPool2D(2, layout="NHWC")

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        t = x.transpose((0, 2, 3, 1))
        y = self.pool(t)
        return y.reshape((B, -1, C))
