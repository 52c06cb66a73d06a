"""Illegal: the (1, L, C) mask added with a plain `+` to a part of a last-axis split of the (N, L, 2C)
projection (hybridized `_plus` rejects the shapes)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class Net(HybridBlock):
    def __init__(self, length=5, **kwargs):
        super().__init__(**kwargs)
        mask = np.tril(np.ones((length, 4), dtype="float32"))[None]
        with self.name_scope():
            self.proj = nn.Dense(8, flatten=False)
            self.mask = self.params.get_constant("mask", mask)

    def hybrid_forward(self, F, x, mask):
        value, gate = F.split(self.proj(x), num_outputs=2, axis=-1)
        return (value + mask) * F.sigmoid(gate)
