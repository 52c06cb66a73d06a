"""GPT-2 incremental decoding: `layer_past` keys and values (N, P, d) concatenated with the new ones along the time axis (`F.concat(past_k, k, dim=1)`), the present pair returned by `F.stack(k, v, axis=0)` as the HF code does; no causal mask needed for the new token block of one step."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8), (2, 4, 8), (2, 4, 8)]


class CachedAttention(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(CachedAttention, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.c_attn = nn.Dense(3 * units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x, past_k, past_v):
        q, k, v = F.split(self.c_attn(x), num_outputs=3, axis=2)
        k = F.concat(past_k, k, dim=1)
        v = F.concat(past_v, v, dim=1)
        w = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(w, v), F.stack(k, v, axis=0)


Net = CachedAttention
