"""BPR scores of (user, positive, negative) triples: rows taken with `take` (`mode="clip"`) from the propagated table, the pair scores by elementwise product and `sum(axis=1)`, the loss `-log(sigmoid(pos - neg))` plus an L2 term over the ego embeddings."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 6), (4,), (4,), (4,)]


class BPRScorer(HybridBlock):
    def __init__(self, num_nodes=6, dim=4, reg=1e-4, **kwargs):
        super().__init__(**kwargs)
        self.reg = reg
        with self.name_scope():
            self.embedding = self.params.get("embedding", shape=(num_nodes, dim))

    def hybrid_forward(self, F, adj, users, pos, neg, embedding):
        final = (embedding + F.dot(adj, embedding)) / 2
        idx = [F.abs(t) * 5 for t in (users, pos, neg)]
        u, p, n = [F.take(final, i, mode="clip") for i in idx]
        pos_s = F.sum(u * p, axis=1)
        neg_s = F.sum(u * n, axis=1)
        ego = F.take(embedding, idx[0], mode="clip")
        loss = -F.log(F.sigmoid(pos_s - neg_s) + 1e-10) + self.reg * F.sum(F.square(ego), axis=1)
        return loss.mean(), pos_s


Net = BPRScorer
