"""Informer decoder masked self-attention: the causal mask built by `np.triu` in `__init__` for the configured decoder length, held as a (1, L, L) constant and added to the scores by `broadcast_add`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class CausalSelfAttention(HybridBlock):
    def __init__(self, d_model=6, dec_len=5, **kwargs):
        super().__init__(**kwargs)
        self._scale = d_model ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * d_model, flatten=False, in_units=d_model)
            self.mask = self.params.get_constant("mask", np.triu(np.ones((1, dec_len, dec_len)), 1) * -1e9)

    def hybrid_forward(self, F, x, mask):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self._scale
        return F.batch_dot(F.softmax(F.broadcast_add(scores, mask), axis=-1), v)


Net = CausalSelfAttention
