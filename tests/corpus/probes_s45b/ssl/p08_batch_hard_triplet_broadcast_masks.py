"""Batch-hard triplet loss: squared distances from a Gram matrix, hardest positive by masked max, hardest negative by masked min."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (6,)]


def squared_distances(F, emb):
    gram = F.dot(emb, emb, transpose_b=True)
    sq = F.sum(F.square(emb), axis=1)
    d = F.broadcast_add(F.reshape(sq, shape=(-1, 1)), F.reshape(sq, shape=(1, -1))) - 2 * gram
    return F.relu(d)


class BatchHardTriplet(HybridBlock):
    def __init__(self, margin=0.3, **kwargs):
        super().__init__(**kwargs)
        self._margin = margin
        with self.name_scope():
            self.embed = nn.Dense(8)

    def hybrid_forward(self, F, x, labels):
        dist = squared_distances(F, self.embed(x))
        lab = F.round(labels * 2)
        same = F.broadcast_equal(F.reshape(lab, shape=(-1, 1)), F.reshape(lab, shape=(1, -1)))
        hardest_pos = F.max(dist * same, axis=1)
        hardest_neg = F.min(dist + same * 1e6, axis=1)
        return F.mean(F.relu(hardest_pos - hardest_neg + self._margin))


class Net(BatchHardTriplet):
    pass
