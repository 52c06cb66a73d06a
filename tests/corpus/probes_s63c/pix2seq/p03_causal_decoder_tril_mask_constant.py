"""Pix2Seq causal decoder self-attention: the (L, L) lower-triangular mask from `np.tril(np.ones((L, L)))` of the configured length as a constant, turned into a -1e9 bias and `broadcast_add`ed to (N, L, L) scores after `expand_dims(0)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class CausalSelfAttention(HybridBlock):
    def __init__(self, units=8, seq_len=6, **kwargs):
        super(CausalSelfAttention, self).__init__(**kwargs)
        self._scale = units ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)
            self.mask = self.params.get_constant("mask", np.tril(np.ones((seq_len, seq_len), "float32")))

    def hybrid_forward(self, F, x, mask):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self._scale
        scores = F.broadcast_add(scores, ((1 - mask) * -1e9).expand_dims(0))
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = CausalSelfAttention
