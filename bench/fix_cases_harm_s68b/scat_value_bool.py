"""A listed write of a python bool into a float32 buffer (cast to 1.0 eagerly)."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        pass

    def hybrid_forward(self, F, x):
        buf = F.zeros((2, 6))
        buf[:, [0, 2]] = True
        return F.broadcast_add(buf, x)
