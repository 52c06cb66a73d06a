"""Entropic optimal transport whose cost matrix is written `F.expand_dims(x, 2) - F.expand_dims(y, 1)` with the plain operator ((N, n, 1, d) against (N, 1, m, d)) before the Sinkhorn scaling iterations."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 6, 3)]


class Net(HybridBlock):
    def __init__(self, eps=0.5, n_iters=10, **kwargs):
        super().__init__(**kwargs)
        self.eps, self.n_iters = eps, n_iters
        with self.name_scope():
            self.embed = nn.Dense(3, flatten=False, in_units=3)

    def hybrid_forward(self, F, x, y):
        x = self.embed(x)
        diff = F.expand_dims(x, 2) - F.expand_dims(y, 1)
        K = F.exp(-F.sum(F.square(diff), axis=-1) / self.eps)
        u = F.ones_like(F.sum(K, axis=2))
        v = F.ones_like(F.sum(K, axis=1))
        for _ in range(self.n_iters):
            u = 1.0 / F.batch_dot(K, F.expand_dims(v, 2)).reshape((0, -1))
            v = 1.0 / F.batch_dot(K, F.expand_dims(u, 2), transpose_a=True).reshape((0, -1))
        return F.broadcast_mul(F.broadcast_mul(F.expand_dims(u, 2), K), F.expand_dims(v, 1))
