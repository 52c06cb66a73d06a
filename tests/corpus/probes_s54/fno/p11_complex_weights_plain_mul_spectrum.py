"""Spectral weights (C, M) multiplied into the batch spectrum (N, C, M) with a plain `*`."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8)]


class SpectralMul(HybridBlock):
    def __init__(self, width=3, n=8, modes=3, **kwargs):
        super().__init__(**kwargs)
        ang = 2 * np.pi * np.outer(np.arange(n), np.arange(modes)) / n
        with self.name_scope():
            self.cos = self.params.get_constant("cos", np.cos(ang).astype("float32"))
            self.weight = self.params.get("weight", shape=(width, modes), init=init.Normal(0.3))

    def hybrid_forward(self, F, x, cos, weight):
        spec = F.dot(x, cos)
        return F.dot(spec * weight, cos, transpose_b=True)


Net = SpectralMul
