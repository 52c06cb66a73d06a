"""Matern-3/2 kernel to centres: distance by `F.sqrt(F.maximum(d2, 1e-12))` (looks like a python `max` on a tensor but is the graph op), `math.sqrt(3)` a python constant, `(1 + r) * exp(-r)`."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(5, 3)]


class Matern32(HybridBlock):
    def __init__(self, num_centers=4, dim=3, lengthscale=0.7, **kwargs):
        super().__init__(**kwargs)
        self.c = math.sqrt(3) / lengthscale
        with self.name_scope():
            self.centers = self.params.get("centers", shape=(num_centers, dim))

    def hybrid_forward(self, F, x, centers):
        d2 = F.broadcast_add(F.sum(x ** 2, axis=1, keepdims=True),
                             F.sum(centers ** 2, axis=1).reshape((1, -1))) - 2 * F.dot(x, centers, transpose_b=True)
        r = self.c * F.sqrt(F.maximum(d2, 1e-12))
        return (1 + r) * F.exp(-r)


Net = Matern32
