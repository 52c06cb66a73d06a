"""Batch-hard triplet loss: positives and negatives masked by `broadcast_equal` of the labels as a column and a row, the hardest positive by `max(dist * pos_mask)`, the hardest negative by `min(dist + big * pos_mask)`, hinge with a python margin."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (6,)]


def pairwise_distances(F, emb):
    sq = F.sum(F.square(emb), axis=1, keepdims=True)
    return F.sqrt(F.maximum(F.broadcast_add(sq, F.transpose(sq)) - 2 * F.dot(emb, emb, transpose_b=True), 1e-12))


class BatchHardTriplet(HybridBlock):
    def __init__(self, dim=8, margin=0.3, num_ids=3, **kwargs):
        super().__init__(**kwargs)
        self.margin, self.num_ids = margin, num_ids
        with self.name_scope():
            self.embed = nn.Dense(dim)

    def hybrid_forward(self, F, x, raw_labels):
        labels = F.floor((raw_labels + 1) * 0.5 * self.num_ids)
        dist = pairwise_distances(F, self.embed(x))
        same = F.broadcast_equal(labels.reshape((-1, 1)), labels.reshape((1, -1)))
        hardest_pos = F.max(dist * same, axis=1)
        hardest_neg = F.min(dist + 1e4 * same, axis=1)
        return F.relu(self.margin + hardest_pos - hardest_neg).mean()


Net = BatchHardTriplet
