"""A list on the middle axis with an explicit trailing slice."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        pass

    def hybrid_forward(self, F, x):
        buf = F.zeros((2, 5, 3))
        buf[:, [3, 1], :] = F.slice_axis(x, axis=1, begin=0, end=2)
        return buf
