"""Fourier block ported from PyTorch: the per-channel per-mode weights a (C, M) Parameter multiplied with the (N, C, M) spectrum by plain `*` (eagerly broadcast over the batch, traced elementwise on different shapes)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 16, 4)]


class PlainWeightFourier(HybridBlock):
    def __init__(self, seq_len=16, channels=4, modes=(0, 1, 2), **kwargs):
        super(PlainWeightFourier, self).__init__(**kwargs)
        t = np.arange(seq_len)[:, None]
        cos = np.cos(2 * np.pi * t * np.array(modes)[None, :] / seq_len).astype("float32")
        with self.name_scope():
            self.cos = self.params.get_constant("cos", cos)
            self.weight = self.params.get("weight", shape=(channels, len(modes)))

    def hybrid_forward(self, F, x, cos, weight):
        spectrum = F.dot(F.transpose(x, axes=(0, 2, 1)), cos)
        mixed = spectrum * weight
        return F.transpose(F.dot(mixed, cos, transpose_b=True), axes=(0, 2, 1))


Net = PlainWeightFourier
