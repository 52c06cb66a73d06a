"""Whisper decoder causal mask cut as the PyTorch original writes it, `mask[off:off + T, :off + T]`, on the constant mask inside `hybrid_forward` (python offsets from the constructor): a legacy Symbol takes no tuple of slices."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8), (2, 4, 8)]


class SubscriptMaskAttention(HybridBlock):
    def __init__(self, d=8, n_ctx=12, offset=4, steps=3, **kwargs):
        super(SubscriptMaskAttention, self).__init__(**kwargs)
        self._off, self._t = offset, steps
        mask = np.triu(np.full((n_ctx, n_ctx), -1e9, dtype="float32"), k=1)
        with self.name_scope():
            self.mask = self.params.get_constant("mask", mask)
            self.qkv = nn.Dense(3 * d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x, cache, mask):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        k = F.concat(cache, k, dim=1)
        v = F.concat(cache, v, dim=1)
        m = mask[self._off:self._off + self._t, :self._off + self._t]
        s = F.broadcast_add(F.batch_dot(q, k, transpose_b=True), m.expand_dims(0))
        return F.batch_dot(F.softmax(s, axis=-1), v)


Net = SubscriptMaskAttention
