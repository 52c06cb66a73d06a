"""Random Fourier features whose frequency matrix is drawn in the forward by `mx.nd.random.normal(shape=(self.dim, self.num_features))` (a fresh NDArray meeting the traced input in `F.dot`)."""
import math

import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3)]


class RFFLayer(HybridBlock):
    def __init__(self, dim=3, num_features=8, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.num_features = dim, num_features

    def hybrid_forward(self, F, x):
        mx.random.seed(3)
        omega = mx.nd.random.normal(shape=(self.dim, self.num_features))
        return math.sqrt(2.0 / self.num_features) * F.cos(F.dot(x, omega))


Net = RFFLayer
