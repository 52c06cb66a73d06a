"""SAKT with the causal mask from `F.contrib.arange_like` over the time axis, compared by `broadcast_greater` and filled by `where`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6, 8)]


class SAKTAttention(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)
            self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, exercises, interactions):
        pos = F.contrib.arange_like(exercises, axis=1)
        future = F.broadcast_greater(F.reshape(pos, (1, -1)), F.reshape(pos, (-1, 1)))
        scores = F.batch_dot(self.q(exercises), self.k(interactions), transpose_b=True) * self.scale
        future = F.broadcast_like(F.expand_dims(future, 0), scores)
        scores = F.where(future, F.ones_like(scores) * -1e9, scores)
        return F.batch_dot(F.softmax(scores, axis=-1), self.v(interactions))


Net = SAKTAttention
