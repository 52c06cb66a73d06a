"""DeBERTa attention with a padding mask from valid lengths: key positions by `contrib.arange_like(scores, axis=-1)`, compared by `broadcast_lesser` with `valid.reshape((-1, 1, 1))`, masked scores by `where` against `-1e4 * ones_like`, scaled by `1 / sqrt(3 * d)` computed in python."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2,)]


class MaskedScaledAttention(HybridBlock):
    def __init__(self, units=8, max_len=5, **kwargs):
        super(MaskedScaledAttention, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(3 * units)
        self._max = max_len
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x, len_raw):
        valid = F.floor((len_raw + 1) * 0.5 * (self._max - 1)) + 1
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self._scale
        keys = F.contrib.arange_like(scores, axis=-1).reshape((1, 1, -1))
        mask = F.broadcast_like(F.broadcast_lesser(keys, valid.reshape((-1, 1, 1))), scores)
        scores = F.where(mask, scores, -1e4 * F.ones_like(scores))
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = MaskedScaledAttention
