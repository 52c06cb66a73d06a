"""Rotary embedding whose (T, D/2) cos/sin caches (constants built in the constructor for the sequence length) rotate the (N, T, D/2) halves with plain `*`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, length=5, **kwargs):
        super().__init__(**kwargs)
        inv = 1.0 / (10000 ** (np.arange(0, dim, 2) / dim))
        angles = np.outer(np.arange(length), inv).astype("float32")
        with self.name_scope():
            self.cos = self.params.get_constant("cos", np.cos(angles))
            self.sin = self.params.get_constant("sin", np.sin(angles))
            self.q = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, cos, sin):
        q1, q2 = F.split(self.q(x), num_outputs=2, axis=-1)
        return F.concat(q1 * cos - q2 * sin, q1 * sin + q2 * cos, dim=-1)
