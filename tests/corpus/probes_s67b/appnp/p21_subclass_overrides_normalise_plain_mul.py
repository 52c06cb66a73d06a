"""APPNP base calling `self.normalise(F, adj)` before propagating; the base's row normalisation uses
`broadcast_div`, the subclass overrides it with the symmetric form ported from PyTorch Geometric,
`dinv.expand_dims(1) * a * dinv.expand_dims(0)` (plain `*` of (N, 1)/(1, N) views and the (N, N) matrix:
broadcasts eagerly, legacy `_mul` of Symbols needs equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6, 6)]


class APPNPBase(HybridBlock):
    def __init__(self, num_nodes=6, classes=3, K=3, alpha=0.1, **kwargs):
        super().__init__(**kwargs)
        self.N, self.K, self.alpha = num_nodes, K, alpha
        with self.name_scope():
            self.lin = nn.Dense(classes)

    def normalise(self, F, adj):
        a = (adj > 0) + F.eye(self.N)
        return F.broadcast_div(a, F.sum(a, axis=1, keepdims=True))

    def hybrid_forward(self, F, x, adj):
        a_hat = self.normalise(F, adj)
        h = h0 = self.lin(x)
        for _ in range(self.K):
            h = (1 - self.alpha) * F.dot(a_hat, h) + self.alpha * h0
        return h


class SymmetricAPPNP(APPNPBase):
    def normalise(self, F, adj):
        a = (adj > 0) + F.eye(self.N)
        dinv = F.rsqrt(F.sum(a, axis=1))
        return dinv.expand_dims(1) * a * dinv.expand_dims(0)


Net = SymmetricAPPNP
