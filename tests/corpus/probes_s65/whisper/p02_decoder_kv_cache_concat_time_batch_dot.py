"""Whisper decoder self-attention step with a key/value cache: the new token's (N, 1, d) key and value are concatenated after the cached (N, T, d) ones along time (`F.concat(..., dim=1)`), scores by `batch_dot(..., transpose_b=True)` scaled by a python `d ** -0.5`, softmax over the cache, and the updated caches returned with the output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8), (2, 5, 8), (2, 5, 8)]


class CachedSelfAttention(HybridBlock):
    def __init__(self, d=8, **kwargs):
        super(CachedSelfAttention, self).__init__(**kwargs)
        self._scale = d ** -0.5
        with self.name_scope():
            self.query = nn.Dense(d, in_units=d, flatten=False)
            self.key = nn.Dense(d, in_units=d, flatten=False, use_bias=False)
            self.value = nn.Dense(d, in_units=d, flatten=False)
            self.out = nn.Dense(d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x, k_cache, v_cache):
        q = self.query(x) * self._scale
        k = F.concat(k_cache, self.key(x), dim=1)
        v = F.concat(v_cache, self.value(x), dim=1)
        w = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)
        return self.out(F.batch_dot(w, v)), k, v


Net = CachedSelfAttention
