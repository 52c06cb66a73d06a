"""Sparsemax whose ranks are `F.arange(1, z.shape[-1] + 1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7)]


class SparseAttention(HybridBlock):
    def __init__(self, units=7, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(units)

    def hybrid_forward(self, F, x):
        z = self.score(x)
        z_sorted = F.sort(z, axis=-1, is_ascend=False)
        cum = F.cumsum(z_sorted, axis=1)
        ranks = F.arange(1, z.shape[-1] + 1).reshape((1, -1))
        support = F.broadcast_greater(1 + F.broadcast_mul(ranks, z_sorted), cum)
        k_z = F.sum(support, axis=-1, keepdims=True)
        tau = (F.pick(cum, k_z.reshape((-1,)) - 1, axis=-1, keepdims=True) - 1) / k_z
        return F.relu(F.broadcast_sub(z, tau))


Net = SparseAttention
