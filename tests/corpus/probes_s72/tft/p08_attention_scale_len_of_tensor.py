"""Attention over the time steps of one series normalised by the number of steps,
`scores / len(keys)` with `keys` the (T, D) key tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 6)]


class StepAttention(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(units)
            self.k = nn.Dense(units)

    def hybrid_forward(self, F, x):
        keys = self.k(x)
        scores = F.dot(self.q(x), keys, transpose_b=True) / len(keys)
        return F.dot(F.softmax(scores, axis=-1), x)


Net = StepAttention
