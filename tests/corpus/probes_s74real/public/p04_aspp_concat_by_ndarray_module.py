"""Adapted from leocvml/deeplabv3plus-gluon-mxnet (Deeplabv3.hybrid_forward): the ASPP branches joined
by `ndarray.concat` of the module imported as `from mxnet import ndarray`: traced, an NDArray operator
is handed Symbols."""
from mxnet import ndarray
from mxnet.gluon import nn

INPUTS = [(2, 3, 8, 8)]


class ASPP(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.conv1 = nn.Conv2D(4, 1)
        self.conv3r2 = nn.Conv2D(4, 3, padding=2, dilation=2)
        self.pool = nn.MaxPool2D(pool_size=3, strides=1, padding=1)
        self.fuse = nn.Conv2D(4, 1)

    def hybrid_forward(self, F, x):
        out = ndarray.concat(self.conv1(x), self.conv3r2(x), self.pool(x), dim=1)
        return self.fuse(out)


Net = ASPP
