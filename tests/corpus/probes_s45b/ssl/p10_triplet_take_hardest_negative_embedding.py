"""Triplet with the hardest negative's embedding gathered by `F.take` of the row-wise argmin of masked distances."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 10), (5,)]


class HardNegativeTriplet(HybridBlock):
    def __init__(self, dim=8, margin=0.2, **kwargs):
        super().__init__(**kwargs)
        self._margin = margin
        with self.name_scope():
            self.embed = nn.Dense(dim)

    def hybrid_forward(self, F, x, labels):
        emb = self.embed(x)
        gram = F.dot(emb, emb, transpose_b=True)
        sq = F.sum(emb * emb, axis=1)
        dist = F.broadcast_sub(F.broadcast_add(sq.expand_dims(1), sq.expand_dims(0)), 2 * gram)
        lab = F.round(labels * 2)
        same = F.broadcast_equal(lab.expand_dims(1), lab.expand_dims(0))
        neg_idx = F.argmin(dist + same * 1e6, axis=1)
        negatives = F.take(emb, neg_idx)
        d_neg = F.sum(F.square(emb - negatives), axis=1)
        d_pos = F.max(dist * same, axis=1)
        return F.mean(F.relu(d_pos - d_neg + self._margin))


class Net(HardNegativeTriplet):
    pass
