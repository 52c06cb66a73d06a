"""Laplacian smoothing of vertex positions (N, V, 3): neighbour mean by `F.dot` with a fixed row-normalised adjacency on the transposed layout, `x + lam * (mean - x)` with equal shapes."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


class LaplacianSmooth(HybridBlock):
    def __init__(self, vertices=6, lam=0.5, iters=2, **kwargs):
        super().__init__(**kwargs)
        self.lam, self.iters = lam, iters
        a = np.roll(np.eye(vertices), 1, axis=1) + np.roll(np.eye(vertices), -1, axis=1)
        with self.name_scope():
            self.adj = self.params.get_constant("adj", a / 2.0)

    def hybrid_forward(self, F, verts, adj):
        x = verts.transpose((0, 2, 1))
        for _ in range(self.iters):
            mean = F.dot(x, adj, transpose_b=True)
            x = x + self.lam * (mean - x)
        return x.transpose((0, 2, 1))


Net = LaplacianSmooth
