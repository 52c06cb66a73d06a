"""Triplet mining with pairwise differences `emb.expand_dims(1) - emb.expand_dims(0)` written with a plain minus."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 10), (5,)]


class Net(HybridBlock):
    def __init__(self, dim=8, margin=0.2, **kwargs):
        super().__init__(**kwargs)
        self._margin = margin
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=10)

    def hybrid_forward(self, F, x, labels):
        emb = self.embed(x)
        diff = emb.expand_dims(axis=1) - emb.expand_dims(axis=0)     # (N, N, D)
        dist = F.sqrt(F.sum(F.square(diff), axis=2) + 1e-12)
        lab = F.round(labels * 2)
        same = F.broadcast_equal(lab.reshape((-1, 1)), lab.reshape((1, -1)))
        hardest_neg = F.min(dist + same * 1e6, axis=1)
        hardest_pos = F.max(dist * same, axis=1)
        return F.mean(F.relu(hardest_pos - hardest_neg + self._margin))
