"""DDPM timestep embedding: frequencies from `F.arange` of half the embedding size (a constructor value), `exp`, an outer product by `broadcast_mul` of the (N, 1) timesteps and the (1, half) frequencies, sin/cos concatenated and projected by two Dense layers."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 16), (4,)]


class TimestepEmbedding(HybridBlock):
    def __init__(self, dim=16, max_period=10000, **kwargs):
        super().__init__(**kwargs)
        self.half = dim // 2
        self.scale = -math.log(max_period) / self.half
        with self.name_scope():
            self.fc1 = nn.Dense(dim * 2, activation="relu", in_units=dim)
            self.fc2 = nn.Dense(dim, in_units=dim * 2)

    def hybrid_forward(self, F, t):
        freqs = F.exp(F.arange(self.half) * self.scale)
        args = F.broadcast_mul(t.reshape((-1, 1)) * 1000.0, freqs.reshape((1, -1)))
        emb = F.concat(F.sin(args), F.cos(args), dim=1)
        return self.fc2(self.fc1(emb))


class Net(HybridBlock):
    def __init__(self, dim=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.temb = TimestepEmbedding(dim)
            self.proj = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x, t):
        return self.proj(x) + self.temb(t)
