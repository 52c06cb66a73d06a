"""Numpy-mode APPNP with `@use_np` on a `hybrid_forward`: the symmetric normalisation by plain broadcasting
`np.expand_dims(dinv, 1) * a * np.expand_dims(dinv, 0)` (numpy semantics broadcast, legal on numpy-mode
symbols), self-loops by `F.np.eye(N)` for the configured N, K propagation steps with `F.np.dot`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(6, 5), (6, 6)]


@use_np
class NumpyAPPNP(HybridBlock):
    def __init__(self, num_nodes=6, classes=3, K=3, alpha=0.1, **kwargs):
        super().__init__(**kwargs)
        self.N, self.K, self.alpha = num_nodes, K, alpha
        with self.name_scope():
            self.lin = nn.Dense(classes, in_units=5)

    def hybrid_forward(self, F, x, adj):
        a = (adj > 0).astype("float32") + F.np.eye(self.N)
        dinv = 1.0 / F.np.sqrt(a.sum(axis=1))
        a_hat = F.np.expand_dims(dinv, 1) * a * F.np.expand_dims(dinv, 0)
        h = h0 = self.lin(x)
        for _ in range(self.K):
            h = (1 - self.alpha) * F.np.dot(a_hat, h) + self.alpha * h0
        return h


Net = NumpyAPPNP
