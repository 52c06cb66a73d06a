"""NeRF positional encoding: frequencies `2 ** F.arange(L)` times pi, the (N, 3, 1) points times the (L,) frequencies by `broadcast_mul`, flattened with the reshape code `(0, -1)` and concatenated with `sin`/`cos` and the raw input."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 3)]


class PositionalEncoding(HybridBlock):
    def __init__(self, num_freqs=4, include_input=True, **kwargs):
        super().__init__(**kwargs)
        self.num_freqs, self.include_input = num_freqs, include_input

    def hybrid_forward(self, F, x):
        freqs = (2.0 ** F.arange(self.num_freqs)) * math.pi
        xb = F.broadcast_mul(x.expand_dims(axis=-1), freqs.reshape((1, 1, -1))).reshape((0, -1))
        parts = [x] if self.include_input else []
        return F.concat(*(parts + [F.sin(xb), F.cos(xb)]), dim=-1)


class Net(HybridBlock):
    def __init__(self, num_freqs=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = PositionalEncoding(num_freqs)
            self.mlp = nn.Dense(4, in_units=3 + 3 * 2 * num_freqs)

    def hybrid_forward(self, F, x):
        return self.mlp(self.embed(x))
