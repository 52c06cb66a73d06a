"""GFNet filter that logs the spectrum's energy only when run imperatively: `if F is nd:` guarding
`self.energy = float((re * re).sum().asscalar())`; the filter itself by `broadcast_mul` with the
(1, C, H, W) expanded weight."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


class LoggedFilter(HybridBlock):
    def __init__(self, channels=3, size=4, **kwargs):
        super().__init__(**kwargs)
        self.energy = None
        k = np.arange(size)
        with self.name_scope():
            self.cos = self.params.get_constant("cos", np.cos(2 * np.pi * np.outer(k, k) / size).astype("float32"))
            self.weight = self.params.get("weight", shape=(channels, size, size))

    def hybrid_forward(self, F, x, cos, weight):
        re = F.dot(x, cos)
        if F is nd:
            self.energy = float((re * re).sum().asscalar())
        return F.dot(F.broadcast_mul(re, weight.expand_dims(0)), cos) * 0.25


Net = LoggedFilter
