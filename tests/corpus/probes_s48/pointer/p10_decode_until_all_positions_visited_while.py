"""Pointer decoding that runs until every position is chosen: `while F.min(F.sum(visited, axis=1)) < n` with `n` a python int, a tensor-valued loop condition."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class Net(HybridBlock):
    def __init__(self, units=6, seq_len=4, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.query = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, enc):
        q = F.mean(enc, axis=1)
        visited = F.zeros_like(F.sum(enc, axis=-1))
        tour = []
        while F.min(F.sum(visited, axis=1)) < self.seq_len:
            scores = F.batch_dot(enc, self.query(q).expand_dims(-1)).squeeze(axis=-1)
            scores = F.where(visited > 0, F.ones_like(scores) * -1e9, scores)
            idx = F.argmax(scores, axis=-1)
            visited = visited + F.one_hot(idx, self.seq_len)
            tour.append(idx)
        return F.stack(*tour, axis=1)
