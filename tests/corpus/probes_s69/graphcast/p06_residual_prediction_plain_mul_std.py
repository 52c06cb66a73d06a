"""GraphCast residual prediction as the JAX code spells it: `x + delta * diff_std`, a plain `*` of the
(N, V) prediction and the (1, V) per-variable stds."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 5)]


class PlainStdPredictor(HybridBlock):
    def __init__(self, n_vars=5, dim=16, **kwargs):
        super().__init__(**kwargs)
        std = np.linspace(0.5, 2.0, n_vars, dtype="float32").reshape(1, -1)
        with self.name_scope():
            self.diff_std = self.params.get_constant("diff_std", std)
            self.body = nn.Dense(dim, activation="relu")
            self.out = nn.Dense(n_vars)

    def hybrid_forward(self, F, x, diff_std):
        delta = self.out(self.body(x))
        return x + delta * diff_std


Net = PlainStdPredictor
