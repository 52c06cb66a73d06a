"""Pairwise squared Euclidean distances by the expansion |a|^2 - 2ab + |b|^2: norms by `sum(keepdims)`, the cross term by `F.dot(..., transpose_b=True)`, combined with broadcast ops and clipped at zero."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10)]


def pairwise_sq_dist(F, a, b):
    aa = F.sum(F.square(a), axis=1, keepdims=True)             # (N, 1)
    bb = F.sum(F.square(b), axis=1, keepdims=True).transpose()  # (1, M)
    cross = F.dot(a, b, transpose_b=True)                       # (N, M)
    return F.relu(F.broadcast_add(F.broadcast_sub(aa, 2 * cross), bb))


class Net(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=10)

    def hybrid_forward(self, F, x):
        z = self.embed(x)
        return pairwise_sq_dist(F, z, z)
