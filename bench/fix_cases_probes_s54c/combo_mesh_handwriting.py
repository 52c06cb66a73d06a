"""Stroke-to-mesh sketch model: absolute pen positions by a cumulative sum of stroke offsets, a fixed chain adjacency over the points, the pen state from the last column."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=2, flatten=False)

    def hybrid_forward(self, F, strokes):
        xy = F.cumsum(strokes[:, :, :2], axis=1)
        pen = strokes[:, :, 2:]
        n = strokes.shape[1]
        adj = nd.array((np.eye(n, k=1) + np.eye(n, k=-1) + np.eye(n)) / 3.0)
        h = F.dot(adj, self.fc(xy).transpose((1, 0, 2)).reshape((n, -1)))
        h = h.reshape((n, strokes.shape[0], 4)).transpose((1, 0, 2))
        return F.concat(h, pen, dim=2)
