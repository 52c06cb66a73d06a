"""A negative literal value."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        pass

    def hybrid_forward(self, F, x):
        buf = F.ones((2, 6))
        buf[:, [4, 1]] = -1e-3
        return buf * x
