"""Perceiver IO with additive position features: the (1, M, C) Fourier feature constant added to the
projected (B, M, C) input by a plain `+`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 3)]


class FourierAdd(HybridBlock):
    def __init__(self, seq_len=10, dim=8, **kwargs):
        super().__init__(**kwargs)
        pos = np.linspace(-1.0, 1.0, seq_len, dtype="float32")[:, None]
        freqs = np.arange(1, dim // 2 + 1, dtype="float32")[None, :]
        table = np.concatenate([np.sin(np.pi * pos * freqs), np.cos(np.pi * pos * freqs)], axis=1)
        with self.name_scope():
            self.pos = self.params.get_constant("pos", table[None].astype("float32"))
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, pos):
        return self.proj(x) + pos


Net = FourierAdd
