"""Sliding-window (banded) attention mask built in the graph: query and key positions from `F.arange` of the constructor length as a column and a row, `broadcast_sub`, `abs` and `broadcast_lesser_equal` against the window, then `where` over the scores made the same shape by `broadcast_like`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, seq_len=10, window=2, **kwargs):
        super().__init__(**kwargs)
        self.seq_len, self.window = seq_len, window
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)

    def band(self, F):
        pos = F.arange(self.seq_len)
        dist = F.abs(F.broadcast_sub(pos.reshape((-1, 1)), pos.reshape((1, -1))))
        return dist <= self.window

    def hybrid_forward(self, F, x):
        scores = F.batch_dot(self.q(x), self.k(x), transpose_b=True)
        keep = F.broadcast_like(self.band(F).expand_dims(0), scores)
        scores = F.where(keep, scores, F.ones_like(scores) * -1e9)
        return F.batch_dot(F.softmax(scores, axis=-1), x)
