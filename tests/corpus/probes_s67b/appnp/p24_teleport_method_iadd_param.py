"""APPNP with the teleport step in a method without F, `self.teleport(h, h0)`, which adds in place,
`h += self.alpha * h0`, on its tensor parameter (an NDArray eagerly; a Symbol has no `+=`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6, 6)]


class MethodTeleport(HybridBlock):
    def __init__(self, num_nodes=6, classes=3, K=3, alpha=0.1, **kwargs):
        super().__init__(**kwargs)
        self.N, self.K, self.alpha = num_nodes, K, alpha
        with self.name_scope():
            self.lin = nn.Dense(classes)

    def teleport(self, h, h0):
        h += self.alpha * h0
        return h

    def hybrid_forward(self, F, x, adj):
        a = (adj > 0) + F.eye(self.N)
        dinv = F.rsqrt(a.sum(axis=1))
        a_hat = F.broadcast_mul(F.broadcast_mul(dinv.reshape((-1, 1)), a), dinv.reshape((1, -1)))
        h = h0 = self.lin(x)
        for _ in range(self.K):
            h = self.teleport((1 - self.alpha) * F.dot(a_hat, h), h0)
        return h


Net = MethodTeleport
