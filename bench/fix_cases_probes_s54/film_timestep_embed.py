"""FiLM from a diffusion timestep: the sinusoidal embedding's frequencies from numpy as an nd.array constant, the embedding mapped to a per-channel scale and shift."""
import math
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.to_film = nn.Dense(2 * channels, in_units=dim)

    def hybrid_forward(self, F, x, t):
        half = self.dim // 2
        freqs = nd.array(np.exp(-math.log(10000) * np.arange(half) / half))
        args = t.reshape((-1, 1)) * freqs.reshape((1, -1))
        emb = F.concat(F.sin(args), F.cos(args), dim=1)
        scale, shift = F.split(self.to_film(emb).expand_dims(2), num_outputs=2, axis=1)
        return F.broadcast_add(F.broadcast_mul(x, scale + 1), shift)
