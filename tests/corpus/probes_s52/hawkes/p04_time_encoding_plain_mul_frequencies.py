"""Transformer-Hawkes time encoding written as in NumPy: `stamps.expand_dims(-1) * freqs` multiplies (B, T, 1) by (dim/2,) with the plain operator."""
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
        phase = stamps.expand_dims(-1) * freqs
        return self.proj(F.concat(F.sin(phase), F.cos(phase), dim=-1))


Net = TimeEncoding
