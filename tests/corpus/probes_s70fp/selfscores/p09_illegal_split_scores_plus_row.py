"""Illegal: scores of two parts of one split projection, (N, T, T), plus an `expand_dims(1)` key-mask row
by a plain `+`, the row built in a branch-free local."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qk = nn.Dense(8, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, mask):
        q, k = F.split(self.qk(x), num_outputs=2, axis=-1)
        bias = (1 - mask).expand_dims(1) * -1e4
        return F.batch_dot(q, k, transpose_b=True) * 0.5 + bias
