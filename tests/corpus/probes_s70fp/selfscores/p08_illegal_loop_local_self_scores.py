"""Illegal: inside a loop over layers, the scores of `m` against itself (N, T, T) plus the (N, 1, T) row."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(4, flatten=False, in_units=4)
            self.k = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, mask):
        out = x
        for _ in range(2):
            m = F.tanh(out)
            out = F.batch_dot(self.q(m), self.k(m), transpose_b=True) + mask.expand_dims(1)
            out = F.batch_dot(F.softmax(out), m)
        return out
