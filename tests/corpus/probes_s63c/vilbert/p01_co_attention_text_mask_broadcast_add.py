"""ViLBERT co-attention, image stream attending to text: queries from (N, R, d) region features, keys/values from (N, T, d) tokens by `Dense(flatten=False)`, scores by `batch_dot(q, k, transpose_b=True)` scaled by `1 / sqrt(d)`, and the (N, T) text mask turned into an additive (N, 1, T) bias by `expand_dims(1)` and `broadcast_add`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8), (2, 5, 8), (2, 5)]


class CoAttention(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(CoAttention, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)
            self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, img, txt, txt_mask):
        keep = txt_mask > 0
        scores = F.batch_dot(self.q(img), self.k(txt), transpose_b=True) * self._scale
        scores = F.broadcast_add(scores, (1.0 - keep.expand_dims(1)) * -10000.0)
        return F.batch_dot(F.softmax(scores, axis=-1), self.v(txt))


Net = CoAttention
