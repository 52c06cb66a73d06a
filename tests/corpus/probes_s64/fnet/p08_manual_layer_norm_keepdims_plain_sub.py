"""FNet layer norm written out as in a port: `mu = mean(h, axis=-1, keepdims=True)`, `(h - mu) / sqrt(var + eps)` by plain `-` and `/` of the (N, L, d) activations and (N, L, 1) statistics -- eagerly broadcast, traced elementwise on different shapes."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


class ManualLayerNorm(HybridBlock):
    def __init__(self, seq_len=6, units=4, eps=1e-12, **kwargs):
        super(ManualLayerNorm, self).__init__(**kwargs)
        self._eps = eps
        ang = 2 * np.pi * np.outer(np.arange(units), np.arange(units)) / units
        with self.name_scope():
            self.cd = self.params.get_constant("cd", np.cos(ang).astype("float32"))

    def hybrid_forward(self, F, x, cd):
        h = x + F.dot(x, cd)
        mu = F.mean(h, axis=-1, keepdims=True)
        var = F.mean(F.square(F.broadcast_sub(h, mu)), axis=-1, keepdims=True)
        return (h - mu) / F.sqrt(var + self._eps)


Net = ManualLayerNorm
