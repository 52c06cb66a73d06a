"""A listed write of a python float held on the block."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.fill = 0.25

    def hybrid_forward(self, F, x):
        buf = F.zeros((2, 6))
        buf[:, [1, 4]] = self.fill
        return F.broadcast_add(buf, x)
