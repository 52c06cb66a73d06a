"""ALiBi split into two module helpers: `alibi_bias(F, slopes, length)` builds the (H, L, L) bias with
broadcast ops, `apply_bias(scores, bias)` (without `F`) adds it as `scores + bias.expand_dims(0)`, a plain
`+` of (B, H, L, L) and (1, H, L, L)."""
import numpy as onp
from mxnet.gluon import HybridBlock

INPUTS = [(2, 2, 5, 5)]


def alibi_bias(F, slopes, length):
    pos = F.arange(length)
    return F.broadcast_mul(slopes, F.broadcast_sub(pos.reshape((1, -1)), pos.reshape((-1, 1))).expand_dims(0))


def apply_bias(scores, bias):
    return scores + bias.expand_dims(0)


class HelperPlainAlibi(HybridBlock):
    def __init__(self, length=5, **kwargs):
        super().__init__(**kwargs)
        self._l = length
        with self.name_scope():
            self.slopes = self.params.get_constant("slopes", onp.array([0.25, 0.0625], dtype="float32").reshape(2, 1, 1))

    def hybrid_forward(self, F, scores, slopes):
        return F.softmax(apply_bias(scores, alibi_bias(F, slopes, self._l)), axis=-1)


Net = HelperPlainAlibi
