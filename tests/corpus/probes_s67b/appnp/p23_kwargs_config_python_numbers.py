"""APPNP whose propagation settings travel as `**cfg`, a dict of python numbers kept from the constructor
(`{"K": 3, "alpha": 0.1}`), into a module helper `propagate(F, a_hat, h0, K, alpha)`; the tensors are
positional, the teleport term plain arithmetic of equal shapes; the adjacency normalised with `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6, 6)]


def propagate(F, a_hat, h0, K, alpha):
    h = h0
    for _ in range(K):
        h = (1 - alpha) * F.dot(a_hat, h) + alpha * h0
    return h


class ConfigAPPNP(HybridBlock):
    def __init__(self, num_nodes=6, classes=3, propagation=None, **kwargs):
        super().__init__(**kwargs)
        self.N = num_nodes
        self.cfg = dict(propagation or {"K": 3, "alpha": 0.1})
        with self.name_scope():
            self.lin = nn.Dense(classes)

    def hybrid_forward(self, F, x, adj):
        a = (adj > 0) + F.eye(self.N)
        dinv = F.rsqrt(a.sum(axis=1))
        a_hat = F.broadcast_mul(F.broadcast_mul(dinv.reshape((-1, 1)), a), dinv.reshape((1, -1)))
        return propagate(F, a_hat, self.lin(x), **self.cfg)


Net = ConfigAPPNP
