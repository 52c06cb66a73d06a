"""Whisper decoder attention with the causal mask added by a plain `+` as in PyTorch (`qk = qk + mask[:n_ctx, :n_ctx]`): (N, T, T) scores plus the (T, T) mask cut by `slice` -- a Symbol's `+` wants equal shapes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class PlainMaskAttention(HybridBlock):
    def __init__(self, d=8, n_ctx=12, steps=5, **kwargs):
        super(PlainMaskAttention, self).__init__(**kwargs)
        self._t, self._scale = steps, d ** -0.5
        mask = np.triu(np.full((n_ctx, n_ctx), -1e9, dtype="float32"), k=1)
        with self.name_scope():
            self.mask = self.params.get_constant("mask", mask)
            self.qkv = nn.Dense(3 * d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x, mask):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        qk = F.batch_dot(q, k, transpose_b=True) * self._scale
        qk = qk + F.slice(mask, begin=(0, 0), end=(self._t, self._t))
        return F.batch_dot(F.softmax(qk, axis=-1), v)


Net = PlainMaskAttention
