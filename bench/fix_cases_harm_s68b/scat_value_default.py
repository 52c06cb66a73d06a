"""A listed write of a hybrid_forward argument's python number default."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        pass

    def hybrid_forward(self, F, x, fill=0.5):
        buf = F.zeros((2, 6))
        buf[:, [1, 4]] = fill
        return F.broadcast_add(buf, x)
