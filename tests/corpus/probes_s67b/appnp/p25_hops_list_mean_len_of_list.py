"""APPNP returning the mean over hops: the step outputs kept in a python list, averaged by
`F.add_n(*hops) / len(hops)` (`len` of a python list, a number) and the last hop read by `hops[-1]` (a list
index, not a tensor subscript)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6, 6)]


class HopMean(HybridBlock):
    def __init__(self, num_nodes=6, classes=3, K=3, alpha=0.1, **kwargs):
        super().__init__(**kwargs)
        self.N, self.K, self.alpha = num_nodes, K, alpha
        with self.name_scope():
            self.lin = nn.Dense(classes)

    def hybrid_forward(self, F, x, adj):
        a = (adj > 0) + F.eye(self.N)
        dinv = F.rsqrt(a.sum(axis=1))
        a_hat = F.broadcast_mul(F.broadcast_mul(dinv.reshape((-1, 1)), a), dinv.reshape((1, -1)))
        hops = [self.lin(x)]
        for _ in range(self.K):
            hops.append((1 - self.alpha) * F.dot(a_hat, hops[-1]) + self.alpha * hops[0])
        return hops[-1], F.add_n(*hops) / len(hops)


Net = HopMean
