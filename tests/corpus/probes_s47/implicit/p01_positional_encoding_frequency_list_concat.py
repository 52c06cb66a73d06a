"""NeRF positional encoding: sin and cos of the coordinates at frequencies 2^0..2^(L-1) from a python list, concatenated with the raw coordinates before an MLP."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 3)]


class PositionalEncoding(HybridBlock):
    def __init__(self, num_freqs=4, include_input=True, **kwargs):
        super().__init__(**kwargs)
        self._freqs = [2.0 ** i * math.pi for i in range(num_freqs)]
        self._include_input = include_input

    def hybrid_forward(self, F, coords):
        parts = [coords] if self._include_input else []
        for f in self._freqs:
            parts += [F.sin(coords * f), F.cos(coords * f)]
        return F.concat(*parts, dim=-1)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encode = PositionalEncoding()
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(16, activation="relu", in_units=27), nn.Dense(4, in_units=16))

    def hybrid_forward(self, F, x):
        return self.mlp(self.encode(x))
