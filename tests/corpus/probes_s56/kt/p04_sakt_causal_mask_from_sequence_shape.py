"""SAKT building its causal mask from `seq_len = exercises.shape[1]` with `F.arange`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6, 8)]


class SAKTAttention(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)
            self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, exercises, interactions):
        seq_len = exercises.shape[1]
        pos = F.arange(seq_len)
        future = F.broadcast_greater(F.reshape(pos, (1, -1)), F.reshape(pos, (-1, 1)))
        scores = F.batch_dot(self.q(exercises), self.k(interactions), transpose_b=True) / math.sqrt(self.units)
        scores = F.broadcast_add(scores, F.expand_dims(future, 0) * -1e9)
        return F.batch_dot(F.softmax(scores, axis=-1), self.v(interactions))


Net = SAKTAttention
