"""Timestep embedding ported from PyTorch (`t[:, None] * freqs[None]`): the outer product of the (N, 1) timesteps and the (1, half) frequencies is written with plain `*`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 16), (4,)]


def timestep_embedding(F, t, dim, max_period=10000):
    half = dim // 2
    freqs = F.exp(-math.log(max_period) * F.arange(0, half) / half)
    args = t.reshape((-1, 1)) * freqs.reshape((1, -1))
    return F.concat(F.cos(args), F.sin(args), dim=-1)


class Net(HybridBlock):
    def __init__(self, dim=16, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.mlp = nn.Dense(dim, activation="relu", in_units=dim)
            self.inp = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x, t):
        emb = self.mlp(timestep_embedding(F, t * 1000, self.dim))
        return self.inp(x) + emb
