"""SchNet RBF expansion with the centres subtracted by a plain `-`: (B, N, N, 1) distances against
the (K,) centre constant."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3)]


class RBFExpansion(HybridBlock):
    def __init__(self, n_rbf=6, cutoff=3.0, gamma=10.0, **kwargs):
        super().__init__(**kwargs)
        self.gamma = gamma
        with self.name_scope():
            self.mu = self.params.get_constant("mu", np.linspace(0, cutoff, n_rbf).astype("float32"))

    def hybrid_forward(self, F, pos, mu):
        d = F.norm(F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1)), axis=-1)
        return F.exp(-self.gamma * F.square(d.expand_dims(-1) - mu))


Net = RBFExpansion
