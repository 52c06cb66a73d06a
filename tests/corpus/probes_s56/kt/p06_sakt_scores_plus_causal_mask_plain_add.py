"""SAKT adding a (L, L) constant causal mask to the (N, L, L) scores with a plain `+`."""
import math

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6, 8)]


class SAKTAttention(HybridBlock):
    def __init__(self, units=8, window=6, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            mask = np.triu(np.ones((window, window), dtype="float32"), k=1) * -1e9
            self.future = self.params.get_constant("future", mask)
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)
            self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, exercises, interactions, future):
        scores = F.batch_dot(self.q(exercises), self.k(interactions), transpose_b=True)
        attn = F.softmax(scores / math.sqrt(self.units) + future, axis=-1)
        return F.batch_dot(attn, self.v(interactions))


Net = SAKTAttention
