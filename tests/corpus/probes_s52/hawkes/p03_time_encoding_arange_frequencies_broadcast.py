"""Sinusoidal time encoding of event stamps for a transformer Hawkes process: frequencies `exp(-log(10000) * F.arange(0, dim, 2) / dim)` from the constructor's width, phases by `broadcast_mul` of (B, T, 1) stamps and (1, 1, dim/2) frequencies, sin/cos concatenated and projected."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class TimeEncoding(HybridBlock):
    def __init__(self, dim=8, units=4, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, stamps):
        freqs = F.exp(F.arange(0, self.dim, 2) * (-math.log(10000.0) / self.dim))
        phase = F.broadcast_mul(stamps.expand_dims(-1), freqs.reshape((1, 1, -1)))
        enc = F.concat(F.sin(phase), F.cos(phase), dim=-1)
        return self.proj(enc)


Net = TimeEncoding
