"""Batch-hard triplet mining inside the graph: pairwise squared distances from `F.dot(e, e, transpose_b=True)` and the diagonal, self-pairs masked with `F.eye(self.batch_size)` via `F.where` (the batch size a constructor argument), hardest negative by `max` of the masked distances negated, loss with a python margin."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, dim=8, batch_size=6, margin=0.3, **kwargs):
        super().__init__(**kwargs)
        self.batch_size, self.margin = batch_size, margin
        with self.name_scope():
            self.proj = nn.Dense(dim, in_units=in_units)

    def hybrid_forward(self, F, x):
        e = F.L2Normalization(self.proj(x))
        gram = F.dot(e, e, transpose_b=True)
        sq = F.sum(F.square(e), axis=1)
        dist = F.broadcast_add(sq.expand_dims(1), sq.expand_dims(0)) - 2 * gram
        eye = F.eye(self.batch_size)
        hardest_neg = -F.max(F.where(eye, F.ones_like(dist) * -1e4, -dist), axis=1)
        hardest_pos = F.max(F.where(eye, F.zeros_like(dist), dist), axis=1)
        return F.relu(hardest_pos - hardest_neg + self.margin)
