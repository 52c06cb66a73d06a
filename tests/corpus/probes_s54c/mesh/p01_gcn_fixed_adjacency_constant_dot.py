"""Mesh GCN layer over a fixed ring adjacency (row-normalised, built with numpy in `__init__`, held by `get_constant`): `F.dot(features, adj, transpose_b=True)` on the (N, C, V) layout."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6)]


def ring_adjacency(v):
    a = np.eye(v) + np.roll(np.eye(v), 1, axis=1) + np.roll(np.eye(v), -1, axis=1)
    return a / a.sum(axis=1, keepdims=True)


class MeshGCN(HybridBlock):
    def __init__(self, vertices=6, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.adj = self.params.get_constant("adj", ring_adjacency(vertices))
            self.lin = nn.Conv1D(channels, 1)

    def hybrid_forward(self, F, x, adj):
        return F.relu(self.lin(F.dot(x, adj, transpose_b=True)))


Net = MeshGCN
