"""Sliding-window attention mask whose query/key distance is the plain `-` of an `F.arange` column (L, 1) and row (1, L), then masked into the scores by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, seq_len=10, window=2, **kwargs):
        super().__init__(**kwargs)
        self.seq_len, self.window = seq_len, window
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        pos = F.arange(self.seq_len)
        rel = pos.reshape((-1, 1)) - pos.reshape((1, -1))
        keep = F.abs(rel) <= self.window
        scores = F.batch_dot(self.q(x), self.k(x), transpose_b=True)
        scores = F.broadcast_add(scores, F.expand_dims((1 - keep) * -1e9, 0))
        return F.batch_dot(F.softmax(scores, axis=-1), x)
