"""Whisper decoder causal mask: a (n_ctx, n_ctx) upper-triangular -1e9 mask built by numpy once as a constant, cut by `F.slice(begin=(offset, 0), end=(offset + T, offset + T))` where the cached length `offset` and the step length `T` are python ints of the constructor, then added to the (N, T, offset + T) scores by `broadcast_add` after `expand_dims(0)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8), (2, 4, 8)]


class MaskedCachedAttention(HybridBlock):
    def __init__(self, d=8, n_ctx=12, offset=4, steps=3, **kwargs):
        super(MaskedCachedAttention, self).__init__(**kwargs)
        self._off, self._t = offset, steps
        mask = np.triu(np.full((n_ctx, n_ctx), -1e9, dtype="float32"), k=1)
        with self.name_scope():
            self.mask = self.params.get_constant("mask", mask)
            self.qkv = nn.Dense(3 * d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x, cache, mask):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        k = F.concat(cache, k, dim=1)
        v = F.concat(cache, v, dim=1)
        m = F.slice(mask, begin=(self._off, 0), end=(self._off + self._t, self._off + self._t))
        s = F.broadcast_add(F.batch_dot(q, k, transpose_b=True), m.expand_dims(0))
        return F.batch_dot(F.softmax(s, axis=-1), v)


Net = MaskedCachedAttention
