"""GPT-2 causal self-attention: positions from `arange_like(x, axis=1)`, the lower-triangular mask by `broadcast_lesser_equal` of a row and a column of them, masked scores by `F.where` against a `-1e4` filled `zeros_like`, fused c_attn split into q, k, v by `F.split(num_outputs=3)`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class CausalSelfAttention(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(CausalSelfAttention, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.c_attn = nn.Dense(3 * units, in_units=units, flatten=False)
            self.c_proj = nn.Dense(units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.c_attn(x), num_outputs=3, axis=-1)
        pos = F.contrib.arange_like(x, axis=1)
        causal = F.broadcast_lesser_equal(pos.reshape((1, -1)), pos.reshape((-1, 1)))
        scores = F.batch_dot(q, k, transpose_b=True) * self._scale
        mask = F.broadcast_like(causal.expand_dims(0), scores)
        scores = F.where(mask, scores, F.zeros_like(scores) - 1e4)
        return self.c_proj(F.batch_dot(F.softmax(scores, axis=-1), v))


Net = CausalSelfAttention
