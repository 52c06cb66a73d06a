"""First-order graph convolution with the renormalised adjacency D^-1/2 (A + I) D^-1/2 computed in numpy at construction and held as a constant; `F.dot(x, A)` contracts the node axis of (N, C, T, V), a 1x1 conv mixes channels."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 5)]


def ring_adjacency(v):
    a = np.zeros((v, v), "float32")
    for i in range(v):
        a[i, (i + 1) % v] = a[(i + 1) % v, i] = 1
    a += np.eye(v, dtype="float32")
    d = 1.0 / np.sqrt(a.sum(axis=1))
    return a * d[:, None] * d[None, :]


class GraphConv(HybridBlock):
    def __init__(self, channels=4, out_channels=6, num_nodes=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.adj = self.params.get_constant("adj", ring_adjacency(num_nodes))
            self.theta = nn.Conv2D(out_channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x, adj):
        return F.relu(self.theta(F.dot(x, adj)))


Net = GraphConv
