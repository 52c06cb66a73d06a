"""APPNP adjacency normalisation ported from PyTorch: `dinv.reshape((-1, 1)) * a * dinv.reshape((1, -1))`,
plain `*` of an (N, 1) and a (1, N) degree view with the (N, N) adjacency (broadcasts eagerly; legacy `_mul` of
Symbols needs equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6, 6)]


class PlainNormalise(HybridBlock):
    def __init__(self, num_nodes=6, classes=3, K=3, alpha=0.1, **kwargs):
        super().__init__(**kwargs)
        self.N, self.K, self.alpha = num_nodes, K, alpha
        with self.name_scope():
            self.lin = nn.Dense(classes)

    def hybrid_forward(self, F, x, adj):
        a = (adj > 0) + F.eye(self.N)
        dinv = F.rsqrt(F.sum(a, axis=1))
        a_hat = dinv.reshape((-1, 1)) * a * dinv.reshape((1, -1))
        h = h0 = self.lin(x)
        for _ in range(self.K):
            h = (1 - self.alpha) * F.dot(a_hat, h) + self.alpha * h0
        return h


Net = PlainNormalise
