"""SAKT: exercise queries attend to past interactions under a causal mask built with `np.triu` in `__init__` (fixed window)."""
import math

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6, 8)]


class SAKTAttention(HybridBlock):
    def __init__(self, units=8, window=6, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            future = np.triu(np.ones((window, window), dtype="float32"), k=1)
            self.future = self.params.get_constant("future", future[None] * -1e9)
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)
            self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, exercises, interactions, future):
        q, k, v = self.q(exercises), self.k(interactions), self.v(interactions)
        scores = F.batch_dot(q, k, transpose_b=True) / math.sqrt(self.units)
        attn = F.softmax(F.broadcast_add(scores, future), axis=-1)
        return F.batch_dot(attn, v)


Net = SAKTAttention
