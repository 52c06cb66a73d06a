"""GPT-2 `register_buffer("bias", torch.tril(torch.ones(n_ctx, n_ctx)))` ported as a `get_constant` of `np.tril`, turned into an additive `(1 - bias) * -1e4` and added to the (N, T, T) scores by `broadcast_add` of `expand_dims(0)` (the context is the configured length)."""
import math

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class TrilBiasAttention(HybridBlock):
    def __init__(self, units=8, n_ctx=6, **kwargs):
        super(TrilBiasAttention, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)
            self.v = nn.Dense(units, in_units=units, flatten=False)
            self.bias = self.params.get_constant("bias", np.tril(np.ones((n_ctx, n_ctx), dtype="float32")))

    def hybrid_forward(self, F, x, bias):
        w = F.batch_dot(self.q(x), self.k(x), transpose_b=True) * self._scale
        w = F.broadcast_add(w, ((1 - bias) * -1e4).expand_dims(0))
        return F.batch_dot(F.softmax(w, axis=-1), self.v(x))


Net = TrilBiasAttention
