"""Random Fourier features for an RBF kernel: frequencies and phases drawn once in `__init__` and kept as `params.get_constant`, `cos(x W + b) * sqrt(2 / M)` with the scale a python float."""
import math

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 3)]


class RFFLayer(HybridBlock):
    def __init__(self, dim=3, num_features=8, lengthscale=1.0, **kwargs):
        super().__init__(**kwargs)
        rng = np.random.RandomState(1)
        self.scale = math.sqrt(2.0 / num_features)
        with self.name_scope():
            self.omega = self.params.get_constant("omega", rng.normal(size=(dim, num_features)) / lengthscale)
            self.phase = self.params.get_constant("phase", rng.uniform(0, 2 * math.pi, size=(1, num_features)))
            self.head = nn.Dense(1)

    def hybrid_forward(self, F, x, omega, phase):
        feats = self.scale * F.cos(F.broadcast_add(F.dot(x, omega), phase))
        return self.head(feats)


Net = RFFLayer
