"""Illegal: a sequence folded by reshape, scored against itself, times an (N, 1, T) gate row by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 4), (6, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(4, flatten=False, in_units=4)
            self.k = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, gate):
        m = x.reshape((-3, 0, 0))
        scores = F.batch_dot(self.q(m), self.k(m), transpose_b=True)
        return scores * F.sigmoid(gate).reshape((0, 1, -1))
