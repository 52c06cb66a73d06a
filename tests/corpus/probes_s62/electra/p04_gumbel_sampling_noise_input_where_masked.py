"""ELECTRA generator sampling: Gumbel noise passed in (same (N, L, V) shape as the logits), `argmax(logits + gumbel)` as the sample, and `F.where` keeps the original ids outside the mask, a (1, L) constant broadcast to (N, L) by `broadcast_like`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 7), (2, 5, 7), (2, 5)]


class GumbelReplace(HybridBlock):
    def __init__(self, seq_len=5, vocab=7, masked=(1, 3), **kwargs):
        super(GumbelReplace, self).__init__(**kwargs)
        self._v = vocab
        mask = np.zeros((1, seq_len), dtype="float32")
        mask[0, list(masked)] = 1
        with self.name_scope():
            self.mask = self.params.get_constant("mask", mask)

    def hybrid_forward(self, F, gen_logits, uniform_raw, tok_raw, mask):
        gumbel = -F.log(-F.log((uniform_raw + 1) * 0.49 + 0.01))
        sampled = F.argmax(gen_logits + gumbel, axis=-1)
        original = F.floor((tok_raw + 1) * 0.5 * (self._v - 1e-3))
        return F.where(F.broadcast_like(mask, original), sampled, original)


Net = GumbelReplace
