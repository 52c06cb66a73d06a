"""Positional encoding written as in the PyTorch original: `x[..., None] * freqs` becomes `x.expand_dims(-1) * freqs` with a plain `*` between the (N, 3, 1) points and the (L,) frequency band."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 3)]


class Net(HybridBlock):
    def __init__(self, num_freqs=4, **kwargs):
        super().__init__(**kwargs)
        self.num_freqs = num_freqs
        with self.name_scope():
            self.mlp = nn.Dense(4, in_units=3 * 2 * num_freqs)

    def hybrid_forward(self, F, x):
        freqs = (2.0 ** F.arange(self.num_freqs)) * math.pi
        xb = (x.expand_dims(-1) * freqs).reshape((0, -1))
        return self.mlp(F.concat(F.sin(xb), F.cos(xb), dim=-1))
