"""GraphCast output: the decoder predicts a normalised difference, and the next state is
`x + broadcast_mul(delta, diff_std) + diff_mean` with per-variable (1, V) statistics held as constants."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 5)]


class ResidualPredictor(HybridBlock):
    def __init__(self, n_vars=5, dim=16, **kwargs):
        super().__init__(**kwargs)
        std = np.linspace(0.5, 2.0, n_vars, dtype="float32").reshape(1, -1)
        mean = np.linspace(-0.1, 0.1, n_vars, dtype="float32").reshape(1, -1)
        with self.name_scope():
            self.diff_std = self.params.get_constant("diff_std", std)
            self.diff_mean = self.params.get_constant("diff_mean", mean)
            self.body = nn.Dense(dim, activation="relu")
            self.out = nn.Dense(n_vars)

    def hybrid_forward(self, F, x, diff_std, diff_mean):
        delta = self.out(self.body(x))
        return F.broadcast_add(x + F.broadcast_mul(delta, diff_std), diff_mean)


Net = ResidualPredictor
