"""Sparsemax with the support test written `1 + ranks * z_sorted > cum`: ranks from `contrib.arange_like` are (K,), the sorted scores (N, K)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7)]


def sparsemax(F, z):
    z_sorted = F.sort(z, axis=-1, is_ascend=False)
    cum = F.cumsum(z_sorted, axis=1)
    ranks = F.contrib.arange_like(z, axis=-1) + 1
    support = (1 + ranks * z_sorted) > cum
    k_z = F.sum(support, axis=-1, keepdims=True)
    tau = (F.pick(cum, k_z.reshape((-1,)) - 1, axis=-1, keepdims=True) - 1) / k_z
    return F.relu(F.broadcast_sub(z, tau))


class SparseAttention(HybridBlock):
    def __init__(self, units=7, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(units)

    def hybrid_forward(self, F, x):
        return sparsemax(F, self.score(x))


Net = SparseAttention
