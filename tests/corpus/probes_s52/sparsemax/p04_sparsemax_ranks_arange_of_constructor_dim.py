"""Sparsemax whose ranks come from the constructor's width: `F.arange(1, self.dim + 1)` reshaped to a row and broadcast."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class Sparsemax(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.score = nn.Dense(dim)

    def hybrid_forward(self, F, x):
        z = self.score(x)
        z_sorted = F.sort(z, axis=-1, is_ascend=False)
        cum = F.cumsum(z_sorted, axis=1)
        ranks = F.arange(1, self.dim + 1).reshape((1, -1))
        support = F.broadcast_greater(1 + F.broadcast_mul(ranks, z_sorted), cum)
        k_z = F.sum(support, axis=-1, keepdims=True)
        tau = (F.pick(cum, k_z.reshape((-1,)) - 1, axis=-1, keepdims=True) - 1) / k_z
        return F.relu(F.broadcast_sub(z, tau))


Net = Sparsemax
