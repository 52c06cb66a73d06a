"""Numpy mode: F.np.matmul with swapaxes and a `/` by a python float from the config."""
import math

import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 3, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self, units=4):
        super().__init__()
        self._scale = 1.0 / math.sqrt(units)

    def hybrid_forward(self, F, q):
        att = F.np.matmul(q, F.np.swapaxes(q, 1, 2)) * self._scale
        return F.np.matmul(F.npx.softmax(att, axis=-1), q)
