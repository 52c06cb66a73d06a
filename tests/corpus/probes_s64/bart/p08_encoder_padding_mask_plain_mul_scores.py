"""BART cross attention with the PyTorch `encoder_attention_mask[:, None, :]` idiom: the (N, S) source mask expanded to (N, 1, S) and multiplied with the (N, T, S) attention weights by plain `*` (eagerly broadcast, traced elementwise)."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 6, 8), (2,)]


class PlainMaskCross(HybridBlock):
    def __init__(self, units=8, max_src=6, **kwargs):
        super(PlainMaskCross, self).__init__(**kwargs)
        self._scale, self._s = 1.0 / math.sqrt(units), max_src
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)

    def hybrid_forward(self, F, dec, enc, len_raw):
        valid = F.floor((len_raw + 1) * 0.5 * (self._s - 1)) + 1
        att = F.softmax(F.batch_dot(self.q(dec), self.k(enc), transpose_b=True) * self._scale, axis=-1)
        mask = F.broadcast_lesser(F.contrib.arange_like(enc, axis=1).expand_dims(0), valid.expand_dims(1))
        att = att * mask.expand_dims(1)
        return F.batch_dot(att, enc)


Net = PlainMaskCross
