"""A listed write of a python float a local holds."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        pass

    def hybrid_forward(self, F, x):
        v = 2.0 * 3
        buf = F.zeros((2, 6))
        buf[:, [1, 4]] = v
        return F.broadcast_add(buf, x)
