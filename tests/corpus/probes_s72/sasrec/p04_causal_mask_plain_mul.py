"""Causal self-attention whose (B, L, L) scores are masked by the (L, L) constant with plain `*`
and `-` (numpy broadcasting)."""
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
        scores = scores * causal - (1 - causal) * 1e9
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = CausalAttention
