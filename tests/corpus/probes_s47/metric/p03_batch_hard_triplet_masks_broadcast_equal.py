"""Batch-hard triplet loss: same-label masks by `broadcast_equal`, hardest positive as the masked max, hardest negative as the min after adding a large value on positives."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (6,)]


class BatchHardTripletLoss(HybridBlock):
    def __init__(self, margin=0.3, **kwargs):
        super().__init__(**kwargs)
        self._margin = margin

    def hybrid_forward(self, F, emb, labels):
        sq = F.sum(F.square(emb), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_sub(sq, 2 * F.dot(emb, emb, transpose_b=True)), sq.transpose())
        dist = F.sqrt(F.relu(dist) + 1e-12)
        same = F.broadcast_equal(labels.reshape((-1, 1)), labels.reshape((1, -1)))
        hardest_pos = F.max(dist * same, axis=1)
        hardest_neg = F.min(dist + 1e6 * same, axis=1)
        return F.relu(hardest_pos - hardest_neg + self._margin)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(8, in_units=10)
            self.loss = BatchHardTripletLoss()

    def hybrid_forward(self, F, x, raw_labels):
        labels = F.clip(F.floor((raw_labels + 1) * 1.5), 0, 2)
        return self.loss(F.L2Normalization(self.embed(x)), labels)
