"""Fourier block with the (C, M) mode weights applied by `broadcast_mul(spectrum, weight.expand_dims(0))` to the (N, C, M) spectrum, the constant DFT bases (L, M) read by `F.dot`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 16, 4)]


class BroadcastWeightFourier(HybridBlock):
    def __init__(self, seq_len=16, channels=4, modes=(0, 1, 2), **kwargs):
        super(BroadcastWeightFourier, self).__init__(**kwargs)
        t = np.arange(seq_len)[:, None]
        cos = np.cos(2 * np.pi * t * np.array(modes)[None, :] / seq_len).astype("float32")
        with self.name_scope():
            self.cos = self.params.get_constant("cos", cos)
            self.weight = self.params.get("weight", shape=(channels, len(modes)))

    def hybrid_forward(self, F, x, cos, weight):
        spectrum = F.dot(F.transpose(x, axes=(0, 2, 1)), cos)
        mixed = F.broadcast_mul(spectrum, weight.expand_dims(0))
        return F.transpose(F.dot(mixed, cos, transpose_b=True), axes=(0, 2, 1))


Net = BroadcastWeightFourier
