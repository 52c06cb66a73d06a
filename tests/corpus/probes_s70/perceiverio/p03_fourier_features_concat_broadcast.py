"""Perceiver IO input preprocessing: Fourier position features of the M input positions (sin and cos of
positions times a frequency band, built with numpy in the constructor and held as a (1, M, 2K+1) constant)
`broadcast_like`d to the batch and concatenated with the (B, M, C) input on the channel axis, then the
input projection."""
import numpy as np
from mxnet.gluon import HybridBlock, nn


def fourier_features(m, bands, max_freq=5.0):
    pos = np.linspace(-1.0, 1.0, m, dtype="float32")[:, None]
    freqs = np.linspace(1.0, max_freq / 2, bands, dtype="float32")[None, :]
    ang = np.pi * pos * freqs
    return np.concatenate([pos, np.sin(ang), np.cos(ang)], axis=1)[None].astype("float32")


INPUTS = [(2, 10, 3)]


class FourierConcat(HybridBlock):
    def __init__(self, seq_len=10, bands=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos = self.params.get_constant("pos", fourier_features(seq_len, bands))
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, pos):
        pos = F.broadcast_like(pos, x, lhs_axes=(0,), rhs_axes=(0,))
        return self.proj(F.concat(x, pos, dim=2))


Net = FourierConcat
