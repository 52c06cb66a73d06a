"""Per-mode channel mixing of an FNO layer: spectrum (N, C, M) moved to (M, N, C) by `transpose`, multiplied by a (M, C, C) weight with `batch_dot`, moved back."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 12)]


class ModeMixing(HybridBlock):
    def __init__(self, width=3, n=12, modes=4, **kwargs):
        super().__init__(**kwargs)
        ang = 2 * np.pi * np.arange(n)[:, None] * np.arange(modes)[None, :] / n
        with self.name_scope():
            self.basis = self.params.get_constant("basis", np.cos(ang).astype("float32"))
            self.weight = self.params.get("weight", shape=(modes, width, width), init=init.Xavier())

    def hybrid_forward(self, F, x, basis, weight):
        spec = F.transpose(F.dot(x, basis), axes=(2, 0, 1))
        mixed = F.batch_dot(spec, weight)
        return F.dot(F.transpose(mixed, axes=(1, 2, 0)), basis, transpose_b=True)


Net = ModeMixing
