"""APPNP with the propagation in a module helper without F: `propagate(step, h0, K, alpha)` takes the one-hop
operator as a lambda `lambda h: F.dot(a_hat, h)` built in `hybrid_forward`, and the teleport term is plain
arithmetic of equal (N, C) shapes; K and alpha come from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6, 6)]


def propagate(step, h0, K, alpha):
    h = h0
    for _ in range(K):
        h = (1 - alpha) * step(h) + alpha * h0
    return h


def normalise(F, adj, n):
    a = (adj > 0) + F.eye(n)
    dinv = F.rsqrt(a.sum(axis=1))
    return F.broadcast_mul(F.broadcast_mul(dinv.expand_dims(1), a), dinv.expand_dims(0))


class HelperAPPNP(HybridBlock):
    def __init__(self, num_nodes=6, classes=3, K=5, alpha=0.2, **kwargs):
        super().__init__(**kwargs)
        self.N, self.K, self.alpha = num_nodes, K, alpha
        with self.name_scope():
            self.lin1 = nn.Dense(8, activation="relu")
            self.lin2 = nn.Dense(classes)

    def hybrid_forward(self, F, x, adj):
        a_hat = normalise(F, adj, self.N)
        return propagate(lambda h: F.dot(a_hat, h), self.lin2(self.lin1(x)), self.K, self.alpha)


Net = HelperAPPNP
