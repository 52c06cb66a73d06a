"""BART cross attention with an optional encoder mask: `if enc_mask is not None:` (a python check of an argument the caller may leave out), the mask turned into an additive `(1 - mask) * -1e9` of shape (N, 1, S) and added by `broadcast_add`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 6, 8), (2, 6)]


class OptionalMask(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(OptionalMask, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)

    def hybrid_forward(self, F, dec, enc, enc_mask=None):
        scores = F.batch_dot(self.q(dec), self.k(enc), transpose_b=True) * self._scale
        if enc_mask is not None:
            bias = (1 - (enc_mask > -0.5)) * -1e9
            scores = F.broadcast_add(scores, bias.expand_dims(1))
        return F.batch_dot(F.softmax(scores, axis=-1), enc)


Net = OptionalMask
