"""Positional encoding with the frequency bands as an NDArray built in `__init__` (`nd.array`) and multiplied into the coordinates inside hybrid code."""
import math

import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 3)]


class Net(HybridBlock):
    def __init__(self, num_freqs=4, **kwargs):
        super().__init__(**kwargs)
        self.bands = mx.nd.array([2.0 ** i * math.pi for i in range(num_freqs)])
        with self.name_scope():
            self.mlp = nn.Dense(4, in_units=3 + 3 * 2 * num_freqs)

    def hybrid_forward(self, F, coords):
        scaled = F.broadcast_mul(coords.expand_dims(2), self.bands.reshape((1, 1, -1))).reshape((0, -1))
        return self.mlp(F.concat(coords, F.sin(scaled), F.cos(scaled), dim=1))
