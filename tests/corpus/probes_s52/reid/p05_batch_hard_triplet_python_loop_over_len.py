"""Batch-hard mining by a python loop over anchors: `for i in range(len(labels))`, each anchor's row picked by `dist[i]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10), (6,)]


class LoopTriplet(HybridBlock):
    def __init__(self, dim=8, margin=0.3, num_ids=3, **kwargs):
        super().__init__(**kwargs)
        self.margin, self.num_ids = margin, num_ids
        with self.name_scope():
            self.embed = nn.Dense(dim)

    def hybrid_forward(self, F, x, raw_labels):
        labels = F.floor((raw_labels + 1) * 0.5 * self.num_ids)
        emb = self.embed(x)
        sq = F.sum(F.square(emb), axis=1, keepdims=True)
        dist = F.sqrt(F.maximum(F.broadcast_add(sq, F.transpose(sq)) - 2 * F.dot(emb, emb, transpose_b=True), 1e-12))
        same = F.broadcast_equal(labels.reshape((-1, 1)), labels.reshape((1, -1)))
        losses = []
        for i in range(len(labels)):
            pos = F.max(dist[i] * same[i])
            neg = F.min(dist[i] + 1e4 * same[i])
            losses.append(F.relu(self.margin + pos - neg))
        return F.add_n(*losses) / len(losses)


Net = LoopTriplet
