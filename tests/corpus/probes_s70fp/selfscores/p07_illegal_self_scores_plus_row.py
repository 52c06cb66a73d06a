"""Illegal: self-attention scores of two projections of one sequence, (N, T, T), plus an (N, 1, T) key-mask
row by a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(4, flatten=False, in_units=4)
            self.k = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, mask):
        h = F.relu(x)
        scores = F.batch_dot(self.q(h), self.k(h), transpose_b=True)
        return scores + mask.reshape((0, 1, -1))
