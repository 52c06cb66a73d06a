"""Sparsemax whose (K,) rank vector is `F.arange(1, z.shape[1] + 1)`, sized from the scores it receives."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, k=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scores = nn.Dense(k, in_units=6)

    def hybrid_forward(self, F, x):
        z = self.scores(x)
        zs = F.sort(z, axis=1, is_ascend=False)
        rng = F.arange(1, z.shape[1] + 1).reshape((1, -1))
        cs = F.cumsum(zs, axis=1)
        support = F.broadcast_greater(1 + F.broadcast_mul(rng, zs), cs)
        tau = F.broadcast_div(F.sum(zs * support, axis=1, keepdims=True) - 1, F.sum(support, axis=1, keepdims=True))
        return F.relu(F.broadcast_sub(z, tau))
