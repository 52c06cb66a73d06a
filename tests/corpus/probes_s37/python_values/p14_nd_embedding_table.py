"""A fixed one-hot table built with nd on self and passed to F.Embedding as its weight."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.table = mx.nd.array(np.eye(4))

    def hybrid_forward(self, F, x):
        idx = F.clip(F.floor(F.abs(x) * 3), 0, 3)
        return F.Embedding(idx, self.table, input_dim=4, output_dim=4)
