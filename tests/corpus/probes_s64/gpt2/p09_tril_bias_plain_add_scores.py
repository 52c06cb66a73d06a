"""GPT-2 additive causal bias from a `np.tril` constant added to the (N, T, T) scores by plain `+` (eager NDArray `+` broadcasts the (T, T) bias; a traced `+` is elementwise on equal shapes)."""
import math

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class PlainBias(HybridBlock):
    def __init__(self, units=8, n_ctx=6, **kwargs):
        super(PlainBias, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)
            self.bias = self.params.get_constant("bias", (np.tril(np.ones((n_ctx, n_ctx))) - 1) * 1e4)

    def hybrid_forward(self, F, x, bias):
        w = F.batch_dot(self.q(x), self.k(x), transpose_b=True) * self._scale + bias
        return F.batch_dot(F.softmax(w, axis=-1), x)


Net = PlainBias
