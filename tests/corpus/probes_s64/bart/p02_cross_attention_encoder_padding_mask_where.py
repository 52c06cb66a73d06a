"""BART cross attention: decoder queries (N, T, d) over encoder outputs (N, S, d), the encoder padding mask from source valid lengths as `broadcast_lesser(arange_like(enc, axis=1), valid.expand_dims(1))`, spread to the (N, T, S) scores by `broadcast_like` and applied with `F.where`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 6, 8), (2,)]


class CrossAttention(HybridBlock):
    def __init__(self, units=8, max_src=6, **kwargs):
        super(CrossAttention, self).__init__(**kwargs)
        self._scale, self._s = 1.0 / math.sqrt(units), max_src
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.kv = nn.Dense(2 * units, in_units=units, flatten=False)

    def hybrid_forward(self, F, dec, enc, len_raw):
        valid = F.floor((len_raw + 1) * 0.5 * (self._s - 1)) + 1
        k, v = F.split(self.kv(enc), num_outputs=2, axis=-1)
        scores = F.batch_dot(self.q(dec), k, transpose_b=True) * self._scale
        keep = F.broadcast_lesser(F.contrib.arange_like(enc, axis=1).expand_dims(0), valid.expand_dims(1))
        keep = F.broadcast_like(keep.expand_dims(1), scores)
        scores = F.where(keep, scores, F.ones_like(scores) * -1e9)
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = CrossAttention
