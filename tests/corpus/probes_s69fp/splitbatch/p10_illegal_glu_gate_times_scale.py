"""Illegal: a gated linear unit's value half (a last-axis split) times a (1, 1, C) scale constant with
a plain `*`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class Net(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        scale = np.linspace(0.5, 1.5, units, dtype="float32").reshape(1, 1, units)
        with self.name_scope():
            self.proj = nn.Dense(2 * units, flatten=False)
            self.scale = self.params.get_constant("scale", scale)

    def hybrid_forward(self, F, x, scale):
        value, gate = F.split(self.proj(x), num_outputs=2, axis=-1)
        return value * scale * F.sigmoid(gate)
