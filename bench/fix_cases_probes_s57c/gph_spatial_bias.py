"""Graphormer's spatial encoding: shortest-path distances bucketed into an embedding of one bias per head, transposed to (N, H, V, V), added to multi-head scores whose queries are split by `n, v, _ = x.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8), (2, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.spd_emb = nn.Embedding(6, heads)
            self.q = nn.Dense(8, in_units=8, flatten=False)
            self.k = nn.Dense(8, in_units=8, flatten=False)

    def hybrid_forward(self, F, x, spd):
        n, v, _ = x.shape
        bias = self.spd_emb(F.clip(F.floor((spd + 1) * 3), 0, 5)).transpose((0, 3, 1, 2))
        q = self.q(x).reshape((n, v, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((n * self.heads, v, -1))
        k = self.k(x).reshape((n, v, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((n * self.heads, v, -1))
        scores = F.batch_dot(q, k, transpose_b=True).reshape((n, self.heads, v, v))
        return F.softmax(scores + bias, axis=-1)
