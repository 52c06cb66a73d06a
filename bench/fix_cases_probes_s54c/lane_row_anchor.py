"""Ultra-fast lane detection head: the flat logits reshaped to (batch, cells + 1, row anchors, lanes), the location an expectation over cell indices."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 16)]


class Net(nn.HybridBlock):
    def __init__(self, cells=6, rows=4, lanes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cells, self.rows, self.lanes = cells, rows, lanes
        with self.name_scope():
            self.cls = nn.Dense((cells + 1) * rows * lanes, in_units=16)

    def hybrid_forward(self, F, feat):
        out = self.cls(feat).reshape((feat.shape[0], self.cells + 1, self.rows, self.lanes))
        prob = F.softmax(out[:, :-1], axis=1)
        idx = nd.array(np.arange(self.cells) + 1).reshape((1, -1, 1, 1))
        loc = F.sum(F.broadcast_mul(prob, idx), axis=1)
        return loc
