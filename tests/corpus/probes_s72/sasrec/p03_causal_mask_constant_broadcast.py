"""Causal self-attention with the (L, L) lower-triangular mask held as a constant, applied by
`F.broadcast_mul` / `F.broadcast_add` after `expand_dims(0)` to (B, L, L) scores."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class CausalAttention(HybridBlock):
    def __init__(self, units=8, max_len=5, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False)
            self.causal = self.params.get_constant("causal", np.tril(np.ones((max_len, max_len), "float32")))

    def hybrid_forward(self, F, x, causal):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) / self.units ** 0.5
        mask = F.expand_dims(causal, 0)
        scores = F.broadcast_add(F.broadcast_mul(scores, mask), (1 - mask) * -1e9)
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = CausalAttention
